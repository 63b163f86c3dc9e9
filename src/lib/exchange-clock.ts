/**
 * Exchange clocks by rule instead of Intl time zones: creating the first Intl.DateTimeFormat with a
 * timeZone loads ICU's zone data, about 120 ms on a throttled phone CPU, right when the stock home
 * shows its first quote. The rules are simple and fixed:
 * - CN (Asia/Shanghai) and HK (Asia/Hong_Kong): UTC+8 all year (neither has had daylight saving
 *   since 1991 / 1979, before any data the app shows).
 * - USA (America/New_York): UTC−5, daylight saving UTC−4 from 02:00 local on the second Sunday of
 *   March to 02:00 local on the first Sunday of November (the rule since 2007); 1987–2006 from the
 *   first Sunday of April to the last Sunday of October; 1967–1986 from the last Sunday of April
 *   (monthly K-lines reach back decades). The 1974–75 emergency dates are not modelled.
 * The tests check these against Intl hour by hour over several years.
 */
import type { Region } from './market';

const HOUR = 3600;

/** Day of the month of the n-th Sunday (1-based) of a month (0-based) in a year. */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
}

/** Day of the month of the last Sunday of a month (0-based) in a year. */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.getUTCDate() - last.getUTCDay();
}

/** New York's daylight-saving window of a year as unix seconds [start, end), or null (none). */
function newYorkDst(year: number): [number, number] | null {
  // Both switches happen at 02:00 local: 07:00 UTC in winter time, 06:00 UTC in summer time.
  const at = (month: number, day: number, utcHour: number) => Date.UTC(year, month, day, utcHour) / 1000;
  if (year >= 2007) return [at(2, nthSunday(year, 2, 2), 7), at(10, nthSunday(year, 10, 1), 6)];
  if (year >= 1987) return [at(3, nthSunday(year, 3, 1), 7), at(9, lastSunday(year, 9), 6)];
  if (year >= 1967) return [at(3, lastSunday(year, 3), 7), at(9, lastSunday(year, 9), 6)];
  return null;
}

/** Offset of the region's exchange clock from UTC, in seconds, at a unix time (seconds). */
export function zoneOffsetSeconds(region: Region, unixSeconds: number): number {
  if (region !== 'USA') return 8 * HOUR;
  const dst = newYorkDst(new Date(unixSeconds * 1000).getUTCFullYear());
  return dst && unixSeconds >= dst[0] && unixSeconds < dst[1] ? -4 * HOUR : -5 * HOUR;
}

export interface ExchangeTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The exchange's wall-clock time at an epoch time in milliseconds. */
export function exchangeTime(region: Region, ms: number): ExchangeTime {
  const d = new Date(ms + zoneOffsetSeconds(region, Math.floor(ms / 1000)) * 1000);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}
