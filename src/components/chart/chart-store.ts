/**
 * The main chart's data (§4 (states and transitions) "Chart"): the chosen period and indicator, data cached per period, and
 * the live feeds. 分时, 5日, 日K and the minute K-lines come from the live subscription (the last bar
 * updates in place as trades arrive); 周K, 月K, 季K, 年K and 净值 from HTTP (periods.ts says which). A period already loaded is shown from the cache; a
 * period whose request is pending is not requested again. Leaving the page releases every feed.
 *
 * Only the choice and the load state are observable; live data changes go to listeners, so a trade
 * redraws the canvas (batched) without re-rendering React.
 *
 * Any page can mount it: it needs an instrument (`instrumentOf(market, code)`: its quote key), the
 * quote channel and the two HTTP calls; use-live-chart.ts ties it to a page's life.
 */
import { action, makeObservable, observable, observableRef } from 'mobx';
import { KLINE_DEFAULT_COUNT, klineLimit, type ChartPeriod } from '../../lib/chart/axis';
import { hasMovingAverage, regionOf, type Region } from '../../lib/market';
import { keyId, quoteKey } from '../../quote/keys';
import { subscribeMinuteFeed, type MinuteUpdate } from '../../quote/minute-feed';
import {
  MsgType,
  type KlineBody,
  type KlineEntry,
  type PreMarketMinuteBody,
  type PreMarketMinuteEntry,
  type QuoteKey,
} from '../../../contract/quote-protocol';
import type { QuoteTransport } from '../../quote/transport';
import { applyExtendedMinutes, applyMinutePush, buildMinuteSeries, hasExtendedAxis } from './minutes';
import type { IndicatorKey, MinuteSeries, NavData, PeriodKey } from './types';
import {
  isKlineView,
  isLiveKline,
  liveBarTime,
  PERIOD_KEYS,
  PERIODS,
  type KlineHttpPeriod,
  type KlinePeriodKey,
} from './periods';
import { applyLiveBar, buildKlineState, type KlineState } from './kline-data';
import { prependKlines } from './older-bars';
import type { ChartEvents } from '../../../contract/chart-events';
import { adjustBar, adjustBars, type AdjustMode } from '../../../contract/market-rules/adjust';
import { browserStorage, loadChartSettings, saveChartSettings, type SettingsStorage } from './settings';

export type LoadState = 'idle' | 'loading' | 'ready' | 'error';

/**
 * A live period (intraday, 5-day, daily) whose first reply has not come after this long shows the
 * retry line instead of loading for ever. The subscription stays: if the reply comes later (the
 * channel reconnected and replayed it), the chart still draws. As long as a quote request may take.
 */
export const LIVE_FIRST_REPLY_TIMEOUT_MS = 15_000;

/**
 * Bars to load: the §9 (business constants and limits) K-line limit (5 × the region's daily points: CN 1210, HK 1700, USA 1950),
 * capped at the §9 (business constants and limits) default count of 1500, which is also the most the quote system serves at once.
 */
export function barsToLoad(period: ChartPeriod, region: Region): number {
  return Math.min(klineLimit(period, region), KLINE_DEFAULT_COUNT);
}

/** Bars to load of a period of the table (periods.ts): 960 for minute bars (§9), else as 日K. */
export function barsToLoadOf(p: KlinePeriodKey, region: Region): number {
  const spec = PERIODS[p];
  return barsToLoad(
    spec.minutes ?? (spec.http === 'WEEK' || spec.http === 'MONTH' ? spec.http : 'DAY'),
    region,
  );
}

