/** Request parameters of the sector calls (§7 bkRank, queryStockGrp, plateBasicInfo, capital flow), as JSON Schema. */
import { Type, type Static } from '@sinclair/typebox';
import { Int, OneOf, Params, Text } from './envelope.schema';

const SortFlag = Type.Boolean({ default: true, description: 'true = descending' });

export const BkRankQuery = Params({
  hqTypeCode: OneOf(['HY', 'GN', 'DY'] as const),
  sortFields: OneOf(['PxChangeRate', 'lastPx'] as const, { default: 'PxChangeRate' }),
  sortFlag: SortFlag,
  pageSize: Int(1, 100, { default: 30 }),
  pageNum: Int(1, 10_000, { default: 1 }),
});
export type BkRankQuery = Static<typeof BkRankQuery>;

export const StockGrpQuery = Params({
  hqTypeCode: Text(10),
  prodCode: Text(20, { minLength: 1 }),
  sortFields: OneOf(['pxChangeRate', 'lastPx'] as const, { default: 'pxChangeRate' }),
  sortFlag: SortFlag,
  pageSize: Int(1, 100, { default: 50 }),
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
