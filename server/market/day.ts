/**
 * One instrument's trading day, driven trade by trade from a seeded plan.
 *
 * The day's bar (open, high, low, close, volume) comes from the daily history. A Brownian bridge
 * from the open to the close, stretched to touch the high and the low, gives a mid price at the end
 * of each session minute; each minute's volume follows an intraday U-shape. Each minute is then
 * planned as individual trades (time, price on the tick grid inside the limits, volume in whole
 * lots, buy/sell direction), keyed by (seed, instrument, day, minute). Trades are released as the
 * clock passes their time: the opening print at the auction result, continuous trades, and the
 * closing print once the closing auction is over. Today's minute bars, daily bar, ticks and large
 * orders are built from those trades only, so they agree with each other by construction, and a
 * restart replays the same trades.
 */
import type { Tick } from '../../contract/quote-protocol';
import type { InstrumentSeed } from '../data/types';
import { type Exchange, TIME_ZONE, localMidnightUnix } from './calendar';
import type { DayBar } from './history';
import { ExtendedMinutes, LargeOrderRing, MinuteBars, TickRing } from './day-series';
import { type FlowTotals, addTrade, emptyFlow } from './flow';
import { type Rng, keyed } from './prng';
import { type Rounder, roundPrice, rounderFor, tickSize } from './rules';
import { minuteStartSeconds, phaseRange } from '../../contract/market-rules/sessions';
import { SCHEDULES, sessionMinutes } from './sessions';
// Math members as module constants: global lookups are slow inside jest's vm sandbox (hot loops).
const {
  abs: mAbs,
  LN10: mLN10,
  ceil: mCeil,
  exp: mExp,
  floor: mFloor,
  log: mLog,
  max: mMax,
  min: mMin,
  pow: mPow,
  round: mRound,
  sqrt: mSqrt,
} = Math;

/**
 * Trades planned per session minute for the least liquid instrument (liquid ones get up to twice
 * as many; fewer only when the minute's volume has fewer lots). The default keeps test simulators
 * quick to catch up; the demo clock plays about one session minute per wall minute, so it plans
 * DEMO_TRADES_PER_MINUTE: a quote then moves every 1.3–2.7 s, the Level-1 snapshot cadence.
 */
export const DEFAULT_TRADES_PER_MINUTE = 12;
export const DEMO_TRADES_PER_MINUTE = 26;
const TICK_RING = 300;
/** The intraday path's largest deviation scale, in units of the day's implied minute volatility. */
const MAX_STRETCH = 1.5;
/** Least half-width (minutes) of the hump that carries the path to the day's high or low. */
const HUMP_MINUTES = 24;
const bell = (t: number, w: number) => mExp(-(t / w) * (t / w));
/** Walks drawn for a day's intraday path, and the fit (summed |ln(scale / natural)|) that ends the search. */
const BRIDGE_TRIES = 8;
const BRIDGE_GOOD_ENOUGH = 0.4;

/** The continuous minute (1..last) where the path is highest (sign 1) or lowest (−1). */
function extremeMinute(path: Float64Array, last: number, sign: 1 | -1): number {
  let best = 1;
  for (let k = 2; k <= last; k++) if (sign * path[k] > sign * path[best]) best = k;
  return best;
}
/** Minutes of trades kept as ticks when a day is caught up at once (≥ TICK_RING trades in practice). */
const KEEP_MINUTES = 30;
const LARGE_RING = 200;
/**
 * US extended hours (pre-market 04:00–09:30, after-hours 16:00–20:00 New York): the share of the
 * day's regular volume each trades (real large caps: ~1–3 % pre-market, ~1–2 % after-hours), and
 * the trades planned per extended minute as a share of a regular minute's (at least 2).
 */
export const PRE_MARKET_VOLUME_SHARE = 0.015;
export const AFTER_HOURS_VOLUME_SHARE = 0.01;
const EXTENDED_TRADE_SHARE = 0.2;
/** Typical move over a whole extended session (fraction of the price, one standard deviation). */
const EXTENDED_SIGMA = 0.004;

/** A trade of at least this value (price × volume, trading currency) is a large order. */
export const LARGE_ORDER_AMOUNT = 1_000_000;

/** Liquidity in [0, 1] from a day's traded value: 1e8 or less → 0, 1e10 or more → 1 (any currency). */
function liquidity(bar: DayBar): number {
  const amount = bar.volume * (bar.open + bar.close) * 0.5;
  return amount > 0 ? mMin(1, mMax(0, (mLog(amount) / mLN10 - 8) / 2)) : 0;
}

