/**
 * The factor model of daily returns (issue 34 item 1, docs/market-simulator.md "Factor model"):
 * a stock's normal-day return is β × its market's factor + its industry's factor (+ the growth
 * boards' style factor for ChiNext, STAR and Beijing) + its own noise. The factors are seeded paths
 * over the trading days, one stream per (seed, factor, year) like the stocks' own draws, so the
 * same seed gives the same year whatever day the server starts on and whichever stock asks first.
 *
 * The market factor's volatility moves in slow regimes (a log-AR(1)), has fat tails and now and
 * then a shock day, so a year holds calm stretches, a few days on which nearly every stock rises or
 * falls together, and limit-up counts that swing. Its standardised move (`mood`) also tilts each
 * A-share's odds of limit days and speculative streaks (history.ts): limit-ups cluster on strong days.
 */
import type { InstrumentSeed } from '../data/types';
import { instrumentById } from '../data/universe';
import { YearStreams, keyed } from './prng';
import { isCnShare, sizeScore } from './rules';

const { exp: mExp, max: mMax, min: mMin, sqrt: mSqrt } = Math;

/** Long-run daily volatility of each region's market factor (before the regime's ups and downs). */
export const MARKET_SIGMA: Record<string, number> = { CN: 0.012, HK: 0.012, USA: 0.0095 };
/** Daily volatility of an industry's own factor (over and above the market). */
export const SECTOR_SIGMA = 0.005;
/** Daily volatility of the growth boards' style factor (ChiNext, STAR, Beijing against the main boards). */
export const STYLE_SIGMA = 0.008;
/** Persistence and spread of the market's log-volatility regime. */
const REGIME_KEEP = 0.97;
const REGIME_SHOCK = 0.1;
/** Share of the market's log distance from its first day that it gives back each day. */
const MARKET_PULL = 0.003;
/** E[exp(2x)] of the stationary regime, to keep the long-run variance at MARKET_SIGMA². */
const REGIME_NORM = mExp((REGIME_SHOCK * REGIME_SHOCK) / (1 - REGIME_KEEP * REGIME_KEEP));

/** One factor's path over the trading days. */
export interface FactorPath {
  /** The factor's log return on each day. */
  ret: Float64Array;
  /** The day's move in units of the long-run volatility (the market's mood; NaN-free). */
  z: Float64Array;
}

/**
 * A market factor: fat-tailed normal moves scaled by a slowly moving volatility regime, with a
 * shock day (3–5 σ) about twice a year. Days are drawn in order from FIRST_DAY and never look ahead.
 */
export function marketPath(globalSeed: number, region: string, days: readonly number[]): FactorPath {
  const sigma = MARKET_SIGMA[region] ?? 0.01;
  const n = days.length;
  const ret = new Float64Array(n);
  const z = new Float64Array(n);
  let x = 0;
  let cum = 0;
  const years = new YearStreams(globalSeed, `factor|market|${region}`, 'f');
  for (let i = 0; i < n; i++) {
    const r = years.at(days[i]);
    x = REGIME_KEEP * x + REGIME_SHOCK * r.normal();
    const level = mExp(x) / mSqrt(REGIME_NORM);
    let e = r.normal();
    // A fat tail: one day in 25 moves 1.8× as far (kurtosis of a real index's days).
    if (r.next() < 0.04) e *= 1.8;
    // A shock day: a policy surprise, a global sell-off (55 % of them down).
    if (r.next() < 0.008) e = (r.next() < 0.55 ? -1 : 1) * (3 + 2 * r.next());
    z[i] = e * level;
    // A slow pull back towards the first day's level (half-life ~230 trading days): 上证指数 has
    // spent a decade between about 2,500 and 3,700, and a free walk would wander off as far as it likes.
    ret[i] = sigma * z[i] - MARKET_PULL * cum;
    cum += ret[i];
  }
  return { ret, z };
}

/** An industry's or a style's own factor: plain normal moves, a little wider in the market's wild regimes. */
export function plainPath(
  globalSeed: number,
  key: string,
  days: readonly number[],
  sigma: number,
): FactorPath {
  const n = days.length;
  const ret = new Float64Array(n);
  const z = new Float64Array(n);
  let cum = 0;
  const years = new YearStreams(globalSeed, `factor|${key}`, 'f');
  for (let i = 0; i < n; i++) {
    const r = years.at(days[i]);
    z[i] = r.normal();
    // Industries and styles rotate: what one gained against the market it gives back slowly.
    ret[i] = sigma * z[i] - MARKET_PULL * cum;
    cum += ret[i];
  }
  return { ret, z };
}

