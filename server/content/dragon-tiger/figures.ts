/**
 * A stock's day figures for the listing rules, from its daily K-line and its board index's changes.
 * Pure: plain arrays in, numbers out.
 */
import type { DayFigures } from './rules';

/** The daily bars of one instrument, aligned with the board's trading days (index i = days[i]). */
export interface DailyBars {
  preClose: ArrayLike<number>;
  high: ArrayLike<number>;
  low: ArrayLike<number>;
  close: ArrayLike<number>;
  volume: ArrayLike<number>;
  amount: ArrayLike<number>;
}

export function changeAt(bars: Pick<DailyBars, 'preClose' | 'close'>, i: number): number {
  const pre = bars.preClose[i];
  return pre > 0 ? bars.close[i] / pre - 1 : NaN;
}

/** Close-to-close changes of an index (or any series), one per day. */
export function changes(bars: Pick<DailyBars, 'preClose' | 'close'>, n: number): Float64Array {
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = changeAt(bars, i);
  return out;
}

/**
 * Figures of day i. `indexChange` holds the board index's change per day; `floatShares` the tradable
 * float the turnover rate divides by (the simulator's float, as the quote's TurnoverRate).
 */
export function figuresAt(
  bars: DailyBars,
  indexChange: ArrayLike<number>,
  floatShares: number,
  i: number,
): DayFigures {
  const change = changeAt(bars, i);
  const deviation = change - indexChange[i];
  let deviation3 = NaN;
  if (i >= 2)
    deviation3 =
      deviation + (changeAt(bars, i - 1) - indexChange[i - 1]) + (changeAt(bars, i - 2) - indexChange[i - 2]);
  const pre = bars.preClose[i];
  return {
    change,
    deviation,
    amplitude: pre > 0 ? (bars.high[i] - bars.low[i]) / pre : NaN,
    turnover: floatShares > 0 ? bars.volume[i] / floatShares : NaN,
    deviation3,
    amount: bars.amount[i],
  };
}
