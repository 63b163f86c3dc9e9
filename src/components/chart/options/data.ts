/**
 * Series data handed to ECharts as flat Float64Arrays instead of arrays of numbers or tuples.
 *
 * Every live redraw sends whole series (ECharts has no per-item update), and with plain arrays
 * ECharts deep-clones each of them twice and walks every item for ECharts 3 style compatibility
 * before it parses them; for 1,500 K-line bars that was most of the merge. Typed arrays are taken as
 * they are and parsed by a tight loop. A typed array carries every dimension of an item, so items
 * here start with their category index (the x value) and a missing value is NaN, which ECharts treats
 * like null (a gap in a line, no bar).
 */
import type { BarSeriesOption, CandlestickSeriesOption, LineSeriesOption } from 'echarts/charts';

export type SeriesValue = number | null | undefined;

/** [0, v0, 1, v1, …]: one (category index, value) pair per item; null / undefined become NaN. */
export function xyData(values: ArrayLike<SeriesValue>): Float64Array {
  const out = new Float64Array(values.length * 2);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    out[2 * i] = i;
    out[2 * i + 1] = v === null || v === undefined ? NaN : v;
  }
  return out;
}

/** Dimensions of a candle item in candleData: category index, open, close, lowest, highest. */
export const CANDLE_ENCODE = { x: 0, y: [1, 2, 3, 4] };

/** [i, open, close, low, high] per candle, from [open, close, low, high] tuples. */
export function candleData(candles: ReadonlyArray<ReadonlyArray<number>>): Float64Array {
  const out = new Float64Array(candles.length * 5);
  for (let i = 0; i < candles.length; i++) {
    const c = candles[i];
    const o = 5 * i;
    out[o] = i;
    out[o + 1] = c[0];
    out[o + 2] = c[1];
    out[o + 3] = c[2];
    out[o + 4] = c[3];
  }
  return out;
}

/** Value of item i in xyData output (NaN when missing); for tests and readers of built options. */
export const xyValueAt = (data: Float64Array, i: number): number => data[2 * i + 1];

/** Number of items in xyData output. */
export const xyCount = (data: Float64Array): number => data.length / 2;

// ECharts reads typed arrays as series data (its "typedArray" source format), but its option types
// only list plain arrays; these casts are the one place that bridges the two.
export const lineData = (a: Float64Array) => a as unknown as LineSeriesOption['data'];
export const barData = (a: Float64Array) => a as unknown as BarSeriesOption['data'];
export const candlestickData = (a: Float64Array) => a as unknown as CandlestickSeriesOption['data'];