/** How one stock loads on the factors. */
export interface Loadings {
  /** Sensitivity to its market's factor. */
  beta: number;
  /** Its industry sector's id (the HY sector), or undefined (no industry factor). */
  sector?: string;
  /** 1 for the growth boards (ChiNext, STAR, Beijing), else 0. */
  style: number;
  /** Variance the factors contribute (long run), to take out of the stock's own volatility. */
  factorVariance: number;
}

/**
 * A stock's loadings: β by size and board (A-shares: 0.85 for a trillion-yuan float up to 1.15 for a
 * 1 bn float, +0.15 on the growth boards; B shares 0.6; HK and US 0.8–1.1 by size), the industry
 * factor for its HY sector, the style factor on the growth boards.
 */
export function loadingsOf(seed: InstrumentSeed): Loadings {
  const s = sizeScore(seed);
  const cn = isCnShare(seed);
  const growth = cn && (seed.board === 'chinext' || seed.board === 'star' || seed.board === 'bj');
  let beta: number;
  if (seed.region === 'CN') beta = seed.board === 'b' ? 0.6 : 1.1 - 0.175 * s + (growth ? 0.2 : 0);
  else beta = mMin(1.1, mMax(0.8, 1 - 0.1 * s));
  const sector = seed.sectors?.find((id) => instrumentById(id)?.sectorType === 'HY');
  const style = growth ? 1 : 0;
  const m = MARKET_SIGMA[seed.region] ?? 0.01;
  const factorVariance =
    beta * beta * m * m + (sector ? SECTOR_SIGMA * SECTOR_SIGMA : 0) + style * STYLE_SIGMA * STYLE_SIGMA;
  return { beta, sector, style, factorVariance };
}

/** Regions whose stocks follow a market factor. */
export function hasMarketFactor(seed: InstrumentSeed): boolean {
  return seed.kind === 'stock' && (seed.region === 'CN' || seed.region === 'HK' || seed.region === 'USA');
}

/**
 * The factor paths of one exchange's trading days under one seed, drawn when first asked for. The
 * simulator keeps one per exchange build; generateStockSeries finds it through factorsFor.
 */
export class FactorSet {
  private readonly markets = new Map<string, FactorPath>();
  private readonly plains = new Map<string, FactorPath>();
  constructor(
    readonly globalSeed: number,
    readonly days: readonly number[],
  ) {}
  market(region: string): FactorPath {
    let p = this.markets.get(region);
    if (!p) this.markets.set(region, (p = marketPath(this.globalSeed, region, this.days)));
    return p;
  }
  sector(id: string): FactorPath {
    return this.plain(`sector|${id}`, SECTOR_SIGMA);
  }
  style(region: string): FactorPath {
    return this.plain(`style|${region}`, STYLE_SIGMA);
  }
  private plain(key: string, sigma: number): FactorPath {
    let p = this.plains.get(key);
    if (!p) this.plains.set(key, (p = plainPath(this.globalSeed, key, this.days, sigma)));
    return p;
  }
}

const sets = new WeakMap<readonly number[], Map<number, FactorSet>>();

/** The factor set of a days list under a seed (one per list object, so an exchange build shares it). */
export function factorsFor(globalSeed: number, days: readonly number[]): FactorSet {
  let bySeed = sets.get(days);
  if (!bySeed) sets.set(days, (bySeed = new Map<number, FactorSet>()));
  let f = bySeed.get(globalSeed);
  if (!f) bySeed.set(globalSeed, (f = new FactorSet(globalSeed, days)));
  return f;
}

/**
 * The market's intraday moves on one day and demo loop: a standard normal per session minute
 * (index 1..minutes), shared by every stock of the exchange, keyed by (seed, exchange, day, loop).
 */
export function intradayShocks(
  globalSeed: number,
  exchange: string,
  day: number,
  loop: number | undefined,
  minutes: number,
): Float64Array {
  const r = keyed(
    globalSeed,
    `factor|intraday|${exchange}`,
    day,
    loop === undefined ? 'real' : `loop${loop}`,
  );
  const out = new Float64Array(minutes + 1);
  for (let k = 1; k <= minutes; k++) out[k] = r.normal();
  return out;
}

/**
 * How much of a live stock's minute moves are the market's: 0.55 × β (within 0.3–0.8) for stocks
 * with a market factor, 0.85 for an ETF (it tracks an index), none for the rest.
 */
export function intradayShare(seed: InstrumentSeed): number {
  if (seed.kind === 'etf') return 0.85;
  if (!hasMarketFactor(seed)) return 0;
  return mMin(0.8, mMax(0.3, 0.55 * loadingsOf(seed).beta));
}
