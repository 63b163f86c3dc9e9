import { gridRows, yoyTone } from './FinanceGrid';

test.each([
  ['+12.30%', 'rise'],
  ['-4.00%', 'fall'],
  ['0.00%', ''],
  ['--', ''],
])('year on year %s is coloured %j', (text, tone) => {
  expect(yoyTone(text)).toBe(tone);
});

test('the statement rows end with the announcement dates, a missing one as dashes', () => {
  const rows = gridRows({
    columns: [
      { key: 'a', title: '2026中报', end: '2026-06-30', publishDate: '2026-08-20' },
      { key: 'b', title: '2025年报', end: '2025-12-31', publishDate: '' },
    ],
    rows: [{ label: '营业总收入', values: ['1.00', '2.00'], yoy: ['+1.00%', '--'] }],
  });
  expect(rows).toEqual([
    { label: '营业总收入', values: ['1.00', '2.00'], yoy: ['+1.00%', '--'] },
    { label: '公告日期', values: ['2026-08-20', '--'], yoy: null },
  ]);
});
