/**
 * The moments the quote link is worth trying again at once rather than at the next backoff step
 * (issue 31 item 2): the device is back online, and the page is shown again (the bridge's
 * `pageShown`: the host app's resume inside the app, page visibility and back-forward restores in a
 * browser, docs/bridge.md "Events").
 */
import type { Bridge } from '../../bridge';

export interface Resumable {
  resume(): void;
}

export function resumeQuotesOn(
  quotes: Resumable,
  bridge: Pick<Bridge, 'on'>,
  win: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined = typeof window === 'undefined'
    ? undefined
    : window,
): () => void {
  const resume = () => quotes.resume();
  const offShown = bridge.on('pageShown', resume);
  win?.addEventListener('online', resume);
  return () => {
    offShown();
    win?.removeEventListener('online', resume);
  };
}
