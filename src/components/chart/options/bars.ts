/**
 * Bars coloured per item (volume: rise / fall / flat; MACD: above / below zero) drawn as one ECharts
 * `large` bar series per colour. A large series is a single canvas path with one style, where a normal
 * bar series builds, styles and paints an element per bar; with a colour callback that was the biggest
 * part of a live redraw. The series of one group overlap exactly (`barGap: '-100%'`), and every index
 * has a value in at most one of them, so the picture is the same as one series coloured per item.
 */
import type { BarSeriesOption } from 'echarts/charts';
import { barData, xyData } from './data';

export type BarValue = number | null;

/**
 * Splits `values` into one array per colour: index i keeps its value in the array `toneOf(i)` picks
 * and is null (no bar) in the others. Null values stay null everywhere.
 */
export function splitByTone(
  values: ReadonlyArray<BarValue>,
  tones: number,
  toneOf: (i: number) => number,
): BarValue[][] {
  const out: BarValue[][] = [];
  for (let t = 0; t < tones; t++) out.push(new Array<BarValue>(values.length).fill(null));
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === null || v === undefined) continue;
    out[toneOf(i)][i] = v;
  }
  return out;
}

export interface TonedBarsSpec {
  /** Series id of each tone, in tone order. */
  ids: readonly string[];
  /** Fill colour of each tone. */
  colors: readonly string[];
  xAxisIndex: number;
  yAxisIndex: number;
  barWidth?: string | number;
  barMaxWidth?: number;
}

/**
 * With one bar series on an axis ECharts leaves a 31 % category gap (35 % − 4 % per series); the
 * toned series count as several, so the single-series gap is stated to keep auto widths unchanged.
 */
export const SINGLE_SERIES_CATEGORY_GAP = '31%';

/** The full series options of one group of toned bars; `data` as from splitByTone. */
export function tonedBarSeries(spec: TonedBarsSpec, data: BarValue[][]): BarSeriesOption[] {
  return spec.ids.map((id, t) => ({
    id,
    type: 'bar',
    xAxisIndex: spec.xAxisIndex,
    yAxisIndex: spec.yAxisIndex,
    data: barData(xyData(data[t])),
    barWidth: spec.barWidth,
    barMaxWidth: spec.barMaxWidth,
    barGap: '-100%',
    barCategoryGap: SINGLE_SERIES_CATEGORY_GAP,
    // Large from the first bar (the default threshold is 400 bars): one path per colour.
    large: true,
    largeThreshold: 0,
    itemStyle: { color: spec.colors[t] },
    silent: true,
  }));
}

/** The live patch of a group: only the data, merged by id. */
export function tonedBarData(ids: readonly string[], data: BarValue[][]): BarSeriesOption[] {
  return ids.map((id, t) => ({ id, data: barData(xyData(data[t])) }));
}
