/**
 * The live quote channel's wire contract (§7 (the calls it makes) "Live quote channel", §3 (entities and their fields) entities).
 * Shared by the client (src/quote) and the reference server (server/quote): JSON over websocket,
 * one message = { header, body }. Field names of the quote entities are the spec's (§3 (entities and their fields)), so the
 * bundle works unchanged against the company's production gateway.
 * Full description with captured examples: docs/quote-protocol.md.
 */

/** Path of the channel on the reference server (same origin as the bundle in the local environment). */
export const QUOTE_WS_PATH = '/ws/quote';

export const MsgType = {
  Handshake: 91, // also the 30 s heartbeat
  Auth: 92,
  /**
   * Beyond the spec (docs/watchlist-and-alerts.md): after auth, the page names its logged-in user
   * with the community login token ({ token }), so the socket receives that user's alert pushes.
   */
  UserAuth: 93,
  Dictionary: 100,
  StockSnapshot: 201,
  IndexSnapshot: 202,
  BlockSnapshot: 203,
  Minute: 501,
  PreMarketMinute: 504,
  Kline: 701,
  NewKline: 708,
  Tick: 801,
  SortedList: 2001,
  /** Beyond the spec: a fired 股价提醒 of the socket's user (push, seq 0; body AlertFiredBody). */
  AlertFired: 3001,
  /** Server-side error reply (malformed, oversized, unauthenticated, unknown key). */
  Error: 999,
} as const;
export type MsgTypeCode = (typeof MsgType)[keyof typeof MsgType];

/** infoFlag value that turns a subscription message into its unsubscribe (§7 (the calls it makes)). */
export const INFO_FLAG_UNSUBSCRIBE = 32;
/** infoFlag on a server push that is not the reply to a request. */
export const INFO_FLAG_PUSH = 1;

export interface Header {
  frame: number;
  group: number;
  model: number;
  /** Byte length of the serialised body. */
  length: number;
  /** Byte length before compression; equal to length (no compression on this channel). */
  rawLength: number;
  /** Request sequence number; a reply carries its request's seq, a push carries 0. */
  seq: number;
  type: number;
  infoFlag: number;
}

export interface Message<B = unknown> {
  header: Header;
  body: B;
}

/** Old-style numeric market ids used in subscription keys (§7 (the calls it makes)). */
export const MarketId = {
  sz: 0,
  sh: 1,
  cnBlock: 2,
  bj: 3,
  hk: 102,
  hkBlock: 104,
  nasdaq: 106,
  /** Not listed in §7 (the calls it makes); chosen between NASDAQ 106 and AMEX 108. */
  nyse: 107,
  amex: 108,
  usBlock: 117,
  hkIndex: 118,
  /** European indices are keyed by stock code under this id (§7 (the calls it makes) "European index codes by stock code"). */
  euIndex: 150,
} as const;
export type MarketIdCode = (typeof MarketId)[keyof typeof MarketId];

/**
 * Market string (§2 (screens and routes), as routes and HTTP calls write it) → numeric id of subscription keys (§7 (the calls it makes)).
 * Sectors (XBHS) use the A-share-and-HK sector id 2; HK 104 and US 117 sector ids are accepted by the
 * server as aliases of the same sector universe.
 */
const MARKET_ID_BY_NAME: Record<string, number> = {
  sz: MarketId.sz,
  sh: MarketId.sh,
  bj: MarketId.bj,
  HK: MarketId.hk,
  HKSE: MarketId.hk,
  HKIDX: MarketId.hkIndex,
  NASDAQ: MarketId.nasdaq,
  NYSE: MarketId.nyse,
  AMEX: MarketId.amex,
  EUIDX: MarketId.euIndex,
  XBHS: MarketId.cnBlock,
};
const MARKET_NAME_BY_ID: Record<number, string> = {
  [MarketId.sz]: 'sz',
  [MarketId.sh]: 'sh',
  [MarketId.bj]: 'bj',
  [MarketId.hk]: 'HKSE',
  [MarketId.hkIndex]: 'HKIDX',
  [MarketId.nasdaq]: 'NASDAQ',
  [MarketId.nyse]: 'NYSE',
  [MarketId.amex]: 'AMEX',
  [MarketId.euIndex]: 'EUIDX',
  [MarketId.cnBlock]: 'XBHS',
  [MarketId.hkBlock]: 'XBHS',
  [MarketId.usBlock]: 'XBHS',
};

