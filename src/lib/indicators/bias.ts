// BIAS = (C − MA(C, N)) / MA(C, N) × 100; null for the first n − 1 bars (and where the MA is 0).
import { maAt, type Column, type Series } from './moving';

/** BIAS from a close and its MA at the same bar. */
export function biasOf(close: number, mean: number | null): number | null {
  return mean === null || mean === 0 ? null : ((close - mean) / mean) * 100;
}

export function biasAt(close: Column, i: number, n: number): number | null {
  return biasOf(close[i], maAt(close, i, n));
}

/** bias(close, n), with the MA as a rolling sum in the same pass. */
export function bias(close: Column, n: number): Series {
  const len = close.length;
  const out: Series = new Array<number | null>(len);
  let sum = 0;
  for (let i = 0; i < len; i++) {
    sum += close[i];
    if (i >= n) sum -= close[i - n];
    const m = sum / n;
    out[i] = i < n - 1 || m === 0 ? null : ((close[i] - m) / m) * 100;
  }
  return out;
}
