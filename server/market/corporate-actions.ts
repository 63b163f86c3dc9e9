/**
 * Corporate actions: the ONE list of cash dividends, bonus and transfer shares (送股, 转增, A-shares)
 * and splits (HK, US) of an instrument. The profile tabs' dividend and split lists, the announcement
 * drafts, the chart's event markers and the K-line adjustment (复权) all read it (docs/corporate-actions.md).
 *
 * Dividends come from the company model's dividend per share (server/company/fundamentals.ts, pure
 * from the seed); A-share bonus/transfer shares ride on a final dividend's ex-date; splits are the
 * real ones of the large US names inside the generated history plus a few seeded ones.
 *
 * The generated daily walk (server/market/history.ts) is the 前复权 series: the raw (不复权) history
 * is derived from it by undoing each action before its ex-date (rawFactors below), so the ex-date
 * shows the gap a real chart shows and 前复权 of the raw bars gives the walk back.
 */
import type { InstrumentSeed } from '../data/types';
import { addDays } from '../company/dates';
import { buildModel, snapToTradingDay } from '../company/fundamentals';
import { rngFor, round } from '../company/rng';
import { actionFactor, shareRatio } from '../../contract/market-rules/adjust';

export interface CorporateAction {
  /** Ex-date (除权除息日), a trading day YYYYMMDD. */
  exDate: number;
  /** Implementation notice (announcement) day and pay date, YYYYMMDD. */
  announce: number;
  payDate: number;
  /** Fiscal year the distribution belongs to (the split's year for a split). */
  year: number;
  /** 'final' | 'interim' dividend (possibly with shares), or 'split'. */
  part: 'final' | 'interim' | 'split';
  /** Cash per share in the trading currency (0 when none). */
  cash: number;
  /** Bonus (送) and transfer (转增) shares per 10 shares (A-shares; 0 when none). */
  bonus: number;
  transfer: number;
  /** Split 1拆N: N (0 when none). */
  split: number;
}

/** Real splits of large US names inside the generated history (FIRST_DAY 2020-04 on). */
const KNOWN_SPLITS: Readonly<Record<string, ReadonlyArray<[number, number]>>> = {
  AAPL: [[20200831, 4]],
  TSLA: [
    [20200831, 5],
    [20220825, 3],
  ],
  NVDA: [
    [20210720, 4],
    [20240610, 10],
  ],
  GOOGL: [[20220718, 20]],
  GOOG: [[20220718, 20]],
  AMZN: [[20220606, 20]],
  AVGO: [[20240715, 10]],
  WMT: [[20240226, 3]],
};

/**
 * Every action with its ex-date on or before the last of `days` (the exchange's trading days up to
 * today, oldest first), oldest first. `anchorYear` is the company model's last full fiscal year (the
 * year before today's, as the content source uses).
 */
export function corporateActions(
  seed: InstrumentSeed,
  days: readonly number[],
  anchorYear: number,
): CorporateAction[] {
  if (seed.kind !== 'stock' || days.length === 0) return [];
  const today = days[days.length - 1];
  const out: CorporateAction[] = [...dividendActions(seed, days, anchorYear), ...splitActions(seed, days)];
  return out
    .filter((a) => a.exDate <= today)
    .sort((a, b) => a.exDate - b.exDate || partOrder(a) - partOrder(b));
}

const partOrder = (a: CorporateAction) => (a.part === 'split' ? 1 : 0);

function dividendActions(
  seed: InstrumentSeed,
  days: readonly number[],
  anchorYear: number,
): CorporateAction[] {
  const model = buildModel(seed, anchorYear);
  const listYear = seed.listDate ? Number(seed.listDate.slice(0, 4)) : model.firstYear;
  const hasInterim = seed.region === 'HK' && rngFor(seed.market, seed.code, 'interim').chance(0.5);
  const out: CorporateAction[] = [];
  for (let y = Math.max(model.firstYear, listYear); y <= model.lastYear; y++) {
    const dps = model.years.get(y)?.dividendPerShare ?? 0;
    if (dps <= 0) continue;
    const r = rngFor(seed.market, seed.code, 'dividend', y);
    const finalShare = hasInterim ? 0.6 : 1;
    const exFinal = snapToTradingDay(
      days,
      (y + 1) * 10000 + (seed.region === 'HK' ? 500 : 600) + r.int(5, 28),
    );
    const final = action(
      days,
      y,
      'final',
      round(dps * finalShare, seed.region === 'CN' ? 4 : 3),
      exFinal,
      r.int(5, 9),
      r.int(1, 20),
    );
    if (seed.region === 'CN') Object.assign(final, bonusShares(seed, y));
    out.push(final);
    if (hasInterim) {
      const exInterim = snapToTradingDay(days, y * 10000 + 900 + r.int(3, 20));
      out.push(
        action(days, y, 'interim', round(dps - dps * finalShare, 3), exInterim, r.int(5, 9), r.int(8, 20)),
      );
    }
  }
  return out;
}

/** About one A-share year in six pays shares too: 送 and/or 转增 per 10 shares. */
export function bonusShares(seed: InstrumentSeed, year: number): { bonus: number; transfer: number } {
  const r = rngFor(seed.market, seed.code, 'bonus-shares', year);
  if (!r.chance(0.16)) return { bonus: 0, transfer: 0 };
  const bonus = r.pick([0, 0, 1, 2, 3, 5]);
  const transfer = r.pick([0, 2, 3, 4, 5, 10]);
  return bonus + transfer > 0 ? { bonus, transfer } : { bonus: 0, transfer: 3 };
}

