/**
 * Runs first inside the H5 page (a classic script at the top of <head>, served by the stub only),
 * like the apps' WKUserScript / addJavascriptInterface: when the page sits in a stub shell it
 * installs the platform's message object and the user-agent marker before the app boots. Outside
 * a shell it does nothing, so the same URL opened directly is the plain web page.
 */
import type { StubHostApi } from './api';

type HostWindow = Window & {
  webkit?: { messageHandlers: { wapBridge: { postMessage(message: unknown): void } } };
  WapBridgeAndroid?: { postMessage(json: string): void };
};

(() => {
  let host: StubHostApi | undefined;
  try {
    // The shell and the page share an origin; a foreign parent throws and means "no host".
    host =
      window.parent !== window
        ? (window.parent as Window & { WapStubHost?: StubHostApi }).WapStubHost
        : undefined;
  } catch {
    host = undefined;
  }
  if (!host) return;
  const api = host;
  const win = window as HostWindow;
  if (api.platform === 'ios') {
    win.webkit = { messageHandlers: { wapBridge: { postMessage: (message) => api.post(window, message) } } };
  } else {
    // A @JavascriptInterface method receives a Java String: whatever the page passes is stringified.
    win.WapBridgeAndroid = { postMessage: (json) => api.post(window, String(json)) };
  }
  const ua = `${navigator.userAgent} WapQuoteApp/${api.appVersion} (${api.platform})`;
  Object.defineProperty(navigator, 'userAgent', { get: () => ua, configurable: true });
})();
