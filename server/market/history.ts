/**
 * Seeded daily history. Stocks (and the European indices, which have no constituents here) follow
 * a random walk with fat tails, limit-up/limit-down days on CN boards, volume tied to turnover and
 * to the size of the move. Indices and sectors are chain-linked from their constituents' bars with
 * float-cap weights; ETFs follow the index or sector they track plus a small tracking error.
 *
 * Every draw comes from a stream keyed by (seed, instrument, year), and each series is
 * scaled so that its close on ANCHOR_DAY is the seed's base price: the past is the same whatever
 * day the server starts on.
 */
import type { InstrumentSeed } from '../data/types';
import { type Rng, keyed } from './prng';
import { dailyVolatility, limitPrices, limitRatio, rounderFor, typicalTurnover } from './rules';
// Math members as module constants: global lookups are slow inside jest's vm sandbox (hot loops).
const {
  abs: mAbs,
  exp: mExp,
  floor: mFloor,
  log: mLog,
  max: mMax,
  min: mMin,
  pow: mPow,
  round: mRound,
  sqrt: mSqrt,
} = Math;

/** First day of generated history (≥1500 trading days before the end of 2026 on every exchange). */
export const FIRST_DAY = 20200401;
/** The day on which each series closes at its seed's base price. */
export const ANCHOR_DAY = 20261120;

export interface DailySeries {
  days: number[];
  /** Close before the first day. */
  firstPreClose: number;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
  amount: Float64Array;
}

export interface DayBar {
  day: number;
  preClose: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  amount: number;
}

export function barAt(s: DailySeries, i: number): DayBar {
  return {
    day: s.days[i],
    preClose: i === 0 ? s.firstPreClose : s.close[i - 1],
    open: s.open[i],
    high: s.high[i],
    low: s.low[i],
    close: s.close[i],
    volume: s.volume[i],
    amount: s.amount[i],
  };
}

function emptySeries(days: number[]): DailySeries {
  const n = days.length;
  return {
    days,
    firstPreClose: 0,
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    volume: new Float64Array(n),
    amount: new Float64Array(n),
  };
}

/** The close-to-close log return drawn for a day; the first draw of the day's stream. */
function dayReturn(r: Rng, sigma: number, lim: number | undefined, limitOdds: number): number {
  const u = r.next();
  if (lim !== undefined && u < 0.012 * limitOdds) return mLog(1 + lim);
  if (lim !== undefined && u < 0.017 * limitOdds) return mLog(1 - lim);
  const z = r.normal();
  const fat = r.next() < 0.05 ? 2.2 : 1;
  return 0.0002 + sigma * z * fat;
}

/**
 * The fewest lots a stock or ETF trades in a day: enough for the demo clock's cadence (a trade every
 * ~2.5 s through a 330-minute HK session, with server/market/day.ts giving each minute up to 70 % of
 * the day's lots as its one-lot-per-trade floor), so a thinly traded name with large board lots
 * still prints every few seconds instead of going quiet for 10 s and more.
 */
const MIN_DAY_LOTS = 12_000;

/** Synthetic volume base for instruments without a float (European indices). */
function baseVolume(seed: InstrumentSeed): number {
  return seed.floatShares > 0 ? seed.floatShares * typicalTurnover(seed) : 6e7;
}

/** Scratch buffer for the day draws (reused: series are generated one after another). */
let drawBuf = new Float64Array(0);

export function generateStockSeries(
  seed: InstrumentSeed,
  id: string,
  days: number[],
  globalSeed: number,
): DailySeries {
  // Large caps move less and rarely hit their limits; small caps more (float value in the trading currency).
  const floatValue = mMax(1e8, (seed.floatShares || 1e9) * seed.basePrice);
  const size = mMin(1, mSqrt(3e10 / floatValue));
  const sigma = dailyVolatility(seed) * mMin(1.25, mMax(0.6, mPow(5e10 / floatValue, 0.08)));
  const lim = limitRatio(seed);
  const round = rounderFor(seed);
  const n = days.length;
  // Pass 1: every draw of every day; the returns up to the anchor fix the starting price.
  if (drawBuf.length < n * 5) drawBuf = new Float64Array(n * 5 + 5 * 400);
  const draws = drawBuf;
  let logSum = 0;
  let year = 0;
  let r: Rng | undefined;
  for (let i = 0; i < n; i++) {
    // One stream per calendar year: the calendar of a past year never changes, so neither do its draws.
    const y = mFloor(days[i] / 10000);
    if (!r || y !== year) {
      year = y;
      r = keyed(globalSeed, id, y, 'd');
    }
    const ret = dayReturn(r, sigma, lim, size);
    draws[i * 5] = ret;
    draws[i * 5 + 1] = r.normal();
    draws[i * 5 + 2] = r.normal();
    draws[i * 5 + 3] = r.normal();
    draws[i * 5 + 4] = r.normal();
    if (days[i] <= ANCHOR_DAY) logSum += ret;
  }
  const s = emptySeries(days);
  let pre = round(seed.basePrice / mExp(logSum));
  s.firstPreClose = pre;
  const vol0 = baseVolume(seed);
  const lot = seed.lotSize;
  const limitUpReturn = lim !== undefined ? mLog(1 + lim) - 1e-12 : Infinity;
  for (let i = 0; i < n; i++) {
    const ret = draws[i * 5];
    const { up, down } = limitPrices(seed, pre);
    const hasLimit = up > 0;
    let close = ret >= limitUpReturn && hasLimit ? up : round(pre * mExp(ret));
    let open = round(pre * mExp(sigma * 0.3 * draws[i * 5 + 1] + 0.25 * ret));
    let high = round(mMax(open, close) * mExp(mAbs(draws[i * 5 + 2]) * 0.5 * sigma), 'up');
    let low = round(mMin(open, close) * mExp(-mAbs(draws[i * 5 + 3]) * 0.5 * sigma), 'down');
    if (hasLimit) {
      close = mMin(up, mMax(down, close));
      open = mMin(up, mMax(down, open));
      high = mMin(up, mMax(down, high));
      low = mMin(up, mMax(down, low));
    }
    high = mMax(high, open, close);
    low = mMin(low, open, close);
    const move = mAbs(close / pre - 1);
    const lots = mMax(MIN_DAY_LOTS, mRound((vol0 * mExp(0.3 * draws[i * 5 + 4]) * (1 + 12 * move)) / lot));
    s.open[i] = open;
    s.high[i] = high;
    s.low[i] = low;
    s.close[i] = close;
    s.volume[i] = lots * lot;
    s.amount[i] = mRound(lots * lot * ((open + high + low + close) / 4));
    pre = close;
  }
  return s;
}

