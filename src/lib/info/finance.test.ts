import type { FinanceItem, HsFinance, StockFinanceRow } from '../../../contract/finance';
import {
  CN_PERIOD_OPTIONS,
  cnTable,
  filterCnDates,
  formatCnValue,
  formatGlobalValue,
  formatYoy,
  GLOBAL_PERIOD_OPTIONS,
  globalTable,
  uniqueByPeriodEnd,
  yoyPercent,
} from './finance';

test('period selector labels per market', () => {
  expect(CN_PERIOD_OPTIONS.map((o) => o.label)).toEqual(['全部', '年报', '中报', '三季报', '一季报']);
  expect(GLOBAL_PERIOD_OPTIONS.map((o) => o.label)).toEqual(['全部', '中期(季报)', '年报']);
});

describe('values', () => {
  test('CN amounts in millions, percents, per share; dashes for missing', () => {
    expect(formatCnValue(123_456_789, 'amount')).toBe('123.46');
    expect(formatCnValue(262_366_281_234, 'amount')).toBe('262,366.28');
    expect(formatCnValue(-1_234_567_890, 'amount')).toBe('-1,234.57');
    expect(formatCnValue(-5_000_000, 'amount')).toBe('-5.00');
    expect(formatCnValue(12.345, 'percent', 2)).toBe('12.35%');
    expect(formatCnValue(1.23456, 'per_share', 4)).toBe('1.2346');
    expect(formatCnValue(null, 'amount')).toBe('--');
    expect(formatCnValue('abc', 'ratio')).toBe('--');
  });
  test('HK/US values are already millions', () => {
    expect(formatGlobalValue(1234.567, 'million')).toBe('1,234.57');
    expect(formatGlobalValue(3.4567, 'per_share')).toBe('3.457');
    expect(formatGlobalValue(25, 'percent')).toBe('25.00%');
    expect(formatGlobalValue(null, 'million')).toBe('--');
  });
  test('year on year', () => {
    expect(yoyPercent(120, 100)).toBeCloseTo(20);
    expect(yoyPercent(-50, -100)).toBeCloseTo(50);
    expect(yoyPercent(1, 0)).toBeNull();
    expect(formatYoy(20)).toBe('+20.00%');
    expect(formatYoy(-4)).toBe('-4.00%');
    expect(formatYoy(null)).toBe('--');
  });
});

const item = (over: Partial<FinanceItem>): FinanceItem => ({
  report_type: 'profit',
  date_description: '2026三季报',
  date_value: '2026-09-30',
  item_display: 'amount',
  item_title: '营业收入',
  item_value: 1e9,
  item_precision: 2,
  item_tongbi: 10,
  publish_date: '2026-10-28',
  ...over,
});

describe('CN table', () => {
  const data: HsFinance = {
    report_date: [
      { date_type: 3, date_value: '2026-09-30', date_description: '2026三季报' },
      { date_type: 2, date_value: '2026-06-30', date_description: '2026中报' },
      { date_type: 4, date_value: '2025-12-31', date_description: '2025年报' },
    ],
    report_list: {
      '2026-09-30': [
        item({}),
        item({ item_title: '净利润', item_value: 5e8, item_tongbi: null }),
        item({ report_type: 'cash', item_title: '经营现金流' }),
      ],
      '2026-06-30': [
        item({
          date_value: '2026-06-30',
          date_description: '2026中报',
          item_value: 6e8,
          publish_date: '2026-08-20',
        }),
      ],
      '2025-12-31': [],
    },
  };
  test('columns per period, rows per item, missing cells dashed', () => {
    const t = cnTable(data, 'profit', 0)!;
    expect(t.columns.map((c) => c.title)).toEqual(['2026三季报', '2026中报', '2025年报']);
    expect(t.columns[1].publishDate).toBe('2026-08-20');
    expect(t.rows.map((r) => r.label)).toEqual(['营业收入', '净利润']);
    expect(t.rows[0].values).toEqual(['1,000.00', '600.00', '--']);
    expect(t.rows[1].values).toEqual(['500.00', '--', '--']);
    expect(t.rows[0].yoy[0]).toBe('+10.00%');
    expect(t.rows[1].yoy[0]).toBe('--');
  });
  test('period filter by date_type', () => {
    expect(filterCnDates(data.report_date, 4).map((d) => d.date_value)).toEqual(['2025-12-31']);
    expect(cnTable(data, 'profit', 2)!.columns.map((c) => c.key)).toEqual(['2026-06-30']);
  });
  test('returns early without report_date', () => {
    expect(cnTable({ report_list: {} } as unknown as HsFinance, 'profit', 0)).toBeNull();
    expect(cnTable(null, 'profit', 0)).toBeNull();
  });
});

describe('HK/US table', () => {
  const row = (end: string, label: string, turnover: number | null): StockFinanceRow => ({
    fiscalperiodenddate: end,
    period_type: 'annual',
    period_label: label,
    publish_date: '',
    turnover,
    roe: 12,
  });
  const rows = [
    row('2025-12-31', '2025年报', 120),
    row('2025-12-31', '2025年报', 1),
    row('2024-12-31', '2024年报', 100),
    row('2023-12-31', '2023年报', null),
  ];
  test('de-duplicated by fiscal period end', () => {
    expect(uniqueByPeriodEnd(rows).map((r) => r.fiscalperiodenddate)).toEqual([
      '2025-12-31',
      '2024-12-31',
      '2023-12-31',
    ]);
  });
  test('values and yoy against the period a year earlier', () => {
    const t = globalTable(rows, [
      { field: 'turnover', label: '营业额', unit: 'million' },
      { field: 'roe', label: '股东权益回报率', unit: 'percent' },
    ]);
    expect(t.columns.map((c) => c.title)).toEqual(['2025年报', '2024年报', '2023年报']);
    expect(t.rows[0].values).toEqual(['120.00', '100.00', '--']);
    expect(t.rows[0].yoy).toEqual(['+20.00%', '--', '--']);
    expect(t.rows[1].values).toEqual(['12.00%', '12.00%', '12.00%']);
  });
});
