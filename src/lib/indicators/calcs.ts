// The calculations of §9 (business constants and limits)'s lines in the form the indicator set runs
// them (set.ts): the whole history in one pass, and one bar from the lines and state before it. Each
// factory takes its parameters; a calculation is identified by its object, so callers make each one
// once (the chart's indicator templates hold theirs).
import { bias, biasAt } from './bias';
import { boll, bollAt, type BollResult } from './boll';
import { cci, cciAt } from './cci';
import { kdj, kdjAt, type KdjResult } from './kdj';
import { macdAt, macdFull, type EmaPair, type MacdResult } from './macd';
import { ma, maAt, type Series } from './moving';
import { obv, obvStep } from './obv';
import { rsiAt, rsiFull, type SmaPair } from './rsi';
import type { IndicatorCalc, SetInputs } from './set';
import { wr, wrAt } from './wr';

/** Lines that come in several periods, keyed by period. */
export type ByPeriod = Record<number, Series>;

const NO_STATES = [null, null] as const;

/** One line per period from a whole-history function and a one-bar function; no recursive state. */
function perPeriod(
  periods: readonly number[],
  full: (x: SetInputs, n: number) => Series,
  at: (x: SetInputs, i: number, n: number) => number | null,
): IndicatorCalc<ByPeriod> {
  return {
    full: (x) => ({ lines: Object.fromEntries(periods.map((n) => [n, full(x, n)])), states: NO_STATES }),
    arrays: (lines) => periods.map((n) => lines[n]),
    at: (x, lines, i) => {
      for (const n of periods) lines[n][i] = at(x, i, n);
      return null;
    },
  };
}

/** MA(C, N) for each period (the lines on the candles). */
export const maCalc = (periods: readonly number[]): IndicatorCalc<ByPeriod> =>
  perPeriod(
    periods,
    (x, n) => ma(x.close, n),
    (x, i, n) => maAt(x.close, i, n),
  );

/** MA(V, N) for each period (the 成交量 tab's lines). */
export const volumeMaCalc = (periods: readonly number[]): IndicatorCalc<ByPeriod> =>
  perPeriod(
    periods,
    (x, n) => ma(x.volume, n),
    (x, i, n) => maAt(x.volume, i, n),
  );

export const macdCalc = (p: {
  short: number;
  long: number;
  mid: number;
}): IndicatorCalc<MacdResult, EmaPair> => ({
  full: (x) => {
    const { dif, dea, macd, states } = macdFull(x.close, p.short, p.long, p.mid);
    return { lines: { dif, dea, macd }, states };
  },
  arrays: (l) => [l.dif, l.dea, l.macd],
  at: (x, l, i, prev) => macdAt(l, x.close, i, prev, p.short, p.long, p.mid),
});

export const kdjCalc = (p: { n: number; m1: number; m2: number }): IndicatorCalc<KdjResult> => ({
  full: (x) => ({ lines: kdj(x.high, x.low, x.close, p.n, p.m1, p.m2), states: NO_STATES }),
  arrays: (l) => [l.k, l.d, l.j],
  at: (x, l, i) => {
    kdjAt(l, x.high, x.low, x.close, i, p.n, p.m1, p.m2);
    return null;
  },
});

/** RSI for each period; the state is each period's smoothed moves, in `periods` order. */
export const rsiCalc = (periods: readonly number[]): IndicatorCalc<ByPeriod, (SmaPair | null)[]> => ({
  full: (x) => {
    const f = periods.map((n) => rsiFull(x.close, n));
    return {
      lines: Object.fromEntries(periods.map((n, k) => [n, f[k].rsi])),
      states: [f.map((r) => r.states[0]), f.map((r) => r.states[1])],
    };
  },
  arrays: (l) => periods.map((n) => l[n]),
  at: (x, l, i, prev) => periods.map((n, k) => rsiAt(l[n], x.close, i, prev && prev[k], n)),
});

export const biasCalc = (periods: readonly number[]): IndicatorCalc<ByPeriod> =>
  perPeriod(
    periods,
    (x, n) => bias(x.close, n),
    (x, i, n) => biasAt(x.close, i, n),
  );

export const cciCalc = (n: number): IndicatorCalc<{ cci: Series }> => ({
  full: (x) => ({ lines: { cci: cci(x.high, x.low, x.close, n, x.typ) }, states: NO_STATES }),
  arrays: (l) => [l.cci],
  at: (x, l, i) => {
    l.cci[i] = cciAt(x.typ, i, n);
    return null;
  },
});

export const bollCalc = (p: { n: number; k: number }): IndicatorCalc<BollResult> => ({
  full: (x) => ({ lines: boll(x.close, p.n, p.k), states: NO_STATES }),
  arrays: (l) => [l.mid, l.upper, l.lower],
  at: (x, l, i) => {
    bollAt(l, x.close, i, p.n, p.k, maAt(x.close, i, p.n));
    return null;
  },
});

export const obvCalc = (): IndicatorCalc<{ obv: Series }> => ({
  full: (x) => ({ lines: { obv: obv(x.close, x.volume) }, states: NO_STATES }),
  arrays: (l) => [l.obv],
  at: (x, l, i) => {
    l.obv[i] = obvStep(i > 0 ? l.obv[i - 1] : null, i > 0 ? x.close[i - 1] : null, x.close[i], x.volume[i]);
    return null;
  },
});

/** W&R for each period. */
export const wrCalc = (periods: readonly number[]): IndicatorCalc<ByPeriod> =>
  perPeriod(
    periods,
    (x, n) => wr(x.high, x.low, x.close, n),
    (x, i, n) => wrAt(x.high, x.low, x.close, i, n),
  );
