/**
 * Financial statements from the financial model: A-share hsFinance (every statement of every
 * published period) and the HK / US period rows of financeStock*.
 */
import type { InstrumentSeed } from '../data/types';
import type {
  CnDateType,
  CnReportType,
  FinanceFType,
  FinanceItem,
  FinancePeriodType,
  HsFinance,
  ItemDisplay,
  StockFinance,
  StockFinanceRow,
} from '../../contract/finance';
import { ymdDash } from '../company/dates';
import {
  figuresOf,
  publishedPeriods,
  type Figures,
  type Period,
  type PeriodKind,
} from '../company/fundamentals';
import { traitsOf } from '../company/industry';
import { round } from '../company/rng';
import type { ContentSource } from './source';

/** Published periods shown: three years of A-share quarters, five years of HK halves, three of US quarters. */
const CN_PERIODS = 12;
const HK_PERIODS = 10;
const US_PERIODS = 12;

const DATE_TYPE: Record<PeriodKind, CnDateType> = { Q1: 1, H1: 2, Q3: 3, FY: 4 };

type Getter = (f: Figures) => number | null;
interface CnRow {
  type: CnReportType;
  title: string;
  display: ItemDisplay;
  precision: number;
  get: Getter;
}

const financial = (seed: InstrumentSeed) => ['bank', 'broker', 'insurance'].includes(traitsOf(seed).key);

function cnRows(seed: InstrumentSeed): CnRow[] {
  const fin = financial(seed);
  const amount = (type: CnReportType, title: string, get: Getter): CnRow => ({
    type,
    title,
    display: 'amount',
    precision: 2,
    get,
  });
  const percent = (type: CnReportType, title: string, get: Getter): CnRow => ({
    type,
    title,
    display: 'percent',
    precision: 2,
    get,
  });
  const perShare = (type: CnReportType, title: string, get: Getter): CnRow => ({
    type,
    title,
    display: 'per_share',
    precision: 4,
    get,
  });
  return [
    perShare('quota', '基本每股收益(元)', (f) => f.eps),
    perShare('quota', '稀释每股收益(元)', (f) => f.dilutedEps),
    perShare('quota', '每股净资产(元)', (f) => f.naps),
    perShare('quota', '每股经营现金流(元)', (f) => f.ocfps),
    amount('quota', '营业总收入', (f) => f.revenue),
    amount('quota', '归母净利润', (f) => f.netProfit),
    amount('quota', '扣非净利润', (f) => f.netProfitDeducted),
    percent('quota', '营业总收入同比增长', (f) => (f.revenueYoy === null ? null : f.revenueYoy * 100)),
    percent('quota', '归母净利润同比增长', (f) => (f.netProfitYoy === null ? null : f.netProfitYoy * 100)),
    percent('quota', '净资产收益率', (f) => f.roe * 100),
    percent('quota', '销售毛利率', (f) => (fin ? null : f.grossMargin * 100)),
    percent('quota', '销售净利率', (f) => f.netMargin * 100),
    percent('quota', '资产负债率', (f) => f.debtRatio * 100),
    amount('profit', '营业总收入', (f) => f.revenue),
    amount('profit', '营业成本', (f) => (fin ? null : f.operatingCost)),
    amount('profit', '销售费用', (f) => (fin ? null : f.sellingExpense)),
    amount('profit', '管理费用', (f) => f.adminExpense),
    amount('profit', '研发费用', (f) => (fin ? null : f.rdExpense)),
    amount('profit', '财务费用', (f) => (fin ? null : f.financeExpense)),
    amount('profit', '营业利润', (f) => f.operatingProfit),
    amount('profit', '利润总额', (f) => f.totalProfit),
    amount('profit', '所得税费用', (f) => f.incomeTax),
    amount('profit', '归属于母公司股东的净利润', (f) => f.netProfit),
    perShare('profit', '基本每股收益(元)', (f) => f.eps),
    amount('assets', '货币资金', (f) => f.cash),
    amount('assets', '应收账款', (f) => (fin ? null : f.receivables)),
    amount('assets', '存货', (f) => (fin ? null : f.inventory)),
    amount('assets', '流动资产合计', (f) => (fin ? null : f.currentAssets)),
    amount('assets', '固定资产', (f) => f.fixedAssets),
    amount('assets', '无形资产', (f) => f.intangibleAssets),
    amount('assets', '资产总计', (f) => f.totalAssets),
    amount('assets', '短期借款', (f) => f.shortLoans),
    amount('assets', '流动负债合计', (f) => (fin ? null : f.currentLiabilities)),
    amount('assets', '长期借款', (f) => f.longLoans),
    amount('assets', '负债合计', (f) => f.totalLiabilities),
    amount('assets', '归属于母公司股东权益合计', (f) => f.equity),
    amount('assets', '少数股东权益', (f) => f.minorityInterest),
    amount('assets', '负债和股东权益总计', (f) => f.totalAssets),
    amount('cash', '经营活动产生的现金流量净额', (f) => f.operatingCashFlow),
    amount('cash', '购建固定资产、无形资产支付的现金', (f) => f.capex),
    amount('cash', '投资活动产生的现金流量净额', (f) => f.investingCashFlow),
    amount('cash', '筹资活动产生的现金流量净额', (f) => f.financingCashFlow),
    amount('cash', '现金及现金等价物净增加额', (f) => f.netCashChange),
  ];
}

