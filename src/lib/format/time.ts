// Date and time formats of §9 (business constants and limits), every one on an exchange's clock (issue 31 item 4): a time the app
// shows is in the instrument's exchange zone (CN and HK Beijing, USA New York), whatever zone the
// device is set to; community times in Beijing time. The clock is computed by rule
// (src/lib/exchange-clock.ts), not through Intl zones. "now" is always a parameter (default: the
// current time) so results are deterministic in tests.
import { exchangeTime, zoneOffsetSeconds } from '../exchange-clock';
import type { Region } from '../market';
import { formatMarketMillis, SECONDS_LIMIT } from './market-time';
import { DASH } from './number';

export { pad2, SECONDS_LIMIT, zoneLabel } from './market-time';

export type TimeInput = number | string | Date | null | undefined;

/** Community times (posts, comments) are shown in Beijing time. */
export const COMMUNITY_REGION: Region = 'CN';

/** The exchange's wall clock → epoch milliseconds (the offset is taken at the instant itself). */
function wallToMillis(region: Region, y: number, mo: number, d: number, h: number, mi: number, s: number) {
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const guess = wall - zoneOffsetSeconds(region, Math.floor(wall / 1000)) * 1000;
  return wall - zoneOffsetSeconds(region, Math.floor(guess / 1000)) * 1000;
}

const WALL = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Epoch milliseconds of a time given as unix seconds or milliseconds (number or numeric string, e.g.
 * a news ctime), a date string ('YYYY-MM-DD[ HH:mm[:ss]]' is read on `region`'s exchange clock; an
 * ISO string with a zone as written), or a Date. null when missing or unreadable.
 */
export function toMillis(t: TimeInput, region: Region = 'CN'): number | null {
  if (t === null || t === undefined || t === '') return null;
  if (t instanceof Date) return Number.isNaN(t.getTime()) ? null : t.getTime();
  const n = typeof t === 'number' ? t : /^\d+(\.\d+)?$/.test(t.trim()) ? Number(t) : NaN;
  if (Number.isFinite(n)) return n < SECONDS_LIMIT ? n * 1000 : n;
  if (typeof t !== 'string') return null;
  const m = WALL.exec(t.trim());
  if (m) {
    const [y, mo, d, h, mi, s] = m.slice(1).map((x) => (x === undefined ? 0 : Number(x)));
    return wallToMillis(region, y, mo, d, h, mi, s);
  }
  // Only strings that carry their own zone; anything else would be read on the device's clock.
  if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(t.trim())) return null;
  const ms = Date.parse(t);
  return Number.isNaN(ms) ? null : ms;
}

function fmt(t: TimeInput, region: Region, pattern: string): string {
  return formatMarketMillis(toMillis(t, region), region, pattern);
}

export const formatHHmm = (t: TimeInput, region: Region): string => fmt(t, region, 'HH:mm');
export const formatHHmmss = (t: TimeInput, region: Region): string => fmt(t, region, 'HH:mm:ss');
export const formatMonthDayTime = (t: TimeInput, region: Region): string => fmt(t, region, 'MM-DD HH:mm');
export const formatMonthDayTimeSec = (t: TimeInput, region: Region): string =>
  fmt(t, region, 'MM-DD HH:mm:ss');
export const formatDate = (t: TimeInput, region: Region): string => fmt(t, region, 'YYYY-MM-DD');
export const formatDateTime = (t: TimeInput, region: Region): string => fmt(t, region, 'YYYY-MM-DD HH:mm');

/** Days since the epoch of the exchange's calendar date at an instant (for same-day tests). */
function exchangeDay(region: Region, ms: number): number {
  const c = exchangeTime(region, ms);
  return Math.floor(Date.UTC(c.year, c.month - 1, c.day) / 86_400_000);
}

/** 今天 / 昨天 for a time on the same or the previous exchange day as `now`, otherwise null. */
export function dayLabel(t: TimeInput, region: Region, now: TimeInput = Date.now()): '今天' | '昨天' | null {
  const ms = toMillis(t, region);
  const nowMs = toMillis(now, region);
  if (ms === null || nowMs === null) return null;
  const diff = exchangeDay(region, nowMs) - exchangeDay(region, ms);
  return diff === 0 ? '今天' : diff === 1 ? '昨天' : null;
}

/** §9 (business constants and limits): today shows the time only (HH:mm); any other day month-day plus time (MM-DD HH:mm). */
export function formatListTime(t: TimeInput, region: Region, now: TimeInput = Date.now()): string {
  const ms = toMillis(t, region);
  const nowMs = toMillis(now, region);
  if (ms === null || nowMs === null) return DASH;
  return exchangeDay(region, ms) === exchangeDay(region, nowMs)
    ? formatHHmm(ms, region)
    : formatMonthDayTime(ms, region);
}

/** '今天 HH:mm', '昨天 HH:mm', otherwise 'MM-DD HH:mm'. */
export function formatLabelledTime(t: TimeInput, region: Region, now: TimeInput = Date.now()): string {
  const ms = toMillis(t, region);
  if (ms === null) return DASH;
  const label = dayLabel(ms, region, now);
  return label ? `${label} ${formatHHmm(ms, region)}` : formatMonthDayTime(ms, region);
}

/**
 * §9 (business constants and limits) post and comment time: same day HH:mm, same year MM-DD HH:mm, otherwise YYYY-MM-DD HH:mm;
 * in Beijing time (COMMUNITY_REGION) unless told otherwise.
 */
export function formatPostTime(
  t: TimeInput,
  now: TimeInput = Date.now(),
  region: Region = COMMUNITY_REGION,
): string {
  const ms = toMillis(t, region);
  const nowMs = toMillis(now, region);
  if (ms === null || nowMs === null) return DASH;
  if (exchangeDay(region, ms) === exchangeDay(region, nowMs)) return formatHHmm(ms, region);
  if (exchangeTime(region, ms).year === exchangeTime(region, nowMs).year)
    return formatMonthDayTime(ms, region);
  return formatDateTime(ms, region);
}

/**
 * A time in the region's exchange zone with tokens YYYY, MM, DD, HH, mm, ss (default 'MM-DD HH:mm:ss',
 * the header's status time), on the exchange's clock (src/lib/exchange-clock.ts): US times follow
 * New York daylight saving.
 */
export function formatMarketTime(t: TimeInput, region: Region, pattern = 'MM-DD HH:mm:ss'): string {
  return formatMarketMillis(toMillis(t, region), region, pattern);
}