interface MinutePlan {
  n: number;
  t: Float64Array;
  w: Float64Array;
  price: Float64Array;
  volume: Float64Array;
  prop: Uint8Array;
}

const newPlan = (size: number): MinutePlan => ({
  n: 0,
  t: new Float64Array(size),
  w: new Float64Array(size),
  price: new Float64Array(size),
  volume: new Float64Array(size),
  prop: new Uint8Array(size),
});

const startsCache = new Map<string, Float64Array>();
/** Unix second at which each session minute starts, for one exchange and day. */
function minuteStarts(ex: Exchange, midnight: number): Float64Array {
  const key = `${ex}|${midnight}`;
  let a = startsCache.get(key);
  if (!a) {
    const n = sessionMinutes(ex);
    a = new Float64Array(n);
    for (let k = 0; k < n; k++) a[k] = midnight + minuteStartSeconds(ex, k);
    if (startsCache.size > 64) startsCache.clear();
    startsCache.set(key, a);
  }
  return a;
}

export interface DayOptions {
  seed: InstrumentSeed;
  id: string;
  exchange: Exchange;
  bar: DayBar;
  globalSeed: number;
  /** Trades planned per session minute for an illiquid instrument (default DEFAULT_TRADES_PER_MINUTE). */
  tradesPerMinute?: number;
  /**
   * Demo loop of the day: each loop replays the same day's bar along its own intraday path and
   * trades. Undefined for the exchange's real session (history days, real clock).
   */
  loop?: number;
  /** The CN closing call auction is silent (real clock); the demo clock trades to the end instead. */
  closingAuction?: boolean;
  /** Daily limit prices (0 = none). */
  up: number;
  down: number;
  /** Trade the exchange's extended sessions (US pre-market and after-hours): the live day only. */
  extended?: boolean;
  /**
   * The market's intraday moves (factors.ts intradayShocks: one standard normal per session minute,
   * shared by the exchange's stocks on this day and loop) and the share of the stock's minute moves
   * they make (0–1): so the live day's stocks rise and dip together and breadth swings within the
   * session. Only the path between the open and the close changes; the day's bar is the history's.
   */
  market?: { shocks: Float64Array; share: number };
}

/** One extended session (pre-market or after-hours): its minutes' paths, lots and release position. */
interface ExtendedSession {
  /** Local seconds of the session's start and end. */
  from: number;
  to: number;
  /** mids[k] = price at the end of minute k − 1 (mids[0] the session's first reference). */
  mids: Float64Array;
  lots: Float64Array;
  /** The next minute to plan and the trade inside the current plan. */
  minute: number;
  idx: number;
  planned: boolean;
  tag: string;
}

interface ExtendedPlan {
  pre: ExtendedSession;
  after: ExtendedSession;
  trades: number;
  plan: MinutePlan;
}

/**
 * A minute's lots over its n trades: one lot each, the rest by the weights w (sum ws), the rounding
 * remainder to the last trade, so the trades' volumes add up to the minute's lots exactly.
 */
function spreadLots(volume: Float64Array, w: Float64Array, ws: number, n: number, lots: number): void {
  const left = lots - n;
  let given = 0;
  for (let j = 0; j < n; j++) {
    const extra = mFloor((left * w[j]) / ws);
    volume[j] = 1 + extra;
    given += extra;
  }
  volume[n - 1] += left - given;
}

export class StockDay {
  readonly seed: InstrumentSeed;
  readonly id: string;
  readonly exchange: Exchange;
  readonly bar: DayBar;
  readonly minutes: number;
  readonly total: number;
  readonly up: number;
  readonly down: number;
  private readonly globalSeed: number;
  private readonly midnight: number;
  private readonly round: Rounder;
  private readonly minuteStarts: Float64Array;
  /** mids[k] = planned price at the end of minute k−1; mids[0] = open, mids[n] = close */
  private readonly mids: Float64Array;
  private readonly lots: Float64Array;
  private readonly openLots: number;
  private readonly finalLots: number;

