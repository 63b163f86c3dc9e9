/**
 * Search (§7 (the calls it makes) queryStockSearch, hotSearchV2, hotSerchAdd), under the stock-quote prefix (config
 * field stockQuoteHost). Envelope `{ code: 1, msg, data }`.
 */
import type { Assert, Equal } from './envelope.schema';
import type { SearchType } from './search.schema';

export const SEARCH_PREFIX = '/rjhy-stock-quote/api/1/search';

export const SEARCH_PATHS = {
  /** GET keyword, types, pageNo (from 1), pageSize (default 15), markets → SearchPage */
  queryStockSearch: `${SEARCH_PREFIX}/queryStockSearch`,
  /** GET number (default 15) → HotSearchItem[] ordered by count */
  hotSearchV2: `${SEARCH_PREFIX}/hotSearchV2`,
  /** POST { market, symbol } (JSON or form) → { count } */
  hotSerchAdd: `${SEARCH_PREFIX}/hotSerchAdd`,
} as const;

/** §9 (business constants and limits): search page 15, hot searches 15; search markets sh, sz, shetf, szetf, fund. */
export const SEARCH_PAGE_SIZE = 15;
export const HOT_SEARCH_SIZE = 15;
export const SEARCH_MARKETS = ['sh', 'sz', 'shetf', 'szetf', 'fund'] as const;

/** Markets accepted in `markets` (comma separated); also bj, hk, us for the other regions. */
export const SEARCH_MARKET_FILTERS = ['sh', 'sz', 'bj', 'shetf', 'szetf', 'fund', 'hk', 'us'] as const;
export type SearchMarketFilter = (typeof SEARCH_MARKET_FILTERS)[number];

/**
 * The markets the app searches: every market it shows (issue 31 item 5, as Futu and Xueqiu do),
 * beyond §9 (business constants and limits)'s list (SEARCH_MARKETS): Beijing, Hong Kong and US stocks, ETFs and indices too
 * (docs/search.md records the deviation).
 */
export const APP_SEARCH_MARKETS: readonly SearchMarketFilter[] = SEARCH_MARKET_FILTERS;

/** The search box takes at most this many characters; a longer paste is cut (issue 31 item 5). */
export const SEARCH_KEYWORD_MAX = 20;

/** Kinds accepted in `types` (comma separated). */
export const SEARCH_TYPES = ['stock', 'index', 'etf', 'fund'] as const satisfies readonly SearchType[];
/** Fails to compile when SEARCH_TYPES and the reply schema's SearchType part ways. */
export type SearchTypesMatchSchema = Assert<Equal<(typeof SEARCH_TYPES)[number], SearchType>>;

/** Reply shapes, from their JSON Schemas (./search.schema.ts: types only, nothing reaches the bundle). */
export type { HotSearchItem, SearchHit, SearchPage, SearchType } from './search.schema';
/** Request parameters: ./search.params.schema.ts. */
