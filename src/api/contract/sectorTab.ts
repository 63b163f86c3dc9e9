/**
 * The stock home's sector tab (§7 plateTop3Lists), under the quote-sector prefix (config field
 * rjhyQuoteSector). Envelope `{ code: 1, msg, data: StockSector[] }`.
 */

export const SECTOR_TAB_PREFIX = '/rjhy-quote-sector/api/1';

export const SECTOR_TAB_PATHS = {
  /** GET stockcode = {symbol}.{MARKET}, e.g. 600519.SH */
  plateTop3Lists: `${SECTOR_TAB_PREFIX}/plateTop3Lists`,
} as const;

/** §9: constituents shown per sector on the stock tab. */
export const SECTOR_TAB_MEMBERS = 20;

export interface SectorMember {
  ProdName: string;
  /** Last price in the trading currency (the simulator's last price). */
  LastPx: number;
  /** Change rate in percent, 2 decimals (1.23 = +1.23 %). */
  PxChangeRate: number;
  /** Market in upper case (SH, SZ, BJ): the member's stock page is /{HqTypeCode lower}/{ProdCode}.html. */
  HqTypeCode: string;
  ProdCode: string;
}

export interface StockSector {
  Name: string;
  /** Sector change rate in percent, 2 decimals. */
  PxChangeRate: number;
  /** Sector type code (HY industry, GN concept, DY region): the view-more link is /plateConstituentStock/{Block}/{Code}.html. */
  Block: string;
  Code: string;
  /** Members, best change rate first, at most SECTOR_TAB_MEMBERS. */
  Grps: SectorMember[];
}
