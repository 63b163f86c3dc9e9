/** A margin line chart with its legend: the option comes from buildMarginChartOption (pure). */
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { EChartsType } from 'echarts/core';
import { useStores } from '../../stores/context';
import { ChartCanvas } from '../chart/ChartCanvas';
import { paletteOf } from '../chart/palette';
import { buildMarginChartOption, type MarginChartInput } from './chart-option';

export const MarginLineChart = observer(function MarginLineChart({
  input,
  height = 180,
  testId,
}: {
  input: MarginChartInput;
  height?: number;
  testId?: string;
}) {
  const { theme } = useStores();
  const [chart, setChart] = useState<EChartsType | null>(null);
  const palette = paletteOf(theme.isDark);
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
});
