/** The sector calls of §7 (config fields rankHost, rjhyQuoteSector, plateBasic, money): one typed function each. */
import { http } from '../api/http';
import {
  BK_RANK_PAGE_SIZE,
  CONSTITUENT_PAGE_SIZE,
  PLATE_PATHS,
  PLATE_SERVICE_OF,
  type BkRankReply,
  type BkRankSortField,
  type CapitalFlow,
  type FlowDay,
  type PlateBasicInfo,
  type SectorType,
  type StockGrpReply,
  type StockGrpSortField,
} from '../api/contract/plate';

const get = <T>(call: keyof typeof PLATE_PATHS, params: Record<string, unknown>) =>
  http.get<T>(PLATE_SERVICE_OF[call], PLATE_PATHS[call], params);

export interface PageQuery<F extends string> {
  sortField: F;
  descending: boolean;
  pageNum: number;
  pageSize?: number;
}

/** §7 bkRank: one page of the sector ranking of a type. */
export function fetchBkRank(type: SectorType, q: PageQuery<BkRankSortField>): Promise<BkRankReply> {
  return get<BkRankReply>('bkRank', {
    hqTypeCode: type,
    sortFields: q.sortField,
    sortFlag: q.descending,
    pageSize: q.pageSize ?? BK_RANK_PAGE_SIZE,
    pageNum: q.pageNum,
  });
}

/** §7 queryStockGrp: the sector and one page of its constituents (50 on the plate pages). */
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
