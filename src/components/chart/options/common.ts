/** Shared pieces of the chart options: option type, grid layout, axis styles. */
import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption, CandlestickSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { DataZoomComponentOption, GridComponentOption } from 'echarts/components';
import type { ChartPalette } from '../palette';

export type ChartOption = ComposeOption<
  LineSeriesOption | BarSeriesOption | CandlestickSeriesOption | GridComponentOption | DataZoomComponentOption
>;

/** A live patch: only the series whose data changed (merged by id), optionally a new y range. */
export type ChartPatch = ChartOption;

/** Heights (px) of the two grids: price/candles above, volume or indicator below. */
export interface ChartLayout {
  width: number;
  height: number;
}

export interface GridBoxes {
  main: { top: number; height: number };
  sub: { top: number; height: number };
}

/** Space above the main grid for its top label or legend, and between the grids for the x labels. */
export const MAIN_TOP = 14;
export const LABEL_GAP = 20;
/** K-lines: the x labels and, under them, the indicator's sub-title row. */
export const KLINE_LABEL_GAP = 34;
/** Where the sub-title row starts above the sub grid. */
export const SUB_TITLE_OFFSET = 15;

/**
 * Value-axis bounds with a 6 % margin around the visible data, so candles never touch the frame and
 * the labels show the real range instead of a rounded one far from the data.
 */
export const paddedMin = (v: { min: number; max: number }): number => v.min - (v.max - v.min) * 0.06;
export const paddedMax = (v: { min: number; max: number }): number => v.max + (v.max - v.min) * 0.06;

/** Main grid about 70 % of the drawing height, the sub grid the rest. */
export function gridBoxes(height: number, gap = LABEL_GAP): GridBoxes {
  const usable = Math.max(60, height - MAIN_TOP - gap - 2);
  const mainH = Math.round(usable * 0.7);
  return {
    main: { top: MAIN_TOP, height: mainH },
    sub: { top: MAIN_TOP + mainH + gap, height: usable - mainH },
  };
}

/**
 * The two grids of an intraday or K-line chart, laid out in fixed pixels (1 px from each side).
 * `outerBoundsMode: 'none'` turns off ECharts' default pass that measures every axis label on each
 * redraw to shrink the grid away from the canvas edges: our labels already sit inside (price labels
 * `inside`, the first and last time labels aligned left and right), and that pass was the largest
 * part of the first draw and a large share of every live update.
 */
export function twoGrids(boxes: GridBoxes): GridComponentOption[] {
  const outerBoundsMode = 'none';
  return [
    { id: 'main', left: 1, right: 1, top: boxes.main.top, height: boxes.main.height, outerBoundsMode },
    { id: 'sub', left: 1, right: 1, top: boxes.sub.top, height: boxes.sub.height, outerBoundsMode },
  ];
}

export const axisLine = (p: ChartPalette) => ({ show: true, lineStyle: { color: p.grid, width: 1 } });
export const splitLine = (p: ChartPalette) => ({ show: true, lineStyle: { color: p.grid, width: 1 } });

/** A value axis drawn as grid lines and labels only: no axis line, no ticks. */
export const BARE_VALUE_AXIS = { axisLine: { show: false }, axisTick: { show: false } } as const;

/**
 * Value labels inside the grid (the plot keeps the full width, as in the quote apps), on top of
 * their grid line ('bottom') or just under it ('top'); `color` may depend on the value.
 */
export function insideValueLabel(
  color: string | ((v?: string | number) => string),
  verticalAlign: 'top' | 'bottom',
  formatter: (v: number) => string,
) {
  return { inside: true, fontSize: 10, color, verticalAlign, formatter };
}

/** Digits of a number shown on the axes: prices with the instrument's precision. */
export function fixedOrDash(v: number | null | undefined, decimals: number): string {
  return typeof v === 'number' && Number.isFinite(v) ? v.toFixed(decimals) : '--';
}
