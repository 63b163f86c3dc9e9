/** The dragon-tiger board calls (§7 (the calls it makes)), config field rankHost. */
import { http } from '../api/http';
import type { GetCall } from '../api/early-calls';
import { rankListCall, summaryCall, tradingDaysCall } from './dragon-tiger-calls';
import {
  DEPARTMENT_PAGE_SIZE,
  DRAGON_TIGER_PATHS,
  SALES_PAGE_SIZE,
  TRADING_DAY_WINDOW,
  type BoardMarket,
  type DepartmentInfo,
  type DepartmentListingRow,
  type DragonTigerSummary,
  type RankItem,
  type RankSortField,
  type SalesCountType,
  type SalesDepartment,
  type SalesSortField,
  type SortType,
  type StockDragonTigerDetail,
} from '../../contract/dragon-tiger';

const send = <T>({ service, path, params }: GetCall): Promise<T> => http.get<T>(service, path, params);

export function getTradingDays(market: BoardMarket = 'sh', limit = TRADING_DAY_WINDOW): Promise<string[]> {
  return send(tradingDaysCall(market, limit));
}

export function getSummary(tradingDay: string): Promise<DragonTigerSummary> {
  return send(summaryCall(tradingDay));
}

export function getRankList(
  tradingDay: string,
  page: number,
  sortField: RankSortField,
  sortType: SortType,
): Promise<RankItem[]> {
  return send(rankListCall(tradingDay, page, sortField, sortType));
}

export function getSalesList(
  countType: SalesCountType,
  sortField: SalesSortField,
  sortType: SortType,
  page: number,
): Promise<SalesDepartment[]> {
  return http.get<SalesDepartment[]>('rankHost', DRAGON_TIGER_PATHS.salesList, {
    countType,
    sortField,
    sortType,
    page,
    pageSize: SALES_PAGE_SIZE,
  });
}

export function getStockDetail(secuCode: string, tradingDay?: string): Promise<StockDragonTigerDetail> {
  return http.get<StockDragonTigerDetail>('rankHost', DRAGON_TIGER_PATHS.stockDetail, {
    secuCode,
    ...(tradingDay ? { tradingDay } : {}),
  });
}

export function getDepartmentDetail(departmentId: string): Promise<DepartmentInfo> {
  return http.get<DepartmentInfo>('rankHost', DRAGON_TIGER_PATHS.departmentDetail, { departmentId });
}

export function getDepartmentStocks(departmentId: string, page: number): Promise<DepartmentListingRow[]> {
  return http.get<DepartmentListingRow[]>('rankHost', DRAGON_TIGER_PATHS.departmentStockList, {
    departmentId,
    pageSize: DEPARTMENT_PAGE_SIZE,
    page,
  });
}
