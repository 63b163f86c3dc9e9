/**
 * Reply shapes of bkUpDownPlate and queryGlobalIndex (§7 (the calls it makes)), as JSON Schema: the server serialises its
 * replies through them and documents them (OpenAPI); the app uses their types through ./indices.ts.
 */
import { Type, type Static } from '@sinclair/typebox';

/** A sector's leading member (§3 (entities and their fields) RiseFirstGrp). */
export type SectorLeader = Static<typeof SectorLeader>;
export const SectorLeader = Type.Object({
  ProdName: Type.String(),
  ProdCode: Type.String(),
  /** The member's market in upper case (SH, SZ, BJ): its stock page is /{lower}/{ProdCode}.html. */
  HqTypeCode: Type.String(),
  /** Change rate in hundredths of a percent (123 = +1.23 %). */
  PxChangeRate: Type.Number(),
});

/** §3 (entities and their fields) sector list item. */
export type SectorListItem = Static<typeof SectorListItem>;
export const SectorListItem = Type.Object({
  ProdName: Type.String(),
  /** BK code: the sector page is /plate/{HqTypeCode}/{ProdCode}.html. */
  ProdCode: Type.String(),
  /** Sector type: HY industry, GN concept, DY region. */
  HqTypeCode: Type.String(),
  /** Change rate in hundredths of a percent (123 = +1.23 %). */
  PxChangeRate: Type.Integer(),
  /** Last price in thousandths (1234567 = 1234.567). */
  LastPx: Type.Integer(),
  /** The member that rose most today. */
  RiseFirstGrp: SectorLeader,
  /** The member that fell most today (the falling list's 领跌股). */
  FallFirstGrp: SectorLeader,
});

/** One block: its best risers (best first) and its worst fallers (worst first). */
export type BkUpDown = Static<typeof BkUpDown>;
export const BkUpDown = Type.Object({
  up: Type.Array(SectorListItem),
  down: Type.Array(SectorListItem),
});

export type BkUpDownPlate = Static<typeof BkUpDownPlate>;
export const BkUpDownPlate = Type.Object({
  'XBHS.HY': BkUpDown,
  'XBHS.GN': BkUpDown,
  'XBHS.DY': BkUpDown,
});

/** One row of the global tab. */
export type GlobalIndexItem = Static<typeof GlobalIndexItem>;
export const GlobalIndexItem = Type.Object({
  /** Name as the page shows it (§2 (screens and routes) Global). */
  Name: Type.String(),
  /** Market as the quote system serves it: DELAY_ prefixed for §9 (business constants and limits)'s delayed-quote symbols. */
  Market: Type.String(),
  /** Exchange code: .HSI, QQQ, GDAXI … */
  Symbol: Type.String(),
  /** Quotes of this row are delayed (§9 (business constants and limits) DELAY_ symbols). */
  Delayed: Type.Boolean(),
  /** The row opens its quote page (§2 (screens and routes): only the first six). */
  Clickable: Type.Boolean(),
  LastPrice: Type.Number(),
  PreClosePrice: Type.Number(),
  Updown: Type.Number(),
  /** Change as a ratio (0.0123 = +1.23 %). */
  UpdownRate: Type.Number(),
});