  // realized state
  last = 0;
  open = 0;
  high = 0;
  low = 0;
  volume = 0;
  amount = 0;
  buyVolume = 0;
  sellVolume = 0;
  tickCount = 0;
  lastTradeVol = 0;
  lastTradeTime = 0;
  /** Direction of the last trade: 1 sell, 2 buy, 0 auction. */
  lastProp = 0;
  /** Today's minute bars, the last TICK_RING trades and LARGE_RING large orders (day-series.ts). */
  readonly minuteBars: MinuteBars;
  readonly ticks: TickRing;
  readonly large = new LargeOrderRing(LARGE_RING);
  /** Today's capital flow so far, from the trades released (server/market/flow.ts). */
  readonly flow: FlowTotals = emptyFlow();
  private tickId = 0;
  private openDone = false;
  private finalDone = false;
  /** next minute to plan, and the position inside the current minute's plan */
  private curMinute = 0;
  private curPlan: MinutePlan | undefined;
  /**
   * Two plan buffers: the current minute's, and a spare that planAhead() fills with the next
   * minute's before its boundary (spareMinute names it; -1 when it holds nothing planned).
   */
  private readonly plans: [MinutePlan, MinutePlan];
  private spare: MinutePlan;
  private spareMinute = -1;
  /** Trades planned per session minute for this instrument (before a small random trim). */
  private readonly tradesPerMinute: number;
  /** Minutes at the end of the session without continuous trades (the CN closing auction). */
  private readonly closingMinutes: number;
  /** Prefix of the random stream keys: the demo loop gives each loop its own path. */
  private readonly loopKey: string;
  private curIdx = 0;
  /**
   * US extended sessions (undefined elsewhere): the pre-market and after-hours minutes released so
   * far, as the pre-market minute feed (504) serves them, and the last extended trade price.
   */
  readonly extended = new ExtendedMinutes();
  extLast = 0;
  private readonly ext: ExtendedPlan | undefined;

  constructor(o: DayOptions) {
    this.seed = o.seed;
    this.id = o.id;
    this.exchange = o.exchange;
    this.bar = o.bar;
    this.globalSeed = o.globalSeed;
    this.up = o.up;
    this.down = o.down;
    this.round = rounderFor(o.seed);
    const base = mMax(4, o.tradesPerMinute ?? DEFAULT_TRADES_PER_MINUTE);
    this.tradesPerMinute = mRound(base * (1 + liquidity(o.bar)));
    this.plans = [newPlan(this.tradesPerMinute), newPlan(this.tradesPerMinute)];
    this.spare = this.plans[0];
    this.closingMinutes = o.closingAuction === false ? 0 : SCHEDULES[o.exchange].closingAuctionMinutes;
    this.loopKey = o.loop === undefined ? '' : `loop${o.loop}|`;
    this.minutes = sessionMinutes(o.exchange);
    this.total = this.minutes * 60;
    this.midnight = localMidnightUnix(o.bar.day, TIME_ZONE[o.exchange]);
    this.minuteStarts = minuteStarts(o.exchange, this.midnight);
    this.minuteBars = new MinuteBars(o.bar.preClose, this.minutes);
    this.ticks = new TickRing(o.bar.day, TICK_RING);
    this.last = o.bar.preClose;
    const r = keyed(o.globalSeed, o.id, o.bar.day, `${this.loopKey}path`);
    this.mids = this.bridge(r, o.market);
    const split = this.splitVolume(r);
    this.lots = split.lots;
    this.openLots = split.openLots;
    this.finalLots = split.finalLots;
    this.ext = o.extended ? this.extendedPlan() : undefined;
  }

  get preClose(): number {
    return this.bar.preClose;
  }
  get opened(): boolean {
    return this.openDone;
  }

  /** Unix seconds of a continuous-session offset (seconds) on this day. */
  unixAt(elapsed: number): number {
    const k = mMin(this.minutes - 1, mFloor(elapsed / 60));
    return this.minuteStarts[k] + mFloor(elapsed - k * 60);
  }

