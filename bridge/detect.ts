/** Which host runs the page: the injected message object decides, the user-agent marker backs it up. */
import type { BridgeWindow, Platform } from './types';

/** `WapQuoteApp/<version> (ios|android)` — the marker both apps append to the WebView user agent. */
const UA_MARKER = /\bWapQuoteApp\/(\d+(?:\.\d+){0,3})\s*\((ios|android)\b/i;

export interface UserAgentMarker {
  appVersion: string;
  platform: Exclude<Platform, 'web'>;
}

export function parseUserAgent(userAgent: string): UserAgentMarker | null {
  const m = UA_MARKER.exec(userAgent);
  return m ? { appVersion: m[1], platform: m[2].toLowerCase() as 'ios' | 'android' } : null;
}

export function hasIosHandler(win: BridgeWindow): boolean {
  return typeof win.webkit?.messageHandlers?.wapBridge?.postMessage === 'function';
}

export function hasAndroidInterface(win: BridgeWindow): boolean {
  // addJavascriptInterface methods are exposed as functions on the injected object.
  return typeof win.WapBridgeAndroid?.postMessage === 'function';
}

/**
 * 'ios' or 'android' when the host injected its message object, else what the user-agent marker
 * says (inside the app but the channel is not up: calls reject UNAVAILABLE and use the fallback,
 * while the page still knows it is inside the app), else 'web'.
 */
export function detectPlatform(win: BridgeWindow | undefined = defaultWindow()): Platform {
  if (!win) return 'web';
  if (hasIosHandler(win)) return 'ios';
  if (hasAndroidInterface(win)) return 'android';
  return parseUserAgent(win.navigator?.userAgent ?? '')?.platform ?? 'web';
}

export function defaultWindow(): BridgeWindow | undefined {
  return typeof window === 'undefined' ? undefined : window;
}
