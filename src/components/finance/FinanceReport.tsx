/**
 * Financial statements of one instrument (§2 (screens and routes) "Financial report page" and the stock home's 财务 tab):
 * four statement tabs, a period selector overlay, a currency line, swipeable columns by fiscal period
 * end date (CN also date tabs from report_date), a year-on-year toggle and the announcement dates.
 * CN reads hsFinance once (every statement of every period); HK and US read one statement per tab
 * with the chosen period type, laid out by the market's row set.
 */
import { useMemo, useRef, useState } from 'react';
import Tabs from 'react-vant/es/tabs';
import { useTabRoles } from '../tabs/use-tab-roles';
import {
  financeLayout,
  HK_FINANCE_ROWS,
  US_FINANCE_ROWS,
  type CnDateType,
  type CnReportType,
  type FinanceFType,
  type FinancePeriodType,
} from '../../../contract/finance';
import {
  CN_PERIOD_OPTIONS,
  cnTable,
  GLOBAL_PERIOD_OPTIONS,
  globalTable,
  type FinanceTable,
} from '../../lib/info/finance';
import { getHsFinance, getStockFinance } from '../../services/finance';
import { AsyncBlock } from '../async/AsyncBlock';
import { useAsync } from '../async/use-async';
import { FinanceGrid } from './FinanceGrid';
import { PeriodSelector } from './PeriodSelector';
import './finance-report.css';

interface StatementTab {
  title: string;
  cn: CnReportType;
  global: FinanceFType;
}

/** The four tabs: main indicators, balance sheet, income statement, cash-flow statement. */
export const STATEMENT_TABS: readonly StatementTab[] = [
  { title: '主要指标', cn: 'quota', global: 'quote' },
  { title: '资产负债表', cn: 'assets', global: 'debt' },
  { title: '利润表', cn: 'profit', global: 'income' },
  { title: '现金流量表', cn: 'cash', global: 'cash_stream' },
];

export interface FinanceReportProps {
  market: string;
  /** Code as the stock page uses it (HK 5 digits). */
  code: string;
}

export function FinanceReport({ market, code }: FinanceReportProps) {
  const layout = financeLayout(market);
  const [tab, setTab] = useState(0);
  const tabsRef = useRef<HTMLDivElement>(null);
  useTabRoles(tabsRef);
  const [yoy, setYoy] = useState(false);
  const [cnPeriod, setCnPeriod] = useState<CnDateType | 0>(0);
  const [globalPeriod, setGlobalPeriod] = useState<FinancePeriodType>('all');
  const isCn = layout === 'CN';
  const options = isCn ? CN_PERIOD_OPTIONS : GLOBAL_PERIOD_OPTIONS;
  const current = isCn ? cnPeriod : globalPeriod;
  const periodLabel = options.find((o) => o.value === current)?.label ?? '全部';

  return (
    <div className="finance-report" ref={tabsRef}>
      <Tabs
        active={tab}
        onChange={(_name, index) => setTab(index)}
        lineWidth={24}
        className="finance-report__tabs"
      >
        {STATEMENT_TABS.map((t) => (
          <Tabs.TabPane key={t.title} title={t.title} />
        ))}
      </Tabs>
      <div className="finance-report__bar">
        <PeriodSelector
          label={periodLabel}
          options={options.map((o) => ({ label: o.label, value: String(o.value) }))}
          value={String(current)}
          onChange={(v) =>
            isCn ? setCnPeriod(Number(v) as CnDateType | 0) : setGlobalPeriod(v as FinancePeriodType)
          }
        />
        <label className="finance-report__yoy touch-target">
          <input type="checkbox" checked={yoy} onChange={(e) => setYoy(e.target.checked)} />
          <span className="finance-report__yoy-switch" aria-hidden />
          同比
        </label>
      </div>
      {isCn ? (
        <CnStatement
          market={market}
          code={code}
          report={STATEMENT_TABS[tab].cn}
          period={cnPeriod}
          yoy={yoy}
        />
      ) : (
        <GlobalStatement
          code={code}
          layout={layout}
          fType={STATEMENT_TABS[tab].global}
          period={globalPeriod}
          yoy={yoy}
        />
      )}
    </div>
  );
}

function CurrencyLine({ text }: { text: string }) {
  return <div className="finance-report__currency">{text}</div>;
}

function CnStatement({
  market,
  code,
  report,
  period,
  yoy,
}: {
  market: string;
  code: string;
  report: CnReportType;
  period: CnDateType | 0;
  yoy: boolean;
}) {
  const state = useAsync(() => getHsFinance(market.toLowerCase(), code), [market, code]);
  return (
    <AsyncBlock state={state}>
      {(data) => <CnTableView table={cnTable(data, report, period)} yoy={yoy} />}
    </AsyncBlock>
  );
}

function CnTableView({ table, yoy }: { table: FinanceTable | null; yoy: boolean }) {
  // §8 (the error catalogue): financial data without report_date returns early (nothing to lay out).
  if (!table || table.columns.length === 0) return <div className="finance-report__empty">暂无数据</div>;
  return (
    <>
      <CurrencyLine text="单位：百万元（人民币），每股指标单位：元" />
      <FinanceGrid table={table} yoy={yoy} dateTabs />
    </>
  );
}

function GlobalStatement({
  code,
  layout,
  fType,
  period,
  yoy,
}: {
  code: string;
  layout: 'HK' | 'US';
  fType: FinanceFType;
  period: FinancePeriodType;
  yoy: boolean;
}) {
  const state = useAsync(() => getStockFinance(fType, code, period), [code, fType, period]);
  const defs = (layout === 'HK' ? HK_FINANCE_ROWS : US_FINANCE_ROWS)[fType];
  return (
    <AsyncBlock state={state} isEmpty={(d) => !d.list || d.list.length === 0}>
      {(data) => (
        <GlobalTableView table={globalTable(data.list, defs)} currency={data.stock?.currency} yoy={yoy} />
      )}
    </AsyncBlock>
  );
}

function GlobalTableView({
  table,
  currency,
  yoy,
}: {
  table: FinanceTable;
  currency: string | undefined;
  yoy: boolean;
}) {
  const unit = useMemo(
    () => `单位：百万${currency ? `（${currency}）` : ''}，每股指标单位：${currency ?? '元'}`,
    [currency],
  );
  return (
    <>
      <CurrencyLine text={unit} />
      <FinanceGrid table={table} yoy={yoy} />
    </>
  );
}
