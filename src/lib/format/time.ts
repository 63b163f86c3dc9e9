// Date and time formats of §9. "now" is always a parameter (default: the current time) so results are
// deterministic in tests. Local-time formats use dayjs; market-zone formats the exchange clock.
import dayjs from 'dayjs';
import { exchangeTime } from '../exchange-clock';
import type { Region } from '../market';
import { DASH } from './number';

export type TimeInput = number | string | Date | null | undefined;

/** Timestamps below this are unix seconds, at or above it milliseconds (1e11 s is year 5138; 1e11 ms is 1973). */
export const SECONDS_LIMIT = 1e11;

/** Zero-padded two-digit part: 5 → '05'. */
export function pad2(n: number): string {
  return n < 10 && n >= 0 ? `0${n}` : String(n);
}

/**
 * Epoch milliseconds of a time given as unix seconds or milliseconds (number or numeric string, e.g.
 * a news ctime), a date string dayjs can parse, or a Date. null when missing or unreadable.
 */
export function toMillis(t: TimeInput): number | null {
  if (t === null || t === undefined || t === '') return null;
  if (t instanceof Date) return Number.isNaN(t.getTime()) ? null : t.getTime();
  const n = typeof t === 'number' ? t : /^\d+(\.\d+)?$/.test(t.trim()) ? Number(t) : NaN;
  if (Number.isFinite(n)) return n < SECONDS_LIMIT ? n * 1000 : n;
  if (typeof t !== 'string') return null;
  const d = dayjs(t);
  return d.isValid() ? d.valueOf() : null;
}

function fmt(t: TimeInput, pattern: string): string {
  const ms = toMillis(t);
  return ms === null ? DASH : dayjs(ms).format(pattern);
}

export const formatHHmm = (t: TimeInput): string => fmt(t, 'HH:mm');
export const formatHHmmss = (t: TimeInput): string => fmt(t, 'HH:mm:ss');
export const formatMonthDayTime = (t: TimeInput): string => fmt(t, 'MM-DD HH:mm');
export const formatMonthDayTimeSec = (t: TimeInput): string => fmt(t, 'MM-DD HH:mm:ss');
export const formatDate = (t: TimeInput): string => fmt(t, 'YYYY-MM-DD');
export const formatDateTime = (t: TimeInput): string => fmt(t, 'YYYY-MM-DD HH:mm');

/** 今天 / 昨天 for a time on the same or the previous local day as `now`, otherwise null. */
export function dayLabel(t: TimeInput, now: TimeInput = Date.now()): '今天' | '昨天' | null {
  const ms = toMillis(t);
  const nowMs = toMillis(now);
  if (ms === null || nowMs === null) return null;
  const d = dayjs(ms);
  const today = dayjs(nowMs);
  if (d.isSame(today, 'day')) return '今天';
  if (d.isSame(today.subtract(1, 'day'), 'day')) return '昨天';
  return null;
}

/** §9: today shows the time only (HH:mm); any other day month-day plus time (MM-DD HH:mm). */
export function formatListTime(t: TimeInput, now: TimeInput = Date.now()): string {
  const ms = toMillis(t);
  const nowMs = toMillis(now);
  if (ms === null || nowMs === null) return DASH;
  return dayjs(ms).isSame(dayjs(nowMs), 'day') ? formatHHmm(ms) : formatMonthDayTime(ms);
}

/** '今天 HH:mm', '昨天 HH:mm', otherwise 'MM-DD HH:mm'. */
export function formatLabelledTime(t: TimeInput, now: TimeInput = Date.now()): string {
  const ms = toMillis(t);
  if (ms === null) return DASH;
  const label = dayLabel(ms, now);
  return label ? `${label} ${formatHHmm(ms)}` : formatMonthDayTime(ms);
}

/** §9 post and comment time: same day HH:mm, same year MM-DD HH:mm, otherwise YYYY-MM-DD HH:mm. */
export function formatPostTime(t: TimeInput, now: TimeInput = Date.now()): string {
  const ms = toMillis(t);
  const nowMs = toMillis(now);
  if (ms === null || nowMs === null) return DASH;
  const d = dayjs(ms);
  const today = dayjs(nowMs);
  if (d.isSame(today, 'day')) return d.format('HH:mm');
  if (d.isSame(today, 'year')) return d.format('MM-DD HH:mm');
  return d.format('YYYY-MM-DD HH:mm');
}

/** Zone label after the header time: 美东 for USA, none elsewhere (§2). */
export function zoneLabel(region: Region): string {
  return region === 'USA' ? '美东' : '';
}

/**
 * A time in the region's exchange zone with tokens YYYY, MM, DD, HH, mm, ss (default 'MM-DD HH:mm:ss',
 * the header's status time), on the exchange's clock (src/lib/exchange-clock.ts): US times follow
 * New York daylight saving.
 */
export function formatMarketTime(t: TimeInput, region: Region, pattern = 'MM-DD HH:mm:ss'): string {
  const ms = toMillis(t);
  if (ms === null) return DASH;
  const clock = exchangeTime(region, ms);
  const tokens: Record<string, string> = {
    YYYY: String(clock.year),
    MM: pad2(clock.month),
    DD: pad2(clock.day),
    HH: pad2(clock.hour),
    mm: pad2(clock.minute),
    ss: pad2(clock.second),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (tok) => tokens[tok]);
}
