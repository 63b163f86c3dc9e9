/**
 * Request parameters of the dragon-tiger calls (§7 (the calls it makes)), as JSON Schema. Query numbers arrive as text
 * and are coerced; an empty parameter counts as absent.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Int, OneOf, Params, Text } from './envelope.schema';
import {
  DEPARTMENT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  RANK_PAGE_SIZE,
  RANK_SORT_FIELDS,
  SALES_PAGE_SIZE,
  SALES_COUNT_TYPES,
  SALES_SORT_FIELDS,
  type SalesCountType,
  SORT_TYPES,
  TRADING_DAY_WINDOW,
} from './dragon-tiger';

/** YYYY-MM-DD or YYYYMMDD */
const Day = Text(10, { pattern: '^\\d{4}-?\\d{2}-?\\d{2}$', description: 'YYYY-MM-DD or YYYYMMDD' });
const Page = Int(1, 100000, { default: 1, description: 'from 1' });
const SortType = OneOf(SORT_TYPES, { default: 'desc' });

export const SummaryQuery = Params({ tradingDay: Type.Optional(Day) });
export type SummaryQuery = Static<typeof SummaryQuery>;

export const RankListQuery = Params({
  page: Page,
  tradingDay: Type.Optional(Day),
  sortField: OneOf(RANK_SORT_FIELDS, { default: 'pxChangeRate' }),
  sortType: SortType,
  pageSize: Int(1, MAX_PAGE_SIZE, { default: RANK_PAGE_SIZE }),
});
export type RankListQuery = Static<typeof RankListQuery>;

export const SalesListQuery = Params({
  /** 2 one month, 3 three months */
  countType: Type.Unsafe<SalesCountType>({
    type: 'integer',
    enum: [...SALES_COUNT_TYPES],
    default: 2,
    description: '2 one month, 3 three months',
  }),
  sortField: OneOf(SALES_SORT_FIELDS, { default: 'rankCount' }),
  sortType: SortType,
  page: Page,
  pageSize: Int(1, MAX_PAGE_SIZE, { default: SALES_PAGE_SIZE }),
});
export type SalesListQuery = Static<typeof SalesListQuery>;

export const TradingDaysQuery = Params({
  market: OneOf(['sh', 'sz'] as const, { default: 'sh' }),
  limit: Int(1, TRADING_DAY_WINDOW, { default: TRADING_DAY_WINDOW }),
});
export type TradingDaysQuery = Static<typeof TradingDaysQuery>;

export const StockDetailQuery = Params({
  secuCode: Text(6, { pattern: '^\\d{6}$', description: 'six-digit A-share code' }),
  tradingDay: Type.Optional(Day),
});
export type StockDetailQuery = Static<typeof StockDetailQuery>;

const DepartmentId = Text(12, { pattern: '^\\d{1,12}$' });

export const DepartmentQuery = Params({ departmentId: DepartmentId });
export type DepartmentQuery = Static<typeof DepartmentQuery>;

export const DepartmentStocksQuery = Params({
  departmentId: DepartmentId,
  page: Page,
  pageSize: Int(1, MAX_PAGE_SIZE, { default: DEPARTMENT_PAGE_SIZE }),
});
export type DepartmentStocksQuery = Static<typeof DepartmentStocksQuery>;