/** The HTTP calls of the chart: the K-lines of the HTTP periods, the ETF net value (src/services/quote.ts). */
export interface ChartServices {
  fetchKlines(
    market: string,
    code: string,
    period: KlineHttpPeriod,
    limit: number,
    adjust?: AdjustMode,
  ): Promise<KlineEntry[]>;
  fetchNav(market: string, code: string): Promise<NavData>;
  /**
   * The `limit` bars of a K-line period ending before `before` (unix seconds), oldest first: the
   * older bars a pan to the oldest loaded one asks for (issue 21). Absent: no older bars load.
   */
  fetchOlderKlines?(
    market: string,
    code: string,
    period: KlineHttpPeriod,
    before: number,
    limit: number,
    /** HTTP periods' bars come adjusted by the server; live ones' raw (the store adjusts them). */
    adjust?: AdjustMode,
  ): Promise<KlineEntry[]>;
  /** The corporate actions (复权 factors) and event markers (issue 21); absent: neither is shown. */
  fetchEvents?(market: string, code: string): Promise<ChartEvents>;
}

/** What the chart store needs from outside: the quote channel and the HTTP calls. */
export interface ChartSources extends ChartServices {
  quote: QuoteTransport;
  /**
   * US extended-hours minutes (pre-market minute 504, issue 21); by default the quote channel's.
   * `full`: the subscription reply (every minute so far), else a push (the latest minute).
   */
  subscribeExtended?: (
    key: QuoteKey,
    listener: (u: { data: PreMarketMinuteEntry[]; full: boolean }) => void,
  ) => () => void;
  /** The live minute line; by default the quote channel's (quote/minute-feed.ts). */
  subscribeMinute?: (key: QuoteKey, days: 1 | 5, listener: (u: MinuteUpdate) => void) => () => void;
  /**
   * The live daily K-line; by default the quote channel's (kline 701). `full` replaces the series,
   * otherwise the entries update or extend its end.
   */
  subscribeDaily?: (
    key: QuoteKey,
    count: number,
    listener: (u: { data: KlineEntry[]; full: boolean }) => void,
  ) => () => void;
  /** A live minute K-line (kline 701 with the period's code); by default the quote channel's. */
  subscribeKline?: (
    key: QuoteKey,
    period: number,
    count: number,
    listener: (u: { data: KlineEntry[]; full: boolean }) => void,
  ) => () => void;
  /** Where the chart settings (复权, markers) are remembered; the browser's localStorage by default. */
  settings?: SettingsStorage | null;
}

export interface Instrument {
  market: string;
  code: string;
  region: Region;
  key: QuoteKey;
  /** Reference for the intraday chart before the minute reply brings its own. */
  preClose: () => number | null;
}

/**
 * The instrument of a market and code as the quote channel keys it. `preClose` is the intraday
 * chart's reference until the minute reply brings its own (the page's statistics, when it has them).
 * Throws UnknownMarketError for a market the quote channel does not serve.
 */
export function instrumentOf(
  market: string,
  code: string,
  preClose: () => number | null = () => null,
): Instrument {
  return { market, code, region: regionOf(market), key: quoteKey(market, code), preClose };
}

export type LiveListener = (period: PeriodKey, appended: boolean) => void;

export class ChartStore {
  period: PeriodKey = 'min';
  indicator: IndicatorKey = 'VOL';
  state: Record<PeriodKey, LoadState> = idleStates();
  /** Bumped when a period's data are replaced as a whole (full redraw). */
  version = 0;

  minute: MinuteSeries | null = null;
  fiveDay: MinuteSeries | null = null;
  klines = new Map<KlinePeriodKey, KlineState>();
  nav: NavData | null = null;
  /** 复权 mode of the K-lines and whether event markers show (remembered, settings.ts). */
  adjust: AdjustMode;
  markersOn: boolean;
  /** The instrument's corporate actions and markers, once loaded (null before, or without the call). */
  events: ChartEvents | null = null;
  /** The live periods' bars as the channel sends them (不复权); `klines.get(p)` is their adjusted view. */
  private readonly raw = new Map<KlinePeriodKey, KlineEntry[]>();
  private eventsRequested = false;
  private readonly storage: SettingsStorage | null;