function periods(src: ContentSource, seed: InstrumentSeed, count: number): Period[] {
  const days = src.tradingDays(seed.market);
  return publishedPeriods(seed, days, days[days.length - 1], count);
}

export function hsFinance(src: ContentSource, seed: InstrumentSeed): HsFinance {
  const model = src.model(seed);
  const rows = cnRows(seed);
  const list = periods(src, seed, CN_PERIODS);
  const report_list: Record<string, FinanceItem[]> = {};
  for (const per of list) {
    const fig = figuresOf(model, per.year, per.kind);
    const prev = per.year - 1 >= model.firstYear ? figuresOf(model, per.year - 1, per.kind) : undefined;
    const date_value = ymdDash(per.end);
    report_list[date_value] = rows.map((row) => {
      const v = row.get(fig);
      const pv = prev ? row.get(prev) : null;
      const tongbi = row.display === 'amount' || row.display === 'per_share' ? growth(v, pv) : null;
      return {
        report_type: row.type,
        date_description: per.label,
        date_value,
        item_display: row.display,
        item_title: row.title,
        item_value: v === null ? null : round(v, row.precision),
        item_precision: row.precision,
        item_tongbi: tongbi,
        publish_date: ymdDash(per.publish),
      };
    });
  }
  return {
    report_date: list.map((per) => ({
      date_type: DATE_TYPE[per.kind],
      date_value: ymdDash(per.end),
      date_description: per.label,
    })),
    report_list,
  };
}

function growth(v: number | null, pv: number | null): number | null {
  if (v === null || pv === null || pv === 0) return null;
  return round(((v - pv) / Math.abs(pv)) * 100, 2);
}

const mil = (v: number) => round(v / 1e6, 2);
const pct = (v: number | null) => (v === null ? null : round(v * 100, 2));

