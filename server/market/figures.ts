/**
 * The figures by which a simulated market is judged against the real one (issue 34 item 1,
 * docs/market-simulator.md "Factor model"): the spread of an index's daily returns, how much large
 * caps move together, how often nearly the whole market rises or falls together, and how the count
 * of limit-up closes swings from day to day. Pure functions over daily returns, so the stats script
 * and the server test compute them from the same public daily bars.
 */
// Math members as module constants: global lookups are slow inside jest's vm sandbox (hot loops).
const { floor: mFloor, sqrt: mSqrt } = Math;

/** A daily bar as the K-line call answers it (close and the previous close, as the exchange sets it). */
export interface ReturnBar {
  Close: number;
  PreClose: number;
}

/** Simple daily returns, close over the previous close. */
export function dailyReturns(bars: readonly ReturnBar[]): number[] {
  return bars.map((b) => (b.PreClose > 0 ? b.Close / b.PreClose - 1 : 0));
}

/** Sample standard deviation (n − 1); 0 for fewer than two values. */
export function stdev(xs: readonly number[]): number {
  const n = xs.length;
  if (n < 2) return 0;
  let mean = 0;
  for (const x of xs) mean += x;
  mean /= n;
  let sq = 0;
  for (const x of xs) sq += (x - mean) * (x - mean);
  return mSqrt(sq / (n - 1));
}

/** Pearson correlation over the common length of two series; 0 when either is constant. */
export function correlation(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  if (n < 2) return 0;
  let ma = 0;
  let mb = 0;
  for (let i = 0; i < n; i++) {
    ma += a[i];
    mb += b[i];
  }
  ma /= n;
  mb /= n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    const da = a[i] - ma;
    const db = b[i] - mb;
    sab += da * db;
    saa += da * da;
    sbb += db * db;
  }
  return saa > 0 && sbb > 0 ? sab / mSqrt(saa * sbb) : 0;
}

/** The mean of the correlations of every pair of series (n·(n−1)/2 pairs). */
export function meanPairwiseCorrelation(series: readonly (readonly number[])[]): number {
  let sum = 0;
  let pairs = 0;
  for (let i = 0; i < series.length; i++) {
    for (let j = i + 1; j < series.length; j++) {
      sum += correlation(series[i], series[j]);
      pairs++;
    }
  }
  return pairs > 0 ? sum / pairs : 0;
}

/** One day's breadth: how many of the stocks rose, fell, or closed unchanged. */
export interface Breadth {
  up: number;
  down: number;
  flat: number;
}

/**
 * Breadth per day from each stock's daily returns (rows: stocks, columns: the same days); a stock
 * whose row is shorter (listed later) counts only on the days it has, aligned at the end.
 */
export function breadthByDay(returns: readonly (readonly number[])[], days: number): Breadth[] {
  const out: Breadth[] = Array.from({ length: days }, () => ({ up: 0, down: 0, flat: 0 }));
  for (const row of returns) {
    const skip = days - row.length;
    for (let j = 0; j < row.length; j++) {
      if (j + skip < 0) continue;
      const b = out[j + skip];
      if (row[j] > 0) b.up++;
      else if (row[j] < 0) b.down++;
      else b.flat++;
    }
  }
  return out;
}

/** Days on which at least `share` of the stocks that traded rose, and those on which as many fell. */
export function sweepingDays(breadth: readonly Breadth[], share = 0.9): { up: number; down: number } {
  let up = 0;
  let down = 0;
  for (const b of breadth) {
    const n = b.up + b.down + b.flat;
    if (n === 0) continue;
    if (b.up >= share * n) up++;
    if (b.down >= share * n) down++;
  }
  return { up, down };
}

/** Minimum, median, 90th percentile and maximum of a list (nearest rank); zeros when empty. */
export function spreadOf(xs: readonly number[]): { min: number; median: number; p90: number; max: number } {
  if (xs.length === 0) return { min: 0, median: 0, p90: 0, max: 0 };
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, mFloor(q * s.length))];
  return { min: s[0], median: at(0.5), p90: at(0.9), max: s[s.length - 1] };
}
