/**
 * The major-indices page's boot head start (the route table's `warm`, as the stock home's): the six
 * tiles are its first data, so the quote channel connects and the tiles' index-snapshot
 * subscription is made while the page's code still downloads. The page, once mounted, finds it made
 * (IndexTiles.enter is a no-op then) and releases it when it goes. Only the 沪深 tab shows the tiles,
 * and its rank list below them: that list's first request (the default sub-tab) starts here too, as
 * the list screens' do (the floors bench found it sent about 1 s after navigation at 4× CPU, once
 * the page had mounted).
 */
import type { RankListItem, RankType } from '../../../contract/quote';
import { headStartKey, type HeadStarts } from '../../lib/head-start';
import { DEFAULT_RANK_TYPE, tabOf } from '../../lib/indices/tiles';
import { fetchRankList, type IndicesServices } from '../../services/indices';
import type { RootStore } from '../../stores/root';

/** The sub-tab the rank list opens on (rank-store.ts), whose rows the head start asks for. */
export { DEFAULT_RANK_TYPE };

const rankListKey = (type: RankType) => headStartKey<Promise<RankListItem[]>>('rank-list', type);

export function warmMarkIndex(
  store: Pick<RootStore, 'quoteConnection' | 'security' | 'headStarts'>,
  _params: Record<string, string | undefined>,
  query: URLSearchParams,
  fetch: IndicesServices['fetchRankList'] = fetchRankList,
): (() => void) | undefined {
  store.quoteConnection.connect();
  if (tabOf(query.get('tab')) !== 0) return undefined;
  store.headStarts.put(rankListKey(DEFAULT_RANK_TYPE), fetch(DEFAULT_RANK_TYPE));
  store.security.indexTiles.enter();
  return () => store.security.indexTiles.leave();
}

/** The rank list's calls: a sub-tab's rows, the request boot started for it once, else a new one. */
export function rankListCalls(
  starts: HeadStarts,
  fetch: IndicesServices['fetchRankList'] = fetchRankList,
): Pick<IndicesServices, 'fetchRankList'> {
  return { fetchRankList: (type) => starts.request(rankListKey(type), () => fetch(type)) };
}
