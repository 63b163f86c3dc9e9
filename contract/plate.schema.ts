/**
 * Reply shapes of the sector calls (§3 (entities and their fields) sector list item, constituent, plate, fund flow), as JSON
 * Schema: the server serialises its replies through them and documents them (OpenAPI); the app uses
 * their types through ./plate.ts (types only).
 */
import { Type, type Static } from '@sinclair/typebox';

const Thousandths = (description: string) =>
  Type.Integer({ description: `${description}, in thousandths (12345 = 12.345)` });
const Hundredths = (description: string) =>
  Type.Integer({ description: `${description}, in hundredths of a percent (123 = +1.23 %)` });

/** A sector's leading (best-rising) stock. */
export type SectorLeader = Static<typeof SectorLeader>;
export const SectorLeader = Type.Object({
  ProdName: Type.String(),
  ProdCode: Type.String(),
  /** The stock's market in upper case, as in every call (SH, SZ, BJ): its home is /{HqTypeCode lower}/{ProdCode}.html. */
  HqTypeCode: Type.String(),
  PxChangeRate: Hundredths('change rate'),
});

export type SectorListItem = Static<typeof SectorListItem>;
export const SectorListItem = Type.Object({
  ProdName: Type.String(),
  ProdCode: Type.String(),
  /** HY, GN or DY. */
  HqTypeCode: Type.String(),
  PxChangeRate: Hundredths('change rate'),
  LastPx: Thousandths('last value'),
  RiseFirstGrp: Type.Union([SectorLeader, Type.Null()]),
});

export type BkRankReply = Static<typeof BkRankReply>;
export const BkRankReply = Type.Object({
  plate: Type.Array(SectorListItem),
  /** Sectors of the type in all. */
  counts: Type.Integer(),
});

export type Constituent = Static<typeof Constituent>;
export const Constituent = Type.Object({
  prodCode: Type.String(),
  prodName: Type.String(),
  /** Exchange code (XSHG Shanghai, XSHE Shenzhen, XBSE Beijing, XHKG Hong Kong, XNAS / XNYS / XASE US). */
  hqTypeCode: Type.String(),
  lastPx: Thousandths('last price'),
  pxChangeRate: Hundredths('change rate'),
  pxChange: Thousandths('change'),
  preClosePx: Thousandths('previous close'),
  openPx: Thousandths('open'),
  highPx: Thousandths('high'),
  lowPx: Thousandths('low'),
  /** Shares traded today. */
  businessAmount: Type.Integer(),
  /** Amount traded today, yuan. */
  businessBalance: Type.Integer(),
});

export type SectorSummary = Static<typeof SectorSummary>;
export const SectorSummary = Type.Object({
  ProdName: Type.String(),
  ProdCode: Type.String(),
  HqTypeCode: Type.String(),
  MemberCount: Type.Integer(),
});

export type StockGrpReply = Static<typeof StockGrpReply>;
export const StockGrpReply = Type.Object({
  plate: SectorSummary,
  sortProdGrp: Type.Array(Constituent),
});

export type PlateBasicInfo = Static<typeof PlateBasicInfo>;
export const PlateBasicInfo = Type.Object({
  instrumentID: Type.String(),
  instrumentName: Type.String(),
  /** XBHS */
  exchangeID: Type.String(),
  /** HY, GN or DY. */
  hqTypeCode: Type.String(),
  /**
   * The members' region (CN, HK, USA): where the sector trades, so the chart's time axis. An addition
   * to §3 (entities and their fields)'s plateBasicInfo (docs/sector-pages.md).
   */
  region: Type.Union([Type.Literal('CN'), Type.Literal('HK'), Type.Literal('USA')]),
});

/** One size group's amounts (yuan): buyer-initiated in, seller-initiated out, and in − out. */
export type FlowGroupFigures = Static<typeof FlowGroupFigures>;
export const FlowGroupFigures = Type.Object({
  TurnoverIn: Type.Integer(),
  TurnoverOut: Type.Integer(),
  TurnoverInSubOut: Type.Integer(),
});

export type CapitalFlow = Static<typeof CapitalFlow>;
export const CapitalFlow = Type.Object({
  /** YYYYMMDD */
  Tradingday: Type.String(),
  SuperGrp: FlowGroupFigures,
  LargeGrp: FlowGroupFigures,
  MediumGrp: FlowGroupFigures,
  LittleGrp: FlowGroupFigures,
  /** Net flow: the sum of the groups' TurnoverInSubOut. */
  Flowinout: Type.Integer(),
});

export type FlowDay = Static<typeof FlowDay>;
export const FlowDay = Type.Object({
  /** YYYYMMDD */
  Tradingday: Type.String(),
  Flowinout: Type.Integer(),
});

/** One minute of a sector's intraday line (plate trend). */
export type PlateTrendPoint = Static<typeof PlateTrendPoint>;
export const PlateTrendPoint = Type.Object({
  /** The minute, unix seconds, stamped as the quote channel stamps its minute bars. */
  time: Type.Integer(),
  lastPx: Thousandths('value at the minute'),
  avgPx: Thousandths('average value'),
  pxChangeRate: Hundredths('change rate against the previous close'),
  /** Shares traded by the members in the minute. */
  businessAmount: Type.Integer(),
  /** Amount traded in the minute (trading currency). */
  businessBalance: Type.Integer(),
});

/** One trading day of a sector's intraday line (plate trend; five-day trend lists five). */
export type PlateTrend = Static<typeof PlateTrend>;
export const PlateTrend = Type.Object({
  prodCode: Type.String(),
  /** YYYYMMDD */
  tradingDay: Type.Integer(),
  preClosePx: Thousandths('previous close'),
  trend: Type.Array(PlateTrendPoint),
});

/** One bar of a sector's K-line (plate history, plate kline). */
export type PlateCandle = Static<typeof PlateCandle>;
export const PlateCandle = Type.Object({
  /** The bar, unix seconds, stamped as the quote channel stamps its K-line bars. */
  time: Type.Integer(),
  /** YYYYMMDD: the bar's (last) trading day. */
  tradingDay: Type.Integer(),
  openPx: Thousandths('open'),
  highPx: Thousandths('high'),
  lowPx: Thousandths('low'),
  closePx: Thousandths('close'),
  preClosePx: Thousandths('previous close'),
  pxChangeRate: Hundredths('change rate against the previous close'),
  businessAmount: Type.Integer(),
  businessBalance: Type.Integer(),
});

export type PlateHistory = Static<typeof PlateHistory>;
export const PlateHistory = Type.Object({
  prodCode: Type.String(),
  /** DAY 6, WEEK 7, MONTH 8 */
  candlePeriod: Type.Integer(),
  /** Oldest first, today's live bar last. */
  candles: Type.Array(PlateCandle),
});

export type PlateKline = Static<typeof PlateKline>;
export const PlateKline = Type.Object({
  inst: Type.String(),
  market: Type.String(),
  /** DAY 6, WEEK 7, MONTH 8 */
  period: Type.Integer(),
  /** Oldest first. */
  candles: Type.Array(PlateCandle),
});
