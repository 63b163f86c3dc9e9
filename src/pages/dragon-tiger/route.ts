/**
 * The board's first data, started at boot while the page chunk still downloads (§5 (validation rules)): the trading
 * days, then, for the default day they give, the summary and the rank list's first page in the
 * default sort. The first row otherwise waits for the chunk, then the days, then the list, in turn.
 * The page's calls take these once through the root store's head starts (`boardCalls`).
 */
import {
  RANK_DEFAULT_SORT,
  type DragonTigerSummary,
  type RankItem,
  type RankSortField,
  type SortType,
} from '../../../contract/dragon-tiger';
import { tradingCalendar } from '../../components/calendar/calendar-logic';
import { headStartKey, type HeadStarts } from '../../lib/head-start';
import * as dragonTiger from '../../services/dragon-tiger';
import type { BoardApi } from './board-store';
import { boardToday } from './board-rules';

export { beijingDay, boardToday } from './board-rules';

const daysKey = headStartKey<Promise<string[]>>('lhb-days');
const summaryKey = (day: string) => headStartKey<Promise<DragonTigerSummary>>('lhb-summary', day);
const rankKey = (day: string, page: number, field: RankSortField, dir: SortType) =>
  headStartKey<Promise<RankItem[]>>('lhb-rank', day, page, field, dir);

/** /stock-list.html's `warm`: the days, then the default day's summary and first rank page. */
export function warmBoard(
  store: { headStarts: HeadStarts },
  _params?: Record<string, string | undefined>,
  _query?: URLSearchParams,
  api: BoardApi = dragonTiger,
  today: () => string = boardToday,
): void {
  const starts = store.headStarts;
  const days = api.getTradingDays();
  starts.put(daysKey, days);
  days.then(
    (list) => {
      const calendar = tradingCalendar(list, today());
      if (!calendar) return;
      const day = calendar.defaultDay;
      const { field, dir } = RANK_DEFAULT_SORT;
      starts.put(summaryKey(day), api.getSummary(day));
      starts.put(rankKey(day, 1, field, dir), api.getRankList(day, 1, field, dir));
    },
    () => undefined, // the page asks again and shows its retry if that fails too
  );
}

/** The board's calls, each taking what boot started for the same parameters, once. */
export function boardCalls(starts: HeadStarts, api: BoardApi = dragonTiger): BoardApi {
  return {
    getTradingDays: () => starts.request(daysKey, () => api.getTradingDays()),
    getSummary: (day) => starts.request(summaryKey(day), () => api.getSummary(day)),
    getRankList: (day, page, field, dir) =>
      starts.request(rankKey(day, page, field, dir), () => api.getRankList(day, page, field, dir)),
    getSalesList: (...args) => api.getSalesList(...args),
  };
}
