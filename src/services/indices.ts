/**
 * The major-indices page's HTTP calls (§7 (the calls it makes)): rankList (config rankHost, `{ Datas }` without a data
 * field), bkUpDownPlate (rankHost) and queryGlobalIndex (rzrq).
 */
import { http } from '../api/http';
import { INDICES_PATHS, type BkUpDownPlate, type GlobalIndexItem } from '../../contract/indices';
import type { RankListItem, RankListResponse, RankType } from '../../contract/quote';
import { rankListCall } from './indices-calls';

export async function fetchRankList(type: RankType): Promise<RankListItem[]> {
  const { service, path, params } = rankListCall(type);
  const body = await http.get<RankListResponse>(service, path, params);
  return body.Datas ?? [];
}

export function fetchBkUpDownPlate(): Promise<BkUpDownPlate> {
  return http.get<BkUpDownPlate>('rankHost', INDICES_PATHS.bkUpDownPlate);
}

export function fetchGlobalIndices(): Promise<GlobalIndexItem[]> {
  return http.get<GlobalIndexItem[]>('rzrq', INDICES_PATHS.queryGlobalIndex);
}

/** What the page stores need (tests pass fakes). */
export interface IndicesServices {
  fetchRankList: typeof fetchRankList;
  fetchBkUpDownPlate: typeof fetchBkUpDownPlate;
  fetchGlobalIndices: typeof fetchGlobalIndices;
}

export const indicesServices: IndicesServices = { fetchRankList, fetchBkUpDownPlate, fetchGlobalIndices };
