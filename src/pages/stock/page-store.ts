/**
 * The stock home's page state beside the app-wide Security store: which instrument the route asks
 * for, whether it exists, the main chart's store, the HTTP extras of the price panel (limit-up gene
 * for CN, stock detail for HK and US), and the §4 (states and transitions) status rule (reload 60 s after the status changes
 * following its first value).
 */
import { action, computed, makeObservable, observable, observableRef, when } from 'mobx';
import type { ChartEvents } from '../../../contract/chart-events';
import type { AdjustMode } from '../../../contract/market-rules/adjust';
import { hkLookupCode, isEtf, lotSizeOf, normalizeCode, regionOf } from '../../lib/market';
import { quoteKey, UnknownMarketError } from '../../quote/keys';
import type { KlineEntry, QuoteKey } from '../../../contract/quote-protocol';
import type { QuoteTransport } from '../../stores/quote-connection';
import { STATUS_RELOAD_DELAY_MS, type SecurityStore } from '../../stores/security';
import type { NavData } from '../../components/chart/types';
import { ChartStore, type ChartServices } from '../../components/chart/chart-store';
import type { KlineHttpPeriod } from '../../components/chart/periods';
import { lineOf, type CachedLine } from '../../lib/chart/cached-line';
import type { LineCache } from '../../stores/line-cache';
import type { LimitUpGene, PanelKind, StockDetail } from '../../components/price-panel/fields';
import type { LargeOrder } from './right-panel/large-orders';

/** §9 (business constants and limits) status reload 60 s (the Security store's rule). */
export const STATUS_RELOAD_MS = STATUS_RELOAD_DELAY_MS;

/** The HTTP calls the page makes (src/services/quote.ts in the app, fakes in tests). */
export interface StockServices {
  fetchKlines(
    market: string,
    code: string,
    period: KlineHttpPeriod,
    limit: number,
    adjust?: AdjustMode,
  ): Promise<KlineEntry[]>;
  fetchNav(market: string, code: string): Promise<NavData>;
  /** Older K-line bars before a time (issue 21: a pan back to the oldest loaded bar). */
  fetchOlderKlines?: ChartServices['fetchOlderKlines'];
  /** The chart's 复权 factors and event markers (issue 21); optional for fakes. */
  fetchEvents?(market: string, code: string): Promise<ChartEvents>;
  fetchLimitUpGene(market: string, code: string): Promise<LimitUpGene | null>;
  fetchStockDetail(market: string, code: string): Promise<StockDetail | null>;
  fetchLargeOrders(market: string, code: string): Promise<LargeOrder[]>;
  /** §2 (screens and routes)/§7 (the calls it makes) getStockName: the instrument's name ('' when none). */
  fetchStockName(market: string, code: string): Promise<string>;
}

export type Existence = 'checking' | 'found' | 'not-found';

export class StockPageStore {
  /** The route names a market the quote channel does not serve: not found without asking. */
  unknownMarket = false;
  gene: LimitUpGene | null = null;
  detail: StockDetail | null = null;
  /** The name getStockName answered (§2 (screens and routes): the page fetches the stock name); '' until then. */
  fetchedName = '';
  readonly chart: ChartStore;

  private active = false;
  private offStatus: (() => void) | null = null;
  private openGeneration = 0;
  /** The instrument this page last opened ('market/CODE'), null after an unknown market. */
  private opened: string | null = null;
  private stopWaitingForLookup: (() => void) | null = null;

  constructor(
    readonly security: SecurityStore,
    quote: QuoteTransport,
    private readonly services: StockServices,
    private readonly reload: () => void = () => window.location.reload(),
    /** The device's last known intraday lines (issue 21): kept while live, drawn while loading. */
    private readonly lines: LineCache | null = null,
  ) {
    this.chart = new ChartStore({
      quote,
      fetchKlines: (market, code, period, limit, adjust) =>
        services.fetchKlines(market, code, period, limit, adjust),
      fetchNav: (market, code) => services.fetchNav(market, code),
      fetchOlderKlines: services.fetchOlderKlines
        ? (market, code, period, before, limit, adjust) =>
            services.fetchOlderKlines!(market, code, period, before, limit, adjust)
        : undefined,
      fetchEvents: services.fetchEvents ? (market, code) => services.fetchEvents!(market, code) : undefined,
    });
    // The live intraday line is kept on the device (at most every 3 s, and when the page is left).
    this.chart.onLive((p) => {
      if (p === 'min') this.keepLine(false);
    });
    makeObservable(this, {
      unknownMarket: observable,
      existence: computed,
      gene: observableRef,
      detail: observableRef,
      fetchedName: observable,
      open: action,
    });
  }

  get panelKind(): PanelKind {
    const k = this.security.kind;
    return k === 'index' || k === 'sector'
      ? 'index'
      : k === 'etf' || isEtf(this.security.market, this.security.symbol)
        ? 'etf'
        : 'stock';
  }

