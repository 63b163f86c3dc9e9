/**
 * The margin lists' calls as data (§7 query2FinaSecuTable, query2TradingDetailTable; config field
 * rzrq): sent by the
 * service module and by index.html's early script (pages/margin/early.ts), so both ask the very same
 * request (see dragon-tiger-calls.ts). No HTTP client here: the early script runs before axios.
 */
import { MARGIN_PATHS, type MarginMarketParam } from '../../contract/margin';
import type { GetCall } from '../api/early-calls';

/** The stock's latest pageSize days, newest first. */
export const stockHistoryCall = (innerCode: number, pageSize: number): GetCall => ({
  service: 'rzrq',
  path: MARGIN_PATHS.stockHistory,
  params: { pageSize, InnerCode: innerCode },
});

/** The market's (or both markets') stocks of a day (no date: the latest), by financing balance. */
export const detailCall = (
  market: MarginMarketParam,
  date: string | undefined,
  pageSize: number,
): GetCall => ({
  service: 'rzrq',
  path: MARGIN_PATHS.detail,
  params: { market, date, pageSize },
});
