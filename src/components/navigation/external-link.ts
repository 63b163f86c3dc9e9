/**
 * Every way out of the H5 screens goes through the bridge: inside the app the host opens a new
 * native screen (external URLs, fund pages, PDFs, the app store); in a browser the bridge's web
 * fallback navigates (a /wap/ path through the app router). Links inside the H5 screens stay
 * react-router links.
 */
import { bridge as appBridge, BridgeError, type Bridge } from '../../../bridge';
import type { NavigateFunction } from 'react-router-dom';
import { appDownloadUrl } from '../../config/download';

type LinkBridge = Pick<Bridge, 'isHost' | 'openPage' | 'openDownload' | 'goBack'>;

export interface ExternalLinkOptions {
  /** Title of the new native screen. */
  title?: string;
  /** In a browser, open a new tab instead of leaving the page (a PDF beside the article). */
  newTabOnWeb?: boolean;
}

function report(action: string, err: unknown): void {
  // A refused URL (INVALID_PARAMS) is never followed; other failures are only worth a warning:
  // the user can tap again.
  const code = err instanceof BridgeError ? err.code : 'ERROR';
  console.warn(`[bridge] ${action} failed (${code})`);
}

export function openExternal(
  url: string,
  opts: ExternalLinkOptions = {},
  bridge: LinkBridge = appBridge,
): Promise<void> {
  if (!bridge.isHost && opts.newTabOnWeb && /^https?:\/\//i.test(url)) {
    window.open(url, '_blank', 'noopener,noreferrer');
    return Promise.resolve();
  }
  return bridge
    .openPage({ url, ...(opts.title ? { title: opts.title } : {}) })
    .catch((err) => report('openPage', err));
}

/** The app download page: one setting every download link (footer, common header) reads. */
export { appDownloadUrl };

/** The app download (web) or the app's store page (host, e.g. "update the app"). */
export function openAppDownload(bridge: LinkBridge = appBridge): Promise<void> {
  return bridge.openDownload({ url: appDownloadUrl() }).catch((err) => report('openDownload', err));
}

/**
 * Back from a page header. Inside the app the host goes back in the WebView or closes the screen
 * when this is its first page; in a browser the router goes back, or home when the page was opened
 * directly.
 */
export function goBack(navigate: NavigateFunction, bridge: LinkBridge = appBridge): void {
  if (bridge.isHost) {
    bridge.goBack().catch((err) => report('goBack', err));
    return;
  }
  if (window.history.length > 1) void navigate(-1);
  else void navigate('/');
}

/** Click handler for an <a> leaving the H5 screens: the bridge instead of the browser's default. */
export function externalClick(url: string, opts: ExternalLinkOptions = {}, bridge: LinkBridge = appBridge) {
  return (e: { preventDefault(): void; metaKey?: boolean; ctrlKey?: boolean; shiftKey?: boolean }): void => {
    // A modified click on the web is the user asking for a new tab or window: leave it alone.
    if (!bridge.isHost && (e.metaKey || e.ctrlKey || e.shiftKey)) return;
    e.preventDefault();
    void openExternal(url, opts, bridge);
  };
}
