/**
 * The one root store wiring the app-wide stores. Transport is injected so tests can fake it.
 * Page stores live beside their pages and take what they need from here.
 */
import { getConfig } from '../config/load';
import { HeadStarts } from '../lib/head-start';
import { quoteTimingFrom } from '../quote/constants';
import { quoteSocketUrl } from '../quote/url';
import { dropQuoteToken, quoteToken } from '../services/quote';
import { HostStore } from './host';
import { browserSocketFactory, QuoteConnectionStore } from './quote-connection';
import { SecurityStore } from './security';
import { browserStorage, QuoteCache } from './quote-cache';
import { takeEarlyQuote } from './last-price';
import { LineCache } from './line-cache';
import { ThemeStore } from './theme';
import { bridge } from '../../bridge';
import { UserStore, type UserBridge, type UserStorage } from './user';
import { reaction } from 'mobx';
import { httpWatchTransport, type WatchTransport } from '../services/watchlist';
import { WatchlistStore, type WatchStorage } from './watchlist';
import { httpAlertTransport, type AlertTransport } from '../services/alerts';
import { AlertsStore } from './alerts';
import { AlertPushLink } from './alert-push';

export interface RootDeps {
  document?: HTMLElement | null;
  /** The live quote connection (tests inject one over a fake socket). */
  quoteConnection?: QuoteConnectionStore;
  /** The user's bridge and session storage (tests inject fakes). */
  userBridge?: UserBridge;
  userStorage?: UserStorage | null;
  /** Last known quotes (issue 21); default: localStorage when a quote connection is not injected. */
  quoteCache?: QuoteCache | null;
  /** Last known intraday lines (issue 21); the same default. */
  lineCache?: LineCache | null;
  /** 自选's transport and device storage (tests inject fakes; default HTTP and localStorage). */
  watchTransport?: WatchTransport;
  watchStorage?: WatchStorage;
  /** 股价提醒's transport (tests inject a fake; default HTTP). */
  alertTransport?: AlertTransport;
}

/**
 * The app's quote connection: config apihqDomain or the same origin's /ws/quote, token from §7 (the calls it makes)'s
 * call, timing §4 (states and transitions)'s unless the environment's `quoteConnection` setting changes it.
 */
function defaultQuoteConnection(): QuoteConnectionStore {
  const where = typeof location !== 'undefined' ? location : { protocol: 'http:', host: 'localhost' };
  const config = getConfig();
  return new QuoteConnectionStore({
    url: quoteSocketUrl(config.apihqDomain, where),
    timing: quoteTimingFrom(config.quoteConnection),
    socketFactory: browserSocketFactory,
    getToken: () => quoteToken(),
    // A restarted server no longer knows the cached token: drop it so the next open fetches a new one.
    onAuthRefused: dropQuoteToken,
  });
}

export class RootStore {
  readonly theme: ThemeStore;
  /** Inside the host app or on the open web (the bridge sets it at boot). */
  readonly host = new HostStore();
  readonly quoteConnection: QuoteConnectionStore;
  /** §3 (entities and their fields) Security: the instrument the stock pages show. */
  readonly security: SecurityStore;
  /** §3 (entities and their fields) user info: the logged-in community user (or none). */
  readonly user: UserStore;
  /** Requests and subscriptions the opened route started at boot, for its page to take over. */
  readonly headStarts = new HeadStarts();
  /** The device's last known intraday lines, drawn while a chart loads (issue 21). */
  readonly lineCache: LineCache | null;
  /** 自选 (issue 36), following the logged-in user. */
  readonly watchlist: WatchlistStore;
  /** 股价提醒 (issue 36): the user's alerts and inbox. */
  readonly alerts: AlertsStore;
  readonly alertPush: AlertPushLink;

  constructor(deps: RootDeps = {}) {
    // Tests with their own connection share no state through localStorage or the window.
    const realDevice = deps.quoteCache === undefined && !deps.quoteConnection;
    this.theme = new ThemeStore(
      deps.document === undefined ? undefined : deps.document,
      realDevice ? browserStorage() : null,
    );
    // Created here, connected by the first page that needs live quotes (QuoteConnectionStore.connect).
    this.quoteConnection = deps.quoteConnection ?? defaultQuoteConnection();
    this.lineCache =
      deps.lineCache !== undefined ? deps.lineCache : realDevice ? new LineCache(browserStorage()) : null;
    this.security = new SecurityStore(
      this.quoteConnection,
      undefined,
      deps.quoteCache !== undefined ? deps.quoteCache : realDevice ? new QuoteCache(browserStorage()) : null,
      realDevice ? (market, symbol) => takeEarlyQuote(market, symbol) : undefined,
    );
    this.user = new UserStore(
      deps.userBridge ?? bridge,
      deps.userStorage !== undefined ? deps.userStorage : sessionStorageOrNull(),
    );
    void this.user.init();
    this.watchlist = new WatchlistStore(
      deps.watchTransport ?? httpWatchTransport,
      deps.watchStorage ?? browserStorage() ?? memoryStorage(),
      // In the host app the app's native 自选 joins the page's and follows it (docs/bridge.md).
      bridge.isHost ? { get: () => bridge.getWatchlist(), set: (ids) => bridge.setWatchlist(ids) } : null,
    );
    // Login merges the device's list into the account's; logout returns to the device's.
    reaction(
      () => this.user.token,
      (token) => void this.watchlist.setToken(token),
      { fireImmediately: true },
    );
    this.alerts = new AlertsStore(deps.alertTransport ?? httpAlertTransport, () => this.user.token);
    // A logged-in user's pages hold the quote socket open and named, for fired alerts' pushes.
    this.alertPush = new AlertPushLink(this.quoteConnection.connection, (e) => this.alerts.fired(e));
    reaction(
      () => this.user.token,
      (token) => {
        this.alerts.reset();
        this.alertPush.setToken(token);
      },
    );
    if (this.user.token) this.alertPush.setToken(this.user.token);
  }
}

/** The page's session storage, or null where there is none (node) or it is blocked. */
function sessionStorageOrNull(): UserStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Where a browser has no localStorage: the list lasts the page. */
function memoryStorage(): WatchStorage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
}
