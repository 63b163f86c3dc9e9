/**
 * The margin line charts as ECharts options (pure): the balance chart of /rzrq.html with its three
 * sub-metrics, and a stock's balances. Values are drawn in 亿 (the board's unit, §9 (business constants and limits)), the legend
 * above the plot says which line is which.
 */
import type { ComposeOption } from 'echarts/core';
import type { LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption } from 'echarts/components';
import type { ChartPalette } from '../../components/chart/palette';

export type MarginChartOption = ComposeOption<LineSeriesOption | GridComponentOption>;

export interface MarginLine {
  name: string;
  values: readonly number[];
}

export interface MarginChartInput {
  dates: readonly string[];
  lines: readonly MarginLine[];
  /** Axis label of a value already in the drawn unit. */
  unit: '亿' | '%';
}

const YI = 1e8;

/** Yuan to 亿 with 2 decimals, the unit the board draws. */
export const toYi = (v: number) => Math.round((v / YI) * 100) / 100;

export function buildMarginChartOption(input: MarginChartInput, palette: ChartPalette): MarginChartOption {
  const colors = palette.lines;
  return {
    animation: false,
    grid: { left: 8, right: 12, top: 12, bottom: 4, containLabel: true },
    xAxis: {
      type: 'category',
      data: input.dates.slice(),
      boundaryGap: false,
      axisLine: { lineStyle: { color: palette.grid } },
      axisTick: { show: false },
      axisLabel: {
        fontSize: 10,
        color: palette.axisText,
        hideOverlap: true,
        showMinLabel: true,
        showMaxLabel: true,
        alignMinLabel: 'left',
        alignMaxLabel: 'right',
        // 2026-11-24 → 11-24: the year is in the date picker.
        formatter: (d: string) => d.slice(5),
      },
    },
    // Each line on its own scale: the securities balance is a few percent of the financing
    // balance, and on one axis it would lie flat on zero. The first axis left, the second right.
    yAxis: input.lines.slice(0, 2).map((_line, i) => ({
      type: 'value' as const,
      scale: true,
      splitNumber: 4,
      position: i === 0 ? ('left' as const) : ('right' as const),
      axisLabel: {
        fontSize: 10,
        color: input.lines.length > 1 ? colors[i % colors.length] : palette.axisText,
        formatter: `{value}${input.unit}`,
      },
      splitLine: { show: i === 0, lineStyle: { color: palette.grid } },
    })),
    series: input.lines.map((line, i) => ({
      type: 'line',
      name: line.name,
      data: line.values.slice(),
      yAxisIndex: Math.min(i, 1),
      showSymbol: false,
      lineStyle: { width: 1.5, color: colors[i % colors.length] },
      itemStyle: { color: colors[i % colors.length] },
    })),
  };
}
