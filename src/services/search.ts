/**
 * Search (§7 (the calls it makes) queryStockSearch, hotSearchV2, hotSerchAdd), config field stockQuoteHost. Paths and
 * types: contract/search.ts.
 */
import { http } from '../api/http';
import {
  APP_SEARCH_MARKETS,
  HOT_SEARCH_SIZE,
  SEARCH_PAGE_SIZE,
  SEARCH_PATHS,
  SEARCH_TYPES,
  type HotSearchItem,
  type SearchPage,
} from '../../contract/search';

const S = 'stockQuoteHost' as const;

/** One page of hits (pageNo from 1, 15 a page) over every market the app shows (APP_SEARCH_MARKETS). */
export function searchStocks(
  keyword: string,
  pageNo: number,
  pageSize = SEARCH_PAGE_SIZE,
): Promise<SearchPage> {
  return http.get<SearchPage>(S, SEARCH_PATHS.queryStockSearch, {
    keyword,
    types: SEARCH_TYPES.join(','),
    pageNo,
    pageSize,
    markets: APP_SEARCH_MARKETS.join(','),
  });
}

export function getHotSearches(number = HOT_SEARCH_SIZE): Promise<HotSearchItem[]> {
  return http.get<HotSearchItem[]>(S, SEARCH_PATHS.hotSearchV2, { number });
}

/** Counts a pick (hot-search ranking). */
export function addHotSearch(market: string, symbol: string): Promise<unknown> {
  return http.post<unknown>(S, SEARCH_PATHS.hotSerchAdd, { market, symbol });
}
