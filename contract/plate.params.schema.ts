/** Request parameters of the sector calls (§7 (the calls it makes) bkRank, queryStockGrp, plateBasicInfo, capital flow), as JSON Schema. */
import { Type, type Static } from '@sinclair/typebox';
import { Int, OneOf, Params, Text } from './envelope.schema';

const SortFlag = Type.Boolean({ default: true, description: 'true = descending' });

export const BkRankQuery = Params({
  hqTypeCode: OneOf(['HY', 'GN', 'DY'] as const),
  sortFields: OneOf(['PxChangeRate', 'lastPx'] as const, { default: 'PxChangeRate' }),
  sortFlag: SortFlag,
  // Up to 10 pages of 30: the ranking reads all its loaded pages in one request (docs/sector-pages.md).
  pageSize: Int(1, 300, { default: 30 }),
  pageNum: Int(1, 10_000, { default: 1 }),
});
export type BkRankQuery = Static<typeof BkRankQuery>;

export const StockGrpQuery = Params({
  hqTypeCode: Text(10),
  prodCode: Text(20, { minLength: 1 }),
  sortFields: OneOf(['pxChangeRate', 'lastPx'] as const, { default: 'pxChangeRate' }),
  sortFlag: SortFlag,
  // Up to 6 pages of 50: the constituent lists read all their loaded pages in one request.
  pageSize: Int(1, 300, { default: 50 }),
  pageNum: Int(1, 10_000, { default: 1 }),
  simPageSize: Type.Optional(Text(10)),
});
export type StockGrpQuery = Static<typeof StockGrpQuery>;

export const PlateBasicQuery = Params({
  market: Text(10),
  symbol: Text(20, { minLength: 1 }),
});
export type PlateBasicQuery = Static<typeof PlateBasicQuery>;

export const CapitalFlowQuery = Params({
  stockCode: Text(30, { pattern: '^\\s*[^.\\s]+\\.XBHS\\s*$', description: '{prodCode}.XBHS' }),
});
export type CapitalFlowQuery = Static<typeof CapitalFlowQuery>;

const ProdCode = Text(20, { minLength: 1, description: 'sector code (BK…)' });

/** §7 (the calls it makes) plate candle periods: DAY 6, WEEK 7, MONTH 8. */
const CandlePeriod = Type.Unsafe<6 | 7 | 8>({
  type: 'integer',
  enum: [6, 7, 8],
  description: 'DAY 6, WEEK 7, MONTH 8',
});

/** YYYYMMDD, or 0 (startDate: from the first bar; endDate: through today). */
const Ymd = Int(0, 99_991_231, { default: 0 });

export const PlateTrendQuery = Params({
  prodCode: ProdCode,
  dateOffset: Int(0, 4, { default: 0, description: 'trading days back: 0 today, 1 the day before … 4' }),
});
export type PlateTrendQuery = Static<typeof PlateTrendQuery>;

export const PlateFiveDayTrendQuery = Params({ prodCode: ProdCode });
export type PlateFiveDayTrendQuery = Static<typeof PlateFiveDayTrendQuery>;

export const PlateHistoryQuery = Params({
  prodCode: ProdCode,
  candlePeriod: CandlePeriod,
  candleMode: Int(0, 0, { default: 0, description: 'unadjusted (0), the only mode of a sector' }),
  startDate: Ymd,
  endDate: Ymd,
});
export type PlateHistoryQuery = Static<typeof PlateHistoryQuery>;

export const PlateKlineQuery = Params({
  inst: ProdCode,
  market: Text(10, { description: 'XBHS' }),
  limit: Int(1, 1500, { default: 1500, description: 'the latest bars, at most' }),
  servicetype: OneOf(['KLINEB'] as const, { default: 'KLINEB' }),
  starttime: Int(0, 4_102_444_800, { default: 0, description: 'unix seconds; 0 from the first bar' }),
  endtime: Int(0, 4_102_444_800, { default: 0, description: 'unix seconds; 0 through today' }),
  resptype: OneOf(['JSON'] as const, { default: 'JSON' }),
  period: CandlePeriod,
});
export type PlateKlineQuery = Static<typeof PlateKlineQuery>;
