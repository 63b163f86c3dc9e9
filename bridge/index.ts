/**
 * The JS bridge between the H5 bundle and the iOS/Android host apps (docs/bridge.md).
 * No React, no MobX, nothing from src/: the app imports `bridge` (or createBridge) from here.
 */
import { createBridge, type Bridge } from './bridge';

export { createBridge } from './bridge';
export type { Bridge, BridgeOptions, CallOptions } from './bridge';
export { detectPlatform, parseUserAgent } from './detect';
export { BridgeError, isFallbackError } from './errors';
export type { BridgeErrorCode } from './errors';
export {
  APP_DOWNLOAD_URL,
  LOGIN_PATH,
  USER_INFO_KEY,
  WAP_BASE,
  themeFromQuery,
  toRoutePath,
} from './fallback';
export type { WebNavigator } from './fallback';
export type * from './types';
export { BRIDGE_VERSION } from './version';

/**
 * The page's bridge, created at import so `window.WapBridge.receive` exists before the host's
 * first event. Outside a browser (node tests) it is a web bridge whose fallbacks reject UNAVAILABLE.
 */
export const bridge: Bridge = createBridge();
export default bridge;
