/**
 * Where a minute K-line bar (§9 (business constants and limits): minute periods 1, 5, 15, 30, 60)
 * begins and ends, written once for the server (rolls minute bars up) and the app (places a live
 * bar). Pure: no DOM, no Node.
 *
 * Rule (the one Futu and 同花顺 draw): a p-minute bar counts from the start of its continuous
 * segment (CN 09:30 and 13:00, HK 09:30 and 13:00, US 09:30), and a segment's end cuts the last bar
 * short: HK 60分 has 09:30–10:30, 10:30–11:30, 11:30–12:00, then 13:00–14:00…; the lunch break and
 * the close never fall inside a bar. A bar is stamped with its end (09:35 for 09:30–09:35), as a
 * one-minute bar is, so a bar still trading already carries the Time it will close with.
 */
import { SCHEDULES, type SessionExchange } from './sessions';

const { ceil: mCeil, floor: mFloor, min: mMin } = Math;
const DAY = 86400;

/**
 * Local seconds of day at which the p-minute bar holding the one-minute bar that ends at `minuteEnd`
 * (local seconds of day) ends. A stamp outside every segment is taken into the nearest bar before
 * it, or the day's first bar before the open. A stamp at the afternoon's opening instant (13:00) is
 * the morning's last minute: the simulator stamps each minute with the next trading minute's start.
 */
export function barEndOfMinute(ex: SessionExchange, minuteEnd: number, minutes: number): number {
  const segs = SCHEDULES[ex].segments;
  const len = minutes * 60;
  if (minuteEnd <= segs[0][0]) return mMin(segs[0][1], segs[0][0] + len);
  for (let i = 0; i < segs.length; i++) {
    const [a, b] = segs[i];
    const next = segs[i + 1];
    if (minuteEnd <= b || !next || minuteEnd <= next[0]) {
      const e = mMin(minuteEnd, b);
      return mMin(b, a + mCeil((e - a) / len) * len);
    }
  }
  return segs[segs.length - 1][1];
}

/**
 * Local seconds of day of the end of the one-minute bar a trade at local time `seconds` falls in:
 * a trade at 09:35:00 opens the 09:35–09:36 minute; the opening auction's print counts in the
 * first minute, a print at a segment's end (the 11:30 or the 15:00 close) in that segment's last.
 */
export function minuteEndOfTrade(ex: SessionExchange, seconds: number): number {
  const segs = SCHEDULES[ex].segments;
  if (seconds < segs[0][0]) return segs[0][0] + 60;
  for (let i = 0; i < segs.length; i++) {
    const [a, b] = segs[i];
    if (seconds < b) return seconds < a ? segs[i - 1][1] : a + (mFloor((seconds - a) / 60) + 1) * 60;
    const next = segs[i + 1];
    if (!next || seconds < next[0]) return b;
  }
  return segs[segs.length - 1][1];
}

/** Local seconds of day of a unix time on a clock `offset` seconds from UTC. */
const localSeconds = (unix: number, offset: number): number => (((unix + offset) % DAY) + DAY) % DAY;

/**
 * The unix time a p-minute bar is stamped with, for a bar or minute stamped `unix` (its end) on an
 * exchange clock `offset` seconds from UTC (sessions never cross local midnight).
 */
export function minuteBarTime(ex: SessionExchange, unix: number, offset: number, minutes: number): number {
  const s = localSeconds(unix, offset);
  return unix - s + barEndOfMinute(ex, s, minutes);
}

/** The unix time of the p-minute bar a trade at `unix` updates (or opens, at the period's boundary). */
export function minuteBarTimeOfTrade(
  ex: SessionExchange,
  unix: number,
  offset: number,
  minutes: number,
): number {
  const s = localSeconds(unix, offset);
  return unix - s + barEndOfMinute(ex, minuteEndOfTrade(ex, s), minutes);
}

/** Calendar keys of the long periods: a trading day (YYYYMMDD) → its quarter (YYYYQ) or year. */
export const quarterKey = (ymd: number): number =>
  mFloor(ymd / 10000) * 10 + mFloor(((mFloor(ymd / 100) % 100) - 1) / 3) + 1;
export const yearKey = (ymd: number): number => mFloor(ymd / 10000);