  /**
   * Whether the instrument exists: the Security store's dictionary answer (its one request, which
   * it repeats after connection trouble), or not found at once for an unknown market.
   */
  get existence(): Existence {
    if (this.unknownMarket) return 'not-found';
    const lookup = this.security.lookup;
    return lookup === 'unknown' ? 'checking' : lookup;
  }

  /** The header's name: the fetched one, else the quote dictionary's (which usually comes first). */
  get name(): string {
    return this.fetchedName || this.security.stockname;
  }

  /** The board lot (每手股数, 每手金额): the instrument's trading unit, else its region's. */
  get lotSize(): number {
    const unit = this.security.statics?.TradingUnit;
    return typeof unit === 'number' && unit > 0 ? unit : lotSizeOf(this.security.market);
  }

  /**
   * What volumes on screen are divided by (order book, ticks, large orders, chart tooltip and
   * legend): CN shows lots (手) of the board lot; HK and USA show shares (§9 (business constants and limits): lot size 1), as the
   * price panel does, whatever their board lot.
   */
  get volumeLot(): number {
    return this.security.region === 'CN' ? this.lotSize : 1;
  }

  /** Shows an instrument (route change). Same instrument: nothing changes. */
  open(market: string, code: string): void {
    let key: QuoteKey;
    try {
      key = quoteKey(market, code);
    } catch (err) {
      if (!(err instanceof UnknownMarketError)) throw err;
      // The previous instrument's feeds stop with it; coming back to it opens it afresh.
      const wasActive = this.active;
      if (wasActive) this.leave();
      this.openGeneration += 1;
      this.opened = null;
      this.unknownMarket = true;
      if (wasActive) this.enter();
      return;
    }
    const id = `${market}/${code.trim().toUpperCase()}`;
    if (this.opened === id && this.existence === 'found') return;
    const wasActive = this.active;
    if (wasActive) this.leave();
    this.opened = id;
    this.unknownMarket = false;
    this.security.setSymbol(market, code);
    this.gene = null;
    this.detail = null;
    this.fetchedName = '';
    const gen = ++this.openGeneration;
    this.chart.reset({
      market,
      // HTTP calls take the code as routes write it (HK 00700); the server normalises it (§4 (states and transitions)).
      code: this.security.code,
      region: regionOf(market),
      key: this.security.key ?? key,
      preClose: () => this.security.statistic?.PreClosePrice ?? null,
    });
    // Found: the panel's HTTP extras; not found: the chart's feed stops (the Security store
    // subscribes nothing for an unknown code).
    this.stopWaitingForLookup?.();
    this.stopWaitingForLookup = when(
      () => this.existence !== 'checking',
      () => (this.existence === 'found' ? this.loadExtras(gen) : this.chart.leave()),
    );
    if (wasActive) this.enter();
  }

  /** The page is on screen: subscribe (§4 (states and transitions): the page subscribes on enter). */
  enter(): void {
    this.active = true;
    if (this.existence === 'not-found') return;
    this.security.enter();
    this.chart.enter();
    this.offStatus?.();
    this.offStatus = this.security.reloadOnStatusChange(this.reload, STATUS_RELOAD_MS);
  }

  /** The page is hidden or gone: unsubscribe everything (§4 (states and transitions)). */
  leave(): void {
    this.active = false;
    this.keepLine(true);
    this.security.leave();
    this.chart.leave();
    this.offStatus?.();
    this.offStatus = null;
  }

  /** The URL instrument's last known intraday line, drawn grey while the chart's own is loading. */
  loadCachedLine(market: string, code: string): CachedLine | null {
    return this.lines?.load(market, normalizeCode(market, code)) ?? null;
  }

  private keepLine(force: boolean): void {
    const { market, symbol } = this.security;
    // Checked before the series is copied: a live push comes several times a second.
    if (!this.lines || !market || (!force && !this.lines.due(market, symbol))) return;
    const line = this.chart.minute && lineOf(this.chart.minute);
    if (line) this.lines.save(market, symbol, line, force);
  }

  loadLargeOrders = (): Promise<LargeOrder[]> =>
    this.services.fetchLargeOrders(this.security.market, this.security.code);

  private loadExtras(gen: number): void {
    const { market, code, region } = this.security;
    // After the existence check, off the first price's path; HK 4-digit codes padded (§7 (the calls it makes)).
    this.services.fetchStockName(market, region === 'HK' ? hkLookupCode(code) : code).then(
      (name) => gen === this.openGeneration && action(() => (this.fetchedName = name))(),
      () => undefined, // the dictionary's name stays
    );
    const kind = this.panelKind;
    if (kind !== 'stock') return;
    if (region === 'CN') {
      this.services.fetchLimitUpGene(market, code).then(
        (g) => gen === this.openGeneration && action(() => (this.gene = g))(),
        () => undefined,
      );
    } else {
      this.services.fetchStockDetail(market, code).then(
        (d) => gen === this.openGeneration && action(() => (this.detail = d))(),
        () => undefined,
      );
    }
  }
}
