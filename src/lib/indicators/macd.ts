// MACD in 通达信 form: DIF = EMA(C, SHORT) − EMA(C, LONG); DEA = EMA(DIF, MID); MACD = 2 × (DIF − DEA).
// EMAs are seeded with the first close, so every line has a value from the first bar.
import { emaStep, type Column, type Series } from './moving';

export interface MacdResult {
  dif: Series;
  dea: Series;
  macd: Series;
}

/** The two EMAs after a bar: the state a live update continues from (DEA is the output line itself). */
export interface EmaPair {
  short: number;
  long: number;
}

/** MACD plus the EMA states after the last two bars ([len − 2, len − 1]; null where there is no bar). */
export interface MacdFull extends MacdResult {
  states: [EmaPair | null, EmaPair | null];
}

/**
 * Writes bar i into `out` from the EMA state after bar i − 1 (null at the first bar: seed) and DEA at
 * i − 1; returns the state after bar i. O(1).
 */
export function macdAt(
  out: MacdResult,
  close: Column,
  i: number,
  prev: EmaPair | null,
  short: number,
  long: number,
  mid: number,
): EmaPair {
  const c = close[i];
  const es = emaStep(prev && prev.short, c, short);
  const el = emaStep(prev && prev.long, c, long);
  const dif = es - el;
  const dea = emaStep(i > 0 ? out.dea[i - 1] : null, dif, mid);
  out.dif[i] = dif;
  out.dea[i] = dea;
  out.macd[i] = 2 * (dif - dea);
  return { short: es, long: el };
}

/**
 * Whole history in one pass: the same arithmetic as macdAt with the states in locals and the steps
 * written inline (a shared step function called from many sites loses V8's type feedback and runs
 * several times slower).
 */
export function macdFull(close: Column, short = 12, long = 26, mid = 9): MacdFull {
  const len = close.length;
  const dif: number[] = new Array<number>(len);
  const dea: number[] = new Array<number>(len);
  const bar: number[] = new Array<number>(len);
  const states: [EmaPair | null, EmaPair | null] = [null, null];
  let es = 0;
  let el = 0;
  let de = 0;
  for (let i = 0; i < len; i++) {
    const c = close[i];
    es = i > 0 ? (2 * c + (short - 1) * es) / (short + 1) : c;
    el = i > 0 ? (2 * c + (long - 1) * el) / (long + 1) : c;
    const d = es - el;
    de = i > 0 ? (2 * d + (mid - 1) * de) / (mid + 1) : d;
    dif[i] = d;
    dea[i] = de;
    bar[i] = 2 * (d - de);
    if (i >= len - 2) states[i - (len - 2)] = { short: es, long: el };
  }
  return { dif, dea, macd: bar, states };
}

/** macd(close, short = 12, long = 26, mid = 9) → { dif, dea, macd }. */
export function macd(close: Column, short = 12, long = 26, mid = 9): MacdResult {
  const { dif, dea, macd: bar } = macdFull(close, short, long, mid);
  return { dif, dea, macd: bar };
}
