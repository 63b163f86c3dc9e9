/**
 * The market simulator: the only origin of prices and volumes (DESIGN.md "One source of truth").
 * Per exchange it holds the current trading day: the seeded daily history of every instrument up
 * to that day, a StockDay (trade-by-trade session) for every traded instrument and an AggregateDay
 * for every index and sector. step() moves the clock and releases the trades that are due.
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
import { AggregateDay } from './aggregate';
import {
  RANK_KEYS,
  etfNav,
  fiveMinuteChange,
  historyKlines,
  limitUpGeneOf,
  rawSeries,
  volumeRatio,
} from './derived';
import { minuteKlines, minutePeriodBars, monthKey, periodBars, weekKey, window } from './bars';
import { committee, orderBook } from './book';
import {
  type Exchange,
  TIME_ZONE,
  localMidnightUnix,
  parseYmd,
  tradingDaysBetween,
  ymdString,
} from './calendar';
import { StockDay } from './day';
import { type FlowTotals, emptyFlow, sumFlows } from './flow';
import {
  type DailySeries,
  FIRST_DAY,
  aggregateSeries,
  barAt,
  etfSeries,
  generateStockSeries,
  memberFloat,
} from './history';
import { fix, limitPrices, rounderFor } from './rules';
import {
  type CorporateActionWithFactor,
  type RawFactors,
  corporateActions,
  rawFactors,
  sharesAfter,
} from './corporate-actions';
import { type AdjustMode, actionFactor, adjustBars } from '../../contract/market-rules/adjust';
import { type ClockState, clockState, exchangeOf, sessionMinutes } from './sessions';
import { intradayShare, intradayShocks } from './factors';
// Math members as module constants: global lookups are slow inside jest's vm sandbox (hot loops).
const { floor: mFloor, max: mMax, min: mMin, round: mRound } = Math;

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
/** Trading days of minute history kept for the 5-day view and minute K-lines (today included). */
const MINUTE_DAYS = 5;

/** `synced`: the exchange state version up to which the day's trades were released (lazy catch-up). */
type Traded = { kind: 'traded'; seed: InstrumentSeed; id: string; day: StockDay; synced: number };
type Aggregated = { kind: 'agg'; seed: InstrumentSeed; id: string; day: AggregateDay };
type Live = Traded | Aggregated;

interface ExchangeState {
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

/** A past day's minutes in raw prices: every price × the day's factor (volumes as simulated). */
function rawMinutes(
  day: { tradingDay: number; preClose: number; data: MinuteEntry[] },
  k: number,
  round: (x: number) => number,
): { tradingDay: number; preClose: number; data: MinuteEntry[] } {
  return {
    tradingDay: day.tradingDay,
    preClose: round(day.preClose * k),
    data: day.data.map((m) => ({
      ...m,
      Open: round(m.Open * k),
      Price: round(m.Price * k),
      High: round(m.High * k),
      Low: round(m.Low * k),
      AvgPrice: mRound(m.AvgPrice * k * 1000) / 1000,
      PreClose: round(m.PreClose * k),
      Amount: mRound(m.Amount * k),
    })),
  };
}

interface StockActions {
  list: CorporateActionWithFactor[];
  raw: RawFactors;
}

const isAggregate = (s: InstrumentSeed) =>
  s.kind === 'index' || s.kind === 'sector' ? (s.constituents?.length ?? 0) > 0 : false;

export class Simulator implements MarketSimulator {
  private readonly seedValue: number;
  private readonly now: () => number;
  private readonly mode: 'demo' | 'real';
  private readonly tradesPerMinute: number | undefined;
  private readonly states = new Map<Exchange, ExchangeState>();
  private readonly listeners = new Set<(u: MarketUpdate) => void>();
  private readonly dynaCache = new Map<string, Dyna>();
  /** Each rank type's whole sorted list, built from the same dyna cache and dropped with it (per step). */
  private readonly rankCache = new Map<RankType, RankRow[]>();
  private readonly histMinutes = new Map<
    string,
    { tradingDay: number; preClose: number; data: MinuteEntry[] }
  >();
  private readonly histDays = new Map<string, StockDay>();
  /** Raw (不复权) daily series of stocks with corporate actions, per walk series (dailySeries). */
  private readonly rawSeries = new WeakMap<DailySeries, DailySeries>();
  /** aggregate ids that contain a member id */
  private readonly parents = new Map<string, string[]>();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(opts: SimulatorOptions) {
    this.seedValue = opts.seed ?? DEFAULT_SEED;
    this.now = opts.now ?? Date.now;
    this.mode = opts.clock;
    this.tradesPerMinute = opts.tradesPerMinute;
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
      st = this.build(ex, clockState(ex, this.now(), this.mode));
      this.states.set(ex, st);
    }
    return st;
  }

