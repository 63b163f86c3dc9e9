/**
 * Dragon-tiger board calls (§7 (the calls it makes) "dragon-tiger"), under the rank prefix (config field rankHost).
 * Envelope `{ code: 1, msg, data }`; paged lists answer `{ code: 1, msg, data: [...], totalCount }`.
 * Days are 'YYYY-MM-DD'; amounts in yuan; change rates are ratios (0.1001 = +10.01 %, §3 (entities and their fields) "shown x100").
 */

export const DRAGON_TIGER_PREFIX = '/rjhy-stock-rank/api/1/biz';

export const DRAGON_TIGER_PATHS = {
  /** GET tradingDay (optional: the latest board) */
  summary: `${DRAGON_TIGER_PREFIX}/lhb/summary`,
  /** GET page (from 1), tradingDay, sortField, sortType, pageSize */
  list: `${DRAGON_TIGER_PREFIX}/lhb/list`,
  /** GET countType (2 one month, 3 three months), sortField, sortType, page (from 1), pageSize */
  salesList: `${DRAGON_TIGER_PREFIX}/lhb/salesList`,
  /** GET market (sh, sz), limit (at most TRADING_DAY_WINDOW) */
  tradingdays: `${DRAGON_TIGER_PREFIX}/lhb/tradingdays`,
  /** GET secuCode, tradingDay (optional: the stock's latest listing) */
  stockDetail: `${DRAGON_TIGER_PREFIX}/lhb/stock/detail`,
  /** GET departmentId */
  departmentDetail: `${DRAGON_TIGER_PREFIX}/lhb/department/detail`,
  /** GET departmentId, page (from 1), pageSize */
  departmentStockList: `${DRAGON_TIGER_PREFIX}/lhb/department/stockList`,
} as const;

/** §9 (business constants and limits) page sizes and the trading-day window. */
export const RANK_PAGE_SIZE = 30;
export const SALES_PAGE_SIZE = 30;
export const DEPARTMENT_PAGE_SIZE = 30;
export const TRADING_DAY_WINDOW = 365;
/** Largest pageSize the server accepts. */
export const MAX_PAGE_SIZE = 100;

export type SortType = 'desc' | 'asc';
export const SORT_TYPES: readonly SortType[] = ['desc', 'asc'];

export type RankSortField = 'pxChangeRate' | 'totalRankNetBuySum' | 'rankCount';
export const RANK_SORT_FIELDS: readonly RankSortField[] = ['pxChangeRate', 'totalRankNetBuySum', 'rankCount'];
/** §9 (business constants and limits) "rank default pxChangeRate desc". */
export const RANK_DEFAULT_SORT = { field: 'pxChangeRate', dir: 'desc' } as const;

export type SalesSortField = 'rankCount' | 'totalBuySum' | 'totalSaleSum';
export const SALES_SORT_FIELDS: readonly SalesSortField[] = ['rankCount', 'totalBuySum', 'totalSaleSum'];

/** §9 (business constants and limits) sales time ranges: 2 one month, 3 three months. */
export type SalesCountType = 2 | 3;
export const SALES_COUNT_TYPES: readonly SalesCountType[] = [2, 3];

export type BoardMarket = 'sh' | 'sz';

/** Reply shapes, from their JSON Schemas (./dragonTiger.schema.ts: types only, nothing reaches the bundle). */
export type {
  DepartmentInfo,
  DepartmentListingRow,
  DragonTigerSummary,
  RankItem,
  SalesDepartment,
  StockDragonTigerDetail,
  StockRankReason,
  StockRankRow,
} from './dragon-tiger.schema';

export interface PagedReply<T> {
  data: T[];
  totalCount: number;
}
