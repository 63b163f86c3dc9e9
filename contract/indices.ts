/**
 * The major-indices page's calls besides rankList (which is a quote call, ./quote.ts):
 * bkUpDownPlate on the rank service (config rankHost) and queryGlobalIndex among the margin
 * service's /deal/ paths (config rzrq, §7 (the calls it makes)). Envelope `{ code: 1, msg, data }`.
 */
import { RANK_PREFIX, STOCK_QUOTE_PREFIX } from './quote';

/** The margin service's /deal/ paths (§7 (the calls it makes) "Margin-service paths under /deal/"). */
export const DEAL_PREFIX = `${STOCK_QUOTE_PREFIX}/deal`;

export const INDICES_PATHS = {
  /** GET (rankHost), no parameters → data: BkUpDownPlate */
  bkUpDownPlate: `${RANK_PREFIX}/bkUpDownPlate`,
  /** GET (rzrq), no parameters → data: GlobalIndexItem[] in the page's order */
  queryGlobalIndex: `${DEAL_PREFIX}/queryGlobalIndex`,
} as const;

/** Sectors per direction in each bkUpDownPlate block (top risers, top fallers). */
export const BK_UP_DOWN_SIZE = 3;

/** The three blocks of bkUpDownPlate, keyed as §7 (the calls it makes) names them, in the page's order (行业, 概念, 地域). */
export const BK_BLOCKS = ['XBHS.HY', 'XBHS.GN', 'XBHS.DY'] as const;
export type BkBlockKey = (typeof BK_BLOCKS)[number];

/** Reply shapes, from their JSON Schemas (./indices.schema.ts: types only, nothing reaches the bundle). */
export type {
  BkUpDown,
  BkUpDownPlate,
  GlobalIndexItem,
  SectorLeader,
  SectorListItem,
} from './indices.schema';
