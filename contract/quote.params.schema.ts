/**
 * Request parameters of the quote calls (§7 (the calls it makes)), as JSON Schema: the server validates every call
 * against these (a failure answers 400 `{ code, msg }` naming the parameter). Query numbers arrive
 * as text and are coerced; an empty parameter counts as absent.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Int, OneOf, Params, Text } from './envelope.schema';
import { RANK_TYPES } from './quote.schema';

/** Longest kline request, either way (limit is negative for the last bars). */
export const MAX_KLINE_LIMIT = 5000;

/** sh, sz, bj, HKSE, HKIDX, NASDAQ, NYSE, AMEX, EUIDX, XBHS (any case; a DELAY_ prefix is accepted). */
const Market = Text(20, {
  description: 'sh, sz, bj, HKSE, HKIDX, NASDAQ, NYSE, AMEX … (DELAY_ prefix accepted)',
});
/** An instrument code as listed: 600519, 00700, AAPL, .HSI. */
const Code = Text(20, {
  pattern: '^\\s*[.A-Za-z0-9]{1,12}\\s*$',
  description: 'code as listed: 600519, 00700, AAPL, .HSI',
});

/** The fixed credentials payload (the app's tokenConfig). */
export const QuoteTokenRequest = Params({
  AppKey: Text(100),
  /** When given it must be the server's secret. */
  AppSecret: Type.Optional(Text(200)),
  Name: Type.Optional(Text(200)),
  Desc: Type.Optional(Text(200)),
  Version: Type.Optional(Text(200)),
  Type: Type.Optional(Text(200)),
});
export type QuoteTokenRequest = Static<typeof QuoteTokenRequest>;

export const KlineQuery = Params({
  /** unix seconds; bars with Time ≤ endtime ("far future" for the latest) */
  endtime: Type.Integer({ minimum: 0, default: Number.MAX_SAFE_INTEGER }),
  inst: Code,
  /** negative: the last |limit| bars before endtime; positive: the first limit bars after starttime; not 0 */
  limit: Type.Integer({ minimum: -MAX_KLINE_LIMIT, maximum: MAX_KLINE_LIMIT, not: { const: 0 } }),
  market: Market,
  servicetype: OneOf(['KLINEB'] as const, { default: 'KLINEB' }),
  /** unix seconds; 0 = from the beginning, or the last bar's Time + 1 for an incremental load */
  starttime: Type.Integer({ minimum: 0, default: 0 }),
  resptype: OneOf(['JSON'] as const, { default: 'JSON' }),
  /** DAY, WEEK, MONTH, M1, M5, M15, M30, M60 (any case; also D, W, M, MIN1…MIN60 and 1…60) */
  period: Text(10),
  /**
   * 复权 (issue 21): none = raw prices (不复权, the default), forward = 前复权, backward = 后复权
   * (factors of the corporate actions, contract/market-rules/adjust.ts). An extension of §7 (the calls it makes).
   */
  adjust: OneOf(['none', 'forward', 'backward'] as const, { default: 'none' }),
});
export type KlineQuery = Static<typeof KlineQuery>;

/** The quote token travels in the `token` header (a missing or wrong token answers 401). */
export const KlineHeaders = Type.Object({ token: Type.Optional(Type.String()) });

export const EtfHistoryQuery = Params({
  symbol: Code,
  market: Market,
  /** YYYY-MM-DD or YYYYMMDD: net values from this day on (absent: the last 30 trading days) */
  date: Type.Optional(Text(10, { pattern: '^\\d{4}-?\\d{2}-?\\d{2}$' })),
});
export type EtfHistoryQuery = Static<typeof EtfHistoryQuery>;

/** market + symbol: limit-up gene, stock detail, fund stock detail, getHandicap. */
export const InstrumentQuery = Params({ market: Market, symbol: Code });
export type InstrumentQuery = Static<typeof InstrumentQuery>;

export const LargeOrdersQuery = Params({
  num: Int(1, 200),
  /** market + code: sh600519, sz000001, bj430047, hk00700, usAAPL (also shetf, szetf, hkse, nasdaq, nyse, amex) */
  symbol: Text(24),
});
export type LargeOrdersQuery = Static<typeof LargeOrdersQuery>;

/** symbol (or keyword), optional market: HK 4-digit codes are padded. */
export const StockNameQuery = Params({
  symbol: Type.Optional(Code),
  keyword: Type.Optional(Code),
  market: Type.Optional(Market),
});
export type StockNameQuery = Static<typeof StockNameQuery>;

export const CompanyProfileQuery = Params({ market: Market, code: Code });
export type CompanyProfileQuery = Static<typeof CompanyProfileQuery>;

export const RankListQuery = Params({ type: OneOf(RANK_TYPES) });
export type RankListQuery = Static<typeof RankListQuery>;
