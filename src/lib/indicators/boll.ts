// BOLL in 通达信 form: MID = MA(C, N); UPPER = MID + K × STD(C, N); LOWER = MID − K × STD(C, N).
// 通达信's STD is the SAMPLE standard deviation (divides by n − 1), and so is ours; null for the first
// n − 1 bars.
import type { Column, Series } from './moving';

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
export function bollAt(
  s: BollResult,
  close: Column,
  i: number,
  n: number,
  k: number,
  mean: number | null,
): void {
  if (mean === null) {
    s.mid[i] = s.upper[i] = s.lower[i] = null;
    return;
  }
  const w = k * sampleStdAt(close, i, n, mean);
  s.mid[i] = mean;
  s.upper[i] = mean + w;
  s.lower[i] = mean - w;
}

/**
 * boll(close, n = 20, k = 2) → { mid, upper, lower }. One pass with a sliding mean and sum of squared
 * deviations (Welford's update for a window: adding x and dropping y changes it by
 * (x − y)(x − mean′ + y − mean)), which stays accurate where Σx² − n·mean² would cancel.
 */
export function boll(close: Column, n = 20, k = 2): BollResult {
  const len = close.length;
  const mid: Series = new Array<number | null>(len);
  const upper: Series = new Array<number | null>(len);
  const lower: Series = new Array<number | null>(len);
  let mean = 0;
  let m2 = 0;
  for (let i = 0; i < len; i++) {
    const x = close[i];
    if (i < n) {
      // growing window: plain Welford
      const d = x - mean;
      mean += d / (i + 1);
      m2 += d * (x - mean);
    } else {
      const y = close[i - n];
      const old = mean;
      mean += (x - y) / n;
      m2 += (x - y) * (x - mean + y - old);
    }
    if (i < n - 1) {
      mid[i] = upper[i] = lower[i] = null;
      continue;
    }
    const w = n < 2 ? 0 : k * Math.sqrt(Math.max(0, m2) / (n - 1));
    mid[i] = mean;
    upper[i] = mean + w;
    lower[i] = mean - w;
  }
  return { mid, upper, lower };
}