export interface Member {
  series: DailySeries;
  floatShares: number;
}

/** Weight of a constituent: float shares (a synthetic float for instruments without one). */
export const memberFloat = (seed: InstrumentSeed) => (seed.floatShares > 0 ? seed.floatShares : 1e8);

/**
 * Chain-linked float-cap index over constituents with the same trading days:
 * level(d) = level(d−1) × Σ f·C(d) / Σ f·C(d−1); O, H, L likewise with each member's O, H, L.
 * Scaled so the anchor-day close equals the base level, then rounded to the tick.
 */
export function aggregateSeries(seed: InstrumentSeed, days: number[], members: Member[]): DailySeries {
  const n = days.length;
  const raw = emptySeries(days);
  let level = 1;
  let anchorLevel = 1;
  for (let i = 0; i < n; i++) {
    let den = 0;
    let o = 0;
    let h = 0;
    let l = 0;
    let c = 0;
    let v = 0;
    let a = 0;
    for (const m of members) {
      const pre = i === 0 ? m.series.firstPreClose : m.series.close[i - 1];
      den += m.floatShares * pre;
      o += m.floatShares * m.series.open[i];
      h += m.floatShares * m.series.high[i];
      l += m.floatShares * m.series.low[i];
      c += m.floatShares * m.series.close[i];
      v += m.series.volume[i];
      a += m.series.amount[i];
    }
    raw.open[i] = (level * o) / den;
    raw.high[i] = (level * h) / den;
    raw.low[i] = (level * l) / den;
    level = (level * c) / den;
    raw.close[i] = level;
    raw.volume[i] = v;
    raw.amount[i] = a;
    if (days[i] <= ANCHOR_DAY) anchorLevel = level;
  }
  const k = seed.basePrice / anchorLevel;
  const round = rounderFor(seed);
  const out = emptySeries(days);
  out.firstPreClose = round(k);
  for (let i = 0; i < n; i++) {
    const c = round(raw.close[i] * k);
    const o = round(raw.open[i] * k);
    out.close[i] = c;
    out.open[i] = o;
    out.high[i] = mMax(round(raw.high[i] * k), o, c);
    out.low[i] = mMin(round(raw.low[i] * k), o, c);
    out.volume[i] = raw.volume[i];
    out.amount[i] = raw.amount[i];
  }
  return out;
}

/** An ETF follows its tracked series' daily ratios with a small tracking error, within its limits. */
export function etfSeries(
  seed: InstrumentSeed,
  id: string,
  tracked: DailySeries,
  globalSeed: number,
): DailySeries {
  const days = tracked.days;
  // Raw level path relative to the tracked series, then anchored to the base price.
  const n = days.length;
  const te = new Float64Array(n);
  let anchor = 1;
  let level = 1;
  let year = 0;
  let r: Rng | undefined;
  const vz = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const y = mFloor(days[i] / 10000);
    if (!r || y !== year) {
      year = y;
      r = keyed(globalSeed, id, y, 'etf');
    }
    te[i] = 0.0006 * r.normal();
    vz[i] = r.normal();
    const pre = i === 0 ? tracked.firstPreClose : tracked.close[i - 1];
    level *= (tracked.close[i] / pre) * mExp(te[i]);
    if (days[i] <= ANCHOR_DAY) anchor = level;
  }
  const out = emptySeries(days);
  const round = rounderFor(seed);
  let pre = round(seed.basePrice / anchor);
  out.firstPreClose = pre;
  const vol0 = baseVolume(seed);
  for (let i = 0; i < n; i++) {
    const tpre = i === 0 ? tracked.firstPreClose : tracked.close[i - 1];
    const { up, down } = limitPrices(seed, pre);
    const f = (pre / tpre) * mExp(te[i]);
    const close = mMin(up, mMax(down, round(tracked.close[i] * f)));
    const open = mMin(up, mMax(down, round(tracked.open[i] * f)));
    const high = mMax(mMin(up, mMax(down, round(tracked.high[i] * f))), open, close);
    const low = mMin(mMin(up, mMax(down, round(tracked.low[i] * f))), open, close);
    const move = mAbs(close / pre - 1);
    const lots = mMax(MIN_DAY_LOTS, mRound((vol0 * mExp(0.3 * vz[i]) * (1 + 10 * move)) / seed.lotSize));
    out.open[i] = open;
    out.high[i] = high;
    out.low[i] = low;
    out.close[i] = close;
    out.volume[i] = lots * seed.lotSize;
    out.amount[i] = mRound(lots * seed.lotSize * ((open + high + low + close) / 4));
    pre = close;
  }
  return out;
}
