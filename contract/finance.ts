/**
 * Financial reports (§7 (the calls it makes) hsFinance, financeStockQuota / financeStockFinance), under the stock-quote
 * prefix (config field stockQuoteHost). Envelope `{ code: 1, msg, data }`.
 *
 * A-shares: hsFinance(market, code) → every statement of every published period; the app filters
 * report_list rows by report_type (its four tabs) and report_date by date_type (period selector).
 * HK and US: financeStock*(f_type, symbol, type) → one statement as period rows; the row sets and
 * their labels are below, so the app and server agree on field names.
 */

import type { CnDateType, FinanceFType, FinanceRowDef } from './finance.schema';

export const FINANCE_PREFIX = '/rjhy-stock-quote/api/1';

export const FINANCE_PATHS = {
  /** GET market, code → HsFinance */
  hsFinance: `${FINANCE_PREFIX}/hsFinance`,
  /** GET f_type (default quote), symbol, type → StockFinance */
  financeStockQuota: `${FINANCE_PREFIX}/financeStockQuota`,
  /** GET f_type (income | debt | cash_stream | quote), symbol, type → StockFinance */
  financeStockFinance: `${FINANCE_PREFIX}/financeStockFinance`,
} as const;

/** Reply shapes, from their JSON Schemas (./finance.schema.ts: types only, nothing reaches the bundle). */
export type {
  CnDateType,
  CnReportType,
  FinanceFType,
  FinanceItem,
  FinancePeriodType,
  FinanceRowDef,
  HsFinance,
  ItemDisplay,
  ReportDate,
  StockFinance,
  StockFinanceRow,
} from './finance.schema';
export const CN_DATE_TYPE_LABELS: Record<CnDateType, string> = {
  1: '一季报',
  2: '中报',
  3: '三季报',
  4: '年报',
};

const m = (field: string, label: string): FinanceRowDef => ({ field, label, unit: 'million' });
const pc = (field: string, label: string): FinanceRowDef => ({ field, label, unit: 'percent' });
const ps = (field: string, label: string): FinanceRowDef => ({ field, label, unit: 'per_share' });

/** Hong Kong layout (HK, HKEX, HKSE). */
export const HK_FINANCE_ROWS: Record<FinanceFType, FinanceRowDef[]> = {
  quote: [
    ps('eps_basic', '基本每股收益'),
    ps('eps_diluted', '摊薄每股收益'),
    ps('naps', '每股净资产'),
    ps('dps', '每股股息'),
    pc('roe', '股东权益回报率'),
    pc('roa', '总资产回报率'),
    pc('gross_margin', '毛利率'),
    pc('net_margin', '净利率'),
    pc('debt_ratio', '资产负债率'),
    pc('revenue_yoy', '营业额同比'),
    pc('profit_yoy', '股东应占溢利同比'),
  ],
  income: [
    m('turnover', '营业额'),
    m('cost_of_sales', '销售成本'),
    m('gross_profit', '毛利'),
    m('operating_expenses', '经营开支'),
    m('operating_profit', '经营溢利'),
    m('finance_costs', '融资成本'),
    m('profit_before_tax', '除税前溢利'),
    m('tax', '税项'),
    m('profit_for_period', '期内溢利'),
    m('profit_attributable', '股东应占溢利'),
    ps('eps_basic', '基本每股收益'),
    ps('dps', '每股股息'),
  ],
  debt: [
    m('non_current_assets', '非流动资产'),
    m('current_assets', '流动资产'),
    m('cash', '现金及等价物'),
    m('receivables', '应收账款'),
    m('inventories', '存货'),
    m('total_assets', '总资产'),
    m('current_liabilities', '流动负债'),
    m('non_current_liabilities', '非流动负债'),
    m('borrowings', '银行借款'),
    m('total_liabilities', '总负债'),
    m('equity_attributable', '股东权益'),
    m('minority_interests', '少数股东权益'),
  ],
  cash_stream: [
    m('operating_cf', '经营业务现金净额'),
    m('investing_cf', '投资业务现金净额'),
    m('financing_cf', '融资业务现金净额'),
    m('net_change_cash', '现金净额变动'),
    m('capex', '资本开支'),
    m('cash_end', '期末现金'),
  ],
};

/** US layout (US, NASDAQ, NYSE). */
export const US_FINANCE_ROWS: Record<FinanceFType, FinanceRowDef[]> = {
  quote: [
    ps('eps_basic', '基本每股收益'),
    ps('eps_diluted', '稀释每股收益'),
    ps('bvps', '每股净资产'),
    pc('roe', '净资产收益率'),
    pc('roa', '总资产收益率'),
    pc('gross_margin', '毛利率'),
    pc('operating_margin', '营业利润率'),
    pc('net_margin', '净利率'),
    pc('debt_ratio', '资产负债率'),
    pc('revenue_yoy', '营收同比'),
    pc('net_income_yoy', '净利润同比'),
  ],
  income: [
    m('total_revenue', '营业收入'),
    m('cost_of_revenue', '营业成本'),
    m('gross_profit', '毛利'),
    m('research_development', '研发费用'),
    m('sga', '销售及管理费用'),
    m('operating_income', '营业利润'),
    m('pretax_income', '税前利润'),
    m('income_tax', '所得税'),
    m('net_income', '净利润'),
    ps('eps_basic', '基本每股收益'),
    ps('eps_diluted', '稀释每股收益'),
  ],
  debt: [
    m('cash_equivalents', '现金及现金等价物'),
    m('receivables', '应收账款'),
    m('inventory', '存货'),
    m('current_assets', '流动资产合计'),
    m('ppe', '固定资产净额'),
    m('intangibles', '商誉及无形资产'),
    m('total_assets', '总资产'),
    m('current_liabilities', '流动负债合计'),
    m('long_term_debt', '长期负债'),
    m('total_liabilities', '总负债'),
    m('stockholders_equity', '股东权益合计'),
  ],
  cash_stream: [
    m('operating_cf', '经营活动现金流'),
    m('capex', '资本支出'),
    m('free_cash_flow', '自由现金流'),
    m('investing_cf', '投资活动现金流'),
    m('financing_cf', '筹资活动现金流'),
    m('net_change_cash', '现金净增加额'),
  ],
};

/** Which row set a market uses (§2 (screens and routes): HK markets HK, HKEX, HKSE; US markets US, NASDAQ, NYSE). */
export function financeLayout(market: string): 'HK' | 'US' | 'CN' {
  const m2 = market.toUpperCase();
  if (m2 === 'HK' || m2 === 'HKEX' || m2 === 'HKSE') return 'HK';
  if (m2 === 'US' || m2 === 'NASDAQ' || m2 === 'NYSE' || m2 === 'AMEX') return 'US';
  return 'CN';
}