/** Numeric market id for a market string (case-insensitive), or undefined if unknown. */
export function marketIdOf(market: string): number | undefined {
  const lower = market.toLowerCase();
  if (lower === 'sh' || lower === 'sz' || lower === 'bj') return MARKET_ID_BY_NAME[lower];
  // ETF routes name their exchange with an etf suffix (shetf, szetf); the quote key is the exchange's.
  if (lower === 'shetf' || lower === 'szetf') return MARKET_ID_BY_NAME[lower.slice(0, 2)];
  return MARKET_ID_BY_NAME[market.toUpperCase()];
}

/** Market string for a numeric market id, or undefined if unknown. */
export function marketNameOf(id: number): string | undefined {
  return MARKET_NAME_BY_ID[id];
}

export interface QuoteKey {
  /** Old-style numeric market id. */
  market: number;
  /** Exchange code as listed (HK 5 digits, e.g. 00700; indices like .HSI). */
  code: string;
}

/** Snapshot sections a subscription asks for (page-level subscriptions, §7 (the calls it makes)). */
export type SnapshotSection = 'dyna' | 'statistics' | 'static' | 'status' | 'tick' | 'mmp';

export interface HandshakeBody {
  /** Server time, unix ms. */
  time?: number;
}
export interface AuthBody {
  orgCode: string;
  appType: string;
  appName: string;
  appVersion: string;
  token: string;
}
export interface UserAuthBody {
  token: string;
}
/** A fired alert as pushed (the inbox entry, contract/alerts.schema.ts AlertInboxEntry). */
export interface AlertFiredBody {
  id: number;
  alertId: number;
  instrument: string;
  /** The instrument's name ('' when the universe no longer has it). */
  name: string;
  metric: 'price' | 'change' | 'speed';
  direction: 'up' | 'down';
  level: number;
  value: number;
  at: number;
  read: boolean;
}
export interface AuthReply {
  ok: boolean;
  msg?: string;
}

/** Snapshot subscription (201 stocks, 202 indices, 203 sectors). */
export interface SnapshotRequest {
  key: QuoteKey[];
  /** 2 = level-2 snapshot (§7 (the calls it makes) "level 2 for snapshots"). */
  level: number;
  sections: SnapshotSection[];
  timestamp: boolean;
}
export interface MinuteRequest {
  key: QuoteKey[];
  pushflag: boolean;
  timestamp: boolean;
  noPushAuction: boolean;
  /** 1 = today only; 5 = five-day view. */
  days?: number;
}
export interface KlineRequest {
  key: QuoteKey[];
  /** Candle period code, see KlinePeriod. */
  period: number;
  count: number;
  type: 1;
  timestamp: boolean;
}
export interface TickRequest {
  key: QuoteKey[];
  count: number;
  timestamp: boolean;
}
export interface SortedListRequest {
  /** One entry per stock, ascending by (market, code). */
  key: QuoteKey[];
  /** Response fields: 10 last price, 11 pre-close, 96 advancers, 97 decliners, 98 unchanged. */
  fields: number[];
  timestamp?: boolean;
}
export interface DictionaryRequest {
  key: QuoteKey[];
}

/** Field ids of the sorted list (2001). */
export const ListField = {
  LastPrice: 10,
  PreClose: 11,
  Advancers: 96,
  Decliners: 97,
  Unchanged: 98,
} as const;

/** Candle period codes; minute periods are their length in minutes (§7 (the calls it makes)). */
export const KlinePeriod = {
  M1: 1,
  M3: 3,
  M5: 5,
  M10: 10,
  M15: 15,
  M30: 30,
  M60: 60,
  M120: 120,
  M180: 180,
  M240: 240,
  DAY: 1440,
  WEEK: 10080,
  MONTH: 43200,
  SEASON: 129600,
  HALF_YEAR: 259200,
  YEAR: 525600,
} as const;

// ---- §3 (entities and their fields) quote entities (field names as the spec writes them) ----

