/**
 * Dragon-tiger board calls (§7 "dragon-tiger"), under the rank prefix (config field rankHost).
 * Envelope `{ code: 1, msg, data }`; paged lists answer `{ code: 1, msg, data: [...], totalCount }`.
 * Days are 'YYYY-MM-DD'; amounts in yuan; change rates are ratios (0.1001 = +10.01 %, §3 "shown x100").
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

/** §9 page sizes and the trading-day window. */
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
/** §9 "rank default pxChangeRate desc". */
export const RANK_DEFAULT_SORT = { field: 'pxChangeRate', dir: 'desc' } as const;

export type SalesSortField = 'rankCount' | 'totalBuySum' | 'totalSaleSum';
export const SALES_SORT_FIELDS: readonly SalesSortField[] = ['rankCount', 'totalBuySum', 'totalSaleSum'];

/** §9 sales time ranges: 2 one month, 3 three months. */
export type SalesCountType = 2 | 3;
export const SALES_COUNT_TYPES: readonly SalesCountType[] = [2, 3];

export type BoardMarket = 'sh' | 'sz';

export interface DragonTigerSummary {
  /** Stocks on the day's board. */
  totalRankCount: number;
  /** Stocks listed for a price move (daily deviation or change, or the three-day cumulative move). */
  pxChangeSignalCount: number;
  turnoverSignalCount: number;
  amplitudeSignalCount: number;
  totalRankNetBuySum: number;
  totalRankBuySum: number;
  totalRankSaleSum: number;
  tradingDay: string;
}

export interface RankItem {
  secuCode: string;
  chiNameAbbr: string;
  /** Listings of this stock in the three months up to this day (§9). */
  rankCount: number;
  /** Listing-day change, ratio. */
  pxChangeRate: number;
  totalRankNetBuySum: number;
  /** The day's reasons, joined by '；'. */
  abnormalTypeInfo: string;
}

export interface SalesDepartment {
  departmentId: string;
  salesDepartmentName: string;
  /** Listings the seat was among the top five buyers or sellers of, in the time range. */
  rankCount: number;
  /** Of those, the listings where it was among the top five buyers. */
  buyCount: number;
  totalBuySum: number;
  totalSaleSum: number;
}

export interface StockRankRow {
  departmentId: string;
  departmentName: string;
  /** '--' when none (§2). */
  factionName: string;
  buySum: number;
  saleSum: number;
  natureName: string;
}

export interface StockRankReason {
  abnormalTypeInfo: string;
  /** The five largest buyers, largest buy first. */
  buyRank: StockRankRow[];
  /** The five largest sellers, largest sale first (the original rendered buyRank here: docs/dragon-tiger.md). */
  saleRank: StockRankRow[];
}

export interface StockDragonTigerDetail {
  chiNameAbbr: string;
  secuCode: string;
  /** 'sh' or 'sz': the stock home is /{market}/{secuCode}.html. */
  market: BoardMarket;
  tradingDay: string;
  abnormalTypeInfo: string;
  /** Listing-day change (ratio) and close. */
  pxChangeRate: number;
  closePrice: number;
  stockRankList: StockRankReason[];
}

export interface DepartmentInfo {
  departmentId: string;
  salesDepartmentName: string;
  natureName: string;
  styleName: string;
  factionName: string;
}

export interface DepartmentListingRow {
  secuCode: string;
  chiNameAbbr: string;
  tradingDay: string;
  pxChangeRate: number;
  closePrice: number;
  totalRankBuySum: number;
  totalRankSaleSum: number;
  /** Next trading day's change; null while that day's board is not out. */
  nextPxChangeRate: number | null;
}

export interface PagedReply<T> {
  data: T[];
  totalCount: number;
}
