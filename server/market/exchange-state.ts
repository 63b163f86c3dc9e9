/**
 * One exchange's trading day inside the simulator: the seeded daily history of every instrument up to
 * the day (the walk series), a StockDay per traded instrument and an AggregateDay per index and
 * sector, and the release of the trades that are due at the exchange's clock.
 */
import type { Tick } from '../../contract/quote-protocol';
import type { InstrumentSeed } from '../data/types';
import { UNIVERSE, instrumentById, instrumentId } from '../data/universe';
import { AggregateDay } from './aggregate';
import { type Exchange, tradingDaysBetween } from './calendar';
import type { CorporateActionWithFactor, RawFactors } from './corporate-actions';
import { StockDay } from './day';
import { intradayShare, intradayShocks } from './factors';
import {
  type DailySeries,
  FIRST_DAY,
  aggregateSeries,
  barAt,
  etfSeries,
  generateStockSeries,
  memberFloat,
} from './history';
import { limitPrices } from './rules';
import { type ClockState, exchangeOf, sessionMinutes } from './sessions';

export type ClockMode = 'demo' | 'real';

/** What every part of the simulator is built with. */
export interface SimContext {
  /** Seed of every random stream. */
  seed: number;
  mode: ClockMode;
  /** Trades per session minute of an illiquid instrument (undefined: the day's default). */
  tradesPerMinute: number | undefined;
}

/** `synced`: the exchange state version up to which the day's trades were released (lazy catch-up). */
export type Traded = { kind: 'traded'; seed: InstrumentSeed; id: string; day: StockDay; synced: number };
export type Aggregated = { kind: 'agg'; seed: InstrumentSeed; id: string; day: AggregateDay };
export type Live = Traded | Aggregated;

export interface ExchangeState {
  ex: Exchange;
  clock: ClockState;
  /** Bumped on every clock update; instruments catch up to it when read or stepped. */
  version: number;
  days: number[];
  series: Map<string, DailySeries>;
  live: Map<string, Live>;
  /** Corporate actions and the raw-price factors per stock, built on first read (corporate-actions.ts). */
  actions: Map<string, StockActions>;
}

export interface StockActions {
  list: CorporateActionWithFactor[];
  raw: RawFactors;
}

export const isAggregate = (s: InstrumentSeed) =>
  s.kind === 'index' || s.kind === 'sector' ? (s.constituents?.length ?? 0) > 0 : false;

/** A trading day of one exchange: every instrument's seeded history up to it and its live session. */
export function buildExchange(ex: Exchange, clock: ClockState, ctx: SimContext): ExchangeState {
  const days = tradingDaysBetween(ex, FIRST_DAY, clock.tradingDay);
  const seeds = UNIVERSE.filter((s) => exchangeOf(s) === ex);
  const series = new Map<string, DailySeries>();
  const seriesOf = (id: string): DailySeries => {
    const have = series.get(id);
    if (have) return have;
    const seed = instrumentById(id);
    if (!seed) throw new Error(`simulator: unknown instrument ${id}`);
    let s: DailySeries;
    if (isAggregate(seed)) {
      s = aggregateSeries(
        seed,
        days,
        (seed.constituents ?? []).map((m) => ({
          series: seriesOf(m),
          floatShares: memberFloat(instrumentById(m)!),
        })),
      );
    } else if (seed.kind === 'etf' && seed.tracks) {
      s = etfSeries(seed, id, seriesOf(seed.tracks), ctx.seed);
    } else {
      s = generateStockSeries(seed, id, days, ctx.seed);
    }
    series.set(id, s);
    return s;
  };
  for (const s of seeds) seriesOf(instrumentId(s));

  return {
    ex,
    clock,
    version: 0,
    days,
    series,
    actions: new Map(),
    live: buildLive(ex, clock, days, series, ctx),
  };
}

/**
 * The live session of the exchange's trading day: a StockDay per traded instrument (in demo mode
 * the clock's loop keys its intraday path) and an AggregateDay per index and sector.
 */
