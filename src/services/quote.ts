/**
 * Quote HTTP calls of §7 (paths and types: contract/quote.ts): quote token, kline, ETF
 * history, limit-up gene, stock detail (HK, US), large orders, getStockName. Typed functions that
 * return domain objects; the stock home's page store uses them through `quoteServices`.
 */
import { http } from '../api/http';
import { grantOf, quoteTokenPayload, takeEarlyToken, type QuoteTokenGrant } from '../api/quote-token';
import {
  QUOTE_PATHS,
  QUOTE_TOKEN_HEADER,
  type EtfNetValue,
  type KlinePeriodParam,
  type KlineResponse,
  type LargeOrderRow,
  type LargeOrdersResponse,
  type LimitUpGeneData,
  type QuoteTokenResponse,
  type StockDetail,
  type StockDetailResponse,
  type StockNameItem,
} from '../../contract/quote';
import { getConfig } from '../config/load';
import type { NavData } from '../lib/chart/nav';
import type { AdjustMode } from '../../contract/market-rules/adjust';
import { CHART_EVENTS_PATHS, type ChartEvents } from '../../contract/chart-events';
import type { KlineEntry } from '../../contract/quote-protocol';

/** §7 (the calls it makes) kline: "endtime (far future)". */
export const FAR_FUTURE = 4102444800; // 2100-01-01 UTC, unix seconds

/** Refresh the token this long before it expires. */
const TOKEN_MARGIN_MS = 60_000;
let cachedToken: { token: string; expiresAt: number } | null = null;
let tokenRequest: Promise<string> | null = null;

/** §7 (the calls it makes) quote token: POST of the fixed credentials payload → Data.Token. */
export async function fetchQuoteToken(): Promise<QuoteTokenGrant> {
  const res = await http.post<QuoteTokenResponse>(
    'hqToken',
    QUOTE_PATHS.token,
    quoteTokenPayload(getConfig().tokenConfig),
    { raw: true },
  );
  return grantOf(res);
}

/** A valid quote token, fetched once and shared until it nears expiry (concurrent callers share one call). */
export function quoteToken(now: () => number = Date.now): Promise<string> {
  if (cachedToken && cachedToken.expiresAt - TOKEN_MARGIN_MS > now())
    return Promise.resolve(cachedToken.token);
  if (!tokenRequest) {
    // The first one of a cold start may already be under way: index.html's early script asked.
    const cfg = getConfig();
    const early = takeEarlyToken(`${cfg.hqToken}${QUOTE_PATHS.token}`);
    // A failed or timed-out early request (it aborts itself) is asked again here.
    const grant = early ? early.catch(() => fetchQuoteToken()) : fetchQuoteToken();
    tokenRequest = grant
      .then(({ token, expiresInSeconds, receivedAt }) => {
        cachedToken = { token, expiresAt: (receivedAt ?? now()) + expiresInSeconds * 1000 };
        return token;
      })
      .finally(() => {
        tokenRequest = null;
      });
  }
  return tokenRequest;
}

/** Forget the cached token (the server refused it). */
export function dropQuoteToken(): void {
  cachedToken = null;
}

/**
 * §7 (the calls it makes) kline over HTTP: the last `limit` bars of a period (limit is sent negative, starttime 0).
 * §8 (the error catalogue): a response lacking KlineData is dropped (answers no bars).
 */
export async function fetchKlines(
  market: string,
  code: string,
  period: KlinePeriodParam,
  limit: number,
  /** Only bars at or before this time (unix seconds): older bars for a chart panned back (issue 21). */
  endtime: number = FAR_FUTURE,
  adjust: AdjustMode = 'none',
): Promise<KlineEntry[]> {
  const params = {
    endtime,
    inst: code,
    limit: -Math.abs(limit),
    market,
    servicetype: 'KLINEB',
    starttime: 0,
    resptype: 'JSON',
    period,
    adjust,
  };
  const call = async () =>
    http.get<KlineResponse>('gmgQuoteHost', QUOTE_PATHS.kline, params, {
      headers: { [QUOTE_TOKEN_HEADER]: await quoteToken() },
      raw: true,
    });
  let res: KlineResponse;
  try {
    res = await call();
  } catch (err) {
    // An expired token: fetch a fresh one once and retry.
    if ((err as { status?: number }).status !== 401) throw err;
    dropQuoteToken();
    res = await call();
  }
  return Array.isArray(res?.KlineData) ? res.KlineData : [];
}

