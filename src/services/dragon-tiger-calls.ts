/**
 * The board's first calls as data (§7, config field rankHost): sent by the service module and by
 * index.html's early script (pages/dragon-tiger/early.ts), so both ask the very same request and
 * the page takes the early answer (api/early-calls.ts). No HTTP client here: the early script runs
 * before axios has loaded.
 */
import {
  DRAGON_TIGER_PATHS,
  RANK_PAGE_SIZE,
  TRADING_DAY_WINDOW,
  type BoardMarket,
  type RankSortField,
  type SortType,
} from '../../contract/dragon-tiger';
import type { GetCall } from '../api/early-calls';

export const tradingDaysCall = (market: BoardMarket = 'sh', limit = TRADING_DAY_WINDOW): GetCall => ({
  service: 'rankHost',
  path: DRAGON_TIGER_PATHS.tradingdays,
  params: { market, limit },
});

export const summaryCall = (tradingDay: string): GetCall => ({
  service: 'rankHost',
  path: DRAGON_TIGER_PATHS.summary,
  params: { tradingDay },
});

export const rankListCall = (
  tradingDay: string,
  page: number,
  sortField: RankSortField,
  sortType: SortType,
): GetCall => ({
  service: 'rankHost',
  path: DRAGON_TIGER_PATHS.list,
  params: { page, tradingDay, sortField, sortType, pageSize: RANK_PAGE_SIZE },
});
