/**
 * Minute bars (§3 (entities and their fields) MinuteEntry) → slots of the fixed intraday axis (§9 (business constants and limits)): exchange-local time decides
 * the slot, so the midday break leaves no gap and later points stay empty until they trade.
 */
import { extendedIntradayAxis, extendedSlots, intradayAxis } from '../../lib/chart/axis';
import { exchangeTime } from '../../lib/exchange-clock';
import type { Region } from '../../lib/market';
import type { MinuteEntry, PreMarketMinuteEntry } from '../../../contract/quote-protocol';
import type { MinuteSeries } from './types';

/** Sessions of an axis (minutes after local midnight, inclusive), from the axis itself. */
function sessionsOf(axis: readonly string[]): { from: number; to: number; offset: number }[] {
  const out: { from: number; to: number; offset: number }[] = [];
  let prev = -2;
  axis.forEach((t, i) => {
    const m = Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
    if (m !== prev + 1) out.push({ from: m, to: m, offset: i });
    else out[out.length - 1].to = m;
    prev = m;
  });
  return out;
}
const sessionCache = new Map<readonly string[], ReturnType<typeof sessionsOf>>();

/**
 * Slot of a local minute on the daily axis. Minutes before the open (auction) go to the first slot,
 * minutes in a break to the last slot before it, minutes after the close to the last slot.
 * `axis`: the day's axis (the US 分时 with extended hours has its own), by default the region's.
 */
export function slotOfMinute(region: Region, minute: number, axis = intradayAxis(region)): number {
  let sessions = sessionCache.get(axis);
  if (!sessions) sessionCache.set(axis, (sessions = sessionsOf(axis)));
  if (minute < sessions[0].from) return 0;
  let slot = 0;
  for (const s of sessions) {
    if (minute < s.from) return slot;
    if (minute <= s.to) return s.offset + (minute - s.from);
    slot = s.offset + (s.to - s.from);
  }
  return slot;
}

/** Exchange-local date (YYYYMMDD) and minute of day of a unix time. */
export function exchangeClock(region: Region, unixSeconds: number): { ymd: number; minute: number } {
  const t = exchangeTime(region, unixSeconds * 1000);
  return { ymd: t.year * 10000 + t.month * 100 + t.day, minute: t.hour * 60 + t.minute };
}

const mmdd = (ymd: number): string =>
  `${String(Math.floor(ymd / 100) % 100).padStart(2, '0')}-${String(ymd % 100).padStart(2, '0')}`;

/** US 分时 draws the extended sessions (issue 21); every other axis is the region's regular one. */
export const hasExtendedAxis = (region: Region, days: 1 | 5): boolean => region === 'USA' && days === 1;

/** The axis of one day of a series. */
const dayAxisOf = (s: Pick<MinuteSeries, 'region' | 'extended'>): readonly string[] =>
  s.extended ? extendedIntradayAxis() : intradayAxis(s.region);

/** An empty series for a region (the axis is drawn before data arrive). */
export function emptyMinuteSeries(region: Region, days: 1 | 5, preClose: number | null): MinuteSeries {
  const extended = hasExtendedAxis(region, days) ? extendedSlots() : undefined;
  const axis = extended ? extendedIntradayAxis() : intradayAxis(region);
  const times = days === 1 ? axis : Array.from({ length: 5 }, () => axis).flat();
  const n = times.length;
  return {
    region,
    days,
    extended,
    extendedLast: -1,
    times,
    dayLabels: [],
    dayKeys: [],
    price: new Array<number | null>(n).fill(null),
    avg: new Array<number | null>(n).fill(null),
    volume: new Array<number | null>(n).fill(null),
    preClose,
    last: -1,
    slotTime: new Array<number | null>(n).fill(null),
  };
}

/**
 * Lays minute entries (oldest first) on the axis. Intraday keeps the last trading day present; the
 * 5-day view the last five, one daily axis each. Two entries in one slot (an auction minute before
 * the open) add their volumes; price and average are the later entry's.
 */