/** Flow figures of a single quarter (US interim rows) from cumulative figures. */
export function singleQuarter(model: ReturnType<ContentSource['model']>, per: Period): Figures {
  const cum = figuresOf(model, per.year, per.kind);
  const prevKind: PeriodKind | undefined =
    per.kind === 'H1' ? 'Q1' : per.kind === 'Q3' ? 'H1' : per.kind === 'FY' ? 'Q3' : undefined;
  if (!prevKind) return cum;
  const prev = figuresOf(model, per.year, prevKind);
  const flows: (keyof Figures)[] = [
    'revenue',
    'operatingCost',
    'grossProfit',
    'sellingExpense',
    'adminExpense',
    'rdExpense',
    'financeExpense',
    'operatingProfit',
    'totalProfit',
    'incomeTax',
    'netProfit',
    'netProfitDeducted',
    'operatingCashFlow',
    'investingCashFlow',
    'financingCashFlow',
    'netCashChange',
    'capex',
  ];
  const q = { ...cum };
  for (const k of flows) (q[k] as number) = (cum[k] as number) - (prev[k] as number);
  const shares = model.seed.totalShares;
  q.eps = round(q.netProfit / shares, 4);
  q.dilutedEps = round(q.eps * 0.99, 4);
  // Ratios of flows are the quarter's own, or a row's margin disagrees with its revenue and cost.
  q.grossMargin = q.grossProfit / q.revenue;
  q.netMargin = q.netProfit / q.revenue;
  return q;
}

function hkRow(
  seed: InstrumentSeed,
  f: Figures,
  fType: FinanceFType,
  dps: number,
): Record<string, number | null> {
  switch (fType) {
    case 'quote':
      return {
        eps_basic: round(f.eps, 3),
        eps_diluted: round(f.dilutedEps, 3),
        naps: round(f.naps, 3),
        dps: round(dps, 3),
        roe: pct(f.roe),
        roa: pct(f.netProfit / f.totalAssets),
        gross_margin: financial(seed) ? null : pct(f.grossMargin),
        net_margin: pct(f.netMargin),
        debt_ratio: pct(f.debtRatio),
        revenue_yoy: pct(f.revenueYoy),
        profit_yoy: pct(f.netProfitYoy),
      };
    case 'income':
      return {
        turnover: mil(f.revenue),
        cost_of_sales: financial(seed) ? null : mil(f.operatingCost),
        gross_profit: financial(seed) ? null : mil(f.grossProfit),
        operating_expenses: mil(f.sellingExpense + f.adminExpense + f.rdExpense),
        operating_profit: mil(f.operatingProfit),
        finance_costs: mil(Math.max(f.financeExpense, 0)),
        profit_before_tax: mil(f.totalProfit),
        tax: mil(f.incomeTax),
        profit_for_period: mil(f.netProfit + f.netProfit * 0.03),
        profit_attributable: mil(f.netProfit),
        eps_basic: round(f.eps, 3),
        dps: round(dps, 3),
      };
    case 'debt':
      return {
        non_current_assets: mil(f.totalAssets - f.currentAssets),
        current_assets: mil(f.currentAssets),
        cash: mil(f.cash),
        receivables: mil(f.receivables),
        inventories: financial(seed) ? null : mil(f.inventory),
        total_assets: mil(f.totalAssets),
        current_liabilities: mil(f.currentLiabilities),
        non_current_liabilities: mil(f.totalLiabilities - f.currentLiabilities),
        borrowings: mil(f.shortLoans + f.longLoans),
        total_liabilities: mil(f.totalLiabilities),
        equity_attributable: mil(f.equity),
        minority_interests: mil(f.minorityInterest),
      };
    case 'cash_stream':
      return {
        operating_cf: mil(f.operatingCashFlow),
        investing_cf: mil(f.investingCashFlow),
        financing_cf: mil(f.financingCashFlow),
        net_change_cash: mil(f.netCashChange),
        capex: mil(-f.capex),
        cash_end: mil(f.cash),
      };
  }
}

