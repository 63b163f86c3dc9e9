/**
 * Reply shapes of the quote calls (§7 (the calls it makes)), as JSON Schema: the server serialises its replies through them
 * and documents them (OpenAPI); the app uses their types through ./quote.ts (types only).
 */
import { Type, type Static } from '@sinclair/typebox';
import type {
  Dyna as ChannelDyna,
  KlineEntry as ChannelKlineEntry,
  Statistics as ChannelStatistics,
} from './quote-protocol';
import { OneOf, type Assert, type Equal } from './envelope.schema';
import { ShareholderEquity } from './profile.schema';

/** Period names the kline call answers with (it also accepts MIN1… and bare minute counts). */
export const KLINE_PERIODS = [
  'DAY',
  'WEEK',
  'MONTH',
  'SEASON',
  'YEAR',
  'M1',
  'M5',
  'M15',
  'M30',
  'M60',
] as const;
export const RANK_TYPES = ['up', 'down', 'hs', 'zs', 'zf', 'lb'] as const;

/** A bar as the websocket channel carries it (contract/quote-protocol.ts), so both channels agree. */
export const KlineEntry = Type.Object({
  /** unix seconds of the bar's start (daily and longer: the trading day 00:00 exchange time) */
  Time: Type.Number(),
  Open: Type.Number(),
  Close: Type.Number(),
  High: Type.Number(),
  Low: Type.Number(),
  Amount: Type.Number(),
  Volume: Type.Number(),
  TradingDay: Type.Number(),
  PreClose: Type.Number(),
  TickCount: Type.Number(),
});
/** Fails to compile when the channel's KlineEntry and this schema part ways. */
export type KlineEntryMatchesChannel = Assert<Equal<Static<typeof KlineEntry>, ChannelKlineEntry>>;

export type QuoteTokenResponse = Static<typeof QuoteTokenResponse>;
export const QuoteTokenResponse = Type.Object({
  Code: Type.Number(),
  Msg: Type.String(),
  Data: Type.Object({
    Token: Type.String(),
    ExpiresIn: Type.Number(),
  }),
});

export type KlinePeriodParam = Static<typeof KlinePeriodParam>;
export const KlinePeriodParam = OneOf(KLINE_PERIODS);

export type KlineResponse = Static<typeof KlineResponse>;
export const KlineResponse = Type.Object({
  Market: Type.String(),
  Inst: Type.String(),
  Period: KlinePeriodParam,
  KlineData: Type.Array(KlineEntry),
});

/** Oldest first. */
export type EtfNetValue = Static<typeof EtfNetValue>;
export const EtfNetValue = Type.Object({
  unitNV: Type.Number(),
  /** YYYY-MM-DD */
  tradingDay: Type.String(),
});

/** Limit-up statistics over the last 250 trading days. Rates in percent. */
export type LimitUpGeneData = Static<typeof LimitUpGeneData>;
export const LimitUpGeneData = Type.Object({
  /** share of limit-up touches that closed at the limit (封板率), percent */
  TopStopRate: Type.Number(),
  /** days that closed at the limit-up price in the last year */
  TopYearNum: Type.Number(),
  /** average next-day open change after a limit-up close, percent */
  TopStopOpRate: Type.Number(),
  /** last limit-up close, YYYY-MM-DD ('' if none) */
  TopStopClDate: Type.String(),
  /** average next-day close change after a limit-up close, percent */
  TopStopClRate: Type.Number(),
});

export type StockDetail = Static<typeof StockDetail>;
export const StockDetail = Type.Object({
  /** trailing-twelve-month dividend per share */
  ttmdivshr: Type.Number(),
  /** trailing-twelve-month EPS excluding extraordinary items */
  ttmepsxclx: Type.Number(),
  /** trailing-twelve-month net profit (currency units) */
  NetProfTTM: Type.Number(),
  /** shares outstanding */
  TotalShare: Type.Number(),
});

export type StockDetailResponse = Static<typeof StockDetailResponse>;
export const StockDetailResponse = Type.Object({
  /** 0 = success (§8 (the error catalogue): other values are not applied) */
  status: Type.Number(),
  msg: Type.Optional(Type.String()),
  data: StockDetail,
});

export type FundStockDetail = Static<typeof FundStockDetail>;
export const FundStockDetail = Type.Object({
  DivPerShare: Type.Number(),
  EPS: Type.Number(),
  NetProfTTM: Type.Number(),
  TotalShare: Type.Number(),
});

export type LargeOrderRow = Static<typeof LargeOrderRow>;
export const LargeOrderRow = Type.Object({
  price: Type.Number(),
  /** shares */
  volume: Type.Number(),
  /** unix seconds */
  ticktime: Type.Number(),
  /** U buy (up), D sell (down), N neutral */
  kind: Type.Union([Type.Literal('U'), Type.Literal('D'), Type.Literal('N')]),
});

export type LargeOrdersResponse = Static<typeof LargeOrdersResponse>;
export const LargeOrdersResponse = Type.Object({
  result: Type.Object({
    data: Type.Array(LargeOrderRow),
  }),
});

