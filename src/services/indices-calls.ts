/**
 * The major-indices page's first call as data (§7 rankList, config field rankHost): sent by the
 * service module and by index.html's early script (pages/indices/early.ts), so both ask the very
 * same request and the page takes the early answer (api/early-calls.ts). No HTTP client here: the
 * early script runs before axios has loaded.
 */
import { QUOTE_PATHS, type RankType } from '../../contract/quote';
import type { GetCall } from '../api/early-calls';

/** §7 rankList: one sub-tab's rows, `{ Datas }` without a data field. */
export const rankListCall = (type: RankType): GetCall => ({
  service: 'rankHost',
  path: QUOTE_PATHS.rankList,
  params: { type },
});
