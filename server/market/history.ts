/**
 * Seeded daily history. A-shares follow the size-and-board model of cnShareSeries (normal days,
 * lone limit and news days, hot streaks with fades and 天地板); other stocks (and the European
 * indices, which have no constituents here) a random walk with fat tails, volume tied to turnover
 * and to the size of the move. Indices and sectors are chain-linked from their constituents' bars with
 * float-cap weights; ETFs follow the index or sector they track plus a small tracking error.
 *
 * Every draw comes from a stream keyed by (seed, instrument, year), and each series is
 * scaled so that its close on ANCHOR_DAY is the seed's base price: the past is the same whatever
 * day the server starts on.
 */
import type { InstrumentSeed } from '../data/types';
import { type FactorSet, type Loadings, factorsFor, hasMarketFactor, loadingsOf } from './factors';
import { type Rng, YearStreams } from './prng';
import {
  dailyVolatility,
  isCnShare,
  limitPrices,
  limitRatio,
  rounderFor,
  stockModel,
  typicalTurnover,
} from './rules';
// Math members as module constants: global lookups are slow inside jest's vm sandbox (hot loops).
const { abs: mAbs, exp: mExp, log: mLog, max: mMax, min: mMin, round: mRound, sqrt: mSqrt } = Math;

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

/**
 * The close-to-close log return drawn for a day; the first draw of the day's stream. `common` is
 * what the factors move the stock by that day (the market's, its industry's); sigma its own noise.
 */
function dayReturn(
  r: Rng,
  sigma: number,
  lim: number | undefined,
  limitOdds: number,
  common: number,
): number {
  const u = r.next();
  if (lim !== undefined && u < 0.012 * limitOdds) return mLog(1 + lim);
  if (lim !== undefined && u < 0.017 * limitOdds) return mLog(1 - lim);
  const z = r.normal();
  const fat = r.next() < 0.05 ? 2.2 : 1;
  return 0.0002 + common + sigma * z * fat;
}

/** A stock's factor paths and loadings for one series (docs/market-simulator.md "Factor model"). */
interface StockFactors {
  loadings: Loadings;
  market: Float64Array;
  /** The market's standardised move per day (its mood), for the odds of limit days and streaks. */
  mood: Float64Array;
  sector?: Float64Array;
  style?: Float64Array;
}

function stockFactors(seed: InstrumentSeed, set: FactorSet): StockFactors | undefined {
  if (!hasMarketFactor(seed)) return undefined;
  const loadings = loadingsOf(seed);
  const m = set.market(seed.region);
  return {
    loadings,
    market: m.ret,
    mood: m.z,
    sector: loadings.sector ? set.sector(loadings.sector).ret : undefined,
    style: loadings.style ? set.style(seed.region).ret : undefined,
  };
}

/** What the factors move a stock by on day i (log return). */
function commonMove(f: StockFactors | undefined, i: number): number {
  if (!f) return 0;
  let x = f.loadings.beta * f.market[i];
  if (f.sector) x += f.sector[i];
  if (f.style) x += f.loadings.style * f.style[i];
  return x;
}

/**
 * The least share of a stock's variance that is its own (0.6² of it): without it a large cap, whose
 * whole volatility the factors would explain, moved in lockstep with its peers.
 */
const OWN_FLOOR = 0.36;

/** The stock's own volatility: its total normal-day volatility less what the factors bring (at least 60 % of it). */
function ownSigma(sigma: number, f: StockFactors | undefined): number {
  if (!f) return sigma;
  return mSqrt(mMax(sigma * sigma - f.loadings.factorVariance, OWN_FLOOR * sigma * sigma));
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
  factors: FactorSet = factorsFor(globalSeed, days),
): DailySeries {
  const lim = limitRatio(seed);
  const f = stockFactors(seed, factors);
  if (isCnShare(seed) && lim !== undefined) return cnShareSeries(seed, id, days, globalSeed, lim, f);
  return plainSeries(seed, id, days, globalSeed, f);
}