  /** Minute mids from a Brownian bridge open → close, scaled so the path touches high and low. */
  private bridge(r: Rng, market?: { shocks: Float64Array; share: number }): Float64Array {
    const { open, close, high, low } = this.bar;
    const n = this.minutes;
    const x = new Float64Array(n + 1);
    // The path is the straight line open → close (in log price) plus the bridge's deviation, the
    // rises and the falls each scaled by the largest factor that keeps every continuous minute
    // inside the day's high and low; the minute that sets it lands on the extreme. So the whole
    // line fills the day's range as a random walk would (path 4–10× the range, tested in
    // intraday-path.test.ts). Two earlier ways failed: a fixed 0.4 % a minute zigzagged megacaps
    // across their range every few minutes (path 13–25×), and stretching only what went beyond
    // the open and close turned a dip of one minute into a spike to the day's low.
    const logOpen = mLog(open);
    const drift = mLog(close / open);
    const lastTrade = mMin(n - 1, n - this.closingMinutes);
    const hiLog = mLog(high);
    const loLog = mLog(low);
    // Parkinson: σ_day ≈ ln(H/L) / 1.665, spread over the session's minutes.
    const natural = mMax(hiLog - loLog, 0.002) / 1.665 / mSqrt(n);
    // Of up to BRIDGE_TRIES walks, the one whose own rises and falls reach the high and the low at
    // nearest the day's minute volatility: one walk alone often fell short and needed a hump or a
    // 1.5× stretch to get there, a steep climb to the high and back (the HK 分时 of 00700).
    let dev = new Float64Array(n + 1);
    let up = Infinity;
    let down = Infinity;
    let kMax = -1;
    let kMin = -1;
    let bestCost = Infinity;
    const w = new Float64Array(n + 1);
    for (let t = 0; t < BRIDGE_TRIES && bestCost > BRIDGE_GOOD_ENOUGH; t++) {
      if (market && market.shocks.length > n) {
        // Same variance per step: share² of it the market's, the rest the stock's own.
        const a = market.share;
        const b = mSqrt(1 - a * a);
        for (let k = 1; k <= n; k++) w[k] = w[k - 1] + a * market.shocks[k] + b * r.normal();
      } else for (let k = 1; k <= n; k++) w[k] = w[k - 1] + r.normal();
      const d = new Float64Array(n + 1);
      for (let k = 1; k < n; k++) d[k] = w[k] - (k / n) * w[n];
      let u = Infinity;
      let v = Infinity;
      let kU = -1;
      let kD = -1;
      for (let k = 1; k <= lastTrade; k++) {
        const line = logOpen + drift * (k / n);
        if (d[k] > 0) {
          const f = (hiLog - line) / d[k];
          if (f < u) {
            u = f;
            kU = k;
          }
        } else if (d[k] < 0) {
          const f = (loLog - line) / d[k];
          if (f < v) {
            v = f;
            kD = k;
          }
        }
      }
      // How far each side's scale is from the natural one (a side that never deviates: far).
      const side = (f: number) => (Number.isFinite(f) && f > 0 ? mAbs(mLog(f / natural)) : 3);
      const cost = side(u) + side(v);
      if (cost < bestCost) {
        bestCost = cost;
        dev = d;
        up = u;
        down = v;
        kMax = kU;
        kMin = kD;
      }
    }
    // At most a few times the minute volatility the day's range implies (Parkinson: σ_day ≈
    // ln(H/L) / 1.665): a side whose deviations are small is not blown up into a zigzag; a smooth
    // hump around its extreme minute carries it the rest of the way to the high or the low.
    up = Number.isFinite(up) ? mMin(mMax(0, up), MAX_STRETCH * natural) : 0;
    down = Number.isFinite(down) ? mMin(mMax(0, down), MAX_STRETCH * natural) : 0;
    const path = new Float64Array(n + 1);
    for (let k = 1; k < n; k++) path[k] = logOpen + drift * (k / n) + dev[k] * (dev[k] > 0 ? up : down);
    // A side with no deviation at all (the bridge stayed below the line, say): its extreme goes
    // where the path is nearest to it.
    if (kMax < 0) kMax = extremeMinute(path, lastTrade, 1);
    if (kMin < 0) kMin = extremeMinute(path, lastTrade, -1);
    // Each hump is as wide as a random walk at the day's minute volatility needs to climb its gap
    // ((gap / σ_minute)² minutes): a fixed 24-minute hump made a gap of half the range a sharp
    // spike to the high and back (the HK 分时 of 00700). The two gaps are solved together, so
    // neither hump moves the other's extreme off its price.
    const gU0 = kMax > 0 ? mMax(0, hiLog - path[kMax]) : 0;
    const gD0 = kMin > 0 ? mMin(0, loLog - path[kMin]) : 0;
    const widthFor = (g: number) => mMin(n / 3, mMax(HUMP_MINUTES, (g / natural) * (g / natural)));
    const wUp = widthFor(gU0);
    const wDown = widthFor(gD0);
    const upAtLow = kMax > 0 && kMin > 0 ? bell(kMin - kMax, wUp) : 0;
    const downAtHigh = kMax > 0 && kMin > 0 ? bell(kMax - kMin, wDown) : 0;
    // gU + gD·downAtHigh = gU0 and gU·upAtLow + gD = gD0; the determinant is 1 − a product of bells < 1.
    const det = 1 - upAtLow * downAtHigh;
    let gapUp = gU0;
    let gapDown = gD0;
    if (det > 0.05) {
      gapUp = mMax(0, (gU0 - gD0 * downAtHigh) / det);
      gapDown = mMin(0, (gD0 - gU0 * upAtLow) / det);
    }
    x[0] = open;
    x[n] = close;
    for (let k = 1; k < n; k++) {
      const hump = gapUp * bell(k - kMax, wUp) + gapDown * bell(k - kMin, wDown);
      x[k] = mMin(high, mMax(low, this.round(mExp(path[k] + hump))));
    }
    // Only points that end a continuous minute can carry the day's extremes (not the close, x[n]).
    const top = mMax(open, close);
    const bot = mMin(open, close);
    if (high > top && kMax > 0) x[kMax] = high;
    if (low < bot && kMin > 0) x[kMin] = low;
    for (let k = lastTrade + 1; k < n; k++) x[k] = x[lastTrade];
    return x;
  }

