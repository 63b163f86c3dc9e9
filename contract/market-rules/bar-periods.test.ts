import {
  barEndOfMinute,
  minuteBarTime,
  minuteBarTimeOfTrade,
  minuteEndOfTrade,
  quarterKey,
  yearKey,
} from './bar-periods';
import type { SessionExchange } from './sessions';

const hm = (h: number, m: number, s = 0) => h * 3600 + m * 60 + s;
const str = (sec: number) =>
  `${String(Math.floor(sec / 3600)).padStart(2, '0')}:${String(Math.floor(sec / 60) % 60).padStart(2, '0')}`;

// [exchange, period minutes, one-minute bar's end stamp, the period bar's end]
test.each<[SessionExchange, number, string, string]>([
  ['CN', 1, '09:31', '09:31'],
  ['CN', 5, '09:31', '09:35'],
  ['CN', 5, '09:35', '09:35'],
  ['CN', 5, '09:36', '09:40'],
  ['CN', 15, '11:30', '11:30'],
  ['CN', 30, '13:01', '13:30'],
  ['CN', 60, '10:30', '10:30'],
  ['CN', 60, '10:31', '11:30'],
  ['CN', 60, '13:01', '14:00'],
  ['CN', 60, '15:00', '15:00'],
  // A stamp in the lunch break belongs to the morning's last bar, one before the open to the first.
  ['CN', 5, '12:00', '11:30'],
  // The simulator stamps the morning's last minute with the afternoon's first instant (13:00).
  ['CN', 5, '13:00', '11:30'],
  ['HK', 60, '13:00', '12:00'],
  ['CN', 30, '09:25', '10:00'],
  ['CN', 5, '15:30', '15:00'],
  // HK 60分: the lunch break cuts the third bar to 11:30–12:00; the afternoon counts from 13:00.
  ['HK', 60, '11:31', '12:00'],
  ['HK', 60, '12:00', '12:00'],
  ['HK', 60, '13:01', '14:00'],
  ['HK', 60, '16:00', '16:00'],
  ['HK', 30, '11:59', '12:00'],
  ['HK', 15, '09:44', '09:45'],
  // US 60分: 09:30–10:30 … 15:30–16:00 (390 minutes: the close cuts the last bar to 30 minutes).
  ['US', 60, '10:30', '10:30'],
  ['US', 60, '15:31', '16:00'],
  ['US', 30, '16:00', '16:00'],
  ['US', 5, '09:31', '09:35'],
])('%s %i分: the minute ending %s is in the bar ending %s', (ex, p, minute, end) => {
  const [h, m] = minute.split(':').map(Number);
  expect(str(barEndOfMinute(ex, hm(h, m), p))).toBe(end);
});

// [exchange, trade time, the one-minute bar it falls in (its end)]
test.each<[SessionExchange, number, string]>([
  ['CN', hm(9, 25), '09:31'], // the opening auction's print
  ['CN', hm(9, 30), '09:31'],
  ['CN', hm(9, 34, 59), '09:35'],
  ['CN', hm(9, 35), '09:36'],
  ['CN', hm(11, 29, 59), '11:30'],
  ['CN', hm(11, 30), '11:30'], // the morning's last print
  ['CN', hm(13, 0), '13:01'],
  ['CN', hm(14, 59, 30), '15:00'],
  ['CN', hm(15, 0), '15:00'], // the closing print
  ['HK', hm(12, 0), '12:00'],
  ['HK', hm(12, 30), '12:00'],
  ['HK', hm(16, 5), '16:00'],
  ['US', hm(4, 0), '09:31'],
  ['US', hm(15, 59, 59), '16:00'],
])('%s: a trade at %i s is in the minute ending %s', (ex, t, end) => {
  expect(str(minuteEndOfTrade(ex, t))).toBe(end);
});

// The unix forms under several instants (issue 35 asks for several WAP_NOW instants): a CN day
// (UTC+8), a US winter day (UTC−5) and a US summer day (UTC−4), each at local midnight + stamp.
const instants: Array<[string, SessionExchange, number, number]> = [
  ['CN 2026-11-20', 'CN', Date.UTC(2026, 10, 19, 16) / 1000, 8 * 3600],
  ['US 2026-01-15 (EST)', 'US', Date.UTC(2026, 0, 15, 5) / 1000, -5 * 3600],
  ['US 2026-07-15 (EDT)', 'US', Date.UTC(2026, 6, 15, 4) / 1000, -4 * 3600],
  ['HK 2026-03-02', 'HK', Date.UTC(2026, 2, 1, 16) / 1000, 8 * 3600],
];
describe.each(instants)('unix stamps, %s', (_name, ex, midnight, offset) => {
  test('a trade updates the bar of its period, and the next boundary opens a new one', () => {
    const at = (sec: number) => midnight + sec;
    const first = minuteBarTimeOfTrade(ex, at(hm(10, 1, 5)), offset, 5);
    expect(first).toBe(at(hm(10, 5)));
    expect(minuteBarTimeOfTrade(ex, at(hm(10, 4, 59)), offset, 5)).toBe(first);
    expect(minuteBarTimeOfTrade(ex, at(hm(10, 5)), offset, 5)).toBe(at(hm(10, 10)));
    // A bar stamped with any minute inside it maps to the same bar; its own end stamp is a fixed point.
    expect(minuteBarTime(ex, at(hm(10, 3)), offset, 5)).toBe(first);
    expect(minuteBarTime(ex, first, offset, 5)).toBe(first);
    expect(minuteBarTime(ex, at(hm(10, 1)), offset, 1)).toBe(at(hm(10, 1)));
  });
});

test.each([
  [20260102, 20261, 2026],
  [20260331, 20261, 2026],
  [20260401, 20262, 2026],
  [20260930, 20263, 2026],
  [20261001, 20264, 2026],
  [20261231, 20264, 2026],
])('%i is in quarter %i, year %i', (ymd, q, y) => {
  expect(quarterKey(ymd)).toBe(q);
  expect(yearKey(ymd)).toBe(y);
});
