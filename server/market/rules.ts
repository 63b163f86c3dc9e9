/**
 * The simulator's market rules. Limits, ticks, lots and rounding are the exchanges' rules, written
 * once in src/lib/market-rules (shared with the app) and re-exported here for the simulator's modules;
 * what stays here is the simulator's own model: volatility and turnover by market and board.
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
} from '../../src/lib/market-rules';

// Math members as module constants: global lookups are slow inside jest's vm sandbox (hot loops).
const { max: mMax, min: mMin, pow: mPow } = Math;

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
