/**
 * The sector calls of §7 (the calls it makes): bkRank (sector ranking), queryStockGrp (a sector's constituents),
 * plateBasicInfo, todayCapitalFlow and fiveDayCapitalFlow, and the plate chart calls (trend,
 * five-day trend, history, kline). Paths are relative to the service base
 * (the environment config field named in each comment); the server mounts
 * `${PLATE_SERVICE_BASE[service]}${path}`.
 *
 * Units (§5 (validation rules)): sector and constituent prices are thousandths of the currency unit (12345 = 12.345),
 * change rates hundredths of a percent (123 = +1.23 %). The app converts them in one place
 * (src/lib/sector/units.ts). Capital-flow amounts are in the trading currency (yuan).
 */

export const PLATE_SERVICE_BASE = {
  rankHost: '',
  rjhyQuoteSector: '',
  plateBasic: '',
  /** `money` is the relative prefix /money (§7 (the calls it makes)). */
  money: '/money',
  plateChart: '',
} as const;
export type PlateService = keyof typeof PLATE_SERVICE_BASE;

export const PLATE_PATHS = {
  /** GET (rankHost) hqTypeCode HY|GN|DY, sortFields PxChangeRate|lastPx, sortFlag (true = descending), pageSize, pageNum → data: { plate, counts } */
  bkRank: '/rjhy-stock-rank/api/1/biz/bkRank',
  /** GET (rjhyQuoteSector) hqTypeCode, prodCode, sortFields, sortFlag, pageSize, pageNum, simPageSize → data: { plate, sortProdGrp } */
  queryStockGrp: '/rjhy-quote-sector/api/1/queryStockGrp',
  /** GET (plateBasic, gateway path gw) market, symbol → data: PlateBasicInfo */
  plateBasicInfo: '/gw/plateBasicInfo',
  /** GET (money) stockCode={prodCode}.XBHS → data: CapitalFlow (today so far) */
  todayCapitalFlow: '/todayCapitalFlow',
  /** GET (money) stockCode={prodCode}.XBHS → data: FlowDay[] (oldest first; the app uses the last 5) */
  fiveDayCapitalFlow: '/fiveDayCapitalFlow',
  /** GET (plateChart) prodCode, dateOffset (0 today … 4) → data: PlateTrend (one day's minutes) */
  plateTrend: '/rjhy-stock-rank/api/1/plateChart/trend',
  /** GET (plateChart) prodCode → data: PlateTrend[] (the last five trading days, oldest first) */
  plateFiveDayTrend: '/rjhy-stock-rank/api/1/plateChart/fiveDayTrend',
  /** GET (plateChart) prodCode, candlePeriod DAY 6 | WEEK 7 | MONTH 8, candleMode 0, startDate, endDate → data: PlateHistory */
  plateHistory: '/rjhy-stock-rank/api/1/plateChart/history',
  /** GET (plateChart) inst, market XBHS, limit, servicetype KLINEB, starttime, endtime, resptype JSON, period 6 | 7 | 8 → data: PlateKline */
  plateKline: '/rjhy-stock-rank/api/1/plateChart/kline',
} as const;

/** Which config field serves each call. */
export const PLATE_SERVICE_OF: Record<keyof typeof PLATE_PATHS, PlateService> = {
  bkRank: 'rankHost',
  queryStockGrp: 'rjhyQuoteSector',
  plateBasicInfo: 'plateBasic',
  todayCapitalFlow: 'money',
  fiveDayCapitalFlow: 'money',
  plateTrend: 'plateChart',
  plateFiveDayTrend: 'plateChart',
  plateHistory: 'plateChart',
  plateKline: 'plateChart',
};

/** §7 (the calls it makes) plate candle periods. */
export const CANDLE_PERIOD = { DAY: 6, WEEK: 7, MONTH: 8 } as const;
export type CandlePeriod = (typeof CANDLE_PERIOD)[keyof typeof CANDLE_PERIOD];

/** Sector types of §7 (the calls it makes) bkRank, in the ranking's tab order (行业, 概念, 地域). */
export const SECTOR_TYPES = ['HY', 'GN', 'DY'] as const;
export type SectorType = (typeof SECTOR_TYPES)[number];

/** Sort fields of bkRank. */
export const BK_RANK_SORT_FIELDS = ['PxChangeRate', 'lastPx'] as const;
export type BkRankSortField = (typeof BK_RANK_SORT_FIELDS)[number];

/** Sort fields of queryStockGrp. */
export const STOCK_GRP_SORT_FIELDS = ['pxChangeRate', 'lastPx'] as const;
export type StockGrpSortField = (typeof STOCK_GRP_SORT_FIELDS)[number];

/** §9 (business constants and limits) page sizes: sector ranking 30, constituents on the plate pages 50. */
export const BK_RANK_PAGE_SIZE = 30;
export const CONSTITUENT_PAGE_SIZE = 50;

/** Reply shapes, from their JSON Schemas (./plate.schema.ts: types only, nothing reaches the bundle). */
export type {
  BkRankReply,
  CapitalFlow,
  Constituent,
  FlowDay,
  FlowGroupFigures,
  PlateBasicInfo,
  PlateCandle,
  PlateHistory,
  PlateKline,
  PlateTrend,
  PlateTrendPoint,
  SectorListItem,
  SectorSummary,
  StockGrpReply,
} from './plate.schema';
