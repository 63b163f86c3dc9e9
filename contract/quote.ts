/**
 * The quote HTTP calls of §7 (the calls it makes): quote token, kline, ETF history, limit-up gene, stock detail (HK, US),
 * fund stock detail, large orders, getHandicap (BJ), getStockName, company profile lookup, rankList.
 * Paths are relative to the service base (the environment config field named in each comment);
 * the server registers `${QUOTE_SERVICE_BASE[service]}${path}`. Quote entities (KlineEntry …) come
 * from the websocket contract, so both channels carry the same shapes.
 */

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
  /** `quotes` is the relative prefix /dyapi (§7 (the calls it makes)). */
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
  /**
   * GET (rjhyQuoteHost) market, symbol → data: LastPriceData (name, dyna, statistic as the channel
   * carries them), or null for an unknown instrument. The environment's "quote lastprice" group; its payload is not in §7 (the calls it makes), so this
   * project's shape is documented in docs/notes/chart-gestures-landscape-cold-start.md.
   */
  lastPrice: `${STOCK_QUOTE_PREFIX}/lastPrice`,
  /** GET (stockQuoteHost) market, code → data: { ShareholderEquity } */
  companyProfile: `${STOCK_QUOTE_PREFIX}/companyProfile`,
  /** GET (rankHost) type: up | down | hs | zs | zf | lb → { Datas: RankListItem[] } (polled every 4 s) */
  rankList: `${RANK_PREFIX}/rankList`,
} as const;

/** Header carrying the quote token on the kline call. */
export const QUOTE_TOKEN_HEADER = 'token';

/** Rows per rank list (§9 (business constants and limits) rank list page size). */
export const RANK_LIST_SIZE = 30;

/**
 * Reply shapes, from their JSON Schemas (./quote.schema.ts: types only, nothing reaches the bundle).
 * Request parameters: ./quote.params.schema.ts.
 */
export type {
  CompanyProfileLookup,
  EtfNetValue,
  FundStockDetail,
  Handicap,
  KlinePeriodParam,
  KlineResponse,
  LargeOrderRow,
  LargeOrdersResponse,
  LastPriceData,
  LimitUpGeneData,
  QuoteTokenResponse,
  RankListItem,
  RankListResponse,
  RankType,
  StockDetail,
  StockDetailResponse,
  StockNameItem,
} from './quote.schema';
