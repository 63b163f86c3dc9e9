/**
 * 涨停基因 (§3 (entities and their fields)): 近一年涨停 (TopYearNum) and 最近涨停 (TopStopClDate) follow one window, the last
 * year before today's trading day; a limit-up 366 days back counts in neither, 365 days back in both.
 */
import { findInstrument } from '../../../server/data/universe';
import { limitUpGeneOf, oneYearBefore, withinLastYear } from '../../../server/market/derived';
import type { DailySeries } from '../../../server/market/history';

const seed = findInstrument('sh', '600519')!;

/** Weekdays from `from` to `to` (YYYYMMDD), as a trading calendar. */
function weekdays(from: number, to: number): number[] {
  const ymd = (d: Date) => d.getUTCFullYear() * 10000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate();
  const d = new Date(Date.UTC(Math.floor(from / 10000), (Math.floor(from / 100) % 100) - 1, from % 100));
  const out: number[] = [];
  for (; ymd(d) <= to; d.setUTCDate(d.getUTCDate() + 1)) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) out.push(ymd(d));
  }
  return out;
}

/** A flat series at 10.00 that closes at the limit-up price (+10 %) on the given days. */
function seriesWithLimitUps(limitUpDays: number[]): DailySeries {
  const days = weekdays(20250901, 20261120);
  const n = days.length;
  const close = new Float64Array(n);
  let pre = 10;
  for (let i = 0; i < n; i++) {
    close[i] = limitUpDays.includes(days[i]) ? Math.round(pre * 110) / 100 : 10;
    pre = close[i];
  }
  return {
    days,
    firstPreClose: 10,
    open: close.slice(),
    high: close.slice(),
    low: close.slice(),
    close,
    volume: new Float64Array(n).fill(1e6),
    amount: new Float64Array(n).fill(1e7),
  };
}

describe('the last-year window', () => {
  it.each([
    [20261120, 20251120],
    [20280229, 20270228],
    [20250301, 20240301],
    [20290228, 20280228],
    [20260101, 20250101],
  ])('a year before %p starts on %p', (day, start) => expect(oneYearBefore(day)).toBe(start));

  it.each([
    [20251120, 20261120, true], // 365 days back: the same date a year before
    [20251119, 20261120, false], // 366 days back
    [20261119, 20261120, true],
    [20261120, 20261120, true],
    [20261123, 20261120, false],
  ])('%p within the year ending %p: %p', (day, today, yes) => expect(withinLastYear(day, today)).toBe(yes));
});

describe('近一年涨停 and 最近涨停 agree', () => {
  it.each([
    [[20251119], 0, ''],
    [[20251120], 1, '2025-11-20'],
    [[20251119, 20251120], 1, '2025-11-20'],
    [[20251120, 20260615], 2, '2026-06-15'],
    [[20261119], 1, '2026-11-19'],
    [[20261120], 0, ''], // today's bar is still trading
    [[], 0, ''],
  ])('limit-up closes on %p → %p time(s), latest %p', (limitUps, count, latest) => {
    const gene = limitUpGeneOf(seed, seriesWithLimitUps(limitUps));
    expect([gene.TopYearNum, gene.TopStopClDate]).toEqual([count, latest]);
  });
});
