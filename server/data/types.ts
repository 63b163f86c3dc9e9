/**
 * Seed records for the instrument universe (real public listings). Written by server/data/universe.ts;
 * read by the simulator, the content generators, search and the community store.
 */
import type { Board, InstrumentKind, Region } from '../../contract/market-rules';
import type { MarketName } from '../../contract/instrument-id';

/** Region, kind and board are the shared market rules' (they decide limits, ticks and lots). */
export type { Board, InstrumentKind, Region };

/** Market strings as the app's routes and HTTP calls use them (§2 (screens and routes), §4 (states and transitions) region mapping). */
export type Market = MarketName;
/** Sector type codes (§7 (the calls it makes) bkRank hqTypeCode). */
export type SectorType = 'HY' | 'GN' | 'DY';

export interface InstrumentSeed {
  market: Market;
  /** Exchange code as listed: 600519, 00700, AAPL, .HSI, DAX, BK0475 */
  code: string;
  name: string;
  kind: InstrumentKind;
  region: Region;
  board?: Board;
  /** ST / *ST: price limit ±5 % */
  st?: boolean;
  /** Starting reference price for the seeded history (currency units). */
  basePrice: number;
  /** Shares outstanding and tradable float (shares). */
  totalShares: number;
  floatShares: number;
  lotSize: number;
  /** Currency of prices: CNY, HKD, USD. */
  currency: string;
  /** Industry label (Chinese), sector codes it belongs to. */
  industry?: string;
  sectors?: string[];
  /** For indices and sectors: constituent codes "market:code". */
  constituents?: string[];
  /** For sectors: HY, GN or DY. */
  sectorType?: SectorType;
  /** Annual EPS and dividend per share used for P/E and profile numbers. */
  eps?: number;
  dividendPerShare?: number;
  /** Listing date YYYY-MM-DD. */
  listDate?: string;
  /** Pinyin initials of the name for search (e.g. GZMT for 贵州茅台). */
  initials?: string;
  /** Suspended for the whole session (status 6/18). */
  suspended?: boolean;
  /** A-shares: province of registration (Chinese name, e.g. 广东); decides the DY region sector. */
  province?: string;
  /** ETFs: the index or sector id ("market:code") whose moves the fund tracks. */
  tracks?: string;
}
