/**
 * The simulator's market rules. Limits, ticks, lots and rounding are the exchanges' rules, written
 * once in contract/market-rules (shared with the app) and re-exported here for the simulator's modules;
 * what stays here is the simulator's own model: volatility, turnover and event odds by size and board.
 */
import type { InstrumentSeed } from '../data/types';

export {
  decimalsOf,
  fix,
  limitPrices,
  limitRatio,
  onTickGrid,
  roundPrice,
  rounderFor,
  tickSize,
  type Rounder,
} from '../../contract/market-rules';

// Math members as module constants: global lookups are slow inside jest's vm sandbox (hot loops).
const { log10: mLog10, max: mMax, min: mMin, pow: mPow } = Math;

/**
 * Company size as log10 of the float value over 10 bn in the trading currency, clamped to [−1, 2]:
 * −1 is a 1 bn (10亿) float, 0 a 10 bn (100亿) float, 1 a 100 bn (1000亿) float, 2 a trillion.
 */
export function sizeScore(seed: InstrumentSeed): number {
  const floatValue = mMax(1e8, (seed.floatShares || 1e9) * seed.basePrice);
  return mMin(2, mMax(-1, mLog10(floatValue / 1e10)));
}

/** An A-share stock (Shanghai, Shenzhen or Beijing, not a B share): the size model below applies. */
export function isCnShare(seed: InstrumentSeed): boolean {
  return seed.region === 'CN' && seed.kind === 'stock' && seed.board !== 'b';
}

/** Normal-day volatility of an A-share at size 0 (a 100亿 float), by board. */
function cnBaseVolatility(seed: InstrumentSeed): number {
  if (seed.st) return 0.024;
  switch (seed.board) {
    case 'star':
    case 'chinext':
      return 0.029;
    case 'bj':
      return 0.03;
    default:
      return 0.022;
  }
}

/**
 * Daily volatility of a normal day (used by the price process; event days and hot streaks come on
 * top, see stockModel). A-shares: the board's base times 1 − 0.22 × size, so a 1 bn float moves
 * about 1.2×, a 100 bn float 0.78× and a trillion 0.56× the base (docs/market-simulator.md).
 */
export function dailyVolatility(seed: InstrumentSeed): number {
  if (isCnShare(seed)) return cnBaseVolatility(seed) * mMin(1.22, mMax(0.56, 1 - 0.22 * sizeScore(seed)));
  // Elsewhere a gentle size factor: 0.6× for the largest floats, up to 1.25× for small ones.
  const floatValue = mMax(1e8, (seed.floatShares || 1e9) * seed.basePrice);
  const size = mMin(1.25, mMax(0.6, mPow(5e10 / floatValue, 0.08)));
  if (seed.market === 'EUIDX') return 0.009 * size;
  if (seed.region === 'HK') return 0.018 * size;
  if (seed.region === 'USA') return 0.017 * size;
  if (seed.kind === 'etf') return 0.012;
  return 0.014 * size;
}

/**
 * Typical daily turnover (volume / float) of a normal day. A-shares: the board's base (2 % main,
 * 3 % ChiNext/STAR, 3.5 % Beijing, 2.5 % ST) times 10^(−0.4 × size): 5 % of the float for a 1 bn
 * float, 0.8 % for 100 bn, 0.3 % for a trillion. Other markets: smaller floats trade a larger share.
 */
export function typicalTurnover(seed: InstrumentSeed): number {
  if (isCnShare(seed)) {
    const base = seed.st
      ? 0.025
      : seed.board === 'star' || seed.board === 'chinext'
        ? 0.03
        : seed.board === 'bj'
          ? 0.035
          : 0.02;
    return mMin(0.08, mMax(0.002, base * mPow(10, -0.4 * sizeScore(seed))));
  }
  const floatCap = mMax(seed.floatShares * seed.basePrice, 1e8);
  const base =
    seed.region === 'HK' ? 0.004 : seed.region === 'USA' ? 0.009 : seed.kind === 'etf' ? 0.01 : 0.02;
  return mMin(0.08, mMax(0.0015, base * mPow(5e10 / floatCap, 0.3)));
}

/**
 * The event model of an A-share's daily history (server/market/history.ts), calibrated in
 * docs/market-simulator.md ("Daily history"). Probabilities are per trading day.
 */
export interface StockModel {
  /** Normal-day volatility. */
  sigma: number;
  /** Normal-day turnover (volume / float). */
  turnover: number;
  /** Odds that a hot streak (speculative run, 游资 streak) starts on a day. */
  hotOdds: number;
  /** Median turnover of a hot-streak day. */
  hotTurnover: number;
  /** Scale of a hot day's move in units of the limit (1 up to a 100 bn float, 0.4 for a trillion). */
  hotScale: number;
  /** Odds of a news day (a large move on a volume surge with a wide range) outside a streak. */
  eventOdds: number;
  /** Odds of a lone limit-up close outside a streak (a limit-down close: 0.6 of it). */
  limitOdds: number;
}

export function stockModel(seed: InstrumentSeed): StockModel {
  const s = sizeScore(seed);
  const growth = seed.board === 'star' || seed.board === 'chinext' || seed.board === 'bj';
  // A wider limit is reached less often: lone limit closes at half the rate on ±20 %, 0.3 on ±30 %.
  const limitScale = seed.board === 'bj' ? 0.3 : growth ? 0.5 : 1;
  const clamp = (x: number, lo: number, hi: number) => mMin(hi, mMax(lo, x));
  return {
    sigma: dailyVolatility(seed),
    turnover: typicalTurnover(seed),
    hotOdds: clamp(0.014 * mPow(10, -0.9 * s), 0.00005, 0.02),
    hotTurnover: clamp(0.18 * mPow(10, -0.35 * s), 0.03, 0.4) * (growth ? 1.3 : 1),
    // Beijing's ±30 % is rarely run into: its hot days move 0.6 of what the limit would allow.
    hotScale: clamp(1.6 - 0.6 * s, 0.4, 1) * (seed.board === 'bj' ? 0.6 : 1),
    eventOdds: clamp(0.018 * mPow(10, -0.4 * s), 0.003, 0.04),
    // Less a constant, so the largest floats (size ≥ 1.9, a 8000亿 float) never close at a lone limit.
    limitOdds: clamp(0.006 * mPow(10, -0.8 * s) - 0.0002, 0, 0.02) * limitScale,
  };
}
