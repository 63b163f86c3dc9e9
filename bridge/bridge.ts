/**
 * createBridge: host detection, the `hello` handshake, typed calls with time-outs and the web
 * fallback of every method. The app reaches the host only through this object.
 */
import { NativeChannel } from './channel';
import { defaultWindow, detectPlatform, hasAndroidInterface, hasIosHandler } from './detect';
import { Emitter } from './emitter';
import { BridgeError, isFallbackError } from './errors';
import {
  APP_DOWNLOAD_URL,
  checkUrl,
  cleanWatchlist,
  currentRoutePath,
  loginUrl,
  navigate,
  openPageOnWeb,
  orientOnWeb,
  readUserInfo,
  themeFromQuery,
  type WebNavigator,
} from './fallback';
import type {
  BridgeWindow,
  EventMap,
  EventName,
  HostInfo,
  LoginResult,
  MethodName,
  NavButton,
  NotifyParams,
  OpenPageParams,
  Orientation,
  Params,
  Platform,
  Result,
  Theme,
  UserInfo,
} from './types';
import { BRIDGE_VERSION, majorOf } from './version';

export interface BridgeOptions {
  /** Time-out of an ordinary call (ms). */
  timeoutMs?: number;
  /** Time-out of the `hello` handshake (ms); a host that does not answer is treated as absent. */
  handshakeTimeoutMs?: number;
  /** Time-out of `login`, which waits for the user (ms). */
  loginTimeoutMs?: number;
  /** Web fallback of openDownload. */
  downloadUrl?: string;
}

export interface CallOptions {
  timeoutMs?: number;
}

export interface Bridge {
  /** Where the page runs, detected once at creation. */
  readonly platform: Platform;
  /** True inside the iOS or Android app (hide download prompts, use host login). */
  readonly isHost: boolean;
  /** This bundle's bridge version. */
  readonly version: string;
  /** The host's answer to `hello` (cached), or null in a browser or when the host did not answer. */
  handshake(): Promise<HostInfo | null>;
  /** Whether the host implements a method (false in a browser). */
  supports(method: MethodName): Promise<boolean>;
  /** Raw host call without fallback; rejects with BridgeError. */
  call<M extends MethodName>(method: M, params: Params<M>, opts?: CallOptions): Promise<Result<M>>;
  getToken(): Promise<string | null>;
  getUserInfo(): Promise<UserInfo | null>;
  getTheme(): Promise<Theme>;
  openPage(params: OpenPageParams): Promise<void>;
  goBack(): Promise<void>;
  close(): Promise<void>;
  /** Host: native login, resolves with the user. Web: goes to the login page with a redirect back. */
  login(params?: { redirect?: string }): Promise<LoginResult>;
  openDownload(params?: { url?: string }): Promise<void>;
  setTitle(title: string): Promise<void>;
  /**
   * Hands the page's header buttons to the host's navigation bar. Resolves true when the host shows
   * them, false when there is no host or it lacks the method: the page then draws its own header.
   */
  setNavButtons(buttons: NavButton[]): Promise<boolean>;
  /**
   * Turns the screen: the host turns it ('host'); else the browser's Fullscreen and Screen
   * Orientation APIs ('browser'), or 'refused' where they are refused (iOS Safari): the page then
   * lays out rotated itself.
   */
  setOrientation(orientation: Orientation): Promise<'host' | 'browser' | 'refused'>;
  /**
   * The app's native 自选 (beyond the spec: docs/watchlist-and-alerts.md), or null where there is
   * none (a browser, an older host): the page then keeps its own list (device or account).
   */
  getWatchlist(): Promise<string[] | null>;
  /** Hands the page's 自选 to the app after a change; false where there is no host that takes it. */
  setWatchlist(instruments: readonly string[]): Promise<boolean>;
  /**
   * A native notification from the host app (since 1.4); false in a browser or where the host lacks
   * the method: the page then tells the user itself (a toast).
   */
  notify(params: NotifyParams): Promise<boolean>;
  /** Subscribes to a host event (web: pageShown from page visibility); returns the unsubscribe. */
  on<E extends EventName>(event: E, listener: (data: EventMap[E]) => void): () => void;
  /** Lets the web fallback move between /wap/ routes with the app router instead of a page load. */
  setWebNavigator(navigator: WebNavigator | null): void;
  /** Removes the receiver and listeners; pending calls reject with DISPOSED. */
  dispose(): void;
}