  /**
   * Splits the day's volume: opening auction, closing print, and for every continuous minute a
   * floor of lots (one per planned trade when the day has that many, so quiet minutes still trade
   * at the full cadence), the rest along the intraday U-shape.
   */
  private splitVolume(r: Rng): { lots: Float64Array; openLots: number; finalLots: number } {
    const n = this.minutes;
    const totalLots = mRound(this.bar.volume / this.seed.lotSize);
    const cam = this.closingMinutes;
    const tradeMinutes = n - cam;
    const openLots = mMax(1, mRound(totalLots * 0.012));
    const finalLots = mMax(1, mRound(totalLots * (cam > 0 ? 0.02 : 0.01)));
    const floorLots = mMax(1, mMin(this.tradesPerMinute, mFloor((totalLots * 0.7) / tradeMinutes)));
    const rest = totalLots - openLots - finalLots - tradeMinutes * floorLots;
    const weights = new Float64Array(tradeMinutes);
    let sum = 0;
    for (let k = 0; k < tradeMinutes; k++) {
      const u = 1 + 1.6 * mExp(-k / 12) + 0.9 * mExp(-(tradeMinutes - 1 - k) / 12);
      weights[k] = u * mExp(0.35 * r.normal());
      sum += weights[k];
    }
    const lots = new Float64Array(n);
    let given = 0;
    for (let k = 0; k < tradeMinutes; k++) {
      const extra = mMax(0, mFloor((rest * weights[k]) / sum));
      lots[k] = floorLots + extra;
      given += lots[k];
    }
    // Rounding remainder goes to the first minute, so the day's lots add up exactly.
    lots[0] += totalLots - openLots - finalLots - given;
    return { lots, openLots, finalLots };
  }

  /**
   * Plans the next minute's trades into the spare buffer ahead of its boundary; false when there is
   * nothing left to plan. A minute's plan depends on the day alone (its seeded stream, lots and
   * path), not on when it is made, so planning early changes no trade. Every instrument of an
   * exchange crosses a minute in the same step: planned then, they made that step 7–12 ms of the
   * server's main thread (stop 46); advanceExchange plans a few a step instead.
   */
  planAhead(): boolean {
    const k = this.curPlan ? this.curMinute + 1 : this.curMinute;
    if (k >= this.minutes || this.spareMinute === k) return false;
    this.planMinute(k, this.spare);
    this.spareMinute = k;
    return true;
  }

  /** Minute k's plan in the spare buffer (planned now unless planAhead did), made current. */
  private takePlan(k: number): MinutePlan {
    const plan = this.spareMinute === k ? this.spare : this.planMinute(k, this.spare);
    this.spare = plan === this.plans[0] ? this.plans[1] : this.plans[0];
    this.spareMinute = -1;
    return plan;
  }

