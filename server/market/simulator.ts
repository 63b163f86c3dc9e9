/**
 * The market simulator: the only origin of prices and volumes (DESIGN.md "One source of truth").
 * Per exchange it holds the current trading day (exchange-state.ts): the seeded daily history of
 * every instrument up to that day, a StockDay (trade-by-trade session) for every traded instrument
 * and an AggregateDay for every index and sector. step() moves the clock and releases the trades
 * that are due; reads sync an instrument to its exchange's clock first, then answer from the
 * quote entities (dyna.ts, quote-entities.ts) or the day's history (day-history.ts).
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
import type { AdjustMode } from '../../contract/market-rules/adjust';
import type { InstrumentSeed, Market } from '../data/types';
import { UNIVERSE, findInstrument, instrumentById, instrumentId } from '../data/universe';
import type {
  KlinePeriodName,
  LargeOrder,
  LimitUpGene,
  MarketSimulator,
  MarketUpdate,
  RankRow,
  RankType,
} from './api';
import { type Exchange, tradingDaysBetween } from './calendar';
import type { CorporateActionWithFactor } from './corporate-actions';
import { DayHistory } from './day-history';
import { limitUpGeneOf } from './derived';
import { aggregateDyna, tradedDyna } from './dyna';
import {
  type ExchangeState,
  type Live,
  type SimContext,
  type Traded,
  advanceExchange,
  buildExchange,
  newSession,
  syncTraded,
} from './exchange-state';
import type { FlowTotals } from './flow';
import { type DailySeries, FIRST_DAY } from './history';
import { orderBookOf, rankRows, staticOf, statisticsOf, statusOf, ticksOf } from './quote-entities';
import { type ClockState, clockState, exchangeOf } from './sessions';

const { max: mMax } = Math;

export interface SimulatorOptions {
  clock: 'demo' | 'real';
  /** Seed of every random stream; the same seed gives the same history. */
  seed?: number;
  /** Wall clock (unix ms); tests pass a fixed or stepping clock. */
  now?: () => number;
  /** Trades per session minute of an illiquid instrument (default DEFAULT_TRADES_PER_MINUTE; createMarket gives the demo clock DEMO_TRADES_PER_MINUTE). */
  tradesPerMinute?: number;
}

export const DEFAULT_SEED = 20261122;
const EXCHANGES: Exchange[] = ['CN', 'HK', 'US', 'DE', 'UK'];

export class Simulator implements MarketSimulator {
  private readonly ctx: SimContext;
  private readonly now: () => number;
  private readonly states = new Map<Exchange, ExchangeState>();
  private readonly history: DayHistory;
  private readonly listeners = new Set<(u: MarketUpdate) => void>();
  private readonly dynaCache = new Map<string, Dyna>();
  /** Each rank type's whole sorted list, built from the same dyna cache and dropped with it (per step). */
  private readonly rankCache = new Map<RankType, RankRow[]>();
  /** aggregate ids that contain a member id */
  private readonly parents = new Map<string, string[]>();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(opts: SimulatorOptions) {
    this.ctx = { seed: opts.seed ?? DEFAULT_SEED, mode: opts.clock, tradesPerMinute: opts.tradesPerMinute };
    this.now = opts.now ?? Date.now;
    this.history = new DayHistory(this.ctx);
    for (const s of UNIVERSE) {
      for (const m of s.constituents ?? []) {
        const list = this.parents.get(m) ?? [];
        list.push(instrumentId(s));
        this.parents.set(m, list);
      }
    }
    // Exchanges are built lazily (first read or first step), so creating the simulator is instant.
  }

  private exState(ex: Exchange): ExchangeState {
    let st = this.states.get(ex);
    if (!st) {
      st = buildExchange(ex, clockState(ex, this.now(), this.ctx.mode), this.ctx);
      this.states.set(ex, st);
    }
    return st;
  }

  // ---- clock ----

  step(): void {
    const nowMs = this.now();
    const changed = new Set<string>();
    const ticks = new Map<string, Tick[]>();
    for (const ex of EXCHANGES) {
      const clock = clockState(ex, nowMs, this.ctx.mode);
      const state = this.states.get(ex);
      const newDay = !state || clock.tradingDay !== state.clock.tradingDay;
      if (newDay || clock.loop !== state.clock.loop) {
        // First step, a new trading day or a new demo loop (the day's session starts over): build
        // the session and catch up; subscribers see every quote change and, after the first step,
        // the new session's first ticks (clients start their lists over on a new session).
        if (newDay && state) this.history.clear();
        const fresh = newSession(ex, clock, newDay ? undefined : state, this.ctx);
        this.states.set(ex, fresh);
        advanceExchange(fresh, this.ctx.mode, state ? ticks : undefined);
        for (const id of fresh.live.keys()) changed.add(id);
        continue;
      }
      const statusChanged = clock.status !== state.clock.status;
      state.clock = clock;
      state.version++;
      for (const id of advanceExchange(state, this.ctx.mode, ticks)) {
        changed.add(id);
        for (const p of this.parents.get(id) ?? []) changed.add(p);
      }
      if (statusChanged) for (const id of state.live.keys()) changed.add(id);
    }
    this.dynaCache.clear();
    this.rankCache.clear();
    if (changed.size === 0 && ticks.size === 0) return;
    const update: MarketUpdate = { changed: [...changed], ticks };
    for (const fn of this.listeners) {
      try {
        fn(update);
      } catch {
        // A failing listener must not stop the market or the other listeners.
      }
    }
  }

