/**
 * Request parameters of the financial-report calls (§7 (the calls it makes)), as JSON Schema: the server validates every
 * call against these (a failure answers 400 `{ code, msg }` naming the parameter).
 */
import { type Static } from '@sinclair/typebox';
import { OneOf, Params, Text } from './envelope.schema';
import { FINANCE_F_TYPES, FINANCE_PERIOD_TYPES } from './finance.schema';

export const HsFinanceQuery = Params({ market: Text(10), code: Text(20) });
export type HsFinanceQuery = Static<typeof HsFinanceQuery>;

/** financeStockQuota: f_type defaults to quote. */
export const FinanceStockQuotaQuery = Params({
  f_type: OneOf(FINANCE_F_TYPES, { default: 'quote' }),
  symbol: Text(10),
  type: OneOf(FINANCE_PERIOD_TYPES, { default: 'all' }),
});
/** financeStockFinance: f_type is required. */
export const FinanceStockFinanceQuery = Params({
  f_type: OneOf(FINANCE_F_TYPES),
  symbol: Text(10),
  type: OneOf(FINANCE_PERIOD_TYPES, { default: 'all' }),
});
export type FinanceStockQuery = Static<typeof FinanceStockFinanceQuery>;
