/**
 * One stock's margin series (融资融券, docs/margin.md) from its daily bars. Only four flows are drawn
 * per day — financing buy and repay amounts, securities sell and repay volumes — and each of them is
 * driven by that day's price move and turnover; every balance is their running sum, so the
 * exchanges' identities hold by construction:
 *
 *   financing balance(t) = balance(t−1) + buy − repay
 *   remaining volume(t)  = remaining(t−1) × s + sell − repay volume   (shares)
 *
 * where s is 1 except on an ex-right day (送转/拆股), when the lent shares convert as every holding
 * does. Prices are raw (不复权), as the K-line shows them; a day's move is measured from the
 * ex-reference price (除权参考价) and its share counts are those of that day, so an ex-date is not a
 * crash of the market's margin balances.
 * Amounts are whole yuan, volumes whole lots of 100 shares, so the sums are exact.
 */
import { exReference } from '../../../contract/market-rules/adjust';
import { keyed, type Rng } from '../../market/prng';

// Math members as module constants: global lookups are slow inside jest's vm sandbox (hot loops).
const { exp: mExp, floor: mFloor, max: mMax, min: mMin, round: mRound } = Math;

/** Lending is counted in board lots (shares). */
export const LEND_LOT = 100;
/** Share of the gap to the stock's usual balance closed per day (balances mean-revert, never run away). */
const REVERSION = 0.04;

/**
 * What the simulated market gives the margin model: daily bars as parallel arrays (the shape of the
 * simulator's DailySeries, so its history is read without copying).
 */
export interface MarginBars {
  days: readonly number[];
  /** Close before days[0]. */
  firstPreClose: number;
  close: ArrayLike<number>;
  /** shares */
  volume: ArrayLike<number>;
  /** yuan */
  amount: ArrayLike<number>;
  /** Ex-dates inside the bars (server/market/corporate-actions.ts); none: no corporate action. */
  exRights?: readonly ExRight[];
}

/** A corporate action as the margin model needs it. */
export interface ExRight {
  /** Index into the bars' days of the ex-date. */
  index: number;
  /** Cash per share (yuan). */
  cash: number;
  /** Shares after per share before (10送3转2 → 1.5; 1 for cash only). */
  shares: number;
  /**
   * The ex-reference price as the exchange publishes it and the stock's K-line shows it (its
   * PreClose on the ex-date), on the tick; without it, the unrounded (P − D) / s.
   */
  reference?: number;
}

/**
 * The float of each bar's day and of the day before the first, from today's float: before an ex-date
 * of 送转 or a split there were fewer shares.
 */
export function dayFloats(
  n: number,
  exRights: readonly ExRight[] | undefined,
  floatNow: number,
): { perDay: Float64Array; before: number } {
  const perDay = new Float64Array(n);
  const ratioAt = new Map<number, number>();
  for (const e of exRights ?? []) ratioAt.set(e.index, (ratioAt.get(e.index) ?? 1) * e.shares);
  let f = floatNow;
  for (let i = n - 1; i >= 0; i--) {
    perDay[i] = f;
    f /= ratioAt.get(i) ?? 1;
  }
  return { perDay, before: f };
}

/** A stock's own habits, drawn once from its id: how much of its turnover is financed or lent. */
export interface MarginProfile {
  /** Financing buy as a share of turnover on a flat day (real A-share market: about 6–11 %). */
  financedShare: number;
  /** Usual financing balance as a share of tradable market value. */
  balanceShare: number;
  /** Securities sold short as a share of volume on a flat day. */
  lentShare: number;
  /** Usual remaining lent volume as a share of the float. */
  remainingShare: number;
}

export function marginProfile(id: string): MarginProfile {
  const r = keyed(0, id, 0, 'margin-profile');
  return {
    financedShare: 0.06 + 0.05 * r.next(),
    balanceShare: 0.02 + 0.06 * r.next(),
    lentShare: 0.0005 + 0.0025 * r.next(),
    remainingShare: 0.0003 + 0.0017 * r.next(),
  };
}

/** The four drawn flows and the two running balances of each day, index-aligned with the bars. */
export interface MarginSeries {
  days: number[];
  close: Float64Array;
  preClose: Float64Array;
  /** 融资买入额, 融资偿还额, 融资余额 (yuan) */
  financeBuy: Float64Array;
  financeRepay: Float64Array;
  financeBalance: Float64Array;
  /** The float of the day (shares): today's float before the later 送转 and splits. */
  floatShares: Float64Array;
  /** 融券卖出量, 融券偿还量, 融券余量 (shares) */
  lendSell: Float64Array;
  lendRepay: Float64Array;
  lendRemaining: Float64Array;
}

