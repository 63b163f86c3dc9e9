/**
 * §3 (entities and their fields) Security: the instrument the stock pages show, fed by the live quote channel. Setting the
 * symbol follows §4 (states and transitions); the page subscriptions (dynamic quote, statistics, status, static, tick) are
 * made by enter() and released by leave(). Each quote section is one observable object updated in
 * place, so observers of a field re-render only when that field changes.
 */
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { normalizeCode, regionOf, type Region } from '../lib/market';
import { startsNewSession } from '../lib/live-session';
import { keyId, quoteKey } from '../quote/keys';
import {
  dictionaryBody,
  kindFromDictionary,
  kindOf,
  pageSnapshot,
  type InstrumentKind,
} from '../quote/page-subscription';
import {
  MsgType,
  type DictionaryBody,
  type Dyna,
  type InstStatusData,
  type Message,
  type QuoteKey,
  type SnapshotBody,
  type SnapshotItem,
  type Static,
  type Statistics,
  type Tick,
} from '../../contract/quote-protocol';
import { QuoteRequestError } from '../quote/connection';
import { subscribeMinuteFeed, type MinuteUpdate } from '../quote/minute-feed';
import { IndexTiles } from './index-tiles';
import type { QuoteTransport } from './quote-connection';
import type { CachedQuote, QuoteCache } from './quote-cache';

/** §4 (states and transitions)/§9 (business constants and limits): the page reloads 60 s after the status first changes. */
export const STATUS_RELOAD_DELAY_MS = 60_000;
/** A page's dictionary request that failed (not a 404) is sent again after this delay. */
export const DICTIONARY_RETRY_MS = 3000;
/** §9 (business constants and limits) tick list 50. */
export const TICK_LIST_SIZE = 50;
export { PAGE_SECTIONS, type InstrumentKind } from '../quote/page-subscription';

/** The part of ShareholderEquity (§3 (entities and their fields) profile) the quote uses: circulating shares. */
export interface ShareholderEquity {
  CircSkamt?: number | null;
  [field: string]: unknown;
}

export type StatusChangeListener = (next: InstStatusData, previous: InstStatusData) => void;

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** §5 (validation rules): turnover rate = volume / circulating shares, when both are numeric and the shares non-zero. */
export function recomputedTurnover(volume: unknown, circulatingShares: unknown): number | undefined {
  if (!isNum(volume) || !isNum(circulatingShares) || circulatingShares === 0) return undefined;
  return volume / circulatingShares;
}

/** What the quote dictionary (100) said of the symbol: unknown until it answered. */
export type Lookup = 'unknown' | 'found' | 'not-found';

export class SecurityStore {
  market = '';
  /** Code as set (upper-cased), e.g. the route's 00700. */
  code = '';
  /** Code as the quote system uses it (§4 (states and transitions): HK leading character stripped unless a dot). */
  symbol = '';
  stockname = '';
  /** The one existence check of an instrument: pages derive their not-found state from it. */
  lookup: Lookup = 'unknown';
  region: Region = 'CN';
  isIndex = false;
  kind: InstrumentKind = 'stock';
  status: InstStatusData | null = null;
  dyna: Dyna | null = null;
  statistic: Statistics | null = null;
  statics: Static | null = null;
  tick: Tick[] = [];
  profile: ShareholderEquity | null = null;
  homeScrollTop = 0;
  /** Bumped whenever the code changes: info tab lists and pages reset when they see a new value. */
  symbolVersion = 0;
  /**
   * Issue 21: when the quote shown (dyna, statistic) is the device's last known one rather than
   * live, the epoch ms it was live; null once the channel's first quote has replaced it. Screens
   * must mark a price as not live while this is set.
   */
  cachedAt: number | null = null;
  /** The statistics shown are the cached ones (replaced, not merged, by the first live ones). */
  private cachedStatistic = false;
  /**
   * §3 (entities and their fields) "the six index tiles": one observable object per index, updated in place by the index
   * snapshots (202), whatever instrument the store shows; a page showing them calls enter/leave.
   */
  readonly indexTiles: IndexTiles;

  private release: (() => void) | null = null;
  /** Guards async results: a reply for an earlier symbol or page visit is ignored. */
  private generation = 0;
  private readonly statusListeners = new Set<StatusChangeListener>();

