/**
 * The 100-row lists' requests (the market list's one, a stock's history's first page), started at
 * boot while the page chunk still downloads (the table is the whole first screen, so its data is on
 * the critical path). The page takes it once through the
 * root store's head starts; a later visit, or a warm request that failed, asks again.
 */
import type { MarginDetailRow, MarginHistoryRow, MarginMarketParam } from '../../../contract/margin';
import { MARGIN_LIST_SIZE } from '../../../contract/margin';
import { parseMarginDate, parseMarginMarket } from './market';
import { headStartKey, type HeadStarts } from '../../lib/head-start';
import { getDetail, getStockHistory } from '../../services/margin';
import { firstHistorySize, parseInnerCode } from './rows';

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

/** A stock's history, `size` rows newest first. */
const stockHistoryKey = (innerCode: number, size: number) =>
  headStartKey<Promise<MarginHistoryRow[]>>('margin-stock-history', innerCode, size);

export { firstHistorySize } from './rows';

/**
 * /rzrq-stock-list.html's `warm`: the first page of the stock's history, asked for while the page's
 * code still downloads (the floors bench found the call sent about 1.5 s after navigation at 4×
 * CPU, after the chunk had run).
 */
export function warmMarginStockList(
  store: { headStarts: HeadStarts },
  _params: Record<string, string | undefined>,
  query: URLSearchParams,
): void {
  const inner = parseInnerCode(query.get('innerCode'));
  if (!inner) return;
  const size = firstHistorySize();
  store.headStarts.put(stockHistoryKey(inner, size), getStockHistory(inner, size));
}

/** `size` rows of a stock's history: the request boot started, once, else a new one. */
export function marginStockHistory(
  starts: HeadStarts,
  innerCode: number,
  size: number,
): Promise<MarginHistoryRow[]> {
  return starts.request(stockHistoryKey(innerCode, size), () => getStockHistory(innerCode, size));
}