export function buildMinuteSeries(
  entries: readonly MinuteEntry[],
  region: Region,
  days: 1 | 5,
  preClose: number | null,
): MinuteSeries {
  const s = emptyMinuteSeries(region, days, preClose);
  if (entries.length === 0) return s;
  const clocks = entries.map((e) => exchangeClock(region, e.Time));
  const dayKeys = [...new Set(clocks.map((c) => c.ymd))].sort((a, b) => a - b).slice(-days);
  s.dayKeys = dayKeys;
  s.dayLabels = dayKeys.map(mmdd);
  const axis = dayAxisOf(s);
  const perDay = axis.length;
  entries.forEach((e, i) => {
    const dayIndex = dayKeys.indexOf(clocks[i].ymd);
    if (dayIndex < 0) return;
    const slot = dayIndex * perDay + slotOfMinute(region, clocks[i].minute, axis);
    writeSlot(s, slot, e, s.slotTime[slot] !== null && s.slotTime[slot] !== e.Time);
  });
  return s;
}

function writeSlot(s: MinuteSeries, slot: number, e: MinuteEntry, addVolume: boolean): void {
  s.price[slot] = e.Price;
  s.avg[slot] = e.AvgPrice > 0 ? e.AvgPrice : (s.avg[slot] ?? null);
  s.volume[slot] = addVolume ? (s.volume[slot] ?? 0) + e.Volume : e.Volume;
  s.slotTime[slot] = e.Time;
  if (slot > s.last) s.last = slot;
}

/**
 * Applies a live minute push in place. The same slot is replaced (a push carries the minute's running
 * totals); a new minute fills the next
 * slot (and carries the price over any empty slots in between, so the line has no holes). A push for a
 * day not on the axis (a new trading day) answers false: the caller reloads. So does a push for an
 * earlier minute of the latest day: the server pushes only the latest minute, so the day's session
 * started over (the demo clock replays a trading day in loops).
 */
export function applyMinutePush(s: MinuteSeries, e: MinuteEntry): boolean {
  const c = exchangeClock(s.region, e.Time);
  const dayIndex = s.dayKeys.length === 0 ? 0 : s.dayKeys.indexOf(c.ymd);
  if (dayIndex < 0) return false;
  if (s.dayKeys.length === 0) {
    s.dayKeys = [c.ymd];
    s.dayLabels = [mmdd(c.ymd)];
  }
  const axis = dayAxisOf(s);
  const slot = dayIndex * axis.length + slotOfMinute(s.region, c.minute, axis);
  if (slot < s.last) return dayIndex < s.dayKeys.length - 1; // an older day's minute: already drawn
  // On the US extended axis the regular session starts after the pre-market slots: never fill those.
  const first = s.extended && s.last < s.extended.pre[1] ? s.extended.pre[1] + 1 : s.last + 1;
  for (let k = first; k < slot; k++) {
    if (k < 0) continue;
    s.price[k] = s.last >= 0 ? s.price[s.last] : e.Price;
    s.avg[k] = s.last >= 0 ? s.avg[s.last] : e.AvgPrice;
    s.volume[k] = 0;
  }
  writeSlot(s, slot, e, false);
  return true;
}

/**
 * Writes US extended-hours minutes (the 504 feed: pre-market and after-hours, issue 21) into their
 * slots of an extended 分时 series: price and volume, no average (the average line is the regular
 * session's). `full` (a subscription reply) clears the extended slots first. Answers false when the
 * minutes belong to another day than the series', or an entry goes back before the last extended
 * minute drawn (the demo clock's session started over): the caller reloads.
 */
export function applyExtendedMinutes(
  s: MinuteSeries,
  entries: readonly PreMarketMinuteEntry[],
  full: boolean,
): boolean {
  const slots = s.extended;
  if (!slots) return true;
  if (full) {
    for (const [a, b] of [slots.pre, slots.after])
      for (let k = a; k <= b; k++) {
        s.price[k] = s.avg[k] = s.volume[k] = s.slotTime[k] = null;
      }
    s.extendedLast = -1;
  }
  const axis = dayAxisOf(s);
  for (const e of entries) {
    const c = exchangeClock(s.region, e.Time);
    if (s.dayKeys.length === 0) {
      s.dayKeys = [c.ymd];
      s.dayLabels = [mmdd(c.ymd)];
    }
    if (s.dayKeys[0] !== c.ymd) return false;
    const slot = slotOfMinute(s.region, c.minute, axis);
    const inPre = slot >= slots.pre[0] && slot <= slots.pre[1];
    const inAfter = slot >= slots.after[0] && slot <= slots.after[1];
    if (!inPre && !inAfter) continue;
    if (slot < (s.extendedLast ?? -1)) return false;
    s.price[slot] = e.Price;
    s.avg[slot] = null;
    s.volume[slot] = e.Volume;
    s.slotTime[slot] = e.Time;
    s.extendedLast = slot;
  }
  return true;
}
