/**
 * Exchange clocks by rule instead of Intl time zones: creating the first Intl.DateTimeFormat with a
 * timeZone loads ICU's zone data, about 120 ms on a throttled phone CPU, right when the stock home
 * shows its first quote. The rules are simple and fixed:
 * - CN (Asia/Shanghai) and HK (Asia/Hong_Kong): UTC+8 all year (neither has had daylight saving
 *   since 1991 / 1979, before any data the app shows).
 * - USA (America/New_York): UTC−5, daylight saving UTC−4 from the second Sunday of March, 02:00
 *   local, to the first Sunday of November, 02:00 local (the US rule since 2007).
 * The tests check these against Intl hour by hour over several years.
 */
import type { Region } from './market';

const HOUR = 3600;

/** Day of the month of the n-th Sunday (1-based) of a month (0-based) in a year. */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
}

/** Offset of the region's exchange clock from UTC, in seconds, at a unix time (seconds). */
export function zoneOffsetSeconds(region: Region, unixSeconds: number): number {
  if (region !== 'USA') return 8 * HOUR;
  const year = new Date(unixSeconds * 1000).getUTCFullYear();
  // 02:00 EST is 07:00 UTC; 02:00 EDT is 06:00 UTC.
  const dstStart = Date.UTC(year, 2, nthSunday(year, 2, 2), 7) / 1000;
  const dstEnd = Date.UTC(year, 10, nthSunday(year, 10, 1), 6) / 1000;
  return unixSeconds >= dstStart && unixSeconds < dstEnd ? -4 * HOUR : -5 * HOUR;
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
