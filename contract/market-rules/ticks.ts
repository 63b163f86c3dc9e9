/**
 * Tick sizes (minimum price steps) and rounding prices onto them.
 *
 * CN: 0.01; ETFs 0.001; Shanghai B shares (900xxx, US$) 0.001, Shenzhen B shares (200xxx, HK$) 0.01.
 * HK: HKEX's spread table, each band's upper bound inclusive ("from 0.01 to 0.25", "over 0.25 to
 * 0.50", …). USA: 0.01 from $1, 0.0001 below (Reg NMS Rule 612). Indices step 0.01 and sectors
 * 0.001 (computed values, not orders; the simulator rounds them the same way).
 */
import { isShenzhenBShare, type RuleSubject } from './instrument';

// Math members as module constants: global lookups are slow inside jest's vm sandbox, and the
// simulator rounds every planned trade through here.
const { abs: mAbs, ceil: mCeil, floor: mFloor, max: mMax, round: mRound } = Math;

/** One band of a spread table: prices up to and including `upTo` step by `tick`. */
export interface SpreadBand {
  upTo: number;
  tick: number;
}

/** Bands every HKEX spread table shares: up to 0.50, and over 100. */
const HK_BANDS_TO_0_50: readonly SpreadBand[] = [
  { upTo: 0.25, tick: 0.001 },
  { upTo: 0.5, tick: 0.005 },
];
const HK_BANDS_OVER_100: readonly SpreadBand[] = [
  { upTo: 200, tick: 0.1 },
  { upTo: 500, tick: 0.2 },
  { upTo: 1000, tick: 0.5 },
  { upTo: 2000, tick: 1 },
  { upTo: 5000, tick: 2 },
  { upTo: Infinity, tick: 5 },
];

/**
 * HKEX spread table for equities, REITs and other applicable securities since 4 August 2025
 * (phase 1 of the minimum-spread reduction: over 10 to 20 → 0.01, over 20 to 50 → 0.02). HKEX has
 * announced a phase 2 (over 0.50 to 10 → 0.005) without an effective date; add it here when it has one.
 */
export const HK_SPREAD_TABLE: readonly SpreadBand[] = [
  ...HK_BANDS_TO_0_50,
  { upTo: 20, tick: 0.01 },
  { upTo: 50, tick: 0.02 },
  { upTo: 100, tick: 0.05 },
  ...HK_BANDS_OVER_100,
];

/** HKEX spread table for exchange traded products, which the 2025 reduction left out. */
export const HK_ETP_SPREAD_TABLE: readonly SpreadBand[] = [
  ...HK_BANDS_TO_0_50,
  { upTo: 10, tick: 0.01 },
  { upTo: 20, tick: 0.02 },
  { upTo: 100, tick: 0.05 },
  ...HK_BANDS_OVER_100,
];

/** The tick of the band a price falls in (a price equal to a band's upper bound belongs to that band). */
export function spreadOf(table: readonly SpreadBand[], price: number): number {
  for (const band of table) if (price <= band.upTo) return band.tick;
  return table[table.length - 1].tick;
}

/** Minimum price step of an instrument at a price level. */
export function tickSize(subject: RuleSubject, price: number): number {
  if (subject.kind === 'sector') return 0.001;
  if (subject.kind === 'index') return 0.01;
  if (subject.region === 'HK') {
    return spreadOf(subject.kind === 'etf' ? HK_ETP_SPREAD_TABLE : HK_SPREAD_TABLE, price);
  }
  if (subject.region === 'USA') return price < 1 ? 0.0001 : 0.01;
  if (subject.kind === 'etf') return 0.001;
  if (subject.board === 'b') return isShenzhenBShare(subject.code) ? 0.01 : 0.001;
  return 0.01;
}

/** True when the tick does not depend on the price (CN, indices, sectors). */
function hasFixedTick(subject: RuleSubject): boolean {
  return !((subject.region === 'HK' || subject.region === 'USA') && subject.kind !== 'index');
}

const decimalsCache = new Map<number, number>();
/** Decimal places of a tick size (0.001 → 3). */
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

export type RoundMode = 'near' | 'up' | 'down';

function stepsOf(q: number, mode: RoundMode): number {
  return mode === 'up' ? mCeil(q - 1e-9) : mode === 'down' ? mFloor(q + 1e-9) : mRound(q);
}

/** Rounds a price onto the instrument's tick grid (nearest, or 'up'/'down'); at least one tick. */
export function roundPrice(subject: RuleSubject, price: number, mode: RoundMode = 'near'): number {
  const p = mMax(price, 0);
  const tick = tickSize(subject, p);
  return fix(mMax(stepsOf(p / tick, mode), 1) * tick, decimalsOf(tick));
}

/**
 * Rounds half up onto the tick grid, as the exchanges compute limit prices ("四舍五入取至价格最小变动
 * 单位"). The quotient is cut to 12 significant digits first, so a binary artefact such as
 * 1.1685 / 0.01 = 116.84999… still counts as the half it is.
 */
export function roundHalfUpToTick(subject: RuleSubject, value: number): number {
  const p = mMax(value, 0);
  const tick = tickSize(subject, p);
  const q = Number((p / tick).toPrecision(12));
  return fix(mMax(mFloor(q + 0.5), 1) * tick, decimalsOf(tick));
}

export type Rounder = (price: number, mode?: RoundMode) => number;

const rounders = new WeakMap<RuleSubject, Rounder>();
/**
 * A fast rounding function for one instrument: a fixed tick when the instrument has one (CN, indices,
 * sectors), the band lookup otherwise (HK spread table, US sub-dollar prices).
 */
export function rounderFor(subject: RuleSubject): Rounder {
  let r = rounders.get(subject);
  if (r) return r;
  if (!hasFixedTick(subject)) {
    r = (p, mode = 'near') => roundPrice(subject, p, mode);
  } else {
    const tick = tickSize(subject, 1);
    const f = 10 ** decimalsOf(tick);
    const inv = 1 / tick;
    r = (p, mode = 'near') => mRound(mMax(stepsOf(mMax(p, 0) * inv, mode), 1) * tick * f) / f;
  }
  rounders.set(subject, r);
  return r;
}

/** True when a price lies on the instrument's tick grid. */
export function onTickGrid(subject: RuleSubject, price: number): boolean {
  const q = price / tickSize(subject, price);
  return mAbs(q - mRound(q)) < 1e-6;
}
