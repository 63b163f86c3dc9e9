/**
 * The stock home's sector tab (§7 (the calls it makes) plateTop3Lists), under the quote-sector prefix (config field
 * rjhyQuoteSector). Envelope `{ code: 1, msg, data: StockSector[] }`.
 */

export const SECTOR_TAB_PREFIX = '/rjhy-quote-sector/api/1';

export const SECTOR_TAB_PATHS = {
  /** GET stockcode = {symbol}.{MARKET}, e.g. 600519.SH */
  plateTop3Lists: `${SECTOR_TAB_PREFIX}/plateTop3Lists`,
} as const;

/** §9 (business constants and limits): constituents shown per sector on the stock tab. */
export const SECTOR_TAB_MEMBERS = 20;

/** Reply shapes, from their JSON Schemas (./sectorTab.schema.ts: types only, nothing reaches the bundle). */
export type { SectorMember, StockSector } from './sector-tab.schema';
