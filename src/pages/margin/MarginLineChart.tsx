/** A margin line chart with its legend: the option comes from buildMarginChartOption (pure). */
import { useEffect, useState } from 'react';
import type { EChartsType } from 'echarts/core';
import { ChartCanvas } from '../../components/chart/ChartCanvas';
import { paletteOf } from '../../components/chart/palette';
import { buildMarginChartOption, type MarginChartInput } from './chart-option';
import type { UpdownScheme } from '../../lib/updown-colors';

/** `dark` comes from the page (the theme store), so the kit stays free of app stores. */
export function MarginLineChart({
  input,
  dark,
  updown,
  height = 180,
  testId,
}: {
  input: MarginChartInput;
  dark: boolean;
  updown?: UpdownScheme;
  height?: number;
  testId?: string;
}) {
  const [chart, setChart] = useState<EChartsType | null>(null);
  const palette = paletteOf(dark, updown);
  useEffect(() => {
    chart?.setOption(buildMarginChartOption(input, palette), { notMerge: true });
  }, [chart, input, palette]);
  return (
    <div className="margin-chart" data-testid={testId} data-drawn={chart ? 'true' : 'false'}>
      <div className="margin-chart__legend">
        {input.lines.map((line, i) => (
          <span key={line.name} className="margin-chart__key">
            <i style={{ background: palette.lines[i % palette.lines.length] }} />
            {line.name}
          </span>
        ))}
        <span className="margin-chart__unit">单位：{input.unit === '%' ? '%' : '亿元'}</span>
      </div>
      <ChartCanvas height={height} onChart={setChart} />
    </div>
  );
}
