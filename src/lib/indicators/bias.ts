// BIAS = (C − MA(C, N)) / MA(C, N) × 100; null for the first n − 1 bars (and where the MA is 0).
import { ma, maAt, type Column, type Series } from './moving';

/** BIAS from a close and its MA at the same bar. */
export function biasOf(close: number, mean: number | null): number | null {
  return mean === null || mean === 0 ? null : ((close - mean) / mean) * 100;
}

export function biasAt(close: Column, i: number, n: number): number | null {
  return biasOf(close[i], maAt(close, i, n));
}

/** bias(close, n). `mean` may pass an already computed MA(close, n) to skip recomputing it. */
export function bias(close: Column, n: number, mean: Series = ma(close, n)): Series {
  const out: Series = new Array(close.length);
  for (let i = 0; i < close.length; i++) out[i] = biasOf(close[i], mean[i]);
  return out;
}
