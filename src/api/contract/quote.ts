/**
 * The quote HTTP calls of §7: quote token, kline, ETF history, limit-up gene, stock detail (HK, US),
 * fund stock detail, large orders, getHandicap (BJ), getStockName, company profile lookup, rankList.
 * Paths are relative to the service base (the environment config field named in each comment);
 * the server registers `${QUOTE_SERVICE_BASE[service]}${path}`. Quote entities (KlineEntry …) come
 * from the websocket contract, so both channels carry the same shapes.
 */
import type { KlineEntry } from '../../quote/protocol';
import type { ShareholderEquity } from './profile';

export const GMG_QUOTE_PREFIX = '/rjhy-gmg-quote/api/1';
export const STOCK_QUOTE_PREFIX = '/rjhy-stock-quote/api/1';
export const RANK_PREFIX = '/rjhy-stock-rank/api/1/biz';
/** The token passport lives on its own host (config hqToken); this is its path there. */
export const TOKEN_PREFIX = '/hq-passport/api/1';

/** Config field → the relative prefix the server mounts that service's paths under ('' = the path is absolute). */
export const QUOTE_SERVICE_BASE = {
  hqToken: '',
  gmgQuoteHost: '',
  stockQuoteHost: '',
  rjhyQuoteHost: '',
  rankHost: '',
  /** `quotes` is the relative prefix /dyapi (§7). */
  quotes: '/dyapi',
} as const;

export const QUOTE_PATHS = {
  /** POST (config hqToken) fixed credentials → { Data: { Token } } */
  token: `${TOKEN_PREFIX}/token`,
  /** GET (gmgQuoteHost) endtime, inst, limit, market, servicetype, starttime, resptype, period; header `token` */
  kline: `${GMG_QUOTE_PREFIX}/kline`,
  /** GET signed (gmgQuoteHost) symbol, market, date → data: EtfNetValue[] */
  etfHistory: `${GMG_QUOTE_PREFIX}/etfHistory`,
  /** GET (gmgQuoteHost) market, symbol → data: LimitUpGene */
  limitUpGene: `${GMG_QUOTE_PREFIX}/limitUpGene`,
  /** GET (stockQuoteHost) market, symbol → { status: 0, data: StockDetail } (HK and US stocks) */
  stockDetail: `${STOCK_QUOTE_PREFIX}/stockDetail`,
  /** GET (stockQuoteHost) market (upper case), symbol → data: FundStockDetail */
  fundStockDetail: `${STOCK_QUOTE_PREFIX}/fundStockDetail`,
  /** GET (quotes, relative /dyapi) num, symbol (market+code: sh600519, hk00700, usAAPL) → { result: { data: LargeOrderRow[] } } */
  largeOrders: '/largeOrders',
  /** GET (rjhyQuoteHost) market, symbol → data: Handicap (Beijing stocks) */
  getHandicap: `${STOCK_QUOTE_PREFIX}/getHandicap`,
  /** GET (rjhyQuoteHost) symbol, market, keyword → data: StockNameItem[] (first item's Name is used) */
  getStockName: `${STOCK_QUOTE_PREFIX}/getStockName`,
  /** GET (stockQuoteHost) market, code → data: { ShareholderEquity } */
  companyProfile: `${STOCK_QUOTE_PREFIX}/companyProfile`,
  /** GET (rankHost) type: up | down | hs | zs | zf | lb → { Datas: RankListItem[] } (polled every 4 s) */
  rankList: `${RANK_PREFIX}/rankList`,
} as const;

/** Header carrying the quote token on the kline call. */
export const QUOTE_TOKEN_HEADER = 'token';

// ---- quote token ----

/** The fixed credentials payload (the app's tokenConfig). */
export interface QuoteTokenRequest {
  AppKey: string;
  Name?: string;
  Desc?: string;
  Version?: string;
  Type?: string;
}
export interface QuoteTokenResponse {
  Code: number;
  Msg: string;
  Data: { Token: string; /** seconds */ ExpiresIn: number };
}

// ---- kline ----

/** Period names the kline call accepts (minute periods as M1…M60; MIN1… and bare minute counts too). */
export const KLINE_PERIODS = ['DAY', 'WEEK', 'MONTH', 'M1', 'M5', 'M15', 'M30', 'M60'] as const;
export type KlinePeriodParam = (typeof KLINE_PERIODS)[number];

