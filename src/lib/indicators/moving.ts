// Moving averages in 通达信 conventions, plus the per-bar kernels the incremental indicator set reuses
// so a live update runs the same arithmetic as a full computation.

/** An indicator line: one entry per input bar, null before the warm-up. */
export type Series = (number | null)[];

/** Input column: plain arrays or typed arrays of finite numbers. */
export type Column = ArrayLike<number>;

/** Arithmetic mean of values[i−n+1 … i]; null while fewer than n values exist. O(n). */
export function maAt(values: Column, i: number, n: number): number | null {
  if (i < n - 1 || n < 1) return null;
  let sum = 0;
  for (let k = i - n + 1; k <= i; k++) sum += values[k];
  return sum / n;
}

/** MA(X, N): simple moving average; null for the first n − 1 bars. Rolling sum, O(length). */
export function ma(values: Column, n: number): Series {
  const len = values.length;
  const out: Series = new Array<number | null>(len);
  let sum = 0;
  for (let i = 0; i < len; i++) {
    sum += values[i];
    if (i >= n) sum -= values[i - n];
    out[i] = i >= n - 1 ? sum / n : null;
  }
  return out;
}

/** One EMA step: Y = (2·X + (N − 1)·Y′) / (N + 1); seeded with the first value (Y′ null → X). */
export function emaStep(prev: number | null, x: number, n: number): number {
  return prev === null ? x : (2 * x + (n - 1) * prev) / (n + 1);
}

/** One 通达信 SMA step: Y = (M·X + (N − M)·Y′) / N; seeded with the first value. */
export function smaStep(prev: number | null, x: number, n: number, m: number): number {
  return prev === null ? x : (m * x + (n - m) * prev) / n;
}

/**
 * EMA(X, N), seeded with the first value, so it has no warm-up. A null input gives null and leaves
 * the state as it was (used for lines that start late, such as KDJ's RSV).
 */
export function ema(values: ArrayLike<number | null>, n: number): Series {
  const out: Series = new Array<number | null>(values.length);
  let prev: number | null = null;
  for (let i = 0; i < values.length; i++) {
    const x = values[i];
    if (x === null) {
      out[i] = null;
      continue;
    }
    prev = emaStep(prev, x, n);
    out[i] = prev;
  }
  return out;
}

/** 通达信 SMA(X, N, M): Y = (M·X + (N − M)·Y′) / N, seeded with the first (non-null) value. */
export function sma(values: ArrayLike<number | null>, n: number, m: number): Series {
  const out: Series = new Array<number | null>(values.length);
  let prev: number | null = null;
  for (let i = 0; i < values.length; i++) {
    const x = values[i];
    if (x === null) {
      out[i] = null;
      continue;
    }
    prev = smaStep(prev, x, n, m);
    out[i] = prev;
  }
  return out;
}

/** HHV(X, N) at bar i over the last n values (fewer at the start). */
export function hhvAt(values: Column, i: number, n: number): number {
  let v = values[i];
  for (let k = Math.max(0, i - n + 1); k < i; k++) if (values[k] > v) v = values[k];
  return v;
}

/** LLV(X, N) at bar i over the last n values (fewer at the start). */
export function llvAt(values: Column, i: number, n: number): number {
  let v = values[i];
  for (let k = Math.max(0, i - n + 1); k < i; k++) if (values[k] < v) v = values[k];
  return v;
}

/**
 * HHV(HIGH, N) and LLV(LOW, N) for every bar (fewer values at the start, like hhvAt and llvAt) with the
 * van Herk–Gil-Werman method: split the bars into blocks of n; running extremes from each block's
 * start (g) and backwards from each block's end (h) give max(X[i−n+1 … i]) = max(h[i−n+1], g[i]).
 * O(1) per bar whatever n is. Plain arrays of doubles rather than typed arrays: V8 allocates typed
 * arrays of this size outside its heap, which costs more than the scan.
 */
export function rollingHighLow(high: Column, low: Column, n: number): { hhv: number[]; llv: number[] } {
  const len = high.length;
  const gHi = new Array<number>(len);
  const gLo = new Array<number>(len);
  const hHi = new Array<number>(len);
  const hLo = new Array<number>(len);
  for (let start = 0; start < len; start += n) {
    const end = Math.min(start + n, len);
    let a = high[start];
    let b = low[start];
    gHi[start] = a;
    gLo[start] = b;
    for (let j = start + 1; j < end; j++) {
      a = Math.max(a, high[j]);
      b = Math.min(b, low[j]);
      gHi[j] = a;
      gLo[j] = b;
    }
    a = high[end - 1];
    b = low[end - 1];
    hHi[end - 1] = a;
    hLo[end - 1] = b;
    for (let j = end - 2; j >= start; j--) {
      a = Math.max(a, high[j]);
      b = Math.min(b, low[j]);
      hHi[j] = a;
      hLo[j] = b;
    }
  }
  // combine into g (each g[i] is read before it is overwritten); the first n − 1 bars keep the prefix
  for (let i = n - 1; i < len; i++) {
    gHi[i] = Math.max(hHi[i - n + 1], gHi[i]);
    gLo[i] = Math.min(hLo[i - n + 1], gLo[i]);
  }
  return { hhv: gHi, llv: gLo };
}
