/** The sector calls of §7 (config fields rankHost, rjhyQuoteSector, plateBasic, money, plateChart): one typed function each. */
import { http } from '../api/http';
import type { GetCall } from '../api/early-calls';
import { bkRankCall, plateCall, stockGroupCall, type PageQuery } from './plate-calls';
import {
  PLATE_PATHS,
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
  send<T>(plateCall(call, params));
const send = <T>({ service, path, params }: GetCall) => http.get<T>(service, path, params);

export type { PageQuery };

/** §7 (the calls it makes) bkRank: one page of the sector ranking of a type. */
export function fetchBkRank(type: SectorType, q: PageQuery<BkRankSortField>): Promise<BkRankReply> {
  return send<BkRankReply>(bkRankCall(type, q));
}

/** §7 (the calls it makes) queryStockGrp: the sector and one page of its constituents (50 on the plate pages). */
export function fetchStockGroup(
  typeCode: string,
  prodCode: string,
  q: PageQuery<StockGrpSortField>,
): Promise<StockGrpReply> {
  return send<StockGrpReply>(stockGroupCall(typeCode, prodCode, q));
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
