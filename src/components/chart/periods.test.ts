import {
  activeBarTab,
  isKlineView,
  isLiveKline,
  isMinuteView,
  liveBarTime,
  menuPeriods,
  PERIOD_KEYS,
  PERIOD_LABELS,
  PERIODS,
  periodBarTabs,
} from './periods';
import { stockPeriods } from './types';

test('the table: §2 labels kept, minute periods of §9, 季K and 年K; every K-line period has a source', () => {
  expect(PERIOD_LABELS).toEqual({
    min: '分时',
    min5: '5日',
    day: '日K',
    week: '周K',
    month: '月K',
    m1: '1分',
    m5: '5分',
    m15: '15分',
    m30: '30分',
    m60: '60分',
    quarter: '季K',
    year: '年K',
    nav: '净值',
  });
  expect(menuPeriods('minute').map((p) => PERIODS[p].minutes)).toEqual([1, 5, 15, 30, 60]);
  expect(menuPeriods('more')).toEqual(['quarter', 'year']);
  for (const p of PERIOD_KEYS) {
    if (!isKlineView(p)) continue;
    // Live periods need the channel's code, every K-line period its HTTP name (older bars).
    expect([p, isLiveKline(p) ? typeof PERIODS[p].code : 'number', typeof PERIODS[p].http]).toEqual([
      p,
      'number',
      'string',
    ]);
  }
  expect(PERIOD_KEYS.filter(isMinuteView)).toEqual(['min', 'min5']);
  expect(PERIOD_KEYS.filter(isLiveKline)).toEqual(['day', 'm1', 'm5', 'm15', 'm30', 'm60']);
  expect(menuPeriods('minute').map((p) => PERIODS[p].time)).toEqual(Array(5).fill('datetime'));
  expect(['day', 'week', 'month', 'quarter', 'year'].map((p) => PERIODS[p as 'day'].time)).toEqual(
    Array(5).fill('date'),
  );
});

test.each([
  ['min', false, ['分时', '5日', '日K', '周K', '月K', '分钟', '更多'], '分时'],
  ['m5', false, ['分时', '5日', '日K', '周K', '月K', '5分', '更多'], '5分'],
  ['m60', true, ['分时', '5日', '日K', '周K', '月K', '净值', '60分', '更多'], '60分'],
  ['year', false, ['分时', '5日', '日K', '周K', '月K', '分钟', '年K'], '年K'],
] as const)('the period bar with %s chosen (ETF %s): %j, active %s', (active, etf, labels, activeLabel) => {
  const tabs = periodBarTabs(stockPeriods(etf), active);
  expect(tabs.map((t) => t.label)).toEqual(labels);
  expect(tabs.find((t) => t.key === activeBarTab(tabs, active))?.label).toBe(activeLabel);
  expect(tabs.find((t) => t.key === 'menu:minute')?.menu).toEqual(['m1', 'm5', 'm15', 'm30', 'm60']);
});

test('a page offering no menu periods (the sector page) shows no menu tab', () => {
  const tabs = periodBarTabs(['min', 'min5', 'day', 'week', 'month'], 'day');
  expect(tabs.map((t) => t.key)).toEqual(['min', 'min5', 'day', 'week', 'month']);
});

// The live rule under several instants: a push stamped with a minute inside a bar is that bar
// (its end); past the boundary the next. Exchange time whatever zone the test runs in.
const at = (utcMs: number) => utcMs / 1000;
test.each([
  // [period, region, pushed stamp (UTC), bar Time (UTC)]
  ['m5', 'CN', Date.UTC(2026, 10, 20, 1, 33), Date.UTC(2026, 10, 20, 1, 35)], // 09:33 → 09:35 Beijing
  ['m5', 'CN', Date.UTC(2026, 10, 20, 1, 35), Date.UTC(2026, 10, 20, 1, 35)],
  ['m5', 'CN', Date.UTC(2026, 10, 20, 1, 36), Date.UTC(2026, 10, 20, 1, 40)],
  ['m60', 'CN', Date.UTC(2026, 10, 20, 5, 0), Date.UTC(2026, 10, 20, 3, 30)], // 13:00 stamp: the morning's last
  ['m60', 'CN', Date.UTC(2026, 10, 20, 5, 1), Date.UTC(2026, 10, 20, 6, 0)], // 13:01 → 14:00
  ['m60', 'HK', Date.UTC(2026, 10, 20, 3, 45), Date.UTC(2026, 10, 20, 4, 0)], // 11:45 → 12:00 (lunch)
  ['m60', 'USA', Date.UTC(2026, 10, 20, 20, 50), Date.UTC(2026, 10, 20, 21, 0)], // 15:50 EST → 16:00
  ['m30', 'USA', Date.UTC(2026, 6, 15, 13, 31), Date.UTC(2026, 6, 15, 14, 0)], // 09:31 EDT → 10:00
  ['day', 'CN', Date.UTC(2026, 10, 19, 16), Date.UTC(2026, 10, 19, 16)], // not a minute period: as sent
] as const)('%s %s: a bar stamped %d is the bar of %d', (p, region, stamp, want) => {
  expect(liveBarTime(p, region, at(stamp))).toBe(at(want));
});
