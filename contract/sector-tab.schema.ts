/**
 * Reply shapes of the sectorTab calls (§7 (the calls it makes)), as JSON Schema: the server serialises its replies through them
 * and documents them (OpenAPI); the app uses their types through ./sectorTab.ts (types only).
 */
import { Type, type Static } from '@sinclair/typebox';

export type SectorMember = Static<typeof SectorMember>;
export const SectorMember = Type.Object({
  ProdName: Type.String(),
  /** Last price in the trading currency (the simulator's last price). */
  LastPx: Type.Number(),
  /** Change rate in percent, 2 decimals (1.23 = +1.23 %). */
  PxChangeRate: Type.Number(),
  /** Market in upper case (SH, SZ, BJ): the member's stock page is /{HqTypeCode lower}/{ProdCode}.html. */
  HqTypeCode: Type.String(),
  ProdCode: Type.String(),
});

export type StockSector = Static<typeof StockSector>;
export const StockSector = Type.Object({
  Name: Type.String(),
  /** Sector change rate in percent, 2 decimals. */
  PxChangeRate: Type.Number(),
  /** Sector type code (HY industry, GN concept, DY region): the view-more link is /plateConstituentStock/{Block}/{Code}.html. */
  Block: Type.String(),
  Code: Type.String(),
  /** Members, best change rate first, at most SECTOR_TAB_MEMBERS. */
  Grps: Type.Array(SectorMember),
});
