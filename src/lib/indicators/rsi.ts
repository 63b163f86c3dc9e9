// RSI in 通达信 form: LC = REF(C, 1); RSI = SMA(MAX(C − LC, 0), N, 1) / SMA(ABS(C − LC), N, 1) × 100.
// The first bar has no previous close (null); both SMAs are seeded with the first change. When every
// change so far is zero the ratio is 0 / 0; we read it as the neutral 50.
import { smaStep, type Column, type Series } from './moving';

/** The two smoothed moves after a bar: the state a live update continues from. */
export interface SmaPair {
  up: number;
  abs: number;
}

/** RSI plus the states after the last two bars ([len − 2, len − 1]; null where there is none). */
export interface RsiFull {
  rsi: Series;
  states: [SmaPair | null, SmaPair | null];
}

/**
 * Writes bar i from the state after bar i − 1 (null before the first change: seed) and returns the
 * state after bar i (null at bar 0, which has no change). O(1).
 */
export function rsiAt(
  out: Series,
  close: Column,
  i: number,
  prev: SmaPair | null,
  n: number,
): SmaPair | null {
  if (i === 0) {
    out[0] = null;
    return null;
  }
  const delta = close[i] - close[i - 1];
  const up = smaStep(prev && prev.up, delta > 0 ? delta : 0, n, 1);
  const abs = smaStep(prev && prev.abs, Math.abs(delta), n, 1);
  out[i] = abs === 0 ? 50 : (up / abs) * 100;
  return { up, abs };
}

/** Whole history in one pass (same arithmetic as rsiAt; states in locals, SMA steps inline). */
export function rsiFull(close: Column, n: number): RsiFull {
  const len = close.length;
  const out: Series = new Array<number | null>(len);
  const states: [SmaPair | null, SmaPair | null] = [null, null];
  let up = 0;
  let abs = 0;
  for (let i = 0; i < len; i++) {
    if (i === 0) {
      out[0] = null;
      continue;
    }
    const delta = close[i] - close[i - 1];
    const ad = delta < 0 ? -delta : delta;
    up = i > 1 ? ((delta > 0 ? delta : 0) + (n - 1) * up) / n : delta > 0 ? delta : 0;
    abs = i > 1 ? (ad + (n - 1) * abs) / n : ad;
    out[i] = abs === 0 ? 50 : (up / abs) * 100;
    if (i >= len - 2) states[i - (len - 2)] = { up, abs };
  }
  return { rsi: out, states };
}

/** rsi(close, n): null at the first bar, then 0–100. */
export function rsi(close: Column, n: number): Series {
  return rsiFull(close, n).rsi;
}