const DEFAULTS = { timeoutMs: 10_000, handshakeTimeoutMs: 3_000, loginTimeoutMs: 5 * 60_000 };

export function createBridge(
  win: BridgeWindow | undefined = defaultWindow(),
  options: BridgeOptions = {},
): Bridge {
  const opts = { ...DEFAULTS, downloadUrl: APP_DOWNLOAD_URL, ...options };
  const platform = detectPlatform(win);
  const events = new Emitter();
  const channelUp = !!win && (platform === 'ios' ? hasIosHandler(win) : hasAndroidInterface(win));
  const channel =
    win && platform !== 'web' && channelUp
      ? new NativeChannel(win, platform, (event, data) => events.emit(event, data))
      : null;
  let navigator: WebNavigator | null = null;
  let hello: Promise<HostInfo | null> | null = null;
  let webListenersOff: (() => void) | null = null;

  const requireWindow = (method: string): BridgeWindow => {
    if (!win) throw new BridgeError('UNAVAILABLE', `${method}: no window`, method);
    return win;
  };

  function handshake(): Promise<HostInfo | null> {
    if (!channel) return Promise.resolve(null);
    hello ??= channel
      .send('hello', { bridgeVersion: BRIDGE_VERSION }, opts.handshakeTimeoutMs)
      .then((raw) => {
        const info = raw as Partial<HostInfo>;
        return {
          bridgeVersion: typeof info.bridgeVersion === 'string' ? info.bridgeVersion : '0.0.0',
          platform,
          methods: Array.isArray(info.methods) ? info.methods.filter((m) => typeof m === 'string') : [],
        };
      })
      // A host that cannot even say hello is treated as absent: every method falls back.
      .catch(() => null);
    return hello;
  }

  async function call<M extends MethodName>(method: M, params: Params<M>, callOpts: CallOptions = {}) {
    if (!channel) throw new BridgeError('UNAVAILABLE', `${method}: no host channel`, method);
    const timeoutMs = callOpts.timeoutMs ?? opts.timeoutMs;
    if (method === 'hello') return (await channel.send(method, params, timeoutMs)) as Result<M>;
    const info = await handshake();
    if (!info) throw new BridgeError('UNAVAILABLE', `${method}: the host did not answer hello`, method);
    if (majorOf(info.bridgeVersion) !== majorOf(BRIDGE_VERSION)) {
      throw new BridgeError(
        'UNSUPPORTED',
        `${method}: host bridge ${info.bridgeVersion} is incompatible with ${BRIDGE_VERSION}`,
        method,
      );
    }
    if (!info.methods.includes(method)) {
      throw new BridgeError('UNSUPPORTED', `${method}: not implemented by this host`, method);
    }
    return (await channel.send(method, params, timeoutMs)) as Result<M>;
  }

  /** Host first; the web way when there is no host or it lacks the method. */
  async function viaHost<M extends MethodName, R>(
    method: M,
    params: Params<M>,
    fromHost: (result: Result<M>) => R,
    onWeb: (w: BridgeWindow) => R,
    callOpts?: CallOptions,
  ): Promise<R> {
    if (channel) {
      try {
        return fromHost(await call(method, params, callOpts));
      } catch (err) {
        if (!isFallbackError(err)) throw err;
      }
    }
    return onWeb(requireWindow(method));
  }

  const none = {} as Record<string, never>;

  function listenWebPageShown(): void {
    if (webListenersOff || !win || channel) return;
    const w = win;
    const onVisible = () => {
      if (w.document.visibilityState === 'visible') events.emit('pageShown', {});
    };
    const onPageShow = (e: Event) => {
      // Back-forward cache restore: the page is shown again without a load.
      if ((e as PageTransitionEvent).persisted) events.emit('pageShown', {});
    };
    w.document.addEventListener('visibilitychange', onVisible);
    w.addEventListener?.('pageshow', onPageShow);
    webListenersOff = () => {
      w.document.removeEventListener('visibilitychange', onVisible);
      w.removeEventListener?.('pageshow', onPageShow);
    };
  }

  return {
    platform,
    isHost: platform !== 'web',
    version: BRIDGE_VERSION,
    handshake,
    async supports(method) {
      if (!channel) return false;
      const info = await handshake();
      return (
        !!info && majorOf(info.bridgeVersion) === majorOf(BRIDGE_VERSION) && info.methods.includes(method)
      );
    },
    call,
    getToken: () =>
      viaHost(
        'getToken',
        none,
        (r) => (typeof r.token === 'string' && r.token ? r.token : null),
        (w) => readUserInfo(w)?.token ?? null,
      ),
    getUserInfo: () =>
      viaHost(
        'getUserInfo',
        none,
        (r) => r.userInfo ?? null,
        (w) => readUserInfo(w),
      ),
    getTheme: () =>
      viaHost(
        'getTheme',
        none,
        (r) => (r.theme === 'dark' ? 'dark' : 'light'),
        (w) => themeFromQuery(w.location.search),
      ),
    async openPage(params) {
      if (params.url) checkUrl(params.url, 'openPage');
      await viaHost(
        'openPage',
        params,
        () => undefined,
        (w) => openPageOnWeb(w, params, navigator),
      );
    },
    goBack: () =>
      viaHost(
        'goBack',
        none,
        () => undefined,
        (w) => w.history.back(),
      ),
    close: () =>
      viaHost(
        'close',
        none,
        () => undefined,
        // A browser tab the page did not open cannot be closed: leaving the screen is the closest.
        (w) => w.history.back(),
      ),
    login(params = {}) {
      return viaHost<'login', LoginResult>(
        'login',
        params,
        (r) => ({ status: 'loggedIn', userInfo: r.userInfo }),
        (w) => {
          navigate(w, loginUrl(params.redirect ?? currentRoutePath(w)), navigator);
          return { status: 'redirected' };
        },
        { timeoutMs: opts.loginTimeoutMs },
      );
    },
    async openDownload(params = {}) {
      if (params.url) checkUrl(params.url, 'openDownload');
      await viaHost(
        'openDownload',
        params,
        () => undefined,
        (w) => navigate(w, params.url ?? opts.downloadUrl, null),
      );
    },
    setTitle: (title) =>
      viaHost(
        'setTitle',
        { title },
        () => undefined,
        (w) => {
          w.document.title = title;
        },
      ),
    setNavButtons: (buttons) =>
      viaHost(
        'setNavButtons',
        { buttons },
        () => true,
        () => false,
      ),
    async setOrientation(orientation) {
      const onWeb = await viaHost<'setOrientation', Promise<'browser' | 'refused'> | null>(
        'setOrientation',
        { orientation },
        () => null,
        (w) => orientOnWeb(w, orientation),
      );
      return onWeb ? onWeb : 'host';
    },
    getWatchlist: () =>
      viaHost<'getWatchlist', string[] | null>(
        'getWatchlist',
        none,
        (r) => cleanWatchlist(r.instruments),
        () => null,
      ),
    setWatchlist: (instruments) =>
      viaHost(
        'setWatchlist',
        { instruments: cleanWatchlist(instruments) },
        () => true,
        () => false,
      ),
    notify: (params) =>
      viaHost(
        'notify',
        params.path === undefined ? { title: params.title, body: params.body } : params,
        () => true,
        () => false,
      ),
    on(event, listener) {
      if (event === 'pageShown') listenWebPageShown();
      return events.on(event, listener as (data: unknown) => void);
    },
    setWebNavigator(next) {
      navigator = next;
    },
    dispose() {
      channel?.dispose();
      webListenersOff?.();
      webListenersOff = null;
      events.clear();
    },
  };
}