export function buildLive(
  ex: Exchange,
  clock: ClockState,
  days: number[],
  series: Map<string, DailySeries>,
  ctx: SimContext,
): Map<string, Live> {
  const seeds = UNIVERSE.filter((s) => exchangeOf(s) === ex);
  const live = new Map<string, Live>();
  const last = days.length - 1;
  const loop = ctx.mode === 'demo' ? clock.loop : undefined;
  // One intraday market path for the exchange's day and loop: its stocks move together within the session.
  const shocks = intradayShocks(ctx.seed, ex, clock.tradingDay, loop, sessionMinutes(ex));
  for (const seed of seeds) {
    if (isAggregate(seed)) continue;
    const id = instrumentId(seed);
    const bar = barAt(series.get(id)!, last);
    const share = intradayShare(seed);
    const { up, down } = limitPrices(seed, bar.preClose);
    live.set(id, {
      kind: 'traded',
      seed,
      id,
      day: new StockDay({
        seed,
        id,
        exchange: ex,
        bar,
        globalSeed: ctx.seed,
        tradesPerMinute: ctx.tradesPerMinute,
        loop,
        closingAuction: ctx.mode !== 'demo',
        up,
        down,
        // US stocks trade pre-market and after-hours (status 12 and 13), both clock modes.
        extended: ex === 'US',
        market: share > 0 ? { shocks, share } : undefined,
      }),
      synced: -1,
    });
  }
  for (const seed of seeds) {
    if (!isAggregate(seed)) continue;
    const id = instrumentId(seed);
    const members = (seed.constituents ?? []).map((m) => {
      const l = live.get(m);
      if (!l || l.kind !== 'traded')
        throw new Error(`simulator: member ${m} of ${id} is not traded on ${ex}`);
      return { day: l.day, weight: memberFloat(l.seed) };
    });
    const s = series.get(id)!;
    const preClose = last > 0 ? s.close[last - 1] : s.firstPreClose;
    live.set(id, {
      kind: 'agg',
      seed,
      id,
      day: new AggregateDay(seed, members, preClose, clock.tradingDay),
    });
  }
  return live;
}

function openPrinted(c: ClockState, mode: ClockMode): boolean {
  return (
    (mode === 'demo' && c.phase !== 'preMarket') ||
    c.closed ||
    !['preOpen', 'auction', 'preMarket', 'closed'].includes(c.phase) ||
    c.elapsed > 0
  );
}

/** Releases one instrument's trades up to its exchange clock; returns the number released. */
export function syncTraded(state: ExchangeState, l: Traded, mode: ClockMode, collect?: Tick[]): number {
  if (l.synced === state.version || l.seed.suspended) return 0;
  l.synced = state.version;
  const c = state.clock;
  // Pre-market trades come before the open, after-hours trades after the closing print.
  return (
    l.day.advanceExtended('pre', c.seconds, collect) +
    l.day.advance(c.elapsed, openPrinted(c, mode), c.closed, collect) +
    l.day.advanceExtended('after', c.seconds, collect)
  );
}

/**
 * Minute plans made ahead per exchange and step (StockDay.planAhead). A minute of 500 ms steps has
 * room for 3,840, more than the largest exchange's instruments, and a step spends a fraction of a
 * millisecond on them.
 */
export const PLANS_AHEAD_PER_STEP = 32;

/** Releases due trades on one exchange; collects new ticks when a map is given. */
export function advanceExchange(
  state: ExchangeState,
  mode: ClockMode,
  ticks: Map<string, Tick[]> | undefined,
): string[] {
  const changed: string[] = [];
  let ahead = PLANS_AHEAD_PER_STEP;
  for (const l of state.live.values()) {
    if (l.kind !== 'traded') continue;
    const collect: Tick[] | undefined = ticks ? [] : undefined;
    if (syncTraded(state, l, mode, collect) > 0) {
      changed.push(l.id);
      if (ticks && collect) ticks.set(l.id, collect);
    }
    if (ahead > 0 && !l.seed.suspended && l.day.planAhead()) ahead--;
  }
  return changed;
}

/**
 * The session after a new trading day (no `previous`: the whole day is built) or a new demo loop
 * (the same day's history, its session started over).
 */
export function newSession(
  ex: Exchange,
  clock: ClockState,
  previous: ExchangeState | undefined,
  ctx: SimContext,
): ExchangeState {
  if (!previous) return buildExchange(ex, clock, ctx);
  return { ...previous, clock, version: 0, live: buildLive(ex, clock, previous.days, previous.series, ctx) };
}
