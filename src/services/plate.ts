/** The sector calls of §7 (config fields rankHost, rjhyQuoteSector, plateBasic, money, plateChart): one typed function each. */
import { http } from '../api/http';
import {
  BK_RANK_PAGE_SIZE,
  CONSTITUENT_PAGE_SIZE,
  PLATE_PATHS,
  PLATE_SERVICE_OF,
  type BkRankReply,
  type CandlePeriod,
  type PlateHistory,
  type PlateKline,
  type PlateTrend,
  type BkRankSortField,
  type CapitalFlow,
  type FlowDay,
  type PlateBasicInfo,
  type SectorType,
  type StockGrpReply,
  type StockGrpSortField,
} from '../../contract/plate';

const get = <T>(call: keyof typeof PLATE_PATHS, params: Record<string, unknown>) =>
  http.get<T>(PLATE_SERVICE_OF[call], PLATE_PATHS[call], params);

export interface PageQuery<F extends string> {
  sortField: F;
  descending: boolean;
  pageNum: number;
  pageSize?: number;
}

/** §7 (the calls it makes) bkRank: one page of the sector ranking of a type. */
export function fetchBkRank(type: SectorType, q: PageQuery<BkRankSortField>): Promise<BkRankReply> {
  return get<BkRankReply>('bkRank', {
    hqTypeCode: type,
    sortFields: q.sortField,
    sortFlag: q.descending,
    pageSize: q.pageSize ?? BK_RANK_PAGE_SIZE,
    pageNum: q.pageNum,
  });
}

/** §7 (the calls it makes) queryStockGrp: the sector and one page of its constituents (50 on the plate pages). */
export function fetchStockGroup(
  typeCode: string,
  prodCode: string,
  q: PageQuery<StockGrpSortField>,
): Promise<StockGrpReply> {
  return get<StockGrpReply>('queryStockGrp', {
    hqTypeCode: typeCode,
    prodCode,
    sortFields: q.sortField,
    sortFlag: q.descending,
    pageNum: q.pageNum,
    pageSize: q.pageSize ?? CONSTITUENT_PAGE_SIZE,
    simPageSize: 'yes',
  });
}

export function fetchPlateBasicInfo(prodCode: string): Promise<PlateBasicInfo> {
  return get<PlateBasicInfo>('plateBasicInfo', { market: 'XBHS', symbol: prodCode });
}

export function fetchTodayCapitalFlow(prodCode: string): Promise<CapitalFlow> {
  return get<CapitalFlow>('todayCapitalFlow', { stockCode: `${prodCode}.XBHS` });
}

export function fetchFiveDayCapitalFlow(prodCode: string): Promise<FlowDay[]> {
  return get<FlowDay[]>('fiveDayCapitalFlow', { stockCode: `${prodCode}.XBHS` });
}

/** §7 (the calls it makes) plate trend: one trading day's minutes (dateOffset 0 today … 4). */
export function fetchPlateTrend(prodCode: string, dateOffset = 0): Promise<PlateTrend> {
  return get<PlateTrend>('plateTrend', { prodCode, dateOffset });
}

/** §7 (the calls it makes) five-day trend: the last five trading days' minutes, oldest first. */
export function fetchPlateFiveDayTrend(prodCode: string): Promise<PlateTrend[]> {
  return get<PlateTrend[]>('plateFiveDayTrend', { prodCode });
}

/** §7 (the calls it makes) plate history: candlePeriod DAY 6, WEEK 7, MONTH 8; candleMode 0, startDate 0, endDate now (0). */
export function fetchPlateHistory(prodCode: string, candlePeriod: CandlePeriod): Promise<PlateHistory> {
  return get<PlateHistory>('plateHistory', {
    prodCode,
    candlePeriod,
    candleMode: 0,
    startDate: 0,
    endDate: 0,
  });
}

/** §7 (the calls it makes) plate kline: the latest `limit` bars of a period (servicetype KLINEB, resptype JSON). */
export function fetchPlateKline(
  prodCode: string,
  period: CandlePeriod,
  limit: number,
  range: { starttime?: number; endtime?: number } = {},
): Promise<PlateKline> {
  return get<PlateKline>('plateKline', {
    inst: prodCode,
    market: 'XBHS',
    limit,
    servicetype: 'KLINEB',
    starttime: range.starttime ?? 0,
    endtime: range.endtime ?? 0,
    resptype: 'JSON',
    period,
  });
}
