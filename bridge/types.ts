/** The page ⇄ host contract as types: wire messages, methods, events (docs/bridge.md). */

export type Platform = 'ios' | 'android' | 'web';
export type Theme = 'light' | 'dark';
/** How the host holds the screen (the chart's landscape full screen, issue 21). */
export type Orientation = 'portrait' | 'landscape';

/** §3 (entities and their fields) user info, as the community pages keep it in session storage under 'userInfo'. */
export interface UserInfo {
  token: string;
  serverId: string | number;
  headImage: string;
  nickname: string;
  username: string;
  /** Public author code (compared with a post's or comment's author); absent from older hosts. */
  userCode?: string;
}

/** What the host answers to the `hello` handshake. */
export interface HostInfo {
  bridgeVersion: string;
  platform: Platform;
  /** Method names the host implements (besides `hello`). */
  methods: string[];
}

/** Open a native page by name, or a URL (absolute, or a `/wap/` route path). */
export interface OpenPageParams {
  /** Native page id the host knows (e.g. 'stockDetail'); needs the host, no web fallback without `url`. */
  page?: string;
  /** Parameters for the native page. */
  params?: Record<string, string | number | boolean>;
  /** Absolute http(s) URL or a path under /wap/; also the web fallback for `page`. */
  url?: string;
  /** Title for the new screen, when the host shows one. */
  title?: string;
}

/**
 * A button the page hands to the host's navigation bar instead of drawing its own header. The host
 * shows `text` (or its own icon for a known `id`: search, menu) and sends `navButtonTapped`.
 */
export interface NavButton {
  id: string;
  text: string;
  /** Shown but not tappable (e.g. 发布 before there is anything to publish). */
  disabled?: boolean;
}

export type LoginResult = { status: 'loggedIn'; userInfo: UserInfo } | { status: 'redirected' };

/** Every method: its params and the `result` of a successful reply. */
export interface MethodMap {
  hello: { params: { bridgeVersion: string }; result: HostInfo };
  getToken: { params: Record<string, never>; result: { token: string | null } };
  getUserInfo: { params: Record<string, never>; result: { userInfo: UserInfo | null } };
  /** `updown`: the app's 涨跌颜色 ('red-up' | 'green-up' | 'blue-orange'), where the host has one. */
  getTheme: { params: Record<string, never>; result: { theme: Theme; updown?: string } };
  openPage: { params: OpenPageParams; result: Record<string, never> };
  goBack: { params: Record<string, never>; result: Record<string, never> };
  close: { params: Record<string, never>; result: Record<string, never> };
  login: { params: { redirect?: string }; result: { userInfo: UserInfo } };
  openDownload: { params: { url?: string }; result: Record<string, never> };
  setTitle: { params: { title: string }; result: Record<string, never> };
  /** The page's header buttons for the native navigation bar (an empty list removes them). */
  setNavButtons: { params: { buttons: NavButton[] }; result: Record<string, never> };
  /** Turns the screen (and keeps it there until asked back to portrait); since 1.2. */
  setOrientation: { params: { orientation: Orientation }; result: Record<string, never> };
  /** The app's native 自选 (ids `market:code`, its order); since 1.3. */
  getWatchlist: { params: Record<string, never>; result: { instruments: string[] } };
  /** The page's 自选 after a change, for the app to keep as its native list; since 1.3. */
  setWatchlist: { params: { instruments: string[] }; result: Record<string, never> };
  /**
   * A native notification (a fired 股价提醒: docs/watchlist-and-alerts.md); `path` is the /wap/ route
   * a tap on it opens; since 1.4.
   */
  notify: { params: NotifyParams; result: Record<string, never> };
}
/** A native notification: plain text only (the host never renders it as markup). */
export interface NotifyParams {
  title: string;
  body: string;
  /** The route under /wap/ a tap opens (e.g. /tixing.html); none: the tap only opens the app. */
  path?: string;
}

export type MethodName = keyof MethodMap;
export type Params<M extends MethodName> = MethodMap[M]['params'];
export type Result<M extends MethodName> = MethodMap[M]['result'];

/** Events the host sends: name → data. */
export interface EventMap {
  tokenChanged: { token: string | null; userInfo: UserInfo | null };
  themeChanged: { theme: Theme; updown?: string };
  /** The screen became visible again (returned to from another native screen or from background). */
  pageShown: Record<string, never>;
  /** The user tapped one of the page's buttons in the native navigation bar. */
  navButtonTapped: { id: string };
  /** The user turned the phone (sent by hosts that implement setOrientation); since 1.2. */
  orientationChanged: { orientation: Orientation };
}
export type EventName = keyof EventMap;

/** Page → host. */
export interface RequestMessage {
  id: number;
  method: string;
  params: object;
}
/** Host → page: a reply to a request. */
export type ReplyMessage =
  | { id: number; ok: true; result?: unknown }
  | { id: number; ok: false; error: { code: string; message: string } };
/** Host → page: an event. */
export interface EventMessage {
  event: string;
  data?: unknown;
}

/** What the bridge installs as `window.WapBridge`; the host calls `receive`. */
export interface WapBridgeReceiver {
  /** Accepts a reply or event object, or its JSON text. */
  receive(message: unknown): void;
  version: string;
}

/**
 * The parts of `window` the bridge uses. Structural, so tests can pass a small fake and a real
 * Window fits without a cast.
 */
export interface BridgeWindow {
  location: { href: string; pathname: string; search: string; hash: string; assign(url: string): void };
  history: { back(): void; length: number };
  document: {
    title: string;
    /** Fullscreen API (the web fallback of setOrientation). */
    documentElement?: { requestFullscreen?(): Promise<void> };
    fullscreenElement?: unknown;
    exitFullscreen?(): Promise<void>;
    visibilityState?: string;
    addEventListener(type: string, fn: () => void): void;
    removeEventListener(type: string, fn: () => void): void;
  };
  navigator: { userAgent: string };
  /** Screen Orientation API (the web fallback of setOrientation; refused on iOS Safari). */
  screen?: { orientation?: { lock?(o: string): Promise<void>; unlock?(): void } };
  sessionStorage?: { getItem(key: string): string | null };
  crypto?: { getRandomValues(array: Uint32Array): Uint32Array };
  addEventListener?(type: string, fn: (e: Event) => void): void;
  removeEventListener?(type: string, fn: (e: Event) => void): void;
  close?(): void;
  /** iOS WKWebView: `WKUserContentController.add(handler, name: "wapBridge")`. */
  webkit?: { messageHandlers?: { wapBridge?: { postMessage(message: unknown): void } } };
  /** Android: `webView.addJavascriptInterface(obj, "WapBridgeAndroid")`. */
  WapBridgeAndroid?: { postMessage(json: string): void };
  WapBridge?: WapBridgeReceiver;
}
