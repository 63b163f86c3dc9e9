// Date and time formats of §9. "now" is always a parameter (default: the current time) so results are
// deterministic in tests. Local-time formats use dayjs; market-zone formats the exchange clock
// (market-time.ts, a leaf without dayjs for the stock home's first render, re-exported here).
import dayjs from 'dayjs';
import type { Region } from '../market';
import { formatMarketMillis, SECONDS_LIMIT } from './market-time';
import { DASH } from './number';

export { pad2, SECONDS_LIMIT, zoneLabel } from './market-time';

export type TimeInput = number | string | Date | null | undefined;

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

/**
 * A time in the region's exchange zone with tokens YYYY, MM, DD, HH, mm, ss (default 'MM-DD HH:mm:ss',
 * the header's status time), on the exchange's clock (src/lib/exchange-clock.ts): US times follow
 * New York daylight saving.
 */
export function formatMarketTime(t: TimeInput, region: Region, pattern = 'MM-DD HH:mm:ss'): string {
  return formatMarketMillis(toMillis(t), region, pattern);
}