  start(intervalMs: number): void {
    this.stop();
    this.timer = setInterval(() => this.step(), intervalMs);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  onUpdate(listener: (u: MarketUpdate) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // ---- lookups ----

  list(): InstrumentSeed[] {
    return UNIVERSE;
  }
  find(market: string, code: string): InstrumentSeed | undefined {
    return findInstrument(market, code);
  }
  byId(id: string): InstrumentSeed | undefined {
    return instrumentById(id);
  }
  idOf(seed: InstrumentSeed): string {
    return instrumentId(seed);
  }

  /** An instrument's exchange day and live entry, its trades released up to the exchange's clock. */
  private state(id: string): [ExchangeState, Live] {
    const seed = instrumentById(id);
    if (!seed) throw new Error(`unknown instrument ${id}`);
    const state = this.exState(exchangeOf(seed));
    const live = state.live.get(id);
    if (!live) throw new Error(`instrument ${id} is not live`);
    const mode = this.ctx.mode;
    if (live.kind === 'traded') syncTraded(state, live, mode);
    else for (const m of live.day.members) syncTraded(state, state.live.get(m.day.id) as Traded, mode);
    return [state, live];
  }

  /** The clock of an instrument's exchange. */
  clockOf(id: string): ClockState {
    return this.state(id)[0].clock;
  }

  /** Daily history series (through today's planned bar); for the content generators. */
  dailySeries(id: string): DailySeries {
    return this.history.dailySeries(...this.state(id));
  }

  corporateActions(id: string): CorporateActionWithFactor[] {
    return this.history.corporateActions(...this.state(id));
  }

  // ---- quote entities ----

  dyna(id: string): Dyna {
    const cached = this.dynaCache.get(id);
    if (cached) return cached;
    const [state, live] = this.state(id);
    const d = live.kind === 'traded' ? tradedDyna(state, live, this.ctx.seed) : aggregateDyna(state, live);
    this.dynaCache.set(id, d);
    return d;
  }

  statistics(id: string): Statistics {
    return statisticsOf(...this.state(id));
  }

  static(id: string): Static {
    return staticOf(this.state(id)[1].seed);
  }

  status(id: string): InstStatusData {
    return statusOf(...this.state(id));
  }

  orderBook(id: string): MmpData {
    return orderBookOf(...this.state(id));
  }

  ticks(id: string, n: number): Tick[] {
    return ticksOf(this.state(id)[1], n);
  }

  // ---- minutes and K-lines ----

  minutes(id: string, days: number): { tradingDay: number; preClose: number; data: MinuteEntry[] }[] {
    return this.history.minutes(...this.state(id), days);
  }

  capitalFlow(id: string, days: number): { tradingDay: number; flow: FlowTotals }[] {
    return this.history.capitalFlow(...this.state(id), days);
  }

  preMarketMinutes(id: string): PreMarketMinuteEntry[] {
    return this.history.preMarketMinutes(...this.state(id));
  }

  klines(
    id: string,
    period: KlinePeriodName,
    opts: { limit: number; start?: number; end?: number; adjust?: AdjustMode },
  ): KlineEntry[] {
    return this.history.klines(...this.state(id), period, opts);
  }

  // ---- derived lists ----

  largeOrders(id: string, num: number): LargeOrder[] {
    const [, live] = this.state(id);
    if (live.kind !== 'traded') return [];
    return live.day.large.newestFirst(num);
  }

  etfNetValues(id: string, sinceDate?: string): { unitNV: number; tradingDay: string }[] {
    return this.history.etfNetValues(...this.state(id), sinceDate);
  }

  limitUpGene(id: string): LimitUpGene {
    const [state, live] = this.state(id);
    return limitUpGeneOf(live.seed, state.series.get(id)!);
  }

  rank(type: RankType, count: number): RankRow[] {
    let sorted = this.rankCache.get(type);
    if (!sorted) {
      sorted = rankRows(
        this.exState('CN'),
        type,
        (id) => this.dyna(id),
        (id) => this.statistics(id),
      );
      this.rankCache.set(type, sorted);
    }
    return sorted.slice(0, mMax(0, count));
  }

  tradingDays(market: Market, limit: number): number[] {
    const ex = exchangeOf({ market, code: '' });
    const state = this.states.get(ex);
    // Calendar only: no need to build the exchange's day for a list of dates.
    const days = state
      ? state.days
      : tradingDaysBetween(ex, FIRST_DAY, clockState(ex, this.now(), this.ctx.mode).tradingDay);
    return days.slice(mMax(0, days.length - limit));
  }
}