/** HK and US stocks, B shares and the European indices: a fat-tailed walk, volume tied to the move. */
function plainSeries(
  seed: InstrumentSeed,
  id: string,
  days: number[],
  globalSeed: number,
  f: StockFactors | undefined,
): DailySeries {
  // Large caps move less and rarely hit their limits; small caps more (float value in the trading currency).
  const floatValue = mMax(1e8, (seed.floatShares || 1e9) * seed.basePrice);
  const size = mMin(1, mSqrt(3e10 / floatValue));
  const sigma = dailyVolatility(seed);
  const own = ownSigma(sigma, f);
  const lim = limitRatio(seed);
  const round = rounderFor(seed);
  const n = days.length;
  // Pass 1: every draw of every day; the returns up to the anchor fix the starting price.
  if (drawBuf.length < n * 5) drawBuf = new Float64Array(n * 5 + 5 * 400);
  const draws = drawBuf;
  let logSum = 0;
  const years = new YearStreams(globalSeed, id, 'd');
  for (let i = 0; i < n; i++) {
    const r = years.at(days[i]);
    const ret = dayReturn(r, own, lim, size, commonMove(f, i));
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

/** Kinds of an A-share day (the shape its open, high and low take around the close). */
const NORMAL = 0;
/** Closes at the limit up (the open somewhere below, the low a wick under the open). */
const LIMIT_UP = 1;
/** 一字板: opens, trades and closes at the limit up, on thin volume. */
const FLAT_UP = 2;
/** Closes at the limit down. */
const LIMIT_DOWN = 3;
/** 炸板: touches the limit up, then fades to a close well below it. */
const FADE = 4;
/** 天地板: touches the limit up and closes at the limit down. */
const SKY_TO_FLOOR = 5;
/** 地天板: touches the limit down and closes at the limit up. */
const FLOOR_TO_SKY = 6;
/** A large move with a wide range (news, a hot-streak day that does not close at the limit). */
const WIDE = 7;

/**
 * Pull of a normal day towards the price level of the first day (a half-life of about 170 trading
 * days): a small cap's walk stays within a few multiples of its price instead of wandering off to
 * the 0.01 floor or a hundredfold, since every series is anchored to its base price at the end.
 */
const LEVEL_PULL = 0.004;

/**
 * How far the market's mood tilts an A-share's odds of a limit day or a new streak: exp(TILT × z)
 * over its mean exp(TILT²/2), at most MAX_TILT times the usual odds (a day of a 3 σ rally or more).
 */
const TILT = 0.9;
const TILT_MEAN = (TILT * TILT) / 2;
const MAX_TILT = 8;

/** Draws kept per day: return, kind, open, high wick, low wick, open fraction, volume factor, hot. */
const STRIDE = 8;

/**
 * An A-share's daily history (docs/market-simulator.md "Daily history"): normal days with a
 * size-dependent volatility and turnover, lone limit days and news days, and hot streaks — runs of
 * two to seven days of large moves on a multiple of the normal turnover, most of them up, often
 * closing at the limit, and ending in a fade (炸板) or a 天地板 now and then; what a streak added
 * to the price fades out over the following weeks (mean reversion), so small caps do not drift.
 */
function cnShareSeries(
  seed: InstrumentSeed,
  id: string,
  days: number[],
  globalSeed: number,
  lim: number,
  f: StockFactors | undefined,
): DailySeries {
  const m = stockModel(seed);
  const sigma = m.sigma;
  const own = ownSigma(sigma, f);
  const round = rounderFor(seed);
  const n = days.length;
  const flatAllowed = seed.board === 'main';
  const hotVolume = m.hotTurnover / m.turnover;
  const upLog = mLog(1 + lim);
  const downLog = mLog(1 - lim);
  if (drawBuf.length < n * STRIDE) drawBuf = new Float64Array(n * STRIDE + STRIDE * 400);
  const draws = drawBuf;
  let logSum = 0;
  const years = new YearStreams(globalSeed, id, 'd');
  let hotLeft = 0;
  let hotDir = 1;
  let hotDay = 0;
  /** Log return that hot streaks and event days added and that has not faded out yet. */
  let excess = 0;
  /** Log change since the first day: normal days lean back towards it (a slow mean reversion). */
  let level = 0;
  for (let i = 0; i < n; i++) {
    const r = years.at(days[i]);
    const u = r.next();
    let kind = NORMAL;
    let ret: number;
    let volume: number;
    let hot = 0;
    // The market's mood tilts the odds: limit-ups and new streaks crowd into strong days,
    // limit-downs into weak ones (each tilt averages 1 over the days, so the year's rates hold).
    const mood = f ? f.mood[i] : 0;
    const upTilt = f ? mMin(MAX_TILT, mExp(TILT * mood - TILT_MEAN)) : 1;
    const downTilt = f ? mMin(MAX_TILT, mExp(-TILT * mood - TILT_MEAN)) : 1;
    const hotOdds = m.hotOdds * upTilt;
    const limitUpOdds = m.limitOdds * upTilt;
    const limitDownOdds = 0.6 * m.limitOdds * downTilt;
    const common = commonMove(f, i);
    if (hotLeft === 0 && u < hotOdds) {
      hotLeft = 2;
      while (hotLeft < 7 && r.next() < 0.55) hotLeft++;
      hotDir = r.next() < 0.72 ? 1 : -1;
      hotDay = 0;
    }
    if (hotLeft > 0) {
      const last = hotLeft === 1;
      const v = r.next();
      const w = r.next();
      hot = 1;
      const k = m.hotScale;
      // A large cap's hot day rarely reaches its limit: the odds of a limit close (or of touching
      // it, for a fade) fall with the cube of the move scale (0.34× at 0.7, 0.06× at 0.4).
      const reach = k * k * k;
      if (hotDir > 0) {
        if (last && v < 0.06 * reach) {
          kind = SKY_TO_FLOOR;
          ret = downLog;
        } else if (v < (last ? 0.4 : 0.12) * reach) {
          kind = FADE;
          ret = mLog(1 + lim * (-0.9 + 1.2 * w));
        } else if (v < 0.65 * reach) {
          kind = flatAllowed && hotDay > 0 && w < 0.15 ? FLAT_UP : LIMIT_UP;
          ret = upLog;
        } else {
          kind = WIDE;
          ret = mLog(1 + lim * k * (0.3 + 0.65 * w));
        }
      } else if (last && v < 0.05 * reach) {
        kind = FLOOR_TO_SKY;
        ret = upLog;
      } else if (v < 0.4 * reach) {
        kind = LIMIT_DOWN;
        ret = downLog;
      } else {
        kind = WIDE;
        ret = mLog(1 - lim * k * (0.3 + 0.6 * w));
      }
      volume = hotVolume * mExp(0.5 * r.normal()) * (kind === FLAT_UP ? 0.25 : 1);
      excess += ret;
      hotLeft--;
      hotDay++;
    } else {
      const z = r.normal();
      if (u < hotOdds + limitUpOdds) {
        kind = LIMIT_UP;
        ret = upLog;
        volume = mExp(0.3 * z);
      } else if (u < hotOdds + limitUpOdds + limitDownOdds) {
        kind = LIMIT_DOWN;
        ret = downLog;
        volume = mExp(0.3 * z);
      } else if (u < hotOdds + limitUpOdds + limitDownOdds + m.eventOdds) {
        kind = WIDE;
        const sign = r.next() < 0.55 ? 1 : -1;
        ret = sign * sigma * (2.2 + 2.5 * r.next()) + common;
        volume = mExp(1.1 + 0.4 * z);
      } else {
        const fat = r.next() < 0.05 ? 2.2 : 1;
        ret = 0.0002 + common + own * z * fat - 0.05 * excess - LEVEL_PULL * level * (1 + 3 * level * level);
        volume = mExp(0.3 * r.normal());
      }
      // A lone limit or news day fades out like a streak; normal days give back 5 % of what is left.
      if (kind !== NORMAL) excess += ret;
      else excess *= 0.95;
    }
    if (ret > upLog) ret = upLog;
    if (ret < downLog) ret = downLog;
    level += ret;
    const o = i * STRIDE;
    draws[o] = ret;
    draws[o + 1] = kind;
    draws[o + 2] = r.normal();
    draws[o + 3] = mAbs(r.normal());
    draws[o + 4] = mAbs(r.normal());
    draws[o + 5] = r.next();
    draws[o + 6] = volume;
    draws[o + 7] = hot;
    if (days[i] <= ANCHOR_DAY) logSum += ret;
  }
  const s = emptySeries(days);
  let pre = round(seed.basePrice / mExp(logSum));
  s.firstPreClose = pre;
  const vol0 = baseVolume(seed);
  const lot = seed.lotSize;
  const maxVolume = seed.floatShares * 0.6;
  for (let i = 0; i < n; i++) {
    const o = i * STRIDE;
    const ret = draws[o];
    const kind = draws[o + 1];
    const a = draws[o + 2];
    const hiWick = draws[o + 3];
    const loWick = draws[o + 4];
    const f = draws[o + 5];
    const { up, down } = limitPrices(seed, pre);
    // A hot day swings wider than a news day: up to a quarter of the limit more on one side.
    const wideWick = (draws[o + 7] ? 0.25 * m.hotScale : 0.12) * lim;
    let open: number;
    let high: number;
    let low: number;
    let close: number;
    switch (kind) {
      case LIMIT_UP:
        close = up;
        open = round(pre * mExp(ret * (0.1 + 0.75 * f)));
        high = up;
        low = round(mMin(open, close) * mExp(-loWick * 0.6 * sigma), 'down');
        break;
      case FLAT_UP:
        open = high = low = close = up;
        break;
      case LIMIT_DOWN:
        close = down;
        open = round(pre * mExp(ret * (0.1 + 0.75 * f)));
        low = down;
        high = round(mMax(open, close) * mExp(hiWick * 0.6 * sigma), 'up');
        break;
      case FADE:
        high = up;
        close = round(pre * mExp(ret));
        open = round(pre * (1 + lim * (0.05 + 0.6 * f)));
        low = round(mMin(open, close) * mExp(-loWick * 0.8 * sigma), 'down');
        break;
      case SKY_TO_FLOOR:
        open = round(pre * (1 + lim * (0.3 + 0.7 * f)));
        high = up;
        low = close = down;
        break;
      case FLOOR_TO_SKY:
        open = round(pre * (1 - lim * (0.3 + 0.7 * f)));
        low = down;
        high = close = up;
        break;
      case WIDE:
        close = round(pre * mExp(ret));
        open = round(pre * mExp(sigma * 0.5 * a + 0.3 * ret));
        high = round(mMax(open, close) * mExp(hiWick * 1.2 * sigma + wideWick * f), 'up');
        low = round(mMin(open, close) * mExp(-loWick * 1.2 * sigma - wideWick * (1 - f)), 'down');
        break;
      default:
        close = round(pre * mExp(ret));
        open = round(pre * mExp(sigma * 0.3 * a + 0.25 * ret));
        high = round(mMax(open, close) * mExp(hiWick * 0.6 * sigma), 'up');
        low = round(mMin(open, close) * mExp(-loWick * 0.6 * sigma), 'down');
    }
    close = mMin(up, mMax(down, close));
    open = mMin(up, mMax(down, open));
    high = mMin(up, mMax(down, high, open, close));
    low = mMax(down, mMin(low, open, close));
    const move = mAbs(close / pre - 1);
    // A hot day's volume is its own (a multiple of the normal turnover); elsewhere it grows with the move.
    const grow = draws[o + 7] ? 1 + 2 * move : 1 + 10 * move + 4 * mMax(0, (high - low) / pre - 3 * sigma);
    const shares = mMin(maxVolume, vol0 * draws[o + 6] * grow);
    const lots = mMax(MIN_DAY_LOTS, mRound(shares / lot));
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
 * level(d) = level(d−1) × Σ f·C(d) / Σ f·C(d−1), and the open likewise with each member's open (a
 * snapshot at the same moment). Scaled so the anchor-day close equals the base level, then rounded
 * to the tick.
 *
 * The high and the low are not the members' highs and lows summed: members do not all peak at the
 * same minute, and that sum gave every index day a range of about 2.5 % around a small body, where
 * today's live bar (AggregateDay, the members' real prices) has the range of a real index. The
 * index's wicks are the members' weighted wicks (beyond each one's open–close body) scaled by the
 * index's diversification: how much less its daily returns vary than its members' do.
 */
export function aggregateSeries(seed: InstrumentSeed, days: number[], members: Member[]): DailySeries {
  const n = days.length;
  const raw = emptySeries(days);
  const upWick = new Float64Array(n);
  const downWick = new Float64Array(n);
  let level = 1;
  let anchorLevel = 1;
  let indexVar = 0;
  let memberVar = 0;
  for (let i = 0; i < n; i++) {
    let den = 0;
    let o = 0;
    let c = 0;
    let up = 0;
    let down = 0;
    let mv = 0;
    let v = 0;
    let a = 0;
    for (const m of members) {
      const s = m.series;
      const pre = i === 0 ? s.firstPreClose : s.close[i - 1];
      const w = m.floatShares * pre;
      den += w;
      o += m.floatShares * s.open[i];
      c += m.floatShares * s.close[i];
      const top = mMax(s.open[i], s.close[i]);
      const bottom = mMin(s.open[i], s.close[i]);
      up += top > 0 ? w * (s.high[i] / top - 1) : 0;
      down += bottom > 0 ? w * (1 - s.low[i] / bottom) : 0;
      const r = pre > 0 && s.close[i] > 0 ? mLog(s.close[i] / pre) : 0;
      mv += w * r * r;
      v += s.volume[i];
      a += s.amount[i];
    }
    raw.open[i] = (level * o) / den;
    const next = (level * c) / den;
    indexVar += mLog(next / level) ** 2;
    memberVar += mv / den;
    upWick[i] = up / den;
    downWick[i] = down / den;
    level = next;
    raw.close[i] = level;
    raw.volume[i] = v;
    raw.amount[i] = a;
    if (days[i] <= ANCHOR_DAY) anchorLevel = level;
  }
  // sqrt(var index / mean var members): 1 for one member, lower the more the members offset.
  const spread = memberVar > 0 ? mMin(1, mMax(0.2, mSqrt(indexVar / memberVar))) : 1;
  const k = seed.basePrice / anchorLevel;
  const round = rounderFor(seed);
  const out = emptySeries(days);
  out.firstPreClose = round(k);
  for (let i = 0; i < n; i++) {
    const c = round(raw.close[i] * k);
    const o = round(raw.open[i] * k);
    out.close[i] = c;
    out.open[i] = o;
    out.high[i] = mMax(round(mMax(raw.open[i], raw.close[i]) * k * (1 + spread * upWick[i]), 'up'), o, c);
    out.low[i] = mMin(round(mMin(raw.open[i], raw.close[i]) * k * (1 - spread * downWick[i]), 'down'), o, c);
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
  const years = new YearStreams(globalSeed, id, 'etf');
  const vz = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const r = years.at(days[i]);
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