  /** Plans minute k's trades into one of this day's reusable plan buffers (no allocation per minute). */
  private planMinute(k: number, plan: MinutePlan): MinutePlan {
    const lots = this.lots[k];
    plan.n = 0;
    if (lots <= 0) return plan;
    const r = keyed(this.globalSeed, this.id, this.bar.day, this.loopKey ? `${this.loopKey}${k}` : k);
    const n = mMax(1, mMin(lots, this.tradesPerMinute - r.int(0, 2)));
    const { t, w, price, volume, prop } = plan;
    // Stratified times, one per n-th of the minute: the gap between trades stays under two n-ths of
    // a minute (the cadence the demo clock promises), and the times come out sorted.
    for (let j = 0; j < n; j++) t[j] = (j + r.next()) / n;
    // Volumes: one lot each, the rest by exponential weights (a few blocks make the large orders).
    let ws = 0;
    for (let j = 0; j < n; j++) {
      w[j] = -mLog(1 - r.next()) * (r.next() < 0.04 ? 10 : 1);
      ws += w[j];
    }
    spreadLots(volume, w, ws, n, lots);
    const from = this.mids[k];
    const to = this.mids[k + 1];
    const { high, low } = this.bar;
    const tick = tickSize(this.seed, from);
    const lo = mMax(low, mMin(from, to) - tick);
    const hi = mMin(high, mMax(from, to) + tick);
    const drift = to - from;
    for (let j = 0; j < n; j++) {
      const buy = r.next() < 0.5 + (drift > 0 ? 0.12 : drift < 0 ? -0.12 : 0);
      prop[j] = buy ? 2 : 1;
      if (j === n - 1) {
        price[j] = to;
      } else {
        const mid = from + drift * t[j] + tick * 0.8 * r.normal();
        // The one-tick spread may reach just outside the path from → to, never outside the day's range.
        const p = buy ? this.round(mid, 'up') : this.round(mid, 'down');
        price[j] = this.round(mMin(hi, mMax(lo, p)));
      }
      volume[j] *= this.seed.lotSize;
      t[j] = (k + t[j]) * 60;
    }
    plan.n = n;
    return plan;
  }

  /** Adds the minute bars up to k (a bar with no trade carries the last price forward). */
  private minuteBar(k: number): void {
    const bars = this.minuteBars;
    while (bars.length <= k) {
      const i = bars.length;
      const prev = i > 0 ? bars.price(i - 1) : this.openDone ? this.open : this.preClose;
      bars.add(this.unixAt((i + 1) * 60), prev, this.volume > 0 ? this.amount / this.volume : prev);
    }
  }

  private trade(k: number, t: number, price: number, volume: number, prop: number, keep: boolean): void {
    this.minuteBar(k);
    this.minuteBars.trade(k, price, volume);
    if (!this.openDone) {
      this.openDone = true;
      this.open = price;
      this.high = price;
      this.low = price;
    }
    if (price > this.high) this.high = price;
    if (price < this.low) this.low = price;
    this.last = price;
    this.volume += volume;
    this.amount += price * volume;
    if (prop === 2) this.buyVolume += volume;
    else if (prop === 1) this.sellVolume += volume;
    addTrade(this.flow, price, volume, prop);
    this.tickCount++;
    this.lastTradeVol = volume;
    this.lastProp = prop;
    const unix = this.unixAt(t);
    this.lastTradeTime = unix;
    this.minuteBars.setAvgPrice(k, this.amount / this.volume);
    this.tickId++;
    if (keep) this.ticks.push(this.tickId, unix, price, volume, prop);
    if (price * volume >= LARGE_ORDER_AMOUNT) {
      const bars = this.minuteBars;
      const ref = bars.length > 1 ? bars.price(bars.length - 2) : this.preClose;
      this.large.push(price, volume, unix, prop === 2 ? 'U' : prop === 1 ? 'D' : price >= ref ? 'U' : 'D');
    }
  }

  /**
   * Releases every planned trade up to `elapsed` continuous seconds. `openPrinted`: the opening
   * auction result is public; `closed`: the closing print is due. Ticks are kept (for the tick list)
   * only for the last minutes when catching up, so a start-up catch-up stays cheap.
   * Returns the number of trades released.
   */
  advance(elapsed: number, openPrinted: boolean, closed: boolean, collect?: Tick[]): number {
    let count = 0;
    // When catching up, only the last minutes' trades are kept as ticks (enough to fill the ring).
    const keepFrom = mFloor(mMin(elapsed, this.total) / 60) - KEEP_MINUTES;
    if (!this.openDone && (openPrinted || elapsed > 0 || closed)) {
      this.trade(0, 0, this.bar.open, this.openLots * this.seed.lotSize, 0, keepFrom <= 0 || !!collect);
      if (collect) collect.push(this.ticks.last());
      count++;
    }
    if (!this.openDone) return count;
    const end = mMin(elapsed, this.total);
    // Minutes whose start has passed exist as bars even when nobody traded in them.
    const started = mMin(this.minutes, mCeil(end / 60));
    while (this.curMinute < this.minutes) {
      if (!this.curPlan) {
        if (this.curMinute * 60 >= end) break;
        this.curPlan = this.takePlan(this.curMinute);
        this.curIdx = 0;
      }
      const plan = this.curPlan;
      const k = this.curMinute;
      const keep = k >= keepFrom;
      while (this.curIdx < plan.n && plan.t[this.curIdx] < end) {
        const j = this.curIdx++;
        this.trade(k, plan.t[j], plan.price[j], plan.volume[j], plan.prop[j], keep || !!collect);
        if (collect) collect.push(this.ticks.last());
        count++;
      }
      if (this.curIdx < plan.n) break;
      this.curPlan = undefined;
      this.curMinute++;
    }
    if (started > 0) this.minuteBar(started - 1);
    if (closed && !this.finalDone && this.curMinute >= this.minutes) {
      this.finalDone = true;
      const k = this.minutes - 1;
      const prop = this.bar.close >= this.last ? 2 : 1;
      this.trade(k, this.total, this.bar.close, this.finalLots * this.seed.lotSize, prop, true);
      if (collect) collect.push(this.ticks.last());
      count++;
    }
    return count;
  }

