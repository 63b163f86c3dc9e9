/**
 * The major-indices page's boot head start (the route table's `warm`, as the stock home's): the six
 * tiles are its first data, so the quote channel connects and the tiles' index-snapshot
 * subscription is made while the page's code still downloads. The page, once mounted, finds it made
 * (IndexTiles.enter is a no-op then) and releases it when it goes. Only the 沪深 tab shows the tiles.
 */
import { tabOf } from '../../lib/indices/tiles';
import type { RootStore } from '../../stores/root';

export function warmMarkIndex(
  store: Pick<RootStore, 'quoteConnection' | 'security'>,
  _params: Record<string, string | undefined>,
  query: URLSearchParams,
): (() => void) | undefined {
  store.quoteConnection.connect();
  if (tabOf(query.get('tab')) !== 0) return undefined;
  store.security.indexTiles.enter();
  return () => store.security.indexTiles.leave();
}