function usRow(seed: InstrumentSeed, f: Figures, fType: FinanceFType): Record<string, number | null> {
  switch (fType) {
    case 'quote':
      return {
        eps_basic: round(f.eps, 2),
        eps_diluted: round(f.dilutedEps, 2),
        bvps: round(f.naps, 2),
        roe: pct(f.roe),
        roa: pct(f.netProfit / f.totalAssets),
        gross_margin: financial(seed) ? null : pct(f.grossMargin),
        operating_margin: pct(f.operatingProfit / f.revenue),
        net_margin: pct(f.netMargin),
        debt_ratio: pct(f.debtRatio),
        revenue_yoy: pct(f.revenueYoy),
        net_income_yoy: pct(f.netProfitYoy),
      };
    case 'income':
      return {
        total_revenue: mil(f.revenue),
        cost_of_revenue: financial(seed) ? null : mil(f.operatingCost),
        gross_profit: financial(seed) ? null : mil(f.grossProfit),
        research_development: financial(seed) ? null : mil(f.rdExpense),
        sga: mil(f.sellingExpense + f.adminExpense),
        operating_income: mil(f.operatingProfit),
        pretax_income: mil(f.totalProfit),
        income_tax: mil(f.incomeTax),
        net_income: mil(f.netProfit),
        eps_basic: round(f.eps, 2),
        eps_diluted: round(f.dilutedEps, 2),
      };
    case 'debt':
      return {
        cash_equivalents: mil(f.cash),
        receivables: mil(f.receivables),
        inventory: financial(seed) ? null : mil(f.inventory),
        current_assets: mil(f.currentAssets),
        ppe: mil(f.fixedAssets),
        intangibles: mil(f.intangibleAssets),
        total_assets: mil(f.totalAssets),
        current_liabilities: mil(f.currentLiabilities),
        long_term_debt: mil(f.longLoans),
        total_liabilities: mil(f.totalLiabilities),
        stockholders_equity: mil(f.equity),
      };
    case 'cash_stream':
      return {
        operating_cf: mil(f.operatingCashFlow),
        capex: mil(-f.capex),
        free_cash_flow: mil(f.operatingCashFlow - f.capex),
        investing_cf: mil(f.investingCashFlow),
        financing_cf: mil(f.financingCashFlow),
        net_change_cash: mil(f.netCashChange),
      };
  }
}

const US_Q: Record<PeriodKind, string> = { Q1: 'Q1', H1: 'Q2', Q3: 'Q3', FY: 'Q4' };

/** HK or US statement rows, newest first. */
export function stockFinance(
  src: ContentSource,
  seed: InstrumentSeed,
  fType: FinanceFType,
  type: FinancePeriodType,
): StockFinance {
  const model = src.model(seed);
  const hk = seed.region === 'HK';
  const list = periods(src, seed, hk ? HK_PERIODS : US_PERIODS);
  const rows: StockFinanceRow[] = [];
  for (const per of list) {
    const annual = per.kind === 'FY';
    if ((type === 'annual' && !annual) || (type === 'interim' && annual && hk)) continue;
    const year = model.years.get(per.year);
    if (hk) {
      const fig = figuresOf(model, per.year, per.kind);
      const dps = (year?.dividendPerShare ?? 0) * (annual ? 1 : 0.4);
      rows.push({
        fiscalperiodenddate: ymdDash(per.end),
        period_type: annual ? 'annual' : 'interim',
        period_label: `${per.year}${annual ? '年报' : '中期'}`,
        publish_date: ymdDash(per.publish),
        ...hkRow(seed, fig, fType, dps),
      });
      continue;
    }
    // US: interim rows are single quarters; the fourth quarter's end date belongs to the annual row
    // in 'all' (rows stay unique by fiscalperiodenddate).
    const asQuarter = type === 'interim' || !annual;
    const fig = asQuarter ? singleQuarter(model, per) : figuresOf(model, per.year, per.kind);
    rows.push({
      fiscalperiodenddate: ymdDash(per.end),
      period_type: asQuarter ? 'interim' : 'annual',
      period_label: asQuarter ? `${per.year}${US_Q[per.kind]}` : `${per.year}财年`,
      publish_date: ymdDash(per.publish),
      ...usRow(seed, fig, fType),
    });
  }
  return { stock: { name: seed.name, currency: seed.currency }, list: rows };
}