const ymd = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** §7 (the calls it makes) ETF history (signed): unit net values from `date` (default: one year back) on, oldest first. */
export async function fetchEtfHistory(market: string, symbol: string, date?: string): Promise<EtfNetValue[]> {
  const from = date ?? ymd(new Date(Date.now() - 365 * 86400_000));
  const list = await http.get<EtfNetValue[]>(
    'gmgQuoteHost',
    QUOTE_PATHS.etfHistory,
    { symbol, market, date: from },
    { signed: true },
  );
  return Array.isArray(list) ? list : [];
}

/** The 净值 chart's data. */
export async function fetchNav(market: string, symbol: string): Promise<NavData> {
  const list = await fetchEtfHistory(market, symbol);
  return { dates: list.map((v) => v.tradingDay), values: list.map((v) => v.unitNV) };
}

/** §7 (the calls it makes) limit-up gene (CN stocks). */
export function fetchLimitUpGene(market: string, symbol: string): Promise<LimitUpGeneData> {
  return http.get<LimitUpGeneData>('gmgQuoteHost', QUOTE_PATHS.limitUpGene, { market, symbol });
}

/** §7 (the calls it makes) stock detail (HK, US); §8 (the error catalogue): a status other than 0 is not applied (null). */
export async function fetchStockDetail(market: string, symbol: string): Promise<StockDetail | null> {
  const res = await http.get<StockDetailResponse>(
    'stockQuoteHost',
    QUOTE_PATHS.stockDetail,
    { market, symbol },
    { raw: true },
  );
  return res && res.status === 0 && res.data ? res.data : null;
}

/** §7 (the calls it makes) large orders: symbol is market + code (sh600519). */
export async function fetchLargeOrders(market: string, code: string, num = 100): Promise<LargeOrderRow[]> {
  const res = await http.get<LargeOrdersResponse>(
    'quotes',
    QUOTE_PATHS.largeOrders,
    { num, symbol: `${market.toLowerCase()}${code}` },
    { raw: true },
  );
  return Array.isArray(res?.result?.data) ? res.result.data : [];
}

/** §7 (the calls it makes) getStockName: the first item's Name ('' when none). */
export async function getStockName(market: string, symbol: string, keyword = symbol): Promise<string> {
  const list = await http.get<StockNameItem[]>('rjhyQuoteHost', QUOTE_PATHS.getStockName, {
    symbol,
    market,
    keyword,
  });
  return Array.isArray(list) && list.length > 0 ? (list[0].Name ?? '') : '';
}

/** The chart's corporate actions (复权 factors) and event markers (issue 21). */
export async function fetchChartEvents(market: string, symbol: string): Promise<ChartEvents> {
  const data = await http.get<ChartEvents>('gmgQuoteHost', CHART_EVENTS_PATHS.chartEvents, {
    market,
    symbol,
  });
  return {
    actions: Array.isArray(data?.actions) ? data.actions : [],
    markers: Array.isArray(data?.markers) ? data.markers : [],
  };
}

/** The calls the stock home makes, bundled for its page store. */
export const quoteServices = {
  fetchKlines: (market: string, code: string, period: KlinePeriodParam, limit: number, adjust?: AdjustMode) =>
    fetchKlines(market, code, period, limit, FAR_FUTURE, adjust),
  fetchOlderKlines: (
    market: string,
    code: string,
    period: KlinePeriodParam,
    before: number,
    limit: number,
    adjust?: AdjustMode,
  ) => fetchKlines(market, code, period, limit, before, adjust),
  fetchEvents: fetchChartEvents,
  fetchNav,
  fetchLimitUpGene,
  fetchStockDetail,
  fetchLargeOrders: (market: string, code: string) => fetchLargeOrders(market, code),
  fetchStockName: (market: string, code: string) => getStockName(market, code),
};
