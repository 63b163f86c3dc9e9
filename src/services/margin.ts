/**
 * Margin trading (融资融券, §7 (the calls it makes) margin calls and margin per stock), config field rzrq. Paths and
 * types: contract/margin.ts; what each call serves: docs/margin.md.
 */
import { http } from '../api/http';
import { detailCall, stockHistoryCall } from './margin-calls';
import {
  MARGIN_PATHS,
  type MarginBalancePoint,
  type MarginDetailRow,
  type MarginDiffPoint,
  type MarginHistoryRow,
  type MarginMarketParam,
  type MarginRatioPoint,
  type MarginStockPoint,
  type MarginStockSummary,
  type MarginTopFiveRow,
  type MarginTotals,
} from '../../contract/margin';

const S = 'rzrq' as const;

/** The three line charts of /rzrq.html's balance chart (§2 (screens and routes) "three sub-metrics"). */
export function getBalanceChart(market: MarginMarketParam): Promise<MarginBalancePoint[]> {
  return http.get<MarginBalancePoint[]>(S, MARGIN_PATHS.balanceChart, { market });
}

export function getRatioChart(market: MarginMarketParam): Promise<MarginRatioPoint[]> {
  return http.get<MarginRatioPoint[]>(S, MARGIN_PATHS.ratioChart, { market });
}

export function getDiffChart(market: MarginMarketParam): Promise<MarginDiffPoint[]> {
  return http.get<MarginDiffPoint[]>(S, MARGIN_PATHS.diffChart, { market });
}

/** date 'YYYY-MM-DD'; omitted: the latest published day. */
export function getTotals(market: MarginMarketParam, date?: string): Promise<MarginTotals> {
  return http.get<MarginTotals>(S, MARGIN_PATHS.totals, { market, date });
}

export function getTopFive(market: MarginMarketParam, date?: string): Promise<MarginTopFiveRow[]> {
  return http.get<MarginTopFiveRow[]>(S, MARGIN_PATHS.topFive, { market, date });
}

/** The day's targets by financing balance, largest first; pageSize at most MARGIN_LIST_SIZE. */
export function getDetail(
  market: MarginMarketParam,
  date: string | undefined,
  pageSize: number,
): Promise<MarginDetailRow[]> {
  const { service, path, params } = detailCall(market, date, pageSize);
  return http.get<MarginDetailRow[]>(service, path, params);
}

export function getStockChart(innerCode: number): Promise<MarginStockPoint[]> {
  return http.get<MarginStockPoint[]>(S, MARGIN_PATHS.stockChart, { InnerCode: innerCode });
}

export function getStockSummary(innerCode: number): Promise<MarginStockSummary> {
  return http.get<MarginStockSummary>(S, MARGIN_PATHS.stockTable, { InnerCode: innerCode });
}

/** The stock's latest pageSize days, newest first. */
export function getStockHistory(innerCode: number, pageSize: number): Promise<MarginHistoryRow[]> {
  const { service, path, params } = stockHistoryCall(innerCode, pageSize);
  return http.get<MarginHistoryRow[]>(service, path, params);
}
