/**
 * Request parameters of the margin calls (§7 (the calls it makes)), as JSON Schema: the server validates every call
 * against these (a failure answers 400 `{ code, msg }` naming the parameter).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Int, OneOf, Params, Text } from './envelope.schema';
import { MARGIN_HISTORY_MAX, MARGIN_LIST_SIZE, MARGIN_MARKETS } from './margin';

const Market = OneOf(MARGIN_MARKETS, { description: 'both, sh or sz' });
/** A published trading day; absent: the latest. */
const DateParam = Type.Optional(
  Text(10, { pattern: '^\\d{4}-?\\d{2}-?\\d{2}$', description: 'YYYY-MM-DD (or YYYYMMDD)' }),
);
const InnerCode = Int(1, 999_999_999, { description: 'the stock: Shanghai 1xxxxxx, Shenzhen 2xxxxxx' });

export const MarginChartQuery = Params({ market: Market });
export type MarginChartQuery = Static<typeof MarginChartQuery>;

export const MarginDayQuery = Params({ market: Market, date: DateParam });
export type MarginDayQuery = Static<typeof MarginDayQuery>;

export const MarginDetailQuery = Params({
  market: Market,
  date: DateParam,
  pageSize: Int(1, MARGIN_LIST_SIZE),
});
export type MarginDetailQuery = Static<typeof MarginDetailQuery>;

export const MarginStockQuery = Params({ InnerCode });
export type MarginStockQuery = Static<typeof MarginStockQuery>;

export const MarginStockHistoryQuery = Params({ pageSize: Int(1, MARGIN_HISTORY_MAX), InnerCode });
export type MarginStockHistoryQuery = Static<typeof MarginStockHistoryQuery>;