  constructor(
    private readonly quote: QuoteTransport,
    private readonly log: (msg: string, detail?: unknown) => void = (m, d) =>
      console.warn(`[security] ${m}`, d ?? ''),
    /** Last known quotes on the device (issue 21); none: no cached quote is shown. */
    private readonly cache: QuoteCache | null = null,
    /**
     * With nothing cached: the server's quote the early script asked for (stores/last-price.ts),
     * shown like a cached one when it comes before the live one.
     */
    private readonly earlyQuote: (
      market: string,
      symbol: string,
    ) => Promise<CachedQuote | null> | null = () => null,
  ) {
    this.indexTiles = new IndexTiles(quote);
    makeObservable(this, {
      market: observable,
      code: observable,
      symbol: observable,
      stockname: observable,
      lookup: observable,
      region: observable,
      isIndex: observable,
      kind: observable,
      status: observable,
      dyna: observable,
      statistic: observable,
      statics: observable,
      // The tick list is replaced as a whole on every trade (never edited), so only the reference
      // is observed: a deep observable would wrap all 50 rows in proxies again on each push.
      tick: observableRef,
      profile: observable,
      homeScrollTop: observable,
      symbolVersion: observable,
      cachedAt: observable,
      setSymbol: action,
      applyEarlyQuote: action,
      applyDictionary: action,
      applySnapshot: action,
      setLookup: action,
      setProfile: action,
      setHomeScrollTop: action,
      leave: action,
    });
  }

  /** The subscription key, or null without a symbol or for a market the channel does not serve. */
  get key(): QuoteKey | null {
    if (!this.market || !this.symbol) return null;
    try {
      return quoteKey(this.market, this.symbol);
    } catch {
      return null;
    }
  }

  /** §4 (states and transitions) setting the symbol. Dependent state resets only when the instrument changes. */
  setSymbol(market: string, code: string): void {
    const upper = code.trim().toUpperCase();
    const symbol = normalizeCode(market, code);
    if (market === this.market && symbol === this.symbol) return;
    const wasSubscribed = this.release !== null;
    if (wasSubscribed) this.unsubscribe();
    this.market = market;
    this.code = upper;
    this.symbol = symbol;
    this.region = regionOf(market);
    this.kind = kindOf(market, symbol);
    this.isIndex = this.kind === 'index';
    this.stockname = '';
    this.lookup = 'unknown';
    this.status = null;
    this.dyna = null;
    this.statistic = null;
    this.statics = null;
    this.tick = [];
    this.profile = null;
    this.homeScrollTop = 0;
    this.symbolVersion += 1;
    this.cachedAt = null;
    this.cachedStatistic = false;
    this.showCached();
    if (wasSubscribed) this.enter();
  }

  /**
   * Page subscriptions for the current symbol. The dictionary (100) is requested first: statistics
   * and static are accepted only after it (§5 (validation rules)).
   */
  enter(): void {
    const key = this.key;
    if (!key || this.release) return;
    const generation = ++this.generation;
    let unsubscribe: (() => void) | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let left = false;
    this.release = () => {
      left = true;
      if (retry) clearTimeout(retry);
      unsubscribe?.();
    };
    const start = () => {
      retry = null;
      this.quote
        .request<DictionaryBody>(MsgType.Dictionary, dictionaryBody(key))
        .then((reply) => {
          if (generation !== this.generation || left) return;
          this.applyDictionary(reply);
          // Nothing to subscribe for a code the quote system does not know.
          if (this.lookup !== 'found') return;
          // The same ask as the early script's (quote/page-subscription.ts), which it may adopt.
          const { type, body } = pageSnapshot(this.kind, key);
          unsubscribe = this.quote.subscribe<SnapshotBody>(type, body, (m) =>
            this.applySnapshot(m, generation),
          );
        })
        .catch((err: unknown) => {
          this.log(`quote subscription for ${keyId(key)} failed`, err instanceof Error ? err.message : err);
          if (generation !== this.generation || left) return;
          // An unknown code is recorded (pages show not-found); anything else (time-out, the socket
          // closing mid-request) is asked again: the channel replays subscriptions, not requests,
          // so without this the quote would stay at '--' until the user left and came back.
          if (err instanceof QuoteRequestError && err.code === 404) return this.setLookup('not-found');
          retry = setTimeout(start, DICTIONARY_RETRY_MS);
        });
    };
    start();
  }

  /** Leaving the page unsubscribes (§4 (states and transitions)). */
  leave(): void {
    this.saveToCache(true);
    this.unsubscribe();
  }

  /** Subscribes the minute line (days 1 or 5); the pre-close follows the §5 (validation rules) rule. */
  subscribeMinute(days: 1 | 5, listener: (u: MinuteUpdate) => void): () => void {
    const key = this.key;
    if (!key) return () => undefined;
    return subscribeMinuteFeed(this.quote, key, days, () => this.statistic?.PreClosePrice, listener);
  }

  /** Called with (next, previous) whenever the status changes after its first value (§4 (states and transitions)). */
  onStatusChange(fn: StatusChangeListener): () => void {
    this.statusListeners.add(fn);
    return () => this.statusListeners.delete(fn);
  }

