/**
 * Search (§7 queryStockSearch, hotSearchV2, hotSerchAdd), under the stock-quote prefix (config
 * field stockQuoteHost). Envelope `{ code: 1, msg, data }`.
 */

export const SEARCH_PREFIX = '/rjhy-stock-quote/api/1/search';

export const SEARCH_PATHS = {
  /** GET keyword, types, pageNo (from 1), pageSize (default 15), markets → SearchPage */
  queryStockSearch: `${SEARCH_PREFIX}/queryStockSearch`,
  /** GET number (default 15) → HotSearchItem[] ordered by count */
  hotSearchV2: `${SEARCH_PREFIX}/hotSearchV2`,
  /** POST { market, symbol } (JSON or form) → { count } */
  hotSerchAdd: `${SEARCH_PREFIX}/hotSerchAdd`,
} as const;

/** §9: search page 15, hot searches 15; search markets sh, sz, shetf, szetf, fund. */
export const SEARCH_PAGE_SIZE = 15;
export const HOT_SEARCH_SIZE = 15;
export const SEARCH_MARKETS = ['sh', 'sz', 'shetf', 'szetf', 'fund'] as const;

/** Markets accepted in `markets` (comma separated); also bj, hk, us for the other regions. */
export const SEARCH_MARKET_FILTERS = ['sh', 'sz', 'bj', 'shetf', 'szetf', 'fund', 'hk', 'us'] as const;
export type SearchMarketFilter = (typeof SEARCH_MARKET_FILTERS)[number];

/** Kinds accepted in `types` (comma separated). */
export const SEARCH_TYPES = ['stock', 'index', 'etf', 'fund'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export interface SearchHit {
  Name: string;
  Symbol: string;
  /** Route market of the stock page (sh, sz, bj, HKSE, HKIDX, NASDAQ, NYSE, AMEX), or 'fund'. */
  Market: string;
  Type: SearchType;
}

export interface SearchPage {
  hits: SearchHit[];
  total: number;
}

export interface HotSearchItem extends SearchHit {
  count: number;
}
