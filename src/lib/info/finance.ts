// Financial report rules (§2 (screens and routes) "Financial report page", §4 (states and transitions) "Period selector", §8 (the error catalogue)): period options per
// market, CN period filtering, the statement table (rows × fiscal periods), amounts in millions,
// dashes for missing values and year-on-year figures.
import type {
  CnDateType,
  CnReportType,
  FinanceItem,
  FinancePeriodType,
  FinanceRowDef,
  HsFinance,
  ItemDisplay,
  ReportDate,
  StockFinanceRow,
} from '../../../contract/finance';
import { DASH, fixed, toNumber } from '../format/number';

export interface PeriodOption<V> {
  label: string;
  value: V;
}

/** CN period selector: 全部, 年报, 中报, 三季报, 一季报 (0 = all). */
export const CN_PERIOD_OPTIONS: ReadonlyArray<PeriodOption<CnDateType | 0>> = [
  { label: '全部', value: 0 },
  { label: '年报', value: 4 },
  { label: '中报', value: 2 },
  { label: '三季报', value: 3 },
  { label: '一季报', value: 1 },
];

/** HK and US period selector: 全部, 中期(季报), 年报. */
export const GLOBAL_PERIOD_OPTIONS: ReadonlyArray<PeriodOption<FinancePeriodType>> = [
  { label: '全部', value: 'all' },
  { label: '中期(季报)', value: 'interim' },
  { label: '年报', value: 'annual' },
];

export const MILLION = 1e6;

/** Amount with 2 decimals and thousands separators (262366.28 → '262,366.28'). */
export function groupedAmount(n: number): string {
  const [int, dec] = fixed(n, 2).split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${dec}`;
}

/** A CN value as the table shows it: amounts in millions (2 decimals), percents with %, others by precision. */
export function formatCnValue(value: unknown, display: ItemDisplay, precision = 2): string {
  const n = toNumber(value);
  if (n === null) return DASH;
  const p = Math.max(0, Math.min(4, Math.round(precision)));
  if (display === 'amount') return groupedAmount(n / MILLION);
  if (display === 'percent') return `${fixed(n, p)}%`;
  return fixed(n, p);
}

/** An HK/US row value (amounts already in millions): 2 decimals, per-share 3, percents with %. */
export function formatGlobalValue(value: unknown, unit: FinanceRowDef['unit']): string {
  const n = toNumber(value);
  if (n === null) return DASH;
  if (unit === 'percent') return `${fixed(n, 2)}%`;
  if (unit === 'per_share') return fixed(n, 3);
  return groupedAmount(n);
}

/** Year-on-year change in percent, '+12.30%' / '-4.00%', '--' when either side is missing or the base is 0. */
export function formatYoy(pct: unknown): string {
  const n = toNumber(pct);
  if (n === null) return DASH;
  return `${n > 0 ? '+' : ''}${fixed(n, 2)}%`;
}

/** Change against the comparable period in percent of the base's magnitude; null without a usable base. */
export function yoyPercent(current: unknown, previous: unknown): number | null {
  const c = toNumber(current);
  const p = toNumber(previous);
  if (c === null || p === null || p === 0) return null;
  return ((c - p) / Math.abs(p)) * 100;
}

/** CN periods of the chosen type (0 = all), newest first as the server sends them. */
export function filterCnDates(
  dates: readonly ReportDate[] | null | undefined,
  type: CnDateType | 0,
): ReportDate[] {
  return (dates ?? []).filter((d) => type === 0 || d.date_type === type);
}

export interface TableColumn {
  key: string;
  /** e.g. 2026三季报 */
  title: string;
  /** Fiscal period end YYYY-MM-DD. */
  end: string;
  publishDate: string;
}

export interface TableRow {
  label: string;
  /** One cell per column (already formatted). */
  values: string[];
  yoy: string[];
}

export interface FinanceTable {
  columns: TableColumn[];
  rows: TableRow[];
}

/**
 * CN statement table: one column per chosen period, one row per item title of the statement (in the
 * server's order; an item a period lacks shows '--'). §8 (the error catalogue): without report_date, null (return early).
 */
export function cnTable(
  data: HsFinance | null | undefined,
  report: CnReportType,
  type: CnDateType | 0,
): FinanceTable | null {
  if (!data || !Array.isArray(data.report_date)) return null;
  const dates = filterCnDates(data.report_date, type);
  const perDate = dates.map((d) =>
    (data.report_list?.[d.date_value] ?? []).filter((i) => i.report_type === report),
  );
  const titles: string[] = [];
  for (const items of perDate)
    for (const i of items) if (!titles.includes(i.item_title)) titles.push(i.item_title);
  const columns = dates.map((d, k) => ({
    key: d.date_value,
    title: d.date_description,
    end: d.date_value,
    publishDate: perDate[k][0]?.publish_date ?? '',
  }));
  const rows = titles.map((title) => {
    const cells = perDate.map((items) => items.find((i) => i.item_title === title));
    return {
      label: title,
      values: cells.map((c: FinanceItem | undefined) =>
        c ? formatCnValue(c.item_value, c.item_display, c.item_precision) : DASH,
      ),
      yoy: cells.map((c) => formatYoy(c?.item_tongbi)),
    };
  });
  return { columns, rows };
}

/** The same fiscal period one year earlier (YYYY-MM-DD). */
function yearEarlier(end: string): string {
  const m = /^(\d{4})(-\d{2}-\d{2})$/.exec(end);
  return m ? `${Number(m[1]) - 1}${m[2]}` : '';
}

/** Rows de-duplicated by fiscalperiodenddate (§3 (entities and their fields)), first occurrence kept. */
export function uniqueByPeriodEnd(rows: readonly StockFinanceRow[] | null | undefined): StockFinanceRow[] {
  const seen = new Set<string>();
  return (rows ?? []).filter((r) => {
    if (seen.has(r.fiscalperiodenddate)) return false;
    seen.add(r.fiscalperiodenddate);
    return true;
  });
}

/**
 * HK/US statement table from period rows and the market's row set. Year on year compares with the row
 * whose period ends exactly one year earlier (same fiscal period), when the list holds it.
 */
export function globalTable(
  rows: readonly StockFinanceRow[] | null | undefined,
  defs: readonly FinanceRowDef[],
): FinanceTable {
  const list = uniqueByPeriodEnd(rows);
  const byEnd = new Map(list.map((r) => [r.fiscalperiodenddate, r]));
  const columns = list.map((r) => ({
    key: r.fiscalperiodenddate,
    title: r.period_label,
    end: r.fiscalperiodenddate,
    publishDate: r.publish_date,
  }));
  const out = defs.map((d) => ({
    label: d.label,
    values: list.map((r) => formatGlobalValue(r[d.field], d.unit)),
    yoy: list.map((r) => {
      const prev = byEnd.get(yearEarlier(r.fiscalperiodenddate));
      return d.unit === 'percent' ? DASH : formatYoy(prev ? yoyPercent(r[d.field], prev[d.field]) : null);
    }),
  }));
  return { columns, rows: out };
}