export type Handicap = Static<typeof Handicap>;
export const Handicap = Type.Object({
  prodName: Type.String(),
  prodCode: Type.String(),
  market: Type.String(),
  lastPx: Type.Number(),
  preClosePx: Type.Number(),
  pxChangeRate: Type.Number(),
});

export type StockNameItem = Static<typeof StockNameItem>;
export const StockNameItem = Type.Object({
  Name: Type.String(),
  Symbol: Type.String(),
  Market: Type.String(),
});

export type CompanyProfileLookup = Static<typeof CompanyProfileLookup>;
export const CompanyProfileLookup = Type.Object({
  ShareholderEquity: ShareholderEquity,
});

export type RankType = Static<typeof RankType>;
export const RankType = OneOf(RANK_TYPES);

export type RankListItem = Static<typeof RankListItem>;
export const RankListItem = Type.Object({
  /** code digits followed by the market letters, e.g. 600519SH (§3 (entities and their fields): digits = symbol, letters = market) */
  SecurityCode: Type.String(),
  SecurityName: Type.String(),
  /** last price */
  LsPri: Type.Number(),
  /** previous close */
  PreClPri: Type.Number(),
  /** the list's extra column: change %, turnover %, 5-minute rise %, amplitude % (percent), volume ratio */
  Rate: Type.Number(),
});

export type RankListResponse = Static<typeof RankListResponse>;
export const RankListResponse = Type.Object({
  code: Type.Number(),
  msg: Type.String(),
  Datas: Type.Array(RankListItem),
});

const Levels = Type.Union([Type.Array(Type.Number()), Type.Null()]);
const SectorSortItem = Type.Object({
  code: Type.String(),
  exchange: Type.String(),
  name: Type.String(),
  lastPrice: Type.Number(),
  preClose: Type.Number(),
});

/** The dynamic quote as the channel carries it (contract/quote-protocol.ts Dyna), so both channels agree. */
export const QuoteDyna = Type.Object({
  LastPrice: Type.Number(),
  Updown: Type.Number(),
  Time: Type.Number(),
  HighestPrice: Type.Number(),
  LowestPrice: Type.Number(),
  OpenPrice: Type.Number(),
  Volume: Type.Number(),
  Amount: Type.Number(),
  SA: Type.Number(),
  TurnoverRate: Type.Number(),
  PERatio: Type.Number(),
  TotVal: Type.Number(),
  TotStock: Type.Number(),
  CirVal: Type.Number(),
  CirStock: Type.Number(),
  AveragePrice: Type.Number(),
  Committee: Type.Number(),
  CommitteeDiff: Type.Number(),
  NP: Type.Number(),
  WP: Type.Number(),
  LimitUp: Type.Number(),
  LimitDown: Type.Number(),
  Wk52High: Type.Number(),
  Wk52Low: Type.Number(),
  Z: Type.Number(),
  P: Type.Number(),
  D: Type.Number(),
  BuyPrice: Levels,
  BuyVolume: Levels,
  SellPrice: Levels,
  SellVolume: Levels,
  TradingDay: Type.Number(),
  NAV: Type.Optional(Type.Number()),
  Ratio: Type.Number(),
  LastTradeVol: Type.Number(),
  YearUpDown: Type.Number(),
  FiveMinsUpdown: Type.Number(),
  ExchangeID: Type.String(),
  InstrumentID: Type.String(),
  UpdownRate: Type.Number(),
  SectorSortData: Type.Optional(
    Type.Object({
      top: Type.Union([SectorSortItem, Type.Null()]),
      bottom: Type.Union([SectorSortItem, Type.Null()]),
    }),
  ),
});
/** Fails to compile when the channel's Dyna and this schema part ways. */
export type QuoteDynaMatchesChannel = Assert<Equal<Static<typeof QuoteDyna>, ChannelDyna>>;

/** The day's statistics as the channel carries them (contract/quote-protocol.ts Statistics). */
export const QuoteStatistics = Type.Object({
  PreClosePrice: Type.Number(),
  OpenPrice: Type.Number(),
  TradingDay: Type.Number(),
  UpperLimitPrice: Type.Number(),
  LowerLimitPrice: Type.Number(),
  ExchangeID: Type.String(),
  InstrumentID: Type.String(),
  IsProfit: Type.Boolean(),
  IsvVoteright: Type.Boolean(),
  IsRegist: Type.Boolean(),
  IsVIE: Type.Boolean(),
});
export type QuoteStatisticsMatchesChannel = Assert<Equal<Static<typeof QuoteStatistics>, ChannelStatistics>>;

/**
 * lastPrice: one instrument's quote as it stands, over HTTP. The early script asks for it on a cold
 * start with nothing cached (issue 21 item 6), so a first price shows before the channel's
 * token, auth, dictionary and subscribe round trips are done; it is shown as not live.
 */
export type LastPriceData = Static<typeof LastPriceData>;
export const LastPriceData = Type.Object({
  name: Type.String(),
  dyna: QuoteDyna,
  statistic: QuoteStatistics,
});
