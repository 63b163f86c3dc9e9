/** The five-level order book around the last trade, and the figures derived from it (委比, 委差). */
import type { MmpData } from '../../src/quote/protocol';
import type { InstrumentSeed } from '../data/types';
import { hash32 } from './prng';
import { roundPrice, tickSize } from './rules';
// Math members as module constants: global lookups are slow inside jest's vm sandbox (hot loops).
const { max: mMax, round: mRound } = Math;

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
  const lotsBase = mMax(1, mRound(b.typicalVolume / lot));
  for (let i = 0; i < LEVELS; i++) {
    const h = hash32(`${b.id}|${b.version}|${i}`, b.tradingDay);
    const pb = bid > 0 ? roundPrice(seed, bid - i * tickSize(seed, bid)) : 0;
    const pa = ask > 0 ? roundPrice(seed, ask + i * tickSize(seed, ask)) : 0;
    const okB = pb > 0 && (b.down === 0 || pb >= b.down);
    const okA = pa > 0 && (b.up === 0 || pa <= b.up);
    buyP.push(okB ? pb : 0);
    sellP.push(okA ? pa : 0);
    buyV.push(okB ? lot * lotsBase * (1 + (h % 9)) : 0);
    sellV.push(okA ? lot * lotsBase * (1 + ((h >>> 8) % 9)) : 0);
  }
  // At the limit one side of the book is empty and the other piles up.
  if (b.up > 0 && b.last >= b.up) buyV[0] *= 20;
  if (b.down > 0 && b.last <= b.down) sellV[0] *= 20;
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