  /**
   * §4 (states and transitions): calls reload() 60 s after the first status change (once). Returns a disposer that also
   * cancels a pending reload (call it when the page unmounts).
   */
  reloadOnStatusChange(reload: () => void, delayMs = STATUS_RELOAD_DELAY_MS): () => void {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stop = this.onStatusChange(() => {
      if (timer) return;
      timer = setTimeout(reload, delayMs);
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }

  setProfile(profile: ShareholderEquity | null): void {
    this.profile = profile;
    this.recomputeTurnover();
  }

  setHomeScrollTop(top: number): void {
    this.homeScrollTop = top;
  }

  applyDictionary(reply: Message<DictionaryBody>): void {
    const key = this.key;
    const item = key ? reply.body.hq.find((h) => keyId(h.key) === keyId(key)) : undefined;
    // A reply without the instrument, or with an empty name, is the server not knowing it.
    this.lookup = item && item.name !== '' ? 'found' : 'not-found';
    if (!item) return;
    this.stockname = item.name;
    this.kind = kindFromDictionary(item.type, this.kind);
    this.isIndex = this.kind === 'index';
  }

  setLookup(lookup: Lookup): void {
    this.lookup = lookup;
  }

  applySnapshot(message: Message<SnapshotBody>, generation: number): void {
    const key = this.key;
    if (generation !== this.generation || !key) return;
    const id = keyId(key);
    const isReply = message.header.seq !== 0;
    for (const item of message.body.hq) {
      if (keyId(item.key) === id) this.applyItem(item, isReply);
    }
  }

  /** The device's last known quote of the new symbol, shown (marked) until the live one comes. */
  private showCached(): void {
    const cached = this.cache?.load(this.market, this.symbol);
    if (cached) {
      this.showAsCached(cached);
      return;
    }
    const version = this.symbolVersion;
    this.earlyQuote(this.market, this.symbol)
      ?.then((q) => q && this.applyEarlyQuote(version, q))
      .catch(() => undefined);
  }

  /**
   * The early lastPrice answer, unless the symbol changed, the instrument is unknown, or the channel
   * has answered already (a live quote or live statistics: nothing live is ever replaced by it).
   */
  applyEarlyQuote(version: number, quote: CachedQuote): void {
    if (version !== this.symbolVersion || this.lookup === 'not-found') return;
    if (this.dyna !== null || this.statistic !== null) return;
    this.showAsCached(quote);
  }

  private showAsCached(cached: CachedQuote): void {
    this.dyna = cached.dyna;
    this.statistic = cached.statistic;
    this.cachedStatistic = cached.statistic !== null;
    if (!this.stockname) this.stockname = cached.stockname;
    this.cachedAt = cached.savedAt;
  }

  private saveToCache(force: boolean): void {
    if (!this.cache || this.cachedAt !== null || !this.dyna || !this.market) return;
    this.cache.save(
      this.market,
      this.symbol,
      {
        stockname: this.stockname,
        dyna: { ...this.dyna },
        statistic: this.statistic ? { ...this.statistic } : null,
      },
      force,
    );
  }

  private applyItem(item: SnapshotItem, isReply: boolean): void {
    if (item.static) this.statics = assignInPlace(this.statics, item.static);
    if (item.statistics) {
      // The cached statistics are replaced whole: no cached field may outlive the live reply.
      if (this.cachedStatistic) this.statistic = null;
      this.cachedStatistic = false;
      this.statistic = assignInPlace(this.statistic, item.statistics);
    }
    if (item.dyna && this.cachedAt !== null) {
      this.dyna = null;
      this.cachedAt = null;
    }
    if (item.dyna) {
      // A new session's ticks start from ID 1 again: the old list would hide them.
      if (!isReply && startsNewSession(this.dyna, item.dyna)) this.tick = [];
      this.dyna = assignInPlace(this.dyna, item.dyna);
      this.recomputeTurnover();
      this.saveToCache(false);
    }
    if (item.status) {
      const previous = this.status ? { ...this.status } : null;
      this.status = assignInPlace(this.status, item.status);
      if (previous && previous.StatusType !== item.status.StatusType) {
        const next = { ...item.status };
        for (const fn of this.statusListeners) fn(next, previous);
      }
    }
    if (item.tick) {
      if (isReply) this.tick = item.tick.slice(-TICK_LIST_SIZE);
      else {
        const lastId = this.tick.length ? this.tick[this.tick.length - 1].ID : -Infinity;
        const fresh = item.tick.filter((t) => t.ID > lastId);
        if (fresh.length) this.tick = [...this.tick, ...fresh].slice(-TICK_LIST_SIZE);
      }
    }
  }

  private recomputeTurnover(): void {
    if (!this.dyna) return;
    const circ =
      isNum(this.profile?.CircSkamt) && this.profile?.CircSkamt ? this.profile.CircSkamt : this.dyna.CirStock;
    const rate = recomputedTurnover(this.dyna.Volume, circ);
    if (rate !== undefined && rate !== this.dyna.TurnoverRate) this.dyna.TurnoverRate = rate;
  }

  private unsubscribe(): void {
    this.generation += 1;
    const release = this.release;
    this.release = null;
    release?.();
  }
}

/** Updates an observable section object in place (or creates it the first time). */
function assignInPlace<T extends object>(current: T | null, next: T): T {
  if (!current) return observable(next);
  runInAction(() => Object.assign(current, next));
  return current;
}
