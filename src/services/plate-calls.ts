/**
 * The sector lists' first calls as data (§7 bkRank and queryStockGrp): sent by the service module
 * and by index.html's early script (pages/sector/early.ts), so both ask the very same request (see
 * dragon-tiger-calls.ts). No HTTP client here: the early script runs before axios has loaded.
 */
import {
  BK_RANK_PAGE_SIZE,
  CONSTITUENT_PAGE_SIZE,
  PLATE_PATHS,
  PLATE_SERVICE_OF,
  type BkRankSortField,
  type SectorType,
  type StockGrpSortField,
} from '../../contract/plate';
import type { GetCall } from '../api/early-calls';

export interface PageQuery<F extends string> {
  sortField: F;
  descending: boolean;
  pageNum: number;
  pageSize?: number;
}

export const plateCall = (call: keyof typeof PLATE_PATHS, params: Record<string, unknown>): GetCall => ({
  service: PLATE_SERVICE_OF[call],
  path: PLATE_PATHS[call],
  params,
});

/** §7 bkRank: one page of the sector ranking of a type. */
export const bkRankCall = (type: SectorType, q: PageQuery<BkRankSortField>): GetCall =>
  plateCall('bkRank', {
    hqTypeCode: type,
    sortFields: q.sortField,
    sortFlag: q.descending,
    pageSize: q.pageSize ?? BK_RANK_PAGE_SIZE,
    pageNum: q.pageNum,
  });

/** §7 queryStockGrp: the sector and one page of its constituents (50 on the plate pages). */
export const stockGroupCall = (
  typeCode: string,
  prodCode: string,
  q: PageQuery<StockGrpSortField>,
): GetCall =>
  plateCall('queryStockGrp', {
    hqTypeCode: typeCode,
    prodCode,
    sortFields: q.sortField,
    sortFlag: q.descending,
    pageNum: q.pageNum,
    pageSize: q.pageSize ?? CONSTITUENT_PAGE_SIZE,
    simPageSize: 'yes',
  });
