// MACD in 通达信 form: DIF = EMA(C, SHORT) − EMA(C, LONG); DEA = EMA(DIF, MID); MACD = 2 × (DIF − DEA).
// EMAs are seeded with the first close, so every line has a value from the first bar.
import { emaStep, type Column, type Series } from './moving';

export interface MacdResult {
  dif: Series;
  dea: Series;
  macd: Series;
}

/** MACD plus the two EMA lines the incremental set keeps as state. */
export interface MacdState extends MacdResult {
  emaShort: Series;
  emaLong: Series;
}

/** Writes bar i from bar i − 1's state (emaShort, emaLong, dea at i − 1). */
export function macdAt(s: MacdState, close: Column, i: number, short: number, long: number, mid: number): void {
  const c = close[i];
  const es = emaStep(i > 0 ? s.emaShort[i - 1] : null, c, short);
  const el = emaStep(i > 0 ? s.emaLong[i - 1] : null, c, long);
  const dif = es - el;
  const dea = emaStep(i > 0 ? s.dea[i - 1] : null, dif, mid);
  s.emaShort[i] = es;
  s.emaLong[i] = el;
  s.dif[i] = dif;
  s.dea[i] = dea;
  s.macd[i] = 2 * (dif - dea);
}

export function macdState(close: Column, short = 12, long = 26, mid = 9): MacdState {
  const len = close.length;
  const s: MacdState = {
    dif: new Array(len),
    dea: new Array(len),
    macd: new Array(len),
    emaShort: new Array(len),
    emaLong: new Array(len),
  };
  for (let i = 0; i < len; i++) macdAt(s, close, i, short, long, mid);
  return s;
}

/** macd(close, short = 12, long = 26, mid = 9) → { dif, dea, macd }. */
export function macd(close: Column, short = 12, long = 26, mid = 9): MacdResult {
  const { dif, dea, macd: bar } = macdState(close, short, long, mid);
  return { dif, dea, macd: bar };
}
