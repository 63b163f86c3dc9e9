// RSI in 通达信 form: LC = REF(C, 1); RSI = SMA(MAX(C − LC, 0), N, 1) / SMA(ABS(C − LC), N, 1) × 100.
// The first bar has no previous close (null); both SMAs are seeded with the first change. When every
// change so far is zero the ratio is 0 / 0; we read it as the neutral 50.
import { smaStep, type Column, type Series } from './moving';

/** RSI plus the two smoothed lines the incremental set keeps as state. */
export interface RsiState {
  rsi: Series;
  up: Series;
  abs: Series;
}

/** Writes bar i from the smoothed up and absolute moves at i − 1. */
export function rsiAt(s: RsiState, close: Column, i: number, n: number): void {
  if (i === 0) {
    s.rsi[0] = s.up[0] = s.abs[0] = null;
    return;
  }
  const delta = close[i] - close[i - 1];
  const up = smaStep(s.up[i - 1], delta > 0 ? delta : 0, n, 1);
  const abs = smaStep(s.abs[i - 1], Math.abs(delta), n, 1);
  s.up[i] = up;
  s.abs[i] = abs;
  s.rsi[i] = abs === 0 ? 50 : (up / abs) * 100;
}

export function rsiState(close: Column, n: number): RsiState {
  const len = close.length;
  const s: RsiState = { rsi: new Array(len), up: new Array(len), abs: new Array(len) };
  for (let i = 0; i < len; i++) rsiAt(s, close, i, n);
  return s;
}

/** rsi(close, n): null at the first bar, then 0–100. */
export function rsi(close: Column, n: number): Series {
  return rsiState(close, n).rsi;
}
