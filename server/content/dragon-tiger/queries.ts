/**
 * The §7 (the calls it makes) dragon-tiger answers from a computed board: summary, rank list, seat ranking, stock and
 * department details. Pure functions of the board and the (already validated) parameters.
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
  StockRankRow,
} from '../../../contract/dragon-tiger';
import type { SeatAmounts, SeatLists } from './allocate';
import { monthsBefore } from './board-source';
import type { DragonTigerBoard, Listing } from './board';
import type { Seat } from './seats';

/** 20261120 → '2026-11-20' */
export function dayText(day: number): string {
  const s = String(day);
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
}

/** The reasons of a listing as one text. */
export function reasonsText(l: Listing): string {
  return l.reasons.map((r) => r.rule.reason).join('；');
}

export function summaryOf(board: DragonTigerBoard, day: number): DragonTigerSummary {
  const listings = board.byDay.get(day) ?? [];
  const has = (l: Listing, signal: string) => l.reasons.some((r) => r.rule.signal === signal);
  let buy = 0;
  let sale = 0;
  for (const l of listings) {
    buy += l.buy;
    sale += l.sale;
  }
  return {
    totalRankCount: listings.length,
    pxChangeSignalCount: listings.filter((l) => has(l, 'pxChange')).length,
    turnoverSignalCount: listings.filter((l) => has(l, 'turnover')).length,
    amplitudeSignalCount: listings.filter((l) => has(l, 'amplitude')).length,
    totalRankNetBuySum: buy - sale,
    totalRankBuySum: buy,
    totalRankSaleSum: sale,
    tradingDay: dayText(day),
  };
}

/** Listings of a stock in the three months up to and including `day` (§9 (business constants and limits) "rank counts cover three months"). */
export function rankCountOf(board: DragonTigerBoard, code: string, day: number): number {
  const since = monthsBefore(day, 3);
  return (board.byCode.get(code) ?? []).filter((l) => l.day > since && l.day <= day).length;
}

export function rankItemOf(board: DragonTigerBoard, l: Listing): RankItem {
  return {
    secuCode: l.stock.code,
    chiNameAbbr: l.stock.name,
    rankCount: rankCountOf(board, l.stock.code, l.day),
    pxChangeRate: l.change,
    totalRankNetBuySum: l.buy - l.sale,
    abnormalTypeInfo: reasonsText(l),
  };
}

function compare<T>(value: (x: T) => number, dir: SortType, tie: (x: T) => string) {
  const sign = dir === 'desc' ? -1 : 1;
  return (a: T, b: T) => {
    const d = (value(a) - value(b)) * sign;
    if (d !== 0) return d;
    const ta = tie(a);
    const tb = tie(b);
    return ta < tb ? -1 : ta > tb ? 1 : 0;
  };
}

export interface PageRequest {
  /** From 1. */
  page: number;
  pageSize: number;
}

export function pageOf<T>(
  rows: readonly T[],
  { page, pageSize }: PageRequest,
): { data: T[]; totalCount: number } {
  const start = (page - 1) * pageSize;
  return { data: rows.slice(start, start + pageSize), totalCount: rows.length };
}

export function rankList(
  board: DragonTigerBoard,
  day: number,
  sortField: RankSortField,
  sortType: SortType,
  paging: PageRequest,
): { data: RankItem[]; totalCount: number } {
  const rows = (board.byDay.get(day) ?? []).map((l) => rankItemOf(board, l));
  rows.sort(
    compare(
      (r) => r[sortField],
      sortType,
      (r) => r.secuCode,
    ),
  );
  return pageOf(rows, paging);
}

/** First day of a seat-ranking time range ending on `latest` (exclusive): one or three months back. */
export function salesRangeStart(latest: number, countType: SalesCountType): number {
  return monthsBefore(latest, countType === 2 ? 1 : 3);
}

export function salesRanking(
  board: DragonTigerBoard,
  latest: number,
  countType: SalesCountType,
): SalesDepartment[] {
  const since = salesRangeStart(latest, countType);
  const out: SalesDepartment[] = [];
  for (const [id, rows] of board.byDepartment) {
    const seat = board.seats.get(id);
    if (!seat) continue;
    let rankCount = 0;
    let buyCount = 0;
    let totalBuySum = 0;
    let totalSaleSum = 0;
    for (const r of rows) {
      if (r.listing.day <= since || r.listing.day > latest) continue;
      rankCount += 1;
      if (r.inBuyRank) buyCount += 1;
      totalBuySum += r.buySum;
      totalSaleSum += r.saleSum;
    }
    if (rankCount > 0)
      out.push({
        departmentId: id,
        salesDepartmentName: seat.name,
        rankCount,
        buyCount,
        totalBuySum,
        totalSaleSum,
      });
  }
  return out;
}

export function sortSales(
  rows: SalesDepartment[],
  sortField: SalesSortField,
  sortType: SortType,
): SalesDepartment[] {
  // Department ids are numbers in text: compare them as numbers for a stable, natural tie order.
  return [...rows].sort(
    compare(
      (r) => r[sortField],
      sortType,
      (r) => r.departmentId.padStart(12, '0'),
    ),
  );
}

function rankRow(x: SeatAmounts): StockRankRow {
  return {
    departmentId: x.seat.departmentId,
    departmentName: x.seat.name,
    factionName: x.seat.factionName,
    buySum: x.buySum,
    saleSum: x.saleSum,
    natureName: x.seat.natureName,
  };
}

function reasonRows(lists: SeatLists) {
  return { buyRank: lists.buyRank.map(rankRow), saleRank: lists.saleRank.map(rankRow) };
}

export function stockDetailOf(l: Listing): StockDragonTigerDetail {
  const stockRankList: StockDragonTigerDetail['stockRankList'] = [];
  for (const r of l.reasons) {
    const lists = r.rule.measure === 'deviation3' ? l.cumulative : l.daily;
    if (lists) stockRankList.push({ abnormalTypeInfo: r.rule.reason, ...reasonRows(lists) });
  }
  return {
    chiNameAbbr: l.stock.name,
    secuCode: l.stock.code,
    market: l.stock.exchange,
    tradingDay: dayText(l.day),
    abnormalTypeInfo: reasonsText(l),
    pxChangeRate: l.change,
    closePrice: l.close,
    stockRankList,
  };
}

export function departmentInfoOf(seat: Seat): DepartmentInfo {
  return {
    departmentId: seat.departmentId,
    salesDepartmentName: seat.name,
    natureName: seat.natureName,
    styleName: seat.styleName,
    factionName: seat.factionName,
  };
}

export function departmentListings(board: DragonTigerBoard, departmentId: string): DepartmentListingRow[] {
  return (board.byDepartment.get(departmentId) ?? []).map((r) => ({
    secuCode: r.listing.stock.code,
    chiNameAbbr: r.listing.stock.name,
    tradingDay: dayText(r.listing.day),
    pxChangeRate: r.listing.change,
    closePrice: r.listing.close,
    totalRankBuySum: r.buySum,
    totalRankSaleSum: r.saleSum,
    nextPxChangeRate: r.listing.nextChange,
  }));
}
