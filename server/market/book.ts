/**
 * The five-level order book around the last trade, and the figures derived from it (委比, 委差).
 * Each level's size is drawn from the stock's own liquidity (its typical trade), lognormal, deeper a
 * little away from the touch, and heavier where orders gather on a real book: large round prices
 * (a whole yuan, half, a tenth) and the limit prices. Until issue 34 every size was one of nine
 * multiples of the typical trade, so a book showed the same few numbers (56, 14, 42) level after level.
 */
import type { MmpData } from '../../contract/quote-protocol';
import type { InstrumentSeed } from '../data/types';
import { Rng, hash32 } from './prng';
import { roundPrice, tickSize } from './rules';
// Math members as module constants: global lookups are slow inside jest's vm sandbox (hot loops).
const { exp: mExp, max: mMax, round: mRound } = Math;

export interface BookInput {
  seed: InstrumentSeed;
  id: string;
  tradingDay: number;
  time: number;
  last: number;
  /** direction of the last trade: 2 buy (it lifted the ask), 1 sell, 0 auction */
  lastProp: number;
  /** number of trades so far: the book changes with each trade */
  version: number;
  /** typical size of one trade, shares */
  typicalVolume: number;
  up: number;
  down: number;
}

const LEVELS = 5;
/** Spread of a level's size around its expected size (lognormal σ). */
const SIZE_SIGMA = 0.8;

/**
 * How much more rests at a price than at its neighbours: ×3 on a price of 100 ticks' multiple (a
 * whole yuan at a 0.01 tick), ×2 on 50, ×1.3 on 10; ×6 on a limit price (orders queue there for
 * the board to open or to break).
 */
export function priceWeight(price: number, tick: number, up: number, down: number): number {
  let w = 1;
  const units = mRound(price / tick);
  if (units % 100 === 0) w = 3;
  else if (units % 50 === 0) w = 2;
  else if (units % 10 === 0) w = 1.3;
  if ((up > 0 && price === up) || (down > 0 && price === down)) w *= 6;
  return w;
}

export function orderBook(b: BookInput): MmpData {
  const { seed } = b;
  const tick = tickSize(seed, b.last);
  let bid = b.lastProp === 2 ? roundPrice(seed, b.last - tick) : b.last;
  let ask = b.lastProp === 2 ? b.last : roundPrice(seed, b.last + tick);
  if (b.up > 0 && ask > b.up) ask = 0;
  if (b.down > 0 && bid < b.down) bid = 0;
  const buyP: number[] = [];
  const sellP: number[] = [];
  const buyV: number[] = [];
  const sellV: number[] = [];
  const lot = seed.lotSize;
  // A level holds a few typical trades' worth of orders: more on a liquid name.
  const lotsBase = mMax(1, b.typicalVolume / lot) * 3;
  const r = new Rng(hash32(`${b.id}|${b.version}`, b.tradingDay));
  const size = (i: number, price: number, tick: number) =>
    lot *
    mMax(
      1,
      mRound(
        lotsBase *
          (1 + 0.25 * i) *
          priceWeight(price, tick, b.up, b.down) *
          mExp(SIZE_SIGMA * r.normal() - 0.32),
      ),
    );
  for (let i = 0; i < LEVELS; i++) {
    const pb = bid > 0 ? roundPrice(seed, bid - i * tickSize(seed, bid)) : 0;
    const pa = ask > 0 ? roundPrice(seed, ask + i * tickSize(seed, ask)) : 0;
    const okB = pb > 0 && (b.down === 0 || pb >= b.down);
    const okA = pa > 0 && (b.up === 0 || pa <= b.up);
    buyP.push(okB ? pb : 0);
    sellP.push(okA ? pa : 0);
    buyV.push(okB ? size(i, pb, tickSize(seed, pb)) : 0);
    sellV.push(okA ? size(i, pa, tickSize(seed, pa)) : 0);
  }
  // At the limit one side of the book is empty and the other piles up (4× on top of the limit
  // price's own weight: the queue of a sealed board).
  if (b.up > 0 && b.last >= b.up) buyV[0] *= 4;
  if (b.down > 0 && b.last <= b.down) sellV[0] *= 4;
  return {
    TradingDay: b.tradingDay,
    Time: b.time,
    BuyPrice: buyP,
    BuyVolume: buyV,
    SellPrice: sellP,
    SellVolume: sellV,
  };
}

/** 委比 (ratio) and 委差 (shares) from a book. */
export function committee(m: MmpData): { ratio: number; diff: number } {
  const buy = m.BuyVolume.reduce((a, v) => a + v, 0);
  const sell = m.SellVolume.reduce((a, v) => a + v, 0);
  return { ratio: buy + sell > 0 ? (buy - sell) / (buy + sell) : 0, diff: buy - sell };
}
