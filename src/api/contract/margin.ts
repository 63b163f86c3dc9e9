/**
 * Margin trading (融资融券, §2 "Margin financing", §3 "Margin", §7 margin calls and margin per stock)
 * under the stock-quote prefix, config field rzrq. Paths from §7's /deal/ list (docs/margin.md says
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

/** §9: the margin list shows up to 100 stocks, the stock page 10 history rows. */
export const MARGIN_LIST_SIZE = 100;
export const MARGIN_STOCK_ROWS = 10;
/** Trading days of history served per stock (§9 trading-day window 365 calendar days ⊇ one year). */
export const MARGIN_HISTORY_MAX = 365;

/** SecuMarket: 83 Shanghai, 90 Shenzhen. */
export type SecuMarketCode = 83 | 90;

export interface MarginBalancePoint {
  TradingDay: string;
  /** 融资余额 */
  FinanceValue: number;
  /** 融券余额 */
  SecurityValue: number;
}

export interface MarginRatioPoint {
  TradingDay: string;
  /** 融资余额占流通市值比, percent */
  Ratio: number;
}

export interface MarginDiffPoint {
  TradingDay: string;
  /** 融资融券差额: financing − securities balance */
  FinanceSecuDiff: number;
}

export interface MarginTotals {
  /** 'sh', 'sz' or 'both' */
  Market: MarginMarketParam;
  TradingDay: string;
  FinanceValue: number;
  /** change from the previous trading day */
  FinanceValueDiff: number;
  SecurityValue: number;
  SecurityValueDiff: number;
  /** 融资融券余额 = FinanceValue + SecurityValue */
  FiSecuValue: number;
  /** financing balance as a share of the targets' tradable market value, percent */
  FinaInTVRatio: number;
}

export interface MarginTopFiveRow {
  Market: 'sh' | 'sz';
  SecuCode: string;
  SecuAbbr: string;
  InnerCode: number;
  /** 融资净买入额 */
  FinaInTotal: number;
  ClosePrice: number;
  /** change rate in percent, 2 decimals */
  ClosePricediv: number;
  /** the same, signed with a percent sign: '+1.23%' */
  ClosePricedivstr: string;
}

/** A stock's margin figures on one day (the 13/14 metric columns of §2). */
export interface MarginFigures {
  ClosePrice: number;
  /** change rate in percent, 2 decimals */
  UpDownRatio: number;
  /** 融资买入额, 融资偿还额, 融资净买入 (= buy − repay), 融资余额 */
  FinanceBuyValue: number;
  FinanceRefundValue: number;
  FinancePureValue: number;
  FinanceValue: number;
  /** 融资余额占流通市值比, percent */
  FinaInTotalRatio: number;
  /** 融券卖出量, 融券偿还量, 融券净卖出 (= sell − repay), 融券余量 (shares) */
  SecuritySellVolume: number;
  SecurityRefundVolume: number;
  SecurityPureValue: number;
  SecurityVolume: number;
  /** 融券余额 = 融券余量 × close (yuan, 2 decimals) */
  SecurityValue: number;
  /** 融资融券余额 = FinanceValue + SecurityValue */
  FinanceSecurityValue: number;
  /** 融资融券差额 = FinanceValue − SecurityValue */
  FinanceSecurityDiffValue: number;
}

export interface MarginStockId {
  SecuAbbr: string;
  SecuCode: string;
  InnerCode: number;
  SecuMarket: SecuMarketCode;
}

export type MarginDetailRow = MarginStockId & MarginFigures;

export type MarginHistoryRow = MarginFigures & { TradingDay: string };

export type MarginStockSummary = MarginStockId & MarginHistoryRow;

/** The stock chart's series (§3 "Chart series: FinanceValue, SecurityValue, Tradingday"). */
export interface MarginStockPoint {
  Tradingday: string;
  FinanceValue: number;
  SecurityValue: number;
}
