/**
 * Trading rules per instrument: price limits (§9, DESIGN.md), tick sizes (CN 0.01, B shares and
 * ETFs 0.001, HK spread table, US 0.01 / 0.0001 below $1), and price rounding on the tick grid.
 */
import type { InstrumentSeed } from '../data/types';
// Math members as module constants: global lookups are slow inside jest's vm sandbox (hot loops).
const { abs: mAbs, ceil: mCeil, floor: mFloor, max: mMax, min: mMin, pow: mPow, round: mRound } = Math;

/** Daily price limit as a ratio of the previous close; undefined = no limit (HK, US, indices). */
export function limitRatio(seed: InstrumentSeed): number | undefined {
  if (seed.region !== 'CN' || seed.kind === 'index' || seed.kind === 'sector' || seed.market === 'EUIDX') {
    return undefined;
  }
  if (seed.kind === 'etf') {
    // ETFs on the ChiNext and STAR indices share those boards' ±20 % limit.
    return seed.tracks === 'sz:399006' || seed.tracks === 'sh:000688' ? 0.2 : 0.1;
  }
  if (seed.st) return 0.05;
  switch (seed.board) {
    case 'star':
    case 'chinext':
      return 0.2;
    case 'bj':
      return 0.3;
    default:
      return 0.1;
  }
}

/** HKEX spread table (part A): upper bound of each price band and its tick. */
const HK_SPREADS: [number, number][] = [
  [0.25, 0.001],
  [0.5, 0.005],
  [10, 0.01],
  [20, 0.02],
  [100, 0.05],
  [200, 0.1],
  [500, 0.2],
  [1000, 0.5],
  [2000, 1],
  [5000, 2],
  [Infinity, 5],
];

/** Tick size for a price level. */
export function tickSize(seed: InstrumentSeed, price: number): number {
  if (seed.kind === 'sector') return 0.001;
  if (seed.kind === 'index') return 0.01;
  if (seed.region === 'HK') {
    for (const [upper, tick] of HK_SPREADS) if (price < upper) return tick;
  }
  if (seed.region === 'USA') return price < 1 ? 0.0001 : 0.01;
  if (seed.kind === 'etf' || seed.board === 'b') return 0.001;
  return 0.01;
}

/** Decimal places of a tick size (0.001 → 3). */
const decimalsCache = new Map<number, number>();
export function decimalsOf(tick: number): number {
  const cached = decimalsCache.get(tick);
  if (cached !== undefined) return cached;
  let d = 0;
  while (d < 6 && mAbs(mRound(tick * 10 ** d) - tick * 10 ** d) > 1e-9) d++;
  decimalsCache.set(tick, d);
  return d;
}

const POW10 = [1, 10, 100, 1000, 10000, 100000, 1000000];
/** Rounds to a number of decimals (faster than toFixed; prices are re-rounded on every trade). */
export function fix(value: number, decimals: number): number {
  const f = POW10[decimals] ?? 10 ** decimals;
  return mRound(value * f) / f;
}

/** Rounds a price to the nearest tick ('up'/'down' for directional rounding). */
export function roundPrice(
  seed: InstrumentSeed,
  price: number,
  mode: 'near' | 'up' | 'down' = 'near',
): number {
  const p = mMax(price, 0);
  const tick = tickSize(seed, p);
  const q = p / tick;
  const n = mode === 'up' ? mCeil(q - 1e-9) : mode === 'down' ? mFloor(q + 1e-9) : mRound(q);
  return fix(mMax(n, 1) * tick, decimalsOf(tick));
}

export type Rounder = (price: number, mode?: 'near' | 'up' | 'down') => number;

const rounders = new WeakMap<InstrumentSeed, Rounder>();
/**
 * A fast rounding function for one instrument: a fixed tick when the instrument has one (CN, indices,
 * sectors), the band lookup otherwise (HK spread table, US sub-dollar prices).
 */
export function rounderFor(seed: InstrumentSeed): Rounder {
  let r = rounders.get(seed);
  if (r) return r;
  if (seed.region === 'HK' && seed.kind === 'stock') {
    r = (p, mode = 'near') => roundPrice(seed, p, mode);
  } else if (seed.region === 'USA' && seed.kind === 'stock') {
    r = (p, mode = 'near') => roundPrice(seed, p, mode);
  } else {
    const tick = tickSize(seed, seed.basePrice);
    const f = 10 ** decimalsOf(tick);
    const inv = 1 / tick;
    r = (p, mode = 'near') => {
      const q = mMax(p, 0) * inv;
      const n = mode === 'up' ? mCeil(q - 1e-9) : mode === 'down' ? mFloor(q + 1e-9) : mRound(q);
      return mRound(mMax(n, 1) * tick * f) / f;
    };
  }
  rounders.set(seed, r);
  return r;
}

/** Limit prices for a previous close (0 when the instrument has no limit). */
export function limitPrices(seed: InstrumentSeed, preClose: number): { up: number; down: number } {
  const r = limitRatio(seed);
  if (r === undefined) return { up: 0, down: 0 };
  // Exchanges round the limit to the nearest tick (half up).
  const round = rounderFor(seed);
  return { up: round(preClose * (1 + r) + 1e-9), down: round(preClose * (1 - r) + 1e-9) };
}

/** True when a price lies on the instrument's tick grid. */
export function onTickGrid(seed: InstrumentSeed, price: number): boolean {
  const tick = tickSize(seed, price);
  const q = price / tick;
  return mAbs(q - mRound(q)) < 1e-6;
}

/** Daily volatility by market and board (used by the price process). */
export function dailyVolatility(seed: InstrumentSeed): number {
  if (seed.market === 'EUIDX') return 0.009;
  if (seed.region === 'HK') return 0.018;
  if (seed.region === 'USA') return 0.017;
  if (seed.kind === 'etf') return 0.012;
  if (seed.st) return 0.022;
  switch (seed.board) {
    case 'star':
    case 'chinext':
      return 0.026;
    case 'bj':
      return 0.03;
    case 'b':
      return 0.014;
    default:
      return 0.018;
  }
}

/** Typical daily turnover (volume / float): smaller floats trade a larger share of their float. */
export function typicalTurnover(seed: InstrumentSeed): number {
  const floatCap = mMax(seed.floatShares * seed.basePrice, 1e8);
  const base =
    seed.region === 'HK' ? 0.004 : seed.region === 'USA' ? 0.009 : seed.kind === 'etf' ? 0.01 : 0.02;
  return mMin(0.08, mMax(0.0015, base * mPow(5e10 / floatCap, 0.3)));
}
