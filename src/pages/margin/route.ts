/**
 * The 100-row list's one request, started at boot while the page chunk still downloads (the table is
 * the whole first screen, so its data is on the critical path). The page takes it once through the
 * root store's head starts; a later visit, or a warm request that failed, asks again.
 */
import type { MarginDetailRow, MarginMarketParam } from '../../../contract/margin';
import { MARGIN_LIST_SIZE } from '../../../contract/margin';
import { parseMarginDate, parseMarginMarket } from './market';
import { headStartKey, type HeadStarts } from '../../lib/head-start';
import { getDetail } from '../../services/margin';

/** The list of one market and day (no date: the latest day). */
export const marginListKey = (market: string, date: string | undefined) =>
  headStartKey<Promise<MarginDetailRow[]>>('margin-list', market, date);

export function warmMarginList(
  store: { headStarts: HeadStarts },
  _params: Record<string, string | undefined>,
  query: URLSearchParams,
): void {
  const market = parseMarginMarket(query.get('market'));
  const date = parseMarginDate(query.get('date'));
  store.headStarts.put(marginListKey(market, date), getDetail(market, date, MARGIN_LIST_SIZE));
}

/** The list for these parameters: the one boot asked for, once, else a new request. */
export function marginList(
  starts: HeadStarts,
  market: MarginMarketParam,
  date: string | undefined,
): Promise<MarginDetailRow[]> {
  return starts.request(marginListKey(market, date), () => getDetail(market, date, MARGIN_LIST_SIZE));
}
