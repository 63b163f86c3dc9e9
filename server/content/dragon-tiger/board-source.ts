/**
 * The board's input read from the simulator: every Shanghai and Shenzhen A-share of the main boards,
 * ChiNext and STAR with its daily K-line, the board indices' changes, and the window of days.
 */
import type { InstrumentSeed } from '../../data/types';
import type { MarketSimulator } from '../../market/api';
import { oneYearBefore } from '../../market/derived';
import type { BoardInput, BoardStock } from './board';
import { changes, type DailyBars } from './figures';
import type { BoardExchange, BoardSegment } from './rules';
import type { Seat } from './seats';

/** The index a segment's deviations are measured against (docs/dragon-tiger.md "Board indices"). */
export const BOARD_INDEX: Readonly<Record<string, string>> = {
  'sh:main': 'sh:000001',
  'sh:star': 'sh:000688',
  'sz:main': 'sz:399001',
  'sz:chinext': 'sz:399006',
};

/** Rank counts look back three months (§9 (business constants and limits)), so boards start three months before the year's window. */
export function boardFrom(latest: number): number {
  return monthsBefore(oneYearBefore(latest), 3);
}

/** The same date n months earlier, clamped to the month's length (20260531 − 3 → 20260228). */
export function monthsBefore(day: number, n: number): number {
  let y = Math.floor(day / 10000);
  let m = Math.floor(day / 100) % 100;
  const d = day % 100;
  m -= n;
  while (m < 1) {
    m += 12;
    y -= 1;
  }
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return y * 10000 + m * 100 + Math.min(d, last);
}

export function boardSegmentOf(seed: InstrumentSeed): BoardSegment | undefined {
  if (seed.region !== 'CN' || seed.kind !== 'stock') return undefined;
  if (seed.market !== 'sh' && seed.market !== 'sz') return undefined;
  return seed.board === 'main' || seed.board === 'chinext' || seed.board === 'star' ? seed.board : undefined;
}

/** Daily bars of one instrument on the given days (NaN where the history has no bar). */
function barsOn(market: MarketSimulator, id: string, days: readonly number[]): DailyBars {
  const n = days.length;
  const at = new Map<number, number>();
  days.forEach((d, i) => at.set(d, i));
  const bars = {
    preClose: new Float64Array(n).fill(NaN),
    high: new Float64Array(n).fill(NaN),
    low: new Float64Array(n).fill(NaN),
    close: new Float64Array(n).fill(NaN),
    volume: new Float64Array(n).fill(NaN),
    amount: new Float64Array(n).fill(NaN),
  };
  for (const k of market.klines(id, 'DAY', { limit: n + 5 })) {
    const i = at.get(k.TradingDay);
    if (i === undefined) continue;
    bars.preClose[i] = k.PreClose;
    bars.high[i] = k.High;
    bars.low[i] = k.Low;
    bars.close[i] = k.Close;
    bars.volume[i] = k.Volume;
    bars.amount[i] = k.Amount;
  }
  return bars;
}

export function readBoardInput(
  market: MarketSimulator,
  latest: number,
  seed: number,
  seats: readonly Seat[],
): BoardInput {
  const from = boardFrom(latest);
  const all = market.tradingDays('sh', 600).filter((d) => d <= latest);
  // Two trading days before the first board: its three-day figures need them.
  const first = Math.max(0, all.findIndex((d) => d >= from) - 2);
  const days = all.slice(first);
  const stocks: BoardStock[] = [];
  for (const s of market.list()) {
    const segment = boardSegmentOf(s);
    if (!segment || s.suspended) continue;
    const exchange = s.market as BoardExchange;
    stocks.push({
      code: s.code,
      name: s.name,
      exchange,
      segment,
      st: s.st === true,
      floatShares: s.floatShares,
      bars: barsOn(market, market.idOf(s), days),
      // Shanghai has no ChiNext and Shenzhen no STAR: every stock here has one of the four keys.
      index: BOARD_INDEX[`${exchange}:${segment}`] ?? BOARD_INDEX[`${exchange}:main`],
    });
  }
  const indexChanges = new Map<string, Float64Array>();
  for (const id of new Set(Object.values(BOARD_INDEX))) {
    if (market.byId(id)) indexChanges.set(id, changes(barsOn(market, id, days), days.length));
  }
  return { days, stocks, indexChanges, from, to: latest, seed, seats };
}
