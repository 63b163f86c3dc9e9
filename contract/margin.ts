/**
 * Margin trading (融资融券, §2 (screens and routes) "Margin financing", §3 (entities and their fields) "Margin", §7 (the calls it makes) margin calls and margin per stock)
 * under the stock-quote prefix, config field rzrq. Paths from §7 (the calls it makes)'s /deal/ list (docs/margin.md says
 * which call each serves). Envelope `{ code: 1, msg, data }`.
 *
 * Units: amounts in yuan, volumes in shares, rates in percent with 2 decimals (1.23 = 1.23 %),
 * dates 'YYYY-MM-DD'. A day's figures are published after its close.
 */

export const MARGIN_PREFIX = '/rjhy-stock-quote/api/1/deal';

export const MARGIN_PATHS = {
  /** GET market → MarginBalancePoint[] (the last year, oldest first) */
  balanceChart: `${MARGIN_PREFIX}/queryFinaSecuLineChart`,
  /** GET market → MarginRatioPoint[] */
  ratioChart: `${MARGIN_PREFIX}/queryFinaSecuRatioLineChart`,
  /** GET market → MarginDiffPoint[] */
  diffChart: `${MARGIN_PREFIX}/queryFinaSecuDiffLineChart`,
  /** GET market, date → MarginTotals */
  totals: `${MARGIN_PREFIX}/queryFinaBalanceRatioTable`,
  /** GET market, date → MarginTopFiveRow[] */
  topFive: `${MARGIN_PREFIX}/queryFinaSecuTopFiveTable`,
  /** GET market, date, pageSize (≤ 100) → MarginDetailRow[] by financing balance, largest first */
  detail: `${MARGIN_PREFIX}/query2FinaSecuTable`,
  /** GET InnerCode → MarginStockPoint[] (the last year, oldest first) */
  stockChart: `${MARGIN_PREFIX}/queryIndividualStockFiSeByCode`,
  /** GET InnerCode → MarginStockSummary (the latest published day) */
  stockTable: `${MARGIN_PREFIX}/query2IndividualStockFinaSecuTable`,
  /** GET pageSize (≤ MARGIN_HISTORY_MAX), InnerCode → MarginHistoryRow[], newest first */
  stockHistory: `${MARGIN_PREFIX}/query2TradingDetailTable`,
} as const;

/** Market tabs of /rzrq.html: both markets, Shanghai, Shenzhen. */
export type MarginMarketParam = 'both' | 'sh' | 'sz';
export const MARGIN_MARKETS: readonly MarginMarketParam[] = ['both', 'sh', 'sz'];

/** §9 (business constants and limits): the margin list shows up to 100 stocks, the stock page 10 history rows. */
export const MARGIN_LIST_SIZE = 100;
export const MARGIN_STOCK_ROWS = 10;
/** Trading days of history served per stock (§9 (business constants and limits) trading-day window 365 calendar days ⊇ one year). */
export const MARGIN_HISTORY_MAX = 365;

/** Reply shapes, from their JSON Schemas (./margin.schema.ts: types only, nothing reaches the bundle). */
export type {
  MarginBalancePoint,
  MarginDetailRow,
  MarginDiffPoint,
  MarginFigures,
  MarginHistoryRow,
  MarginRatioPoint,
  MarginStockPoint,
  MarginStockSummary,
  MarginTopFiveRow,
  MarginTotals,
} from './margin.schema';
