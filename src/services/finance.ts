/**
 * Financial reports (§7 (the calls it makes) hsFinance, financeStockQuota / financeStockFinance), config field
 * stockQuoteHost. Paths and types: contract/finance.ts.
 */
import { http } from '../api/http';
import {
  FINANCE_PATHS,
  type FinanceFType,
  type FinancePeriodType,
  type HsFinance,
  type StockFinance,
} from '../../contract/finance';

const S = 'stockQuoteHost' as const;

/** A-share statements of every published period. */
export function getHsFinance(market: string, code: string): Promise<HsFinance> {
  return http.get<HsFinance>(S, FINANCE_PATHS.hsFinance, { market, code });
}

/** HK/US statement: main indicators through financeStockQuota, the others through financeStockFinance. */
export function getStockFinance(
  fType: FinanceFType,
  symbol: string,
  type: FinancePeriodType,
): Promise<StockFinance> {
  const path = fType === 'quote' ? FINANCE_PATHS.financeStockQuota : FINANCE_PATHS.financeStockFinance;
  return http.get<StockFinance>(S, path, { f_type: fType, symbol, type });
}