  // ---- US extended sessions ----

  /**
   * Plans the extended sessions: pre-market walks from the previous close to the day's open (so the
   * open does not come from nowhere), after-hours from the close; both move within a fraction of a
   * percent. Their volume is a thin share of the day's (PRE_MARKET_VOLUME_SHARE,
   * AFTER_HOURS_VOLUME_SHARE), rising towards the open and falling after the close, never less
   * than a lot per planned trade. The regular session's bar, minutes and volume stay as they are.
   */
  private extendedPlan(): ExtendedPlan | undefined {
    const preRange = phaseRange(this.exchange, 'preMarket');
    const afterRange = phaseRange(this.exchange, 'afterHours');
    if (!preRange || !afterRange) return undefined;
    const trades = mMax(2, mRound(this.tradesPerMinute * EXTENDED_TRADE_SHARE));
    const totalLots = this.bar.volume / this.seed.lotSize;
    const r = keyed(this.globalSeed, this.id, this.bar.day, `${this.loopKey}extended`);
    const session = (
      [from, to]: readonly [number, number],
      startPrice: number,
      endPrice: number | undefined,
      share: number,
      weight: (k: number, n: number) => number,
      tag: string,
    ): ExtendedSession => {
      const n = (to - from) / 60;
      const w = new Float64Array(n + 1);
      for (let k = 1; k <= n; k++) w[k] = w[k - 1] + r.normal();
      const scale = EXTENDED_SIGMA / mSqrt(n);
      const mids = new Float64Array(n + 1);
      for (let k = 0; k <= n; k++) {
        // A bridge to endPrice (pre-market reaches the open), or a free walk (after-hours).
        const b = endPrice === undefined ? w[k] : w[k] - (k / n) * w[n];
        const drift = endPrice === undefined ? 0 : mLog(endPrice / startPrice) * (k / n);
        mids[k] = mMax(tickSize(this.seed, startPrice), this.round(startPrice * mExp(drift + scale * b)));
      }
      const lots = new Float64Array(n);
      const weights = new Float64Array(n);
      let sum = 0;
      for (let k = 0; k < n; k++) sum += weights[k] = weight(k, n) * mExp(0.4 * r.normal());
      const sessionLots = totalLots * share;
      for (let k = 0; k < n; k++) lots[k] = mMax(trades, mFloor((sessionLots * weights[k]) / sum));
      return { from, to, mids, lots, minute: 0, idx: 0, planned: false, tag };
    };
    return {
      trades,
      plan: newPlan(trades),
      // Pre-market grows towards the open; after-hours is busiest just after the close.
      pre: session(
        preRange,
        this.preClose,
        this.bar.open,
        PRE_MARKET_VOLUME_SHARE,
        (k, n) => 0.2 + mExp(-(n - 1 - k) / 40),
        'pre',
      ),
      after: session(
        afterRange,
        this.bar.close,
        undefined,
        AFTER_HOURS_VOLUME_SHARE,
        (k) => 0.2 + mExp(-k / 30),
        'after',
      ),
    };
  }

  /** Plans extended minute k of a session: stratified times, one-tick noise around the path, lots. */
  private planExtendedMinute(x: ExtendedPlan, sess: ExtendedSession, k: number): MinutePlan {
    const plan = x.plan;
    const r = keyed(this.globalSeed, this.id, this.bar.day, `${this.loopKey}${sess.tag}${k}`);
    const n = mMax(1, x.trades - r.int(0, 1));
    const { t, w, price, volume, prop } = plan;
    let ws = 0;
    for (let j = 0; j < n; j++) {
      t[j] = (j + r.next()) / n;
      w[j] = -mLog(1 - r.next());
      ws += w[j];
    }
    spreadLots(volume, w, ws, n, sess.lots[k]);
    const from = sess.mids[k];
    const to = sess.mids[k + 1];
    const tick = tickSize(this.seed, from);
    for (let j = 0; j < n; j++) {
      const buy = r.next() < 0.5 + (to > from ? 0.1 : to < from ? -0.1 : 0);
      prop[j] = buy ? 2 : 1;
      const mid = j === n - 1 ? to : from + (to - from) * t[j] + tick * 0.8 * r.normal();
      price[j] = mMax(tick, this.round(mid));
      volume[j] *= this.seed.lotSize;
      t[j] = sess.from + (k + t[j]) * 60;
    }
    plan.n = n;
    return plan;
  }