export interface KlineQuery {
  /** unix seconds; bars with Time ≤ endtime ("far future" for the latest) */
  endtime: number;
  /** instrument code as listed (600519, 00700, AAPL, .HSI) */
  inst: string;
  /** negative: the last |limit| bars before endtime; positive: the first limit bars after starttime */
  limit: number;
  /** sh, sz, bj, HKSE, HKIDX, NASDAQ, NYSE, AMEX, EUIDX, XBHS (a DELAY_ prefix is accepted) */
  market: string;
  servicetype: 'KLINEB';
  /** unix seconds; 0 = from the beginning, or the last bar's Time + 1 for an incremental load */
  starttime: number;
  resptype: 'JSON';
  period: KlinePeriodParam;
}
export interface KlineResponse {
  Market: string;
  Inst: string;
  Period: KlinePeriodParam;
  KlineData: KlineEntry[];
}

// ---- ETF history ----

export interface EtfHistoryQuery {
  symbol: string;
  market: string;
  /** YYYY-MM-DD or YYYYMMDD: net values from this day on (optional: the last 30 trading days) */
  date?: string;
}
/** Oldest first. */
export interface EtfNetValue {
  unitNV: number;
  /** YYYY-MM-DD */
  tradingDay: string;
}

// ---- limit-up gene ----

/** Limit-up statistics over the last 250 trading days. Rates in percent. */
export interface LimitUpGeneData {
  /** share of limit-up touches that closed at the limit (封板率), percent */
  TopStopRate: number;
  /** days that closed at the limit-up price in the last year */
  TopYearNum: number;
  /** average next-day open change after a limit-up close, percent */
  TopStopOpRate: number;
  /** last limit-up close, YYYY-MM-DD ('' if none) */
  TopStopClDate: string;
  /** average next-day close change after a limit-up close, percent */
  TopStopClRate: number;
}

// ---- stock detail (HK, US) and fund stock detail ----

export interface StockDetail {
  /** trailing-twelve-month dividend per share */
  ttmdivshr: number;
  /** trailing-twelve-month EPS excluding extraordinary items */
  ttmepsxclx: number;
  /** trailing-twelve-month net profit (currency units) */
  NetProfTTM: number;
  /** shares outstanding */
  TotalShare: number;
}
export interface StockDetailResponse {
  /** 0 = success (§8: other values are not applied) */
  status: number;
  msg?: string;
  data: StockDetail;
}
export interface FundStockDetail {
  DivPerShare: number;
  EPS: number;
  NetProfTTM: number;
  TotalShare: number;
}

// ---- large orders ----

export interface LargeOrderRow {
  price: number;
  /** shares */
  volume: number;
  /** unix seconds */
  ticktime: number;
  /** U buy (up), D sell (down), N neutral */
  kind: 'U' | 'D' | 'N';
}
export interface LargeOrdersResponse {
  result: { data: LargeOrderRow[] };
}

// ---- getHandicap (BJ), getStockName, company profile ----

export interface Handicap {
  prodName: string;
  prodCode: string;
  market: string;
  lastPx: number;
  preClosePx: number;
  pxChangeRate: number;
}
export interface StockNameItem {
  Name: string;
  Symbol: string;
  Market: string;
}
export interface CompanyProfileLookup {
  ShareholderEquity: ShareholderEquity;
}

// ---- rankList ----

export const RANK_TYPES = ['up', 'down', 'hs', 'zs', 'zf', 'lb'] as const;
export type RankType = (typeof RANK_TYPES)[number];
/** Rows per rank list (§9 rank list page size). */
export const RANK_LIST_SIZE = 30;

export interface RankListItem {
  /** code digits followed by the market letters, e.g. 600519SH (§3: digits = symbol, letters = market) */
  SecurityCode: string;
  SecurityName: string;
  /** last price */
  LsPri: number;
  /** previous close */
  PreClPri: number;
  /** the list's extra column: change %, turnover %, 5-minute rise %, amplitude % (percent), volume ratio */
  Rate: number;
}
export interface RankListResponse {
  code: number;
  msg: string;
  Datas: RankListItem[];
}
