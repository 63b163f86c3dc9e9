import { klineRows } from './kinds';

describe('klineRows: the days or minutes a K-line reply builds', () => {
  test.each([
    // [period, bars asked, rows charged]
    ['DAY', 1, 1],
    ['DAY', 1500, 1500],
    ['WEEK', 10, 50],
    ['MONTH', 10, 230],
    ['SEASON', 1, 66],
    ['SEASON', 1500, 2000],
    ['YEAR', 1, 252],
    ['YEAR', 7, 1764],
    ['YEAR', 8, 2000],
    ['M1', 1500, 1500],
    ['M5', 1, 5],
    ['M60', 10, 600],
    ['M60', 1500, 2000],
  ] as const)('%s × %i bars: %i rows', (period, bars, rows) => {
    expect(klineRows(period, bars)).toBe(rows);
  });
});