function splitActions(seed: InstrumentSeed, days: readonly number[]): CorporateAction[] {
  if (seed.region !== 'HK' && seed.region !== 'USA') return [];
  const known = seed.region === 'USA' ? KNOWN_SPLITS[seed.code] : undefined;
  let list: ReadonlyArray<[number, number]>;
  if (known) list = known;
  else {
    const r = rngFor(seed.market, seed.code, 'split');
    if (!r.chance(seed.region === 'HK' ? 0.1 : 0.06)) return [];
    const year = r.int(2021, 2025);
    list = [[year * 10000 + r.int(2, 11) * 100 + r.int(3, 26), r.pick([2, 4, 5, 10])]];
  }
  return list.map(([ymd, n]) => {
    const exDate = snapToTradingDay(days, ymd);
    const i = days.indexOf(exDate);
    return {
      exDate,
      announce: i >= 15 ? days[i - 15] : exDate,
      payDate: exDate,
      year: Math.floor(exDate / 10000),
      part: 'split',
      cash: 0,
      bonus: 0,
      transfer: 0,
      split: n,
    };
  });
}

function action(
  days: readonly number[],
  year: number,
  part: 'final' | 'interim',
  cash: number,
  exDate: number,
  announceBefore: number,
  payAfter: number,
): CorporateAction {
  const i = days.indexOf(exDate);
  const announce = i >= announceBefore ? days[i - announceBefore] : exDate;
  const payDate = snapToTradingDay(days, addDays(exDate, payAfter));
  return { year, part, cash, exDate, announce, payDate, bonus: 0, transfer: 0, split: 0 };
}

/** New shares per old share after the action (10送3转2 → 1.5, 1拆4 → 4, cash only → 1). */
export const sharesAfter = (a: CorporateAction): number =>
  shareRatio({ bonus: a.bonus, transfer: a.transfer, split: a.split });

/** A-share plan text as the distributions list writes it: 10送3转2派30.88元(含税). */
export function planText(
  seed: InstrumentSeed,
  a: Pick<CorporateAction, 'cash' | 'bonus' | 'transfer'>,
): string {
  const cur = seed.currency === 'USD' ? '美元' : seed.currency === 'HKD' ? '港元' : '元';
  const parts = ['10'];
  if (a.bonus > 0) parts.push(`送${a.bonus}`);
  if (a.transfer > 0) parts.push(`转${a.transfer}`);
  if (a.cash > 0) parts.push(`派${round(a.cash * 10, 3)}${cur}(含税)`);
  return parts.join('');
}

/** Split ratio text of the HK profile: 1拆4. */
export const splitText = (a: CorporateAction): string => `1拆${a.split}`;

export interface RawFactors {
  /** Multiplier from the walk (前复权) to the raw price, per day index. */
  price: Float64Array;
  /** Divider from the walk's volume to the raw volume (share count before later share actions). */
  shares: Float64Array;
  /** The adjustment factor of each action (same order), from the raw close before its ex-date. */
  factors: number[];
}

/**
 * Undoes the actions on the walk. With walk = raw × Π_{ex > d} 1/f and f = P·s/(P − D) (P the raw
 * close before the ex-date, D the cash, s the shares after per share before), the raw close before
 * an ex-date, w′ = that day's walk close × the later factors, is P = w′·s + D: walking the actions
 * newest first gives every factor. `closes` are the walk's closes of `days`; actions outside the days
 * (before the first) have no effect on the history.
 */
export function rawFactors(
  days: readonly number[],
  closes: ArrayLike<number>,
  firstPreClose: number,
  actions: readonly CorporateAction[],
): RawFactors {
  const n = days.length;
  const price = new Float64Array(n).fill(1);
  const shares = new Float64Array(n).fill(1);
  const factors = actions.map(() => 1);
  let F = 1;
  let S = 1;
  let i = n - 1;
  for (let k = actions.length - 1; k >= 0; k--) {
    const a = actions[k];
    if (a.exDate <= days[0]) {
      // Before the history: its factor needs the raw close before it, which the walk has only
      // for the first day's previous close.
      if (a.exDate === days[0]) factors[k] = factorAt(firstPreClose * F, a);
      continue;
    }
    // Days on/after the ex-date keep the factor of the later actions.
    while (i >= 0 && days[i] >= a.exDate) {
      price[i] = F;
      shares[i] = S;
      i--;
    }
    if (i < 0) break;
    const f = factorAt(closes[i] * F, a);
    factors[k] = f;
    F *= f;
    S *= sharesAfter(a);
  }
  for (; i >= 0; i--) {
    price[i] = F;
    shares[i] = S;
  }
  return { price, shares, factors };
}

/** The factor of an action from the walk's close before it (already scaled by the later factors). */
function factorAt(wPrev: number, a: CorporateAction): number {
  const s = sharesAfter(a);
  const rawPrev = wPrev * s + a.cash;
  return actionFactor(rawPrev, a.cash, s);
}

/** An action with its adjustment factor f (contract/market-rules/adjust.ts), as the server publishes it. */
export interface CorporateActionWithFactor extends CorporateAction {
  factor: number;
}