export interface MarginStart {
  /** Financing balance and remaining lent volume before the first bar. */
  financeBalance: number;
  lendRemaining: number;
}

/** The balances of a stock that was a margin target long before the first bar: its usual levels. */
export function steadyStart(p: MarginProfile, floatShares: number, preClose: number): MarginStart {
  return {
    financeBalance: mRound(p.balanceShare * floatShares * preClose),
    lendRemaining: mFloor((p.remainingShare * floatShares) / LEND_LOT) * LEND_LOT,
  };
}

const lots = (shares: number) => mMax(0, mRound(shares / LEND_LOT)) * LEND_LOT;

/**
 * Runs the model over the bars. Draws come from a stream per (stock, year), four per day in a fixed
 * order, so a day's flows depend only on the seed, the stock and the bars up to that day.
 */
export function marginSeries(
  id: string,
  bars: MarginBars,
  /** Today's float (shares); earlier days' floats follow from the bars' ex-rights. */
  floatShares: number,
  start: MarginStart,
  profile: MarginProfile = marginProfile(id),
): MarginSeries {
  const n = bars.days.length;
  const s: MarginSeries = {
    days: bars.days.slice(),
    close: new Float64Array(n),
    preClose: new Float64Array(n),
    floatShares: new Float64Array(n),
    financeBuy: new Float64Array(n),
    financeRepay: new Float64Array(n),
    financeBalance: new Float64Array(n),
    lendSell: new Float64Array(n),
    lendRepay: new Float64Array(n),
    lendRemaining: new Float64Array(n),
  };
  const floats = dayFloats(n, bars.exRights, floatShares).perDay;
  const exAt = new Map<number, ExRight>();
  for (const e of bars.exRights ?? []) exAt.set(e.index, e);
  let balance = mMax(0, mRound(start.financeBalance));
  let remaining = lots(start.lendRemaining);
  let year = 0;
  let r: Rng | undefined;
  for (let i = 0; i < n; i++) {
    const day = bars.days[i];
    const close = bars.close[i];
    const lastClose = i > 0 ? bars.close[i - 1] : bars.firstPreClose;
    const ex = exAt.get(i);
    // The exchange's previous close on an ex-date is the ex-reference price; lent shares convert.
    const preClose = ex ? (ex.reference ?? exReference(lastClose, ex.cash, ex.shares)) : lastClose;
    if (ex && ex.shares !== 1) remaining = lots(remaining * ex.shares);
    const float = floats[i];
    const amount = bars.amount[i];
    const y = mFloor(day / 10000);
    if (!r || y !== year) {
      year = y;
      r = keyed(0, id, y, 'margin');
    }
    const z1 = r.normal();
    const z2 = r.normal();
    const z3 = r.normal();
    const z4 = r.normal();
    const ret = preClose > 0 ? close / preClose - 1 : 0;
    // Financed buying follows the day's move (momentum buyers); repayment closes part of the gap
    // between the balance and the stock's usual level, and more of it on falling days.
    const buy = mRound(amount * profile.financedShare * mExp(0.25 * z1 + 2 * ret));
    const usual = profile.balanceShare * float * close;
    const repayWanted = buy * mExp(0.25 * z2 - 1.5 * ret) + REVERSION * (balance - usual);
    const repay = mMin(balance + buy, mMax(0, mRound(repayWanted)));
    balance = balance + buy - repay;
    // Short sellers lean against the move; lenders recall towards the usual remaining volume.
    const sell = lots(bars.volume[i] * profile.lentShare * mExp(0.3 * z3 - 3 * ret));
    const usualRemaining = profile.remainingShare * float;
    const lendRepay = mMin(
      remaining + sell,
      lots(sell * mExp(0.3 * z4) + REVERSION * (remaining - usualRemaining)),
    );
    remaining = remaining + sell - lendRepay;
    s.close[i] = close;
    s.preClose[i] = preClose;
    s.floatShares[i] = float;
    s.financeBuy[i] = buy;
    s.financeRepay[i] = repay;
    s.financeBalance[i] = balance;
    s.lendSell[i] = sell;
    s.lendRepay[i] = lendRepay;
    s.lendRemaining[i] = remaining;
  }
  return s;
}
