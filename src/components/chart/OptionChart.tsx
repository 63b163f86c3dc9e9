/**
 * A small chart drawn from a whole ECharts option (a pure builder's output): the profile rings and
 * bars, the sector's capital flows. One wrapper for every small chart, on the same ChartCanvas and
 * ECharts chunk as the quote chart; `withLegend` also loads the legend and axis tooltip first.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import type { EChartsCoreOption } from 'echarts/core';
import { ChartCanvas, type ChartLib } from './ChartCanvas';
import type { EChartsType } from './echarts-lib';
import { describeOption } from './a11y/option-words';

export function OptionChart({
  option,
  height = 180,
  label,
  withLegend = false,
  testId,
}: {
  option: EChartsCoreOption;
  height?: number;
  /** What the chart shows, for a screen reader (the chart is one image to it). */
  label: string;
  withLegend?: boolean;
  testId?: string;
}) {
  const [ready, setReady] = useState<EChartsType | null>(null);
  const [lib, setLib] = useState<ChartLib | null>(null);
  const [partsReady, setPartsReady] = useState(!withLegend);
  useEffect(() => {
    if (!withLegend || !lib) return;
    let live = true;
    void lib.loadInfoParts().then(() => live && setPartsReady(true));
    return () => {
      live = false;
    };
  }, [withLegend, lib]);
  // The newest option once ECharts (and its parts) are there; every later one replaces it whole.
  useEffect(() => {
    if (ready && partsReady) ready.setOption(option, { notMerge: true });
  }, [ready, partsReady, option]);
  // The data in words beside the image (issue 37 item 2): the label names the chart, this says it.
  const description = useMemo(() => describeOption(option), [option]);
  const id = useId();
  return (
    <div role="img" aria-label={label} aria-describedby={description ? id : undefined}>
      <ChartCanvas
        height={height}
        onChart={(chart, l) => {
          setReady(chart);
          if (l) setLib(l);
        }}
        testId={testId}
      />
      {description && (
        <p className="sr-only" id={id} data-testid={testId && `${testId}-words`}>
          {description}
        </p>
      )}
    </div>
  );
}
