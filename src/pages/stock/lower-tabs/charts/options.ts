// Pure ECharts option builders for the profile charts (no ECharts import: plain objects).
import type { EChartsCoreOption } from 'echarts/core';
import { FALL_COLOR, RISE_COLOR } from '../../../../lib/colors';
import type { Slice } from '../../../../lib/info/profile';

export const SLICE_COLORS = ['#2f6fde', '#f5a623', '#e94041', '#05a687', '#8e5bd8', '#33b5e5', '#9aa0a8'];

/** Ring (donut) of slices, labelled with name and percent. */
export function ringOption(slices: readonly Slice[], textColor: string): EChartsCoreOption {
  return {
    color: SLICE_COLORS,
    animation: false,
    series: [
      {
        type: 'pie',
        radius: ['42%', '66%'],
        center: ['50%', '52%'],
        avoidLabelOverlap: true,
        label: { formatter: '{b}\n{d}%', fontSize: 11, color: textColor },
        labelLine: { length: 8, length2: 6 },
        data: slices.map((s) => ({ name: s.name, value: s.value })),
      },
    ],
  };
}

/** Grouped bars per category (e.g. EPS estimate vs actual per quarter). */
export function barsOption(
  categories: readonly string[],
  series: ReadonlyArray<{ name: string; data: Array<number | null>; color: string }>,
  textColor: string,
  stacked = false,
): EChartsCoreOption {
  return {
    animation: false,
    legend: { top: 0, itemWidth: 10, itemHeight: 8, textStyle: { fontSize: 11, color: textColor } },
    grid: { left: 36, right: 8, top: 28, bottom: 22 },
    tooltip: { trigger: 'axis' },
    xAxis: {
      type: 'category',
      data: [...categories],
      axisLabel: { fontSize: 10, color: textColor },
      axisTick: { show: false },
    },
    yAxis: {
      type: 'value',
      axisLabel: { fontSize: 10, color: textColor },
      splitLine: { lineStyle: { color: 'rgba(128,128,128,0.15)' } },
    },
    series: series.map((s) => ({
      name: s.name,
      type: 'bar',
      stack: stacked ? 'total' : undefined,
      barMaxWidth: 14,
      itemStyle: { color: s.color },
      data: s.data,
    })),
  };
}

export const RECOMMENDATION_COLORS = {
  strong_buy: RISE_COLOR,
  buy: '#f5743b',
  hold: '#f5a623',
  sell: '#2fa58a',
  strong_sell: FALL_COLOR,
};
