/**
 * Reply shapes of the dragon-tiger calls (§7 (the calls it makes), §3 (entities and their fields) entities), as JSON Schema: the server serialises its
 * replies through them and documents them (OpenAPI); the app uses their types through
 * ./dragonTiger.ts (types only).
 */
import { Type, type Static } from '@sinclair/typebox';

export type DragonTigerSummary = Static<typeof DragonTigerSummary>;
export const DragonTigerSummary = Type.Object({
  /** Stocks on the day's board. */
  totalRankCount: Type.Integer(),
  /** Stocks listed for a price move (daily deviation or change, or the three-day cumulative move). */
  pxChangeSignalCount: Type.Integer(),
  turnoverSignalCount: Type.Integer(),
  amplitudeSignalCount: Type.Integer(),
  /** yuan */
  totalRankNetBuySum: Type.Number(),
  totalRankBuySum: Type.Number(),
  totalRankSaleSum: Type.Number(),
  /** YYYY-MM-DD */
  tradingDay: Type.String(),
});

export type RankItem = Static<typeof RankItem>;
export const RankItem = Type.Object({
  secuCode: Type.String(),
  chiNameAbbr: Type.String(),
  /** Listings of this stock in the three months up to this day (§9 (business constants and limits)). */
  rankCount: Type.Integer(),
  /** Listing-day change, ratio (0.1001 = +10.01 %). */
  pxChangeRate: Type.Number(),
  totalRankNetBuySum: Type.Number(),
  /** The day's reasons, joined by '；'. */
  abnormalTypeInfo: Type.String(),
});

export type SalesDepartment = Static<typeof SalesDepartment>;
export const SalesDepartment = Type.Object({
  departmentId: Type.String(),
  salesDepartmentName: Type.String(),
  /** Listings the seat was among the top five buyers or sellers of, in the time range. */
  rankCount: Type.Integer(),
  /** Of those, the listings where it was among the top five buyers. */
  buyCount: Type.Integer(),
  totalBuySum: Type.Number(),
  totalSaleSum: Type.Number(),
});

export type StockRankRow = Static<typeof StockRankRow>;
export const StockRankRow = Type.Object({
  departmentId: Type.String(),
  departmentName: Type.String(),
  /** '--' when none (§2 (screens and routes)). */
  factionName: Type.String(),
  buySum: Type.Number(),
  saleSum: Type.Number(),
  natureName: Type.String(),
});

export type StockRankReason = Static<typeof StockRankReason>;
export const StockRankReason = Type.Object({
  abnormalTypeInfo: Type.String(),
  /** The five largest buyers, largest buy first. */
  buyRank: Type.Array(StockRankRow),
  /** The five largest sellers, largest sale first (the original rendered buyRank here: docs/dragon-tiger.md). */
  saleRank: Type.Array(StockRankRow),
});

export type StockDragonTigerDetail = Static<typeof StockDragonTigerDetail>;
export const StockDragonTigerDetail = Type.Object({
  chiNameAbbr: Type.String(),
  secuCode: Type.String(),
  /** 'sh' or 'sz': the stock home is /{market}/{secuCode}.html. */
  market: Type.Union([Type.Literal('sh'), Type.Literal('sz')]),
  /** YYYY-MM-DD */
  tradingDay: Type.String(),
  abnormalTypeInfo: Type.String(),
  /** Listing-day change (ratio) and close. */
  pxChangeRate: Type.Number(),
  closePrice: Type.Number(),
  stockRankList: Type.Array(StockRankReason),
});

export type DepartmentInfo = Static<typeof DepartmentInfo>;
export const DepartmentInfo = Type.Object({
  departmentId: Type.String(),
  salesDepartmentName: Type.String(),
  natureName: Type.String(),
  styleName: Type.String(),
  factionName: Type.String(),
});

export type DepartmentListingRow = Static<typeof DepartmentListingRow>;
export const DepartmentListingRow = Type.Object({
  secuCode: Type.String(),
  chiNameAbbr: Type.String(),
  tradingDay: Type.String(),
  pxChangeRate: Type.Number(),
  closePrice: Type.Number(),
  totalRankBuySum: Type.Number(),
  totalRankSaleSum: Type.Number(),
  /** Next trading day's change; null while that day's board is not out. */
  nextPxChangeRate: Type.Union([Type.Number(), Type.Null()]),
});