  // ---- building a trading day ----

  private build(ex: Exchange, clock: ClockState): ExchangeState {
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
        s = etfSeries(seed, id, seriesOf(seed.tracks), this.seedValue);
      } else {
        s = generateStockSeries(seed, id, days, this.seedValue);
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
      live: this.buildLive(ex, clock, days, series),
    };
  }

  /**
   * The live session of the exchange's trading day: a StockDay per traded instrument (in demo mode
   * the clock's loop keys its intraday path) and an AggregateDay per index and sector.
   */
  private buildLive(
    ex: Exchange,
    clock: ClockState,
    days: number[],
    series: Map<string, DailySeries>,
  ): Map<string, Live> {
    const seeds = UNIVERSE.filter((s) => exchangeOf(s) === ex);
    const live = new Map<string, Live>();
    const last = days.length - 1;
    const loop = this.mode === 'demo' ? clock.loop : undefined;
    // One intraday market path for the exchange's day and loop: its stocks move together within the session.
    const shocks = intradayShocks(this.seedValue, ex, clock.tradingDay, loop, sessionMinutes(ex));
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
          globalSeed: this.seedValue,
          tradesPerMinute: this.tradesPerMinute,
          loop,
          closingAuction: this.mode !== 'demo',
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

  private openPrinted(c: ClockState): boolean {
    return (
      (this.mode === 'demo' && c.phase !== 'preMarket') ||
      c.closed ||
      !['preOpen', 'auction', 'preMarket', 'closed'].includes(c.phase) ||
      c.elapsed > 0
    );
  }

  /** Releases one instrument's trades up to its exchange clock; returns the number released. */
  private sync(state: ExchangeState, l: Traded, collect?: Tick[]): number {
    if (l.synced === state.version || l.seed.suspended) return 0;
    l.synced = state.version;
    const c = state.clock;
    // Pre-market trades come before the open, after-hours trades after the closing print.
    return (
      l.day.advanceExtended('pre', c.seconds, collect) +
      l.day.advance(c.elapsed, this.openPrinted(c), c.closed, collect) +
      l.day.advanceExtended('after', c.seconds, collect)
    );
  }

  /** Releases due trades on one exchange; collects new ticks when a map is given. */
  private advance(state: ExchangeState, ticks: Map<string, Tick[]> | undefined): string[] {
    const changed: string[] = [];
    for (const l of state.live.values()) {
      if (l.kind !== 'traded') continue;
      const collect: Tick[] | undefined = ticks ? [] : undefined;
      if (this.sync(state, l, collect) > 0) {
        changed.push(l.id);
        if (ticks && collect) ticks.set(l.id, collect);
      }
    }
    return changed;
  }

  // ---- clock ----

  step(): void {
    const nowMs = this.now();
    const changed = new Set<string>();
    const ticks = new Map<string, Tick[]>();
    for (const ex of EXCHANGES) {
      const clock = clockState(ex, nowMs, this.mode);
      const state = this.states.get(ex);
      const newDay = !state || clock.tradingDay !== state.clock.tradingDay;
      if (newDay || clock.loop !== state.clock.loop) {
        // First step, a new trading day or a new demo loop (the day's session starts over): build
        // the session and catch up; subscribers see every quote change and, after the first step,
        // the new session's first ticks (clients start their lists over on a new session).
        let fresh: ExchangeState;
        if (newDay) {
          fresh = this.build(ex, clock);
          if (state) {
            this.histMinutes.clear();
            this.histDays.clear();
          }
        } else {
          fresh = { ...state, clock, version: 0, live: this.buildLive(ex, clock, state.days, state.series) };
        }
        this.states.set(ex, fresh);
        this.advance(fresh, state ? ticks : undefined);
        for (const id of fresh.live.keys()) changed.add(id);
        continue;
      }
      const statusChanged = clock.status !== state.clock.status;
      state.clock = clock;
      state.version++;
      for (const id of this.advance(state, ticks)) {
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

  private state(id: string): { state: ExchangeState; live: Live } {
    const seed = instrumentById(id);
    if (!seed) throw new Error(`unknown instrument ${id}`);
    const state = this.exState(exchangeOf(seed));
    const live = state.live.get(id);
    if (!live) throw new Error(`instrument ${id} is not live`);
    if (live.kind === 'traded') this.sync(state, live);
    else for (const m of live.day.members) this.sync(state, state.live.get(m.day.id) as Traded);
    return { state, live };
  }

  /** The clock of an instrument's exchange. */
  clockOf(id: string): ClockState {
    return this.state(id).state.clock;
  }

  /** Daily history series (through today's planned bar); for the content generators. */
  dailySeries(id: string): DailySeries {
    const { state, live } = this.state(id);
    const walk = state.series.get(id)!;
    const raw = this.rawOf(state, live);
    if (!raw) return walk;
    let have = this.rawSeries.get(walk);
    if (!have) this.rawSeries.set(walk, (have = rawSeries(walk, raw, live.seed.lotSize)));
    return have;
  }

  corporateActions(id: string): CorporateActionWithFactor[] {
    const { state, live } = this.state(id);
    return this.actionsOf(state, live).list;
  }

  /** The raw-price factors of a stock with actions inside its history (undefined: the walk is raw). */
  private rawOf(
    state: ExchangeState,
    live: Live,
  ): { price: Float64Array; shares: Float64Array; round: (x: number) => number } | undefined {
    if (live.seed.kind !== 'stock') return undefined;
    const { list, raw } = this.actionsOf(state, live);
    if (list.length === 0 || raw.price[0] === 1) return undefined;
    const round = rounderFor(live.seed);
    return { price: raw.price, shares: raw.shares, round: (x) => round(x) };
  }

  /** A stock's actions up to today and the factors that turn the walk into raw prices (cached per day). */
  private actionsOf(state: ExchangeState, live: Live): StockActions {
    const have = state.actions.get(live.id);
    if (have) return have;
    const s = state.series.get(live.id)!;
    const anchorYear = mFloor(state.clock.tradingDay / 10000) - 1;
    const list = corporateActions(live.seed, state.days, anchorYear);
    const raw = rawFactors(state.days, s.close, s.firstPreClose, list);
    const round = rounderFor(live.seed);
    // The published factor comes from the raw close before the ex-date as the K-line shows it.
    const withFactor = list.map((a, k): CorporateActionWithFactor => {
      const i = state.days.indexOf(a.exDate);
      if (i <= 0) return { ...a, factor: raw.factors[k] };
      const prev = round(s.close[i - 1] * raw.price[i - 1]);
      return { ...a, factor: actionFactor(prev, a.cash, sharesAfter(a)) };
    });
    const out = { list: withFactor, raw };
    state.actions.set(live.id, out);
    return out;
  }

  // ---- quote entities ----

  dyna(id: string): Dyna {
    const cached = this.dynaCache.get(id);
    if (cached) return cached;
    const { state, live } = this.state(id);
    const d = live.kind === 'traded' ? this.tradedDyna(state, live) : this.aggregateDyna(state, live);
    this.dynaCache.set(id, d);
    return d;
  }

  private common(state: ExchangeState, seed: InstrumentSeed, id: string, last: number, pre: number) {
    const s = state.series.get(id)!;
    const n = s.days.length - 1;
    let wkHigh = 0;
    let wkLow = Infinity;
    for (let i = mMax(0, n - 250); i < n; i++) {
      wkHigh = mMax(wkHigh, s.high[i]);
      wkLow = mMin(wkLow, s.low[i]);
    }
    const year = mFloor(state.clock.tradingDay / 10000);
    let yearBase = pre;
    for (let i = n - 1; i >= 0; i--) {
      if (mFloor(s.days[i] / 10000) < year) {
        yearBase = s.close[i];
        break;
      }
    }
    const previousVolumes = Array.from(s.volume.subarray(mMax(0, n - 5), n));
    return {
      wkHigh: mMax(wkHigh, last),
      wkLow: mMin(wkLow === Infinity ? last : wkLow, last),
      yearUpDown: yearBase > 0 ? last / yearBase - 1 : 0,
      volumeRatio: (volume: number) =>
        volumeRatio(volume, previousVolumes, state.clock.elapsed, state.clock.total),
      exchangeId: seed.market,
      pre,
    };
  }

  private tradedDyna(state: ExchangeState, l: Traded): Dyna {
    const d = l.day;
    const seed = l.seed;
    const pre = d.preClose;
    const last = d.opened ? d.last : pre;
    const c = this.common(state, seed, l.id, last, pre);
    const book = this.orderBook(l.id);
    const com = committee(book);
    const eps = seed.eps ?? 0;
    return {
      LastPrice: last,
      Updown: fix(last - pre, 4),
      Time: mMax(d.lastTradeTime, state.clock.unix),
      HighestPrice: d.opened ? d.high : 0,
      LowestPrice: d.opened ? d.low : 0,
      OpenPrice: d.opened ? d.open : 0,
      Volume: d.volume,
      Amount: mRound(d.amount),
      SA: d.opened && pre > 0 ? fix((d.high - d.low) / pre, 6) : 0,
      TurnoverRate: seed.floatShares > 0 ? fix(d.volume / seed.floatShares, 6) : 0,
      PERatio: eps !== 0 ? fix(last / eps, 2) : 0,
      TotVal: mRound(last * seed.totalShares),
      TotStock: seed.totalShares,
      CirVal: mRound(last * seed.floatShares),
      CirStock: seed.floatShares,
      AveragePrice: d.volume > 0 ? fix(d.amount / d.volume, 4) : last,
      Committee: fix(com.ratio, 4),
      CommitteeDiff: com.diff,
      NP: d.buyVolume,
      WP: d.sellVolume,
      LimitUp: d.up,
      LimitDown: d.down,
      Wk52High: c.wkHigh,
      Wk52Low: c.wkLow,
      Z: 0,
      P: 0,
      D: 0,
      BuyPrice: book.BuyPrice,
      BuyVolume: book.BuyVolume,
      SellPrice: book.SellPrice,
      SellVolume: book.SellVolume,
      TradingDay: state.clock.tradingDay,
      NAV: seed.kind === 'etf' ? this.navOf(l.id, state.clock.tradingDay, last) : undefined,
      Ratio: c.volumeRatio(d.volume),
      LastTradeVol: d.lastTradeVol,
      YearUpDown: fix(c.yearUpDown, 6),
      FiveMinsUpdown: fiveMinuteChange(d.minuteBars, last, pre),
      ExchangeID: c.exchangeId,
      InstrumentID: seed.code,
      UpdownRate: pre > 0 ? fix(last / pre - 1, 6) : 0,
    };
  }

  private aggregateDyna(state: ExchangeState, l: Aggregated): Dyna {
    const a = l.day;
    const seed = l.seed;
    const pre = a.preClose;
    const bars = a.minuteBars();
    const last = a.opened ? a.last : pre;
    const { high, low } = a.range(bars);
    const c = this.common(state, seed, l.id, last, pre);
    const counts = a.counts();
    let floatSum = 0;
    let cap = 0;
    let cirCap = 0;
    for (const m of a.members) {
      floatSum += m.day.seed.floatShares;
      cap += m.day.last * m.day.seed.totalShares;
      cirCap += m.day.last * m.day.seed.floatShares;
    }
    const volume = a.volume;
    const dyna: Dyna = {
      LastPrice: last,
      Updown: fix(last - pre, 4),
      Time: mMax(a.lastTradeTime, state.clock.unix),
      HighestPrice: high,
      LowestPrice: low,
      OpenPrice: a.open,
      Volume: volume,
      Amount: mRound(a.amount),
      SA: a.opened && pre > 0 ? fix((high - low) / pre, 6) : 0,
      TurnoverRate: floatSum > 0 ? fix(volume / floatSum, 6) : 0,
      PERatio: 0,
      TotVal: mRound(cap),
      TotStock: 0,
      CirVal: mRound(cirCap),
      CirStock: 0,
      AveragePrice: bars.length ? bars[bars.length - 1].AvgPrice : last,
      Committee: 0,
      CommitteeDiff: 0,
      NP: a.members.reduce((s, m) => s + m.day.buyVolume, 0),
      WP: a.members.reduce((s, m) => s + m.day.sellVolume, 0),
      LimitUp: 0,
      LimitDown: 0,
      Wk52High: c.wkHigh,
      Wk52Low: c.wkLow,
      Z: counts.Z,
      P: counts.P,
      D: counts.D,
      BuyPrice: null,
      BuyVolume: null,
      SellPrice: null,
      SellVolume: null,
      TradingDay: state.clock.tradingDay,
      Ratio: c.volumeRatio(volume),
      LastTradeVol: 0,
      YearUpDown: fix(c.yearUpDown, 6),
      FiveMinsUpdown: fiveMinuteChange(bars, last, pre),
      ExchangeID: c.exchangeId,
      InstrumentID: seed.code,
      UpdownRate: pre > 0 ? fix(last / pre - 1, 6) : 0,
    };
    if (seed.kind === 'sector') {
      const rate = (d: StockDay) => (d.preClose > 0 ? d.last / d.preClose - 1 : 0);
      const sorted = [...a.members].sort((x, y) => rate(y.day) - rate(x.day));
      const item = (d: StockDay | undefined) =>
        d
          ? {
              code: d.seed.code,
              exchange: d.seed.market,
              name: d.seed.name,
              lastPrice: d.last,
              preClose: d.preClose,
            }
          : null;
      dyna.SectorSortData = { top: item(sorted[0]?.day), bottom: item(sorted[sorted.length - 1]?.day) };
    }
    return dyna;
  }

  statistics(id: string): Statistics {
    const { state, live } = this.state(id);
    const seed = live.seed;
    const pre = live.day.preClose;
    const open = live.kind === 'traded' ? (live.day.opened ? live.day.open : 0) : live.day.open;
    const up = live.kind === 'traded' ? live.day.up : 0;
    const down = live.kind === 'traded' ? live.day.down : 0;
    return {
      PreClosePrice: pre,
      OpenPrice: open,
      TradingDay: state.clock.tradingDay,
      UpperLimitPrice: up,
      LowerLimitPrice: down,
      ExchangeID: seed.market,
      InstrumentID: seed.code,
      IsProfit: (seed.eps ?? 0) > 0,
      IsvVoteright: false,
      IsRegist: seed.board === 'star' || seed.board === 'chinext' || seed.board === 'bj',
      IsVIE: false,
    };
  }

  static(id: string): Static {
    const seed = this.state(id).live.seed;
    const type =
      seed.kind === 'stock'
        ? seed.board === 'b'
          ? 'BSHARE'
          : 'STOCK'
        : seed.kind === 'etf'
          ? 'ETF'
          : seed.kind === 'index'
            ? 'INDEX'
            : 'SECTOR';
    return {
      ExchangeID: seed.market,
      InstrumentID: seed.code,
      InstrumentName: seed.name,
      PriceMoneyType: seed.currency,
      TradingUnit: seed.lotSize,
      MinTradingUnit: seed.board === 'star' ? 200 : seed.lotSize,
      SecurityType: type,
    };
  }

  status(id: string): InstStatusData {
    const { state, live } = this.state(id);
    const seed = live.seed;
    let code = state.clock.status;
    if (seed.suspended) code = 18;
    else if (seed.kind === 'sector') {
      // Plate status set (§4 (states and transitions)): 1 invalid, 2 open, 3 trading, 4 closed, 5 break.
      code = code === 3 || code === 4 || code === 5 ? code : 2;
    }
    return { StatusType: code, ExchangeID: seed.market, InstrumentID: seed.code };
  }

  orderBook(id: string): MmpData {
    const { state, live } = this.state(id);
    if (live.kind !== 'traded') {
      return {
        TradingDay: state.clock.tradingDay,
        Time: state.clock.unix,
        BuyPrice: [],
        BuyVolume: [],
        SellPrice: [],
        SellVolume: [],
      };
    }
    const d = live.day;
    return orderBook({
      seed: live.seed,
      id,
      tradingDay: state.clock.tradingDay,
      time: mMax(d.lastTradeTime, state.clock.unix),
      last: d.opened ? d.last : d.preClose,
      lastProp: d.lastProp,
      version: d.tickCount,
      typicalVolume: d.bar.volume / mMax(1, d.minutes * 20),
      up: d.up,
      down: d.down,
    });
  }

  ticks(id: string, n: number): Tick[] {
    const { live } = this.state(id);
    if (live.kind !== 'traded') return [];
    const t = live.day.ticks;
    return n > 0 ? t.slice(mMax(0, t.length - n)) : [];
  }

  // ---- minutes and K-lines ----

  private historicDay(state: ExchangeState, l: Live, i: number): StockDay | undefined {
    if (l.kind !== 'traded') return undefined;
    const key = `${l.id}|${state.days[i]}`;
    let d = this.histDays.get(key);
    if (!d) {
      const bar = barAt(state.series.get(l.id)!, i);
      const { up, down } = limitPrices(l.seed, bar.preClose);
      d = new StockDay({
        seed: l.seed,
        id: l.id,
        exchange: state.ex,
        bar,
        globalSeed: this.seedValue,
        up,
        down,
      }).complete();
      this.histDays.set(key, d);
    }
    return d;
  }

  private historicMinutes(
    state: ExchangeState,
    l: Live,
    i: number,
  ): { tradingDay: number; preClose: number; data: MinuteEntry[] } {
    const key = `${l.id}|${state.days[i]}`;
    const have = this.histMinutes.get(key);
    if (have) return have;
    let out: { tradingDay: number; preClose: number; data: MinuteEntry[] };
    if (l.kind === 'traded') {
      const d = this.historicDay(state, l, i)!;
      out = { tradingDay: state.days[i], preClose: d.preClose, data: d.minuteBars };
      const raw = this.rawOf(state, l);
      if (raw && raw.price[i] !== 1) out = rawMinutes(out, raw.price[i], raw.round);
    } else {
      const members = (l.seed.constituents ?? []).map((m) => {
        const ml = state.live.get(m)!;
        return { day: this.historicDay(state, ml, i)!, weight: memberFloat(ml.seed) };
      });
      const s = state.series.get(l.id)!;
      const pre = i > 0 ? s.close[i - 1] : s.firstPreClose;
      const agg = new AggregateDay(l.seed, members, pre, state.days[i]);
      out = { tradingDay: state.days[i], preClose: pre, data: agg.minuteBars() };
    }
    this.histMinutes.set(key, out);
    return out;
  }

  minutes(id: string, days: number): { tradingDay: number; preClose: number; data: MinuteEntry[] }[] {
    const { state, live } = this.state(id);
    const n = mMax(1, mMin(MINUTE_DAYS, mFloor(days)));
    const last = state.days.length - 1;
    const out = [];
    for (let i = mMax(0, last - n + 1); i < last; i++) out.push(this.historicMinutes(state, live, i));
    const today = live.kind === 'traded' ? live.day.minuteBars.slice() : live.day.minuteBars();
    out.push({ tradingDay: state.clock.tradingDay, preClose: live.day.preClose, data: today });
    return out;
  }

  capitalFlow(id: string, days: number): { tradingDay: number; flow: FlowTotals }[] {
    const { state, live } = this.state(id);
    const last = state.days.length - 1;
    const dayOf = (l: Live, i: number): StockDay | undefined =>
      i === last ? (l.kind === 'traded' ? l.day : undefined) : this.historicDay(state, l, i);
    const flowOf = (i: number): FlowTotals => {
      if (live.kind === 'traded') return dayOf(live, i)?.flow ?? emptyFlow();
      const members = (live.seed.constituents ?? []).map((m) => dayOf(state.live.get(m)!, i)?.flow);
      return sumFlows(members.filter((f): f is FlowTotals => !!f));
    };
    const out = [];
    for (let i = mMax(0, last - mMax(1, mFloor(days)) + 1); i <= last; i++)
      out.push({ tradingDay: i === last ? state.clock.tradingDay : state.days[i], flow: flowOf(i) });
    return out;
  }

  preMarketMinutes(id: string): PreMarketMinuteEntry[] {
    const { state, live } = this.state(id);
    if (live.kind !== 'traded') return [];
    // US: the extended sessions' minutes released so far (pre-market, then after-hours), a copy.
    if (state.ex === 'US') return live.day.extended.map((m) => ({ ...m }));
    const visible = this.mode === 'demo' || state.clock.closed || state.clock.phase !== 'closed';
    if (!visible) return [];
    return live.day
      .auctionMinutes()
      .filter((m) => this.mode === 'demo' || state.clock.closed || m.time <= state.clock.unix)
      .map((m) => ({
        Time: m.time,
        Price: m.price,
        Volume: m.volume,
        UnmismatchVolume: m.unmatched,
        UnmismatchFlag: m.flag,
      }));
  }

  /** Daily K-line entries, oldest first, ending with today's bar once the day has opened. */
  private dailyKlines(state: ExchangeState, live: Live): KlineEntry[] {
    const raw = this.rawOf(state, live);
    const out = historyKlines(state.series.get(live.id)!, TIME_ZONE[state.ex], live.seed.lotSize, raw);
    const today = this.todayBar(state, live);
    if (today) out.push(today);
    return out;
  }

  /** Today's daily bar built from today's trades (undefined before the open). */
  private todayBar(state: ExchangeState, live: Live): KlineEntry | undefined {
    const tz = TIME_ZONE[state.ex];
    const day = state.clock.tradingDay;
    if (live.kind === 'traded') {
      const d = live.day;
      if (!d.opened) return undefined;
      return {
        Time: localMidnightUnix(day, tz),
        Open: d.open,
        Close: d.last,
        High: d.high,
        Low: d.low,
        Amount: mRound(d.amount),
        Volume: d.volume,
        TradingDay: day,
        PreClose: d.preClose,
        TickCount: d.tickCount,
      };
    }
    const a = live.day;
    if (!a.opened) return undefined;
    const bars = a.minuteBars();
    const { high, low } = a.range(bars);
    return {
      Time: localMidnightUnix(day, tz),
      Open: a.open,
      Close: a.last,
      High: high,
      Low: low,
      Amount: mRound(a.amount),
      Volume: a.volume,
      TradingDay: day,
      PreClose: a.preClose,
      TickCount: bars.reduce((t, b) => t + b.TickCount, 0),
    };
  }

  klines(
    id: string,
    period: KlinePeriodName,
    opts: { limit: number; start?: number; end?: number; adjust?: AdjustMode },
  ): KlineEntry[] {
    const { state, live } = this.state(id);
    const mode = opts.adjust ?? 'none';
    const factors = mode !== 'none' && live.seed.kind === 'stock' ? this.actionsOf(state, live).list : [];
    // Adjusted before rolling up: a week or month holding an ex-date mixes the factors of its days.
    const adjust = (b: KlineEntry[]) => (factors.length > 0 ? adjustBars(b, mode, factors) : b);
    let bars: KlineEntry[];
    if (period === 'DAY' || period === 'WEEK' || period === 'MONTH') {
      const daily = adjust(this.dailyKlines(state, live));
      bars = period === 'DAY' ? daily : periodBars(daily, period === 'WEEK' ? weekKey : monthKey);
    } else {
      const p = { M1: 1, M5: 5, M15: 15, M30: 30, M60: 60 }[period];
      bars = [];
      for (const day of this.minutes(id, MINUTE_DAYS)) {
        bars.push(...minutePeriodBars(adjust(minuteKlines(day.tradingDay, day.preClose, day.data)), p));
      }
    }
    return window(bars, opts.limit, opts.start, opts.end);
  }

  // ---- derived lists ----

  largeOrders(id: string, num: number): LargeOrder[] {
    const { live } = this.state(id);
    if (live.kind !== 'traded') return [];
    const l = live.day.large;
    return l.slice(mMax(0, l.length - num)).reverse();
  }

  private navOf(id: string, day: number, close: number): number {
    return etfNav(this.seedValue, id, day, close);
  }

  etfNetValues(id: string, sinceDate?: string): { unitNV: number; tradingDay: string }[] {
    const { state, live } = this.state(id);
    if (live.seed.kind !== 'etf') return [];
    const s = state.series.get(id)!;
    // Today's net value is published after the close.
    const n = state.clock.closed ? s.days.length : s.days.length - 1;
    const since = sinceDate ? parseYmd(sinceDate) : undefined;
    const out: { unitNV: number; tradingDay: string }[] = [];
    for (let i = 0; i < n; i++) {
      if (since !== undefined && s.days[i] < since) continue;
      out.push({ unitNV: this.navOf(id, s.days[i], s.close[i]), tradingDay: ymdString(s.days[i]) });
    }
    return out;
  }

  limitUpGene(id: string): LimitUpGene {
    const { state, live } = this.state(id);
    return limitUpGeneOf(live.seed, state.series.get(id)!);
  }

  rank(type: RankType, count: number): RankRow[] {
    let sorted = this.rankCache.get(type);
    if (!sorted) {
      const cn = this.exState('CN');
      const rows: RankRow[] = [];
      for (const l of cn.live.values()) {
        if (l.kind !== 'traded' || l.seed.kind !== 'stock' || l.seed.board === 'b') continue;
        rows.push({ seed: l.seed, dyna: this.dyna(l.id), statistics: this.statistics(l.id) });
      }
      const k = RANK_KEYS[type];
      rows.sort((a, b) => k(b) - k(a) || a.seed.code.localeCompare(b.seed.code));
      sorted = rows;
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
      : tradingDaysBetween(ex, FIRST_DAY, clockState(ex, this.now(), this.mode).tradingDay);
    return days.slice(mMax(0, days.length - limit));
  }
}