  private instrument: Instrument | null = null;
  private readonly releases = new Map<string, () => void>();
  private readonly pending = new Map<PeriodKey, Promise<void>>();
  private readonly firstReplyTimers = new Map<PeriodKey, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<LiveListener>();
  /** Loaded K-line series with an older-bars request out, and those whose history has no more. */
  private readonly olderPending = new WeakSet<KlineState>();
  private readonly olderDone = new WeakSet<KlineState>();
  /** Requests started for an earlier instrument or visit are ignored when they come back. */
  private generation = 0;

  constructor(private readonly sources: ChartSources) {
    this.storage = sources.settings === undefined ? browserStorage() : sources.settings;
    const remembered = loadChartSettings(this.storage);
    this.adjust = remembered.adjust;
    this.markersOn = remembered.markers;
    makeObservable(this, {
      adjust: observable,
      markersOn: observable,
      events: observableRef,
      selectAdjust: action,
      toggleMarkers: action,
      period: observable,
      indicator: observable,
      state: observable,
      version: observable,
      selectPeriod: action,
      selectIndicator: action,
      setState: action,
      retry: action,
      reset: action,
    });
  }

  get showMa(): boolean {
    return this.instrument ? hasMovingAverage(this.instrument.market, this.instrument.code) : true;
  }
  /** The instrument's market and code (the markers' links), null before one is set. */
  get marketCode(): { market: string; code: string } | null {
    return this.instrument ? { market: this.instrument.market, code: this.instrument.code } : null;
  }
  get region(): Region {
    return this.instrument?.region ?? 'CN';
  }

