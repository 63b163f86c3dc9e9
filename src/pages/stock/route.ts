/**
 * What the stock home's URL asks for, readable before the page's own chunk has loaded: boot uses it
 * to open the instrument's live feed while the page code still downloads (the first price then
 * waits for the slower of the two, not for both in turn).
 */
import { quoteKey } from '../../quote/keys';
import type { RootStore } from '../../stores/root';

/** §2 (screens and routes): market and code from the route params, else the query, else 上证指数. */
export function instrumentFromRoute(
  params: Record<string, string | undefined>,
  query: URLSearchParams,
): { market: string; code: string } {
  const market = params.market || query.get('market') || 'sh';
  const code = params.code || query.get('code') || '000001';
  return { market, code };
}

/**
 * Connects the quote channel and subscribes the URL's instrument. The page, once mounted, finds the
 * symbol set and the subscription made (SecurityStore.setSymbol and enter are no-ops then). A
 * market the channel does not serve is left to the page, which shows its not-found state. Returns
 * the undo: leaving the subscription.
 */
export function warmStockHome(
  store: Pick<RootStore, 'quoteConnection' | 'security'>,
  params: Record<string, string | undefined>,
  query: URLSearchParams,
): (() => void) | undefined {
  const { market, code } = instrumentFromRoute(params, query);
  try {
    quoteKey(market, code);
  } catch {
    return undefined;
  }
  store.quoteConnection.connect();
  store.security.setSymbol(market, code);
  store.security.enter();
  return () => store.security.leave();
}
