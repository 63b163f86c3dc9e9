/**
 * What each method does in a plain browser (or when the host lacks it): token and user info from
 * session storage, theme from the `type` query, navigation through the /wap/ routes and the web
 * login page.
 */
import { BridgeError } from './errors';
import type { BridgeWindow, OpenPageParams, Orientation, Theme, UserInfo } from './types';

/** Session-storage key the community pages write the §3 (entities and their fields) user info under. */
export const USER_INFO_KEY = 'userInfo';
/** Base path of the app's history routes. */
export const WAP_BASE = '/wap';
export const LOGIN_PATH = `${WAP_BASE}/login.html`;
/**
 * The app download page on the site that serves /wap/ (the app's environment config has the same
 * default, src/config/environments.ts DEFAULT_DOWNLOAD_PATH, and passes its own URL).
 */
export const APP_DOWNLOAD_URL = '/download.html';

/** Router hook: receives a route path relative to /wap (e.g. '/login.html?redirect=…'). */
export type WebNavigator = (routePath: string) => void;

export function readUserInfo(win: BridgeWindow): UserInfo | null {
  let text: string | null = null;
  try {
    text = win.sessionStorage?.getItem(USER_INFO_KEY) ?? null;
  } catch {
    // Storage can be disabled (private mode, some WebViews): behave as logged out.
    return null;
  }
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<UserInfo> | null;
    if (!value || typeof value !== 'object' || typeof value.token !== 'string' || !value.token) return null;
    return {
      token: value.token,
      serverId: value.serverId ?? '',
      headImage: value.headImage ?? '',
      nickname: value.nickname ?? '',
      username: value.username ?? '',
      ...(typeof value.userCode === 'string' ? { userCode: value.userCode } : {}),
    };
  } catch {
    return null;
  }
}

/** Most ids a watchlist carries over the bridge (the app's own cap, as the server's). */
export const MAX_BRIDGE_WATCH = 200;

/**
 * The host's watchlist, read defensively: distinct `market:code` strings, at most the cap, in the
 * host's order; anything else (an older host's shape, a number) is dropped.
 */
export function cleanWatchlist(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  const out: string[] = [];
  for (const x of raw) {
    if (typeof x === 'string' && /^[A-Za-z]+:[A-Za-z0-9.]{1,20}$/.test(x) && !out.includes(x)) out.push(x);
    if (out.length >= MAX_BRIDGE_WATCH) break;
  }
  return out;
}

/** §2 (screens and routes): the `type` query with value dark gives the dark theme. */
export function themeFromQuery(search: string): Theme {
  return new URLSearchParams(search).get('type') === 'dark' ? 'dark' : 'light';
}

/** Route path of a /wap/ URL path ('/wap/sh/1.html?x' → '/sh/1.html?x'), or null for other paths. */
export function toRoutePath(path: string): string | null {
  if (path === WAP_BASE) return '/';
  if (!path.startsWith(`${WAP_BASE}/`) && !path.startsWith(`${WAP_BASE}?`)) return null;
  const rest = path.slice(WAP_BASE.length);
  return rest.startsWith('?') ? `/${rest}` : rest;
}

/** The page's current route path (relative to /wap), used as the login redirect target. */
export function currentRoutePath(win: BridgeWindow): string {
  const { pathname, search, hash } = win.location;
  const full = `${pathname}${search}${hash}`;
  return toRoutePath(full) ?? full;
}

export function loginUrl(redirect: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}`;
}

/** Only http(s) URLs and same-origin paths: a `javascript:` URL from a link must never run. */
export function checkUrl(url: string, method: string): void {
  if (url.startsWith('/') && !url.startsWith('//')) return;
  if (/^https?:\/\//i.test(url)) return;
  throw new BridgeError('INVALID_PARAMS', `${method}: not an http(s) URL or /wap/ path: ${url}`, method);
}

export function navigate(win: BridgeWindow, url: string, navigator: WebNavigator | null): void {
  const route = navigator ? toRoutePath(url) : null;
  if (route !== null && navigator) navigator(route);
  else win.location.assign(url);
}

export function openPageOnWeb(
  win: BridgeWindow,
  params: OpenPageParams,
  navigator: WebNavigator | null,
): void {
  if (!params.url) {
    throw new BridgeError(
      'UNSUPPORTED',
      `openPage: native page '${params.page ?? ''}' needs the app and no url was given`,
      'openPage',
    );
  }
  checkUrl(params.url, 'openPage');
  navigate(win, params.url, navigator);
}

/**
 * setOrientation in a browser: landscape asks for full screen, then for the Screen Orientation lock
 * (Chrome on Android locks only in full screen); 'refused' when either is refused or missing (iOS
 * Safari, desktop), and the page then lays itself out rotated. Portrait unlocks and leaves full screen.
 */
export async function orientOnWeb(
  win: BridgeWindow,
  orientation: Orientation,
): Promise<'browser' | 'refused'> {
  const doc = win.document;
  const lockable = win.screen?.orientation;
  if (orientation === 'portrait') {
    try {
      lockable?.unlock?.();
    } catch {
      /* nothing was locked */
    }
    try {
      if (doc.fullscreenElement && doc.exitFullscreen) await doc.exitFullscreen();
    } catch {
      /* already left (the user pressed back or Esc) */
    }
    return 'browser';
  }
  try {
    if (!doc.documentElement?.requestFullscreen || !lockable?.lock) return 'refused';
    if (!doc.fullscreenElement) await doc.documentElement.requestFullscreen();
    await lockable.lock('landscape');
    return 'browser';
  } catch {
    return 'refused';
  }
}