  onLive(fn: LiveListener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /**
   * A new instrument: caches are dropped; the first period (the first tab the page offers) loads
   * when the page is active.
   */
  reset(instrument: Instrument | null, firstPeriod: PeriodKey = 'min'): void {
    this.leave();
    this.instrument = instrument;
    this.minute = null;
    this.fiveDay = null;
    this.klines.clear();
    this.nav = null;
    this.raw.clear();
    this.events = null;
    this.eventsRequested = false;
    this.pending.clear();
    this.state = idleStates();
    this.period = firstPeriod;
    this.version += 1;
  }

  /** The page became active: (re)load the chosen period; live periods resubscribe. */
  enter(): void {
    if (!this.instrument) return;
    this.ensure(this.period);
  }

  /** Leaving the page unsubscribes every live feed (§4 (states and transitions)). Cached history stays for the return. */
  leave(): void {
    this.generation += 1;
    for (const release of this.releases.values()) release();
    this.releases.clear();
    this.pending.clear();
    for (const timer of this.firstReplyTimers.values()) clearTimeout(timer);
    this.firstReplyTimers.clear();
    // Live periods must reload on return: what they missed meanwhile is not in the cache.
    for (const p of PERIOD_KEYS)
      if ((isLiveKline(p) || PERIODS[p].view === 'minute') && this.state[p] !== 'idle')
        this.setState(p, 'idle');
  }

  selectPeriod(p: PeriodKey): void {
    this.period = p;
    this.ensure(p);
  }

  selectIndicator(k: IndicatorKey): void {
    this.indicator = k;
  }

  /**
   * A 复权 mode: remembered; the live periods' bars are re-adjusted from the raw ones at once, the
   * HTTP periods' bars (adjusted by the server before rolling up) are asked again.
   */
  selectAdjust(mode: AdjustMode): void {
    if (mode === this.adjust) return;
    this.adjust = mode;
    this.remember();
    this.readjustLive();
    for (const p of PERIOD_KEYS) {
      if (!isKlineView(p) || isLiveKline(p)) continue;
      this.klines.delete(p);
      if (this.state[p] !== 'idle' && !this.pending.has(p)) this.setState(p, 'idle');
    }
    this.version += 1;
    this.ensure(this.period);
  }

  toggleMarkers(on: boolean): void {
    this.markersOn = on;
    this.remember();
    if (on) this.ensureEvents();
  }

  private remember(): void {
    saveChartSettings(this.storage, { adjust: this.adjust, markers: this.markersOn });
  }

  /** The factors the daily bars are adjusted with (none until the events call answered). */
  private get factors() {
    return this.events?.actions ?? [];
  }

  private readjustLive(): void {
    const inst = this.instrument;
    if (!inst) return;
    for (const [p, raw] of this.raw) this.klines.set(p, this.adjusted(p, raw, inst));
  }

  private adjusted(p: KlinePeriodKey, raw: readonly KlineEntry[], inst: Instrument): KlineState {
    return buildKlineState(adjustBars(raw, this.adjust, this.factors), inst.region, PERIODS[p].time);
  }

  /** Loads the actions and markers once per instrument (K-line periods only need them). */
  private ensureEvents(): void {
    const inst = this.instrument;
    const sources = this.sources;
    if (!inst || !sources.fetchEvents || this.eventsRequested) return;
    this.eventsRequested = true;
    const gen = this.generation;
    sources.fetchEvents(inst.market, inst.code).then(
      (ev) => {
        if (this.instrument !== inst) return;
        this.applyEvents(ev);
      },
      () => {
        // Asked again on the next K-line visit.
        if (gen === this.generation || this.instrument === inst) this.eventsRequested = false;
      },
    );
  }

  private applyEvents(ev: ChartEvents): void {
    action(() => {
      this.events = ev;
      this.readjustLive();
      this.version += 1;
    })();
  }

  setState(p: PeriodKey, s: LoadState): void {
    this.state[p] = s;
  }

  /** The retry line: a live period's feed is opened afresh, anything else asked again. */
  retry(p: PeriodKey): void {
    this.releases.get(p)?.();
    this.releases.delete(p);
    this.pending.delete(p);
    this.clearFirstReplyTimer(p);
    this.setState(p, 'idle');
    this.ensure(p);
  }

  private clearFirstReplyTimer(p: PeriodKey): void {
    const timer = this.firstReplyTimers.get(p);
    if (timer !== undefined) clearTimeout(timer);
    this.firstReplyTimers.delete(p);
  }

  private failIfNoFirstReply(p: PeriodKey, gen: number): void {
    this.clearFirstReplyTimer(p);
    this.firstReplyTimers.set(
      p,
      setTimeout(() => {
        this.firstReplyTimers.delete(p);
        if (gen === this.generation && this.state[p] === 'loading') this.setState(p, 'error');
      }, LIVE_FIRST_REPLY_TIMEOUT_MS),
    );
  }

  /** Loads a period unless it is cached (ready) or its request is pending. */
  ensure(p: PeriodKey): void {
    const inst = this.instrument;
    if (inst && isKlineView(p)) this.ensureEvents();
    if (!inst || this.state[p] === 'ready' || this.pending.has(p)) return;
    this.setState(p, 'loading');
    const gen = this.generation;
    const done = new Promise<void>((resolve) => {
      const finish = (ok: boolean) => {
        if (gen !== this.generation) return resolve();
        this.clearFirstReplyTimer(p);
        this.pending.delete(p);
        this.setState(p, ok ? 'ready' : 'error');
        if (ok) this.bump();
        resolve();
      };
      const spec = PERIODS[p];
      if (spec.view === 'minute') {
        // Armed first: a feed shared with another subscriber may answer within subscribe.
        this.failIfNoFirstReply(p, gen);
        this.subscribeMinutes(inst, p as 'min' | 'min5', finish);
      } else if (isKlineView(p) && spec.source === 'live') {
        this.failIfNoFirstReply(p, gen);
        this.subscribeLive(inst, p, finish);
      } else if (isKlineView(p) && spec.http) {
        this.sources
          .fetchKlines(inst.market, inst.code, spec.http, barsToLoadOf(p, inst.region), this.adjust)
          .then(
            (entries) => {
              if (gen !== this.generation) return;
              this.klines.set(p, buildKlineState(entries, inst.region, spec.time));
              finish(true);
            },
            () => finish(false),
          );
      } else {
        this.sources.fetchNav(inst.market, inst.code).then(
          (nav) => {
            if (gen !== this.generation) return;
            this.nav = nav;
            finish(true);
          },
          () => finish(false),
        );
      }
    });
    this.pending.set(p, done);
  }

  /**
   * Loads up to `limit` bars older than the oldest loaded one of a K-line period over HTTP and puts
   * them in front. `beforeRedraw(added)` runs before the full redraw is asked for, so the caller can
   * move its window by the bars added and the view does not jump. Answers the bars added (0: none
   * older, a request already out, another instrument meanwhile, or the call failed).
   */
  async loadOlder(p: PeriodKey, limit: number, beforeRedraw?: (added: number) => void): Promise<number> {
    const inst = this.instrument;
    if (!isKlineView(p)) return 0;
    const period = PERIODS[p].http;
    const state = this.klines.get(p);
    if (!inst || !period || !this.sources.fetchOlderKlines || !state || state.data.time.length === 0)
      return 0;
    if (this.olderPending.has(state) || this.olderDone.has(state)) return 0;
    this.olderPending.add(state);
    const gen = this.generation;
    const live = isLiveKline(p);
    try {
      // Live periods' bars are kept raw and shown adjusted here; HTTP periods' come adjusted (复权).
      const entries = await this.sources.fetchOlderKlines(
        inst.market,
        inst.code,
        period,
        state.data.time[0] - 1,
        limit,
        live ? 'none' : this.adjust,
      );
      // A reload of the period meanwhile replaced the state: these bars belong to the old one.
      if (gen !== this.generation || this.klines.get(p) !== state) return 0;
      const raw = this.raw.get(p);
      if (live && raw) {
        const first = raw[0]?.Time ?? Infinity;
        this.raw.set(p, [...entries.filter((e) => e.Time < first), ...raw]);
      }
      const shown = live ? adjustBars(entries, this.adjust, this.factors) : entries;
      const added = prependKlines(state, shown, inst.region);
      if (added === 0) this.olderDone.add(state);
      else {
        beforeRedraw?.(added);
        this.bump();
      }
      return added;
    } catch {
      return 0;
    } finally {
      this.olderPending.delete(state);
    }
  }

  private bump(): void {
    action(() => (this.version += 1))();
  }

  private emit(p: PeriodKey, appended: boolean): void {
    for (const fn of this.listeners) fn(p, appended);
  }

  private subscribeMinutes(inst: Instrument, p: 'min' | 'min5', finish: (ok: boolean) => void): void {
    const days = p === 'min' ? 1 : 5;
    let first = true;
    const subscribe =
      this.sources.subscribeMinute ??
      ((key: QuoteKey, d: 1 | 5, fn: (u: MinuteUpdate) => void) =>
        subscribeMinuteFeed(this.sources.quote, key, d, () => undefined, fn));
    const extended = hasExtendedAxis(inst.region, days);
    /** The US extended minutes so far (504), laid again on every fresh series. */
    let extendedData: PreMarketMinuteEntry[] = [];
    const restart = () => {
      // A new trading day or demo loop began: start over from fresh replies.
      this.releases.get(p)?.();
      this.releases.delete(p);
      this.setState(p, 'idle');
      this.ensure(p);
    };
    const release = subscribe(inst.key, days, (u) => {
      const current = p === 'min' ? this.minute : this.fiveDay;
      if (u.full || !current) {
        const preClose = days === 1 ? (u.preClose ?? inst.preClose()) : inst.preClose();
        const series = buildMinuteSeries(u.data, inst.region, days, preClose ?? null);
        if (extended) applyExtendedMinutes(series, extendedData, true);
        if (p === 'min') this.minute = series;
        else this.fiveDay = series;
        if (first) {
          first = false;
          finish(true);
        } else this.bump();
        return;
      }
      let fresh = true;
      for (const e of u.data) fresh = applyMinutePush(current, e) && fresh;
      if (!fresh) return restart();
      this.emit(p, false);
    });
    if (!extended) {
      this.releases.set(p, release);
      return;
    }
    const subscribeExtended =
      this.sources.subscribeExtended ??
      ((key: QuoteKey, fn: (u: { data: PreMarketMinuteEntry[]; full: boolean }) => void) => {
        const id = keyId(key);
        const body = { key: [key], timestamp: true };
        return this.sources.quote.subscribe<PreMarketMinuteBody, typeof body>(
          MsgType.PreMarketMinute,
          body,
          (m) => {
            const item = m.body.hq.find((h) => keyId(h.key) === id);
            if (item) fn({ data: item.data ?? [], full: m.header.seq !== 0 });
          },
        );
      });
    const releaseExtended = subscribeExtended(inst.key, (u) => {
      if (u.full) extendedData = u.data.slice();
      else {
        const last = extendedData[extendedData.length - 1];
        for (const e of u.data) {
          if (last && e.Time === last.Time) extendedData[extendedData.length - 1] = e;
          else extendedData.push(e);
        }
      }
      const current = this.minute;
      if (!current) return;
      if (!applyExtendedMinutes(current, u.full ? extendedData : u.data, u.full)) return restart();
      if (u.full) this.bump();
      else this.emit(p, false);
    });
    this.releases.set(p, () => {
      release();
      releaseExtended();
    });
  }

  /** A live bar into a period's raw bars (same Time replaces the last, a newer one appends). */
  private keepRaw(p: KlinePeriodKey, e: KlineEntry): void {
    const raw = this.raw.get(p);
    if (!raw || !Number.isFinite(e.Close)) return;
    const last = raw[raw.length - 1];
    if (last && e.Time === last.Time) raw[raw.length - 1] = e;
    else if (!last || e.Time > last.Time) raw.push(e);
  }

  /** A live K-line period (日K, the minute K-lines): the channel's bars, the last updated by pushes. */
  private subscribeLive(inst: Instrument, p: KlinePeriodKey, finish: (ok: boolean) => void): void {
    const count = barsToLoadOf(p, inst.region);
    let first = true;
    const apply = (data: KlineEntry[], full: boolean) => {
      if (full || !this.klines.has(p)) {
        this.raw.set(p, data.slice());
        this.klines.set(p, this.adjusted(p, data, inst));
        if (first) {
          first = false;
          finish(true);
        } else this.bump();
        return;
      }
      const state = this.klines.get(p) as KlineState;
      let appended = false;
      for (const pushed of data) {
        // The bar a push belongs to by the period's boundary rule (periods.ts liveBarTime).
        const e = { ...pushed, Time: liveBarTime(p, inst.region, pushed.Time) };
        this.keepRaw(p, e);
        // 前复权: the latest bar has no later action, so it is as traded; 后复权: × every factor.
        const adjusted = adjustBar(e, this.adjust, this.factors);
        appended = applyLiveBar(state, adjusted, inst.region) === 'appended' || appended;
      }
      this.emit(p, appended);
    };
    const code = PERIODS[p].code as number;
    const injected =
      p === 'day' && this.sources.subscribeDaily
        ? (fn: typeof apply) => this.sources.subscribeDaily!(inst.key, count, (u) => fn(u.data, u.full))
        : p !== 'day' && this.sources.subscribeKline
          ? (fn: typeof apply) =>
              this.sources.subscribeKline!(inst.key, code, count, (u) => fn(u.data, u.full))
          : null;
    if (injected) {
      this.releases.set(p, injected(apply));
      return;
    }
    const body = { key: [inst.key], period: code, count, type: 1 as const, timestamp: true };
    const id = keyId(inst.key);
    const release = this.sources.quote.subscribe<KlineBody>(MsgType.Kline, body, (m) => {
      const item = m.body.hq.find((h) => keyId(h.key) === id);
      // §5 (validation rules) / §8 (the error catalogue): a K-line response lacking KlineData is dropped silently.
      if (!item || !Array.isArray(item.KlineData)) return;
      apply(item.KlineData, m.header.seq !== 0);
    });
    this.releases.set(p, release);
  }
}

function idleStates(): Record<PeriodKey, LoadState> {
  return Object.fromEntries(PERIOD_KEYS.map((k) => [k, 'idle'])) as Record<PeriodKey, LoadState>;
}