  /**
   * Releases the extended trades of one session up to local time `seconds`: each is a tick (the
   * 明细 list shows it) and goes into its minute of the 504 feed, never into the regular session's
   * bar, volume, capital flow or large orders. Returns the number released.
   */
  private advanceSession(sess: ExtendedSession, seconds: number, collect?: Tick[]): number {
    const x = this.ext!;
    const n = sess.mids.length - 1;
    const end = mMin(seconds, sess.to);
    let count = 0;
    while (sess.minute < n) {
      const k = sess.minute;
      if (!sess.planned) {
        if (sess.from + k * 60 >= end) break;
        this.planExtendedMinute(x, sess, k);
        sess.planned = true;
        sess.idx = 0;
      }
      const plan = x.plan;
      while (sess.idx < plan.n && plan.t[sess.idx] < end) {
        const j = sess.idx++;
        this.extendedTrade(sess, k, plan.t[j], plan.price[j], plan.volume[j], plan.prop[j]);
        if (collect) collect.push(this.ticks.last());
        count++;
      }
      if (sess.idx < plan.n) break;
      sess.planned = false;
      sess.minute++;
    }
    return count;
  }

  private extendedTrade(
    sess: ExtendedSession,
    k: number,
    t: number,
    price: number,
    volume: number,
    prop: number,
  ): void {
    const time = this.midnight + sess.from + (k + 1) * 60;
    this.extended.trade(time, price, volume);
    this.extLast = price;
    this.tickId++;
    this.ticks.push(this.tickId, this.midnight + mFloor(t), price, volume, prop);
  }

  /**
   * Releases the extended trades due at local time of day `seconds`: the pre-market part (call it
   * before the regular session's advance) or the after-hours part (after it, once the close is
   * printed). 0 for an exchange or day without extended sessions.
   */
  advanceExtended(part: 'pre' | 'after', seconds: number, collect?: Tick[]): number {
    const x = this.ext;
    if (!x) return 0;
    if (part === 'after' && !this.finalDone) return 0;
    return this.advanceSession(part === 'pre' ? x.pre : x.after, seconds, collect);
  }

  /** Runs the whole day (history days: every trade released). */
  complete(): this {
    this.advance(this.total, true, true);
    return this;
  }

  /** Price at the end of minute bar k (carry-forward; preClose before the first trade). */
  closeAtMinute(k: number): number {
    if (k < 0) return this.openDone ? this.open : this.preClose;
    if (k < this.minuteBars.length) return this.minuteBars.price(k);
    return this.last;
  }

  /** The opening call auction, minute by minute (§7 (the calls it makes) pre-market minute 504). */
  auctionMinutes(): { time: number; price: number; volume: number; unmatched: number; flag: number }[] {
    const steps = this.exchange === 'CN' ? 10 : this.exchange === 'HK' ? 20 : 0;
    if (steps === 0) return [];
    const start = this.exchange === 'CN' ? 9 * 3600 + 15 * 60 : 9 * 3600;
    const r = keyed(this.globalSeed, this.id, this.bar.day, 'auction');
    const pre = this.preClose;
    const open = this.bar.open;
    const out = [];
    for (let j = 1; j <= steps; j++) {
      const f = j / steps;
      const noise = j === steps ? 0 : (open - pre) * 0.3 * r.normal() * (1 - f);
      const price = j === steps ? open : roundPrice(this.seed, pre + (open - pre) * mPow(f, 0.7) + noise);
      const matched = mRound(this.openLots * mPow(f, 1.3)) * this.seed.lotSize;
      const unmatched = mRound(this.openLots * (0.1 + 0.5 * r.next()) * (1.2 - f)) * this.seed.lotSize;
      out.push({
        time: this.midnight + start + j * 60,
        price: mMin(this.up || Infinity, mMax(this.down || 0, price)),
        volume: matched,
        unmatched,
        flag: open >= pre ? 1 : 2,
      });
    }
    return out;
  }
}
