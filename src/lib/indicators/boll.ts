// BOLL in 通达信 form: MID = MA(C, N); UPPER = MID + K × STD(C, N); LOWER = MID − K × STD(C, N).
// 通达信's STD is the SAMPLE standard deviation (divides by n − 1), and so is ours; null for the first
// n − 1 bars.
import { ma, type Column, type Series } from './moving';

export interface BollResult {
  mid: Series;
  upper: Series;
  lower: Series;
}

/** Sample standard deviation (n − 1) of values[i−n+1 … i] around `mean`. O(n). */
export function sampleStdAt(values: Column, i: number, n: number, mean: number): number {
  if (n < 2) return 0;
  let sq = 0;
  for (let k = i - n + 1; k <= i; k++) {
    const d = values[k] - mean;
    sq += d * d;
  }
  return Math.sqrt(sq / (n - 1));
}

/** Writes bar i given MA(C, N) at i. */
export function bollAt(s: BollResult, close: Column, i: number, n: number, k: number, mean: number | null): void {
  if (mean === null) {
    s.mid[i] = s.upper[i] = s.lower[i] = null;
    return;
  }
  const w = k * sampleStdAt(close, i, n, mean);
  s.mid[i] = mean;
  s.upper[i] = mean + w;
  s.lower[i] = mean - w;
}

/** boll(close, n = 20, k = 2) → { mid, upper, lower }. `mean` may pass MA(close, n) already computed. */
export function boll(close: Column, n = 20, k = 2, mean: Series = ma(close, n)): BollResult {
  const len = close.length;
  const s: BollResult = { mid: new Array(len), upper: new Array(len), lower: new Array(len) };
  for (let i = 0; i < len; i++) bollAt(s, close, i, n, k, mean[i]);
  return s;
}
