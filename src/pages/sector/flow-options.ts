/**
 * ECharts options of the 资金 tab (§2 (screens and routes)): today's flow as a pie (inflow slices red, outflow green) and
 * as net bars per size group, and the five-day net bars. Red for inflow, green for outflow; labels
 * in 亿 or 万 with 2 decimals (§9 (business constants and limits) money).
 */
import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption } from 'echarts/components';
import type { ChartPalette } from '../../components/chart/palette';
import { formatMoney } from '../../lib/format/number';
import type { FlowBar, FlowSlice } from '../../lib/sector/sector';

export type FlowChartOption = ComposeOption<BarSeriesOption | PieSeriesOption | GridComponentOption>;

/** Inflow red, outflow green; the lighter shades tell the smaller groups apart in the pie. */
const RISE_SHADES = ['#E94041', '#ef6a6b', '#f39596', '#f8c0c0'];
const FALL_SHADES = ['#05A687', '#3cbca3', '#74d1bf', '#abe6db'];

export function flowPieOption(slices: readonly FlowSlice[], palette: ChartPalette): FlowChartOption {
  let rise = 0;
  let fall = 0;
  return {
    animation: false,
    series: [
      {
        type: 'pie',
        radius: ['38%', '62%'],
        center: ['50%', '50%'],
        label: { color: palette.text, fontSize: 11, formatter: '{b}' },
        labelLine: { length: 6, length2: 6 },
        data: slices.map((s) => ({
          name: s.label,
          value: Math.max(0, s.value),
          itemStyle: { color: s.inflow ? RISE_SHADES[rise++ % 4] : FALL_SHADES[fall++ % 4] },
        })),
      },
    ],
  };
}

export function flowBarOption(bars: readonly FlowBar[], palette: ChartPalette): FlowChartOption {
  return {
    animation: false,
    grid: { left: 8, right: 8, top: 24, bottom: 24, containLabel: false },
    xAxis: {
      type: 'category',
      data: bars.map((b) => b.label),
      // The day labels sit at the foot of the chart, not on the zero line, where the outflow bars and
      // their value labels are (issue 31 item 8: 近5日资金净流入's labels sat on the axis labels).
      axisLine: { onZero: false, lineStyle: { color: palette.grid } },
      axisTick: { show: false },
      axisLabel: { color: palette.axisText, fontSize: 11 },
    },
    // Room beyond the longest bars for their value labels, above and below.
    yAxis: { type: 'value', show: false, boundaryGap: ['25%', '25%'] },
    series: [
      {
        type: 'bar',
        barMaxWidth: 28,
        data: bars.map((b) => ({
          value: b.value,
          itemStyle: { color: b.value >= 0 ? palette.rise : palette.fall },
          label: {
            show: true,
            position: b.value >= 0 ? 'top' : 'bottom',
            color: b.value >= 0 ? palette.rise : palette.fall,
            fontSize: 10,
            formatter: () => formatMoney(b.value),
          },
        })),
      },
    ],
  };
}
