/**
 * What the market simulator offers the rest of the server (quote channel, HTTP routes, content,
 * margin, dragon-tiger). Implemented by server/market/simulator.ts. The simulator is the only
 * origin of prices and volumes (DESIGN.md "One source of truth").
 */
import type {
  Dyna,
  InstStatusData,
  KlineEntry,
  MinuteEntry,
  MmpData,
  PreMarketMinuteEntry,
  Static,
  Statistics,
  Tick,
} from '../../contract/quote-protocol';
import type { InstrumentSeed, Market } from '../data/types';
import type { DailySeries } from './history';
import type { FlowTotals } from './flow';
import type { AdjustMode } from '../../contract/market-rules/adjust';
import type { CorporateActionWithFactor } from './corporate-actions';

export type KlinePeriodName =
  'DAY' | 'WEEK' | 'MONTH' | 'SEASON' | 'YEAR' | 'M1' | 'M5' | 'M15' | 'M30' | 'M60';

export interface LargeOrder {
  price: number;
  volume: number;
  /** unix seconds */
  ticktime: number;
  kind: 'U' | 'D' | 'N';
}

export interface LimitUpGene {
  TopStopRate: number;
  TopYearNum: number;
  TopStopOpRate: number;
  TopStopClDate: string;
  TopStopClRate: number;
}

/** The §7 (the calls it makes) rankList types: change up, change down, turnover, 5-minute speed, amplitude, volume ratio. */
export type RankType = 'up' | 'down' | 'hs' | 'zs' | 'zf' | 'lb';

export interface RankRow {
  seed: InstrumentSeed;
  dyna: Dyna;
  statistics: Statistics;
}

/** Emitted once per simulator step with every instrument whose quote changed in that step. */
export interface MarketUpdate {
  /** Instruments whose dyna/mmp/status changed, as "market:code" ids. */
  changed: string[];
  /** New trades in this step per instrument id. */
  ticks: Map<string, Tick[]>;
  /**
   * When the source produced the update (epoch ms), if not now: a feed that delivers an update
   * late (its process was busy) says when it was due, so the push's `time` and the latency
   * measured from it include the wait (docs/scaling.md, "Reading the numbers").
   */
  at?: number;
}

export interface MarketSimulator {
  /** Every instrument, stable order. */
  list(): InstrumentSeed[];
  /** Lookup by market and code; HK accepts 4- or 5-digit codes; case-insensitive for US. */
  find(market: string, code: string): InstrumentSeed | undefined;
  /** Lookup by id "market:code". */
  byId(id: string): InstrumentSeed | undefined;
  idOf(seed: InstrumentSeed): string;

  dyna(id: string): Dyna;
  statistics(id: string): Statistics;
  static(id: string): Static;
  status(id: string): InstStatusData;
  orderBook(id: string): MmpData;
  /** Latest n trades of today, oldest first. */
  ticks(id: string, n: number): Tick[];
  /** Minute bars: days=1 today so far, days=5 the last five trading days including today. */
  minutes(id: string, days: number): { tradingDay: number; preClose: number; data: MinuteEntry[] }[];
  preMarketMinutes(id: string): PreMarketMinuteEntry[];
  /** K-line bars ending with today's live bar, oldest first; starttime/endtime unix seconds. */
  klines(
    id: string,
    period: KlinePeriodName,
    opts: { limit: number; start?: number; end?: number; adjust?: AdjustMode },
  ): KlineEntry[];
  largeOrders(id: string, num: number): LargeOrder[];
  etfNetValues(id: string, sinceDate?: string): { unitNV: number; tradingDay: string }[];
  limitUpGene(id: string): LimitUpGene;
  /**
   * Daily history, oldest first, through today's planned bar (today's traded figures are in dyna);
   * for generators that walk the whole past (margin), where K-line objects would cost too much. In
   * raw (不复权) prices and share counts, day for day what the daily K-line shows.
   */
  dailySeries(id: string): DailySeries;
  /**
   * Corporate actions (dividends, bonus/transfer shares, splits) with ex-dates up to today, oldest
   * first, each with its adjustment factor: the one source of the profile lists, the chart's event
   * markers and the K-line adjustment (server/market/corporate-actions.ts). The daily history
   * (klines, minutes of past days) is raw: it shows each ex-date's gap.
   */
  corporateActions(id: string): CorporateActionWithFactor[];
  /** Rank lists of §7 (the calls it makes) rankList: up, down, hs (turnover), zs (5-min speed), zf (amplitude), lb (volume ratio). */
  /**
   * Rank lists of §7 (the calls it makes) rankList over every A-share (B shares excluded), best first; the sorted list is
   * built once per simulator step from the same quotes dyna() returns.
   */
  rank(type: RankType, count: number): RankRow[];
  /**
   * Capital flow of the last `days` trading days including today (so far), oldest first; a sector's
   * or index's flow is the sum of its constituents' (server/market/flow.ts).
   */
  capitalFlow(id: string, days: number): { tradingDay: number; flow: FlowTotals }[];
  /** Trading days (YYYYMMDD numbers) up to and including the current one, oldest first. */
  tradingDays(market: Market, limit: number): number[];

  /** Subscribe to per-step updates; returns an unsubscribe function. */
  onUpdate(listener: (u: MarketUpdate) => void): () => void;
  /** Advance the live session by one step (the server calls this on a timer; tests call it directly). */
  step(): void;
  start(intervalMs: number): void;
  stop(): void;
}
