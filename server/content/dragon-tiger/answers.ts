/**
 * The §7 (the calls it makes) dragon-tiger answers for the route handlers: parameters arrive checked for form by the
 * route's schema; what only the board knows (a day without a board, an unknown stock or seat) is
 * decided here, as a 400 or a 404 with a clear message.
 */
import type {
  DepartmentInfo,
  DepartmentListingRow,
  DragonTigerSummary,
  RankItem,
  RankSortField,
  SalesCountType,
  SalesDepartment,
  SalesSortField,
  SortType,
  StockDragonTigerDetail,
} from '../../../contract/dragon-tiger';
import { badRequest, notFound } from '../../errors';
import type { DragonTigerService } from '.';
import {
  dayText,
  departmentInfoOf,
  departmentListings,
  pageOf,
  rankList,
  sortSales,
  stockDetailOf,
  summaryOf,
  type PageRequest,
} from './queries';

export interface Paged<T> {
  data: T[];
  totalCount: number;
}

/** 'YYYY-MM-DD' or 'YYYYMMDD' → 20261120 (the schema has checked the form). */
export function parseDay(text: string): number {
  return Number(text.replace(/-/g, ''));
}

/** The board day asked for, or the latest; a day without a published board is a 400. */
function boardDay(service: DragonTigerService, tradingDay: string | undefined): number {
  if (!tradingDay) return service.state().latest;
  const day = parseDay(tradingDay);
  if (!service.hasBoard(day))
    throw badRequest(`参数tradingDay不是近一年内已公布龙虎榜的交易日：${tradingDay}`);
  return day;
}

export function summaryAnswer(
  service: DragonTigerService,
  tradingDay: string | undefined,
): DragonTigerSummary {
  return summaryOf(service.state().board, boardDay(service, tradingDay));
}

export function listAnswer(
  service: DragonTigerService,
  q: { tradingDay?: string; sortField: RankSortField; sortType: SortType } & PageRequest,
): Paged<RankItem> {
  return rankList(service.state().board, boardDay(service, q.tradingDay), q.sortField, q.sortType, q);
}

export function salesAnswer(
  service: DragonTigerService,
  q: { countType: SalesCountType; sortField: SalesSortField; sortType: SortType } & PageRequest,
): Paged<SalesDepartment> {
  return pageOf(sortSales(service.salesRanking(q.countType), q.sortField, q.sortType), q);
}

export function tradingDaysAnswer(service: DragonTigerService, limit: number): string[] {
  return service.tradingDays(limit).map(dayText);
}

export function stockDetailAnswer(
  service: DragonTigerService,
  secuCode: string,
  tradingDay: string | undefined,
  known: (code: string) => boolean,
): StockDragonTigerDetail {
  if (!known(secuCode)) throw notFound(`未知的证券代码：${secuCode}`);
  const { board, first } = service.state();
  const listings = (board.byCode.get(secuCode) ?? []).filter((l) => l.day >= first);
  const listing = tradingDay ? listings.find((l) => l.day === parseDay(tradingDay)) : listings[0];
  if (!listing)
    throw notFound(tradingDay ? `${secuCode}在${tradingDay}未上龙虎榜` : `${secuCode}近一年未上龙虎榜`);
  return stockDetailOf(listing);
}

function seatOr404(service: DragonTigerService, departmentId: string) {
  const seat = service.state().board.seats.get(departmentId);
  if (!seat) throw notFound(`未知的营业部：${departmentId}`);
  return seat;
}

export function departmentAnswer(service: DragonTigerService, departmentId: string): DepartmentInfo {
  return departmentInfoOf(seatOr404(service, departmentId));
}

export function departmentStocksAnswer(
  service: DragonTigerService,
  departmentId: string,
  paging: PageRequest,
): Paged<DepartmentListingRow> {
  seatOr404(service, departmentId);
  const { board, first } = service.state();
  const firstText = dayText(first);
  const rows = departmentListings(board, departmentId).filter((r) => r.tradingDay >= firstText);
  return pageOf(rows, paging);
}