export interface Dyna {
  LastPrice: number;
  Updown: number;
  /** unix seconds */
  Time: number;
  HighestPrice: number;
  LowestPrice: number;
  OpenPrice: number;
  Volume: number;
  Amount: number;
  /** amplitude, ratio (0.0123 = 1.23 %) */
  SA: number;
  /** ratio */
  TurnoverRate: number;
  PERatio: number;
  TotVal: number;
  TotStock: number;
  CirVal: number;
  CirStock: number;
  AveragePrice: number;
  /** order ratio 委比, ratio */
  Committee: number;
  /** order difference 委差, shares */
  CommitteeDiff: number;
  /** outer volume 外盘 (this project reads NP as outer, WP as inner; §3 (entities and their fields) notes both readings exist). */
  NP: number;
  WP: number;
  LimitUp: number;
  LimitDown: number;
  Wk52High: number;
  Wk52Low: number;
  /** advancers, unchanged, decliners (indices and sectors) */
  Z: number;
  P: number;
  D: number;
  BuyPrice: number[] | null;
  BuyVolume: number[] | null;
  SellPrice: number[] | null;
  SellVolume: number[] | null;
  TradingDay: number;
  NAV?: number;
  /** volume ratio 量比 */
  Ratio: number;
  LastTradeVol: number;
  YearUpDown: number;
  FiveMinsUpdown: number;
  ExchangeID: string;
  InstrumentID: string;
  /** rate of change, ratio */
  UpdownRate: number;
  SectorSortData?: {
    top: SectorSortItem | null;
    bottom: SectorSortItem | null;
  };
}
export interface SectorSortItem {
  code: string;
  exchange: string;
  name: string;
  lastPrice: number;
  preClose: number;
}

export interface Statistics {
  PreClosePrice: number;
  OpenPrice: number;
  TradingDay: number;
  UpperLimitPrice: number;
  LowerLimitPrice: number;
  ExchangeID: string;
  InstrumentID: string;
  IsProfit: boolean;
  IsvVoteright: boolean;
  IsRegist: boolean;
  IsVIE: boolean;
}

export interface Static {
  ExchangeID: string;
  InstrumentID: string;
  InstrumentName: string;
  PriceMoneyType: string;
  /** lot size */
  TradingUnit: number;
  MinTradingUnit: number;
  SecurityType: string;
}

export interface MmpData {
  TradingDay: number;
  Time: number;
  BuyPrice: number[];
  BuyVolume: number[];
  SellPrice: number[];
  SellVolume: number[];
}

export interface InstStatusData {
  /** §4 (states and transitions) market trading status code 1..21 */
  StatusType: number;
  ExchangeID: string;
  InstrumentID: string;
}

export interface Tick {
  ID: number;
  /** unix seconds */
  Time: number;
  Price: number;
  Volume: number;
  /** 1 sell (green), 2 buy (red), other neutral (§2 (screens and routes)) */
  Property: number;
  TradingDay: number;
}

export interface KlineEntry {
  /** unix seconds of the bar's start (daily and longer: the trading day 00:00 exchange time) */
  Time: number;
  Open: number;
  Close: number;
  High: number;
  Low: number;
  Amount: number;
  Volume: number;
  TradingDay: number;
  PreClose: number;
  TickCount: number;
}

export interface MinuteEntry {
  Time: number;
  Open: number;
  Price: number;
  Volume: number;
  Amount: number;
  High: number;
  Low: number;
  AvgPrice: number;
  PreClose: number;
  TickCount: number;
}

export interface PreMarketMinuteEntry {
  Time: number;
  Price: number;
  Volume: number;
  UnmismatchVolume: number;
  UnmismatchFlag: number;
}

/**
 * Present on data replies and pushes when the request asked for `timestamp: true`: server time
 * (unix ms) at which the update was produced. The fan-out benchmark measures latency with it.
 */
export interface Timestamped {
  time?: number;
}

/** 201/202/203 reply and push body: one entry per key, only the requested sections. */
export interface SnapshotBody extends Timestamped {
  hq: SnapshotItem[];
}
export interface SnapshotItem {
  key: QuoteKey;
  dyna?: Dyna;
  statistics?: Statistics;
  static?: Static;
  status?: InstStatusData;
  /** latest ticks, oldest first */
  tick?: Tick[];
  mmp?: MmpData;
}

export interface MinuteBody extends Timestamped {
  hq: { key: QuoteKey; TradingDay: number; PreClose: number[]; data: MinuteEntry[] }[];
}
export interface PreMarketMinuteBody extends Timestamped {
  hq: { key: QuoteKey; TradingDay: number; data: PreMarketMinuteEntry[] }[];
}
export interface KlineBody extends Timestamped {
  hq: { key: QuoteKey; Period: number; KlineData: KlineEntry[] }[];
}
export interface TickBody extends Timestamped {
  hq: { key: QuoteKey; data: Tick[] }[];
}
/** 100 dictionary reply: the instruments the server knows for the requested keys. */
export interface DictionaryBody {
  hq: { key: QuoteKey; name: string; type: 'stock' | 'index' | 'etf' | 'sector'; lotSize: number }[];
}
/** 2001 reply/push: field id → value, one row per requested key. */
export interface SortedListBody extends Timestamped {
  hq: { key: QuoteKey; fields: Record<string, number> }[];
}
export interface ErrorBody {
  code: number;
  msg: string;
}
