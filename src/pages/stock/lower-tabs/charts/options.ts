// Pure ECharts option builders for the profile charts (no ECharts import: plain objects).
import type { EChartsCoreOption } from 'echarts/core';
import type { RiseFall } from '../../../../lib/updown-colors';
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

/** 持有 is neither a rise nor a fall: a neutral grey in every 涨跌颜色 scheme. */
export const HOLD_COLOR = '#9aa0a8';

/** A colour at `alpha` (the lighter tone of 买入 / 卖出 beside 强力买入 / 强力卖出). */
export function withAlpha(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

/**
 * The analysts' five ratings in the user's 涨跌颜色 (issue 37 item 3): buys in the rise colour,
 * sells in the fall colour, the strong ones full and the others lighter, 持有 neutral.
 */
export function recommendationColors(colors: RiseFall) {
  return {
    strong_buy: colors.rise,
    buy: withAlpha(colors.rise, 0.55),
    hold: HOLD_COLOR,
    sell: withAlpha(colors.fall, 0.55),
    strong_sell: colors.fall,
  };
}
