/**
 * Exchange sessions and the simulator clock.
 *
 * `real` mode: exchange local time and holidays. CN: call auction 09:15–09:25, continuous
 * 09:30–11:30 and 13:00–14:57, closing auction 14:57–15:00. HK: pre-opening auction 09:00–09:30,
 * continuous 09:30–12:00 and 13:00–16:00, closing auction 16:00–16:10. US (New York time):
 * pre-market 04:00–09:30, continuous 09:30–16:00, after-hours 16:00–20:00. Xetra 09:00–17:30 and
 * London 08:00–16:30 with short auctions. Before a day's first phase the quotes still show the
 * previous trading day (closed).
 *
 * `demo` mode: every region is always in continuous trading. Each region's local calendar day is
 * mapped linearly onto its continuous session: local 00:00 is the opening bell, local 24:00 the
 * close (CN: one session minute every 6 wall-clock minutes), so at local noon the intraday chart is
 * half drawn. The trading day is the latest trading day on or before the local date, so on weekends
 * and holidays the last session is replayed (its path is seeded, so it is the same each time).
 */
import {
  type Exchange,
  TIME_ZONE,
  isTradingDay,
  localTime,
  previousTradingDay,
  tradingDayOnOrBefore,
} from './calendar';
import { localToUnixMs } from './calendar';
import type { InstrumentSeed } from '../data/types';
// Math members as module constants: global lookups are slow inside jest's vm sandbox (hot loops).
const { floor: mFloor, min: mMin } = Math;

export type Phase =
  | 'closed'
  | 'preOpen'
  | 'auction'
  | 'auctionDone'
  | 'continuous'
  | 'break'
  | 'closingAuction'
  | 'preMarket'
  | 'afterHours';

/** §4 status codes per phase. */
export const STATUS: Record<Phase, number> = {
  closed: 4,
  preOpen: 2,
  auction: 7,
  auctionDone: 2,
  continuous: 3,
  break: 5,
  closingAuction: 10,
  preMarket: 12,
  afterHours: 13,
};

const hm = (h: number, m: number) => h * 3600 + m * 60;

interface Schedule {
  /** Phases from the start of the trading day's activity to the close, as [from, to) local seconds. */
  phases: [number, number, Phase][];
  /** Continuous-trading segments (minute bars live here). */
  segments: [number, number][];
  /** Seconds into the continuous session at which the opening trade prints (the auction result). */
  openingPrint: number;
}

export const SCHEDULES: Record<Exchange, Schedule> = {
  CN: {
    phases: [
      [hm(9, 15), hm(9, 25), 'auction'],
      [hm(9, 25), hm(9, 30), 'auctionDone'],
      [hm(9, 30), hm(11, 30), 'continuous'],
      [hm(11, 30), hm(13, 0), 'break'],
      [hm(13, 0), hm(14, 57), 'continuous'],
      [hm(14, 57), hm(15, 0), 'closingAuction'],
    ],
    segments: [
      [hm(9, 30), hm(11, 30)],
      [hm(13, 0), hm(15, 0)],
    ],
    openingPrint: 0,
  },
  HK: {
    phases: [
      [hm(9, 0), hm(9, 30), 'auction'],
      [hm(9, 30), hm(12, 0), 'continuous'],
      [hm(12, 0), hm(13, 0), 'break'],
      [hm(13, 0), hm(16, 0), 'continuous'],
      [hm(16, 0), hm(16, 10), 'closingAuction'],
    ],
    segments: [
      [hm(9, 30), hm(12, 0)],
      [hm(13, 0), hm(16, 0)],
    ],
    openingPrint: 0,
  },
  US: {
    phases: [
      [hm(4, 0), hm(9, 30), 'preMarket'],
      [hm(9, 30), hm(16, 0), 'continuous'],
      [hm(16, 0), hm(20, 0), 'afterHours'],
    ],
    segments: [[hm(9, 30), hm(16, 0)]],
    openingPrint: 0,
  },
  DE: {
    phases: [
      [hm(8, 50), hm(9, 0), 'auction'],
      [hm(9, 0), hm(17, 30), 'continuous'],
      [hm(17, 30), hm(17, 35), 'closingAuction'],
    ],
    segments: [[hm(9, 0), hm(17, 30)]],
    openingPrint: 0,
  },
  UK: {
    phases: [
      [hm(7, 50), hm(8, 0), 'auction'],
      [hm(8, 0), hm(16, 30), 'continuous'],
      [hm(16, 30), hm(16, 35), 'closingAuction'],
    ],
    segments: [[hm(8, 0), hm(16, 30)]],
    openingPrint: 0,
  },
};

export function exchangeOf(seed: Pick<InstrumentSeed, 'market' | 'code'>): Exchange {
  switch (seed.market) {
    case 'HKSE':
    case 'HKIDX':
      return 'HK';
    case 'NASDAQ':
    case 'NYSE':
    case 'AMEX':
      return 'US';
    case 'EUIDX':
      return seed.code === 'FTSE' ? 'UK' : 'DE';
    default:
      return 'CN';
  }
}

/** Number of one-minute bars in a full session. */
export function sessionMinutes(ex: Exchange): number {
  return SCHEDULES[ex].segments.reduce((n, [a, b]) => n + (b - a) / 60, 0);
}

/** Local time of day (seconds) at which minute bar k (0-based) ends, e.g. CN k=0 → 09:31. */
export function minuteEndSeconds(ex: Exchange, k: number): number {
  let rest = (k + 1) * 60;
  for (const [a, b] of SCHEDULES[ex].segments) {
    if (rest <= b - a) return a + rest;
    rest -= b - a;
  }
  const segs = SCHEDULES[ex].segments;
  return segs[segs.length - 1][1];
}

/** Continuous seconds elapsed at a local time of day (0 before the open, total after the close). */
function elapsedAt(ex: Exchange, seconds: number): number {
  let e = 0;
  for (const [a, b] of SCHEDULES[ex].segments) {
    if (seconds <= a) break;
    e += mMin(seconds, b) - a;
  }
  return e;
}

/** Local time of day at `elapsed` continuous seconds. */
export function secondsAtElapsed(ex: Exchange, elapsed: number): number {
  let rest = elapsed;
  for (const [a, b] of SCHEDULES[ex].segments) {
    if (rest <= b - a) return a + rest;
    rest -= b - a;
  }
  const segs = SCHEDULES[ex].segments;
  return segs[segs.length - 1][1];
}

export interface ClockState {
  exchange: Exchange;
  tradingDay: number;
  phase: Phase;
  status: number;
  /** Continuous-trading seconds elapsed in the trading day's session, 0..total. */
  elapsed: number;
  /** Total continuous seconds of the session. */
  total: number;
  /** The (virtual, in demo mode) instant, unix seconds. */
  unix: number;
  /** True once the day's closing print is due (after the closing auction, or at the end of a demo day). */
  closed: boolean;
}

export function clockState(ex: Exchange, nowMs: number, mode: 'demo' | 'real'): ClockState {
  const tz = TIME_ZONE[ex];
  const total = sessionMinutes(ex) * 60;
  const local = localTime(nowMs, tz);
  if (mode === 'demo') {
    const day = tradingDayOnOrBefore(ex, local.ymd);
    const elapsed = mMin(total, (local.seconds / 86400) * total);
    const tod = secondsAtElapsed(ex, elapsed);
    return {
      exchange: ex,
      tradingDay: day,
      phase: 'continuous',
      status: STATUS.continuous,
      elapsed,
      total,
      unix: mFloor(localToUnixMs(day, mFloor(tod), tz) / 1000),
      closed: false,
    };
  }
  const unix = mFloor(nowMs / 1000);
  const sched = SCHEDULES[ex];
  const dayStart = sched.phases[0][0];
  const dayEnd = sched.phases[sched.phases.length - 1][1];
  if (!isTradingDay(ex, local.ymd) || local.seconds < dayStart) {
    const day = isTradingDay(ex, local.ymd)
      ? previousTradingDay(ex, local.ymd)
      : tradingDayOnOrBefore(ex, local.ymd);
    return {
      exchange: ex,
      tradingDay: day,
      phase: 'closed',
      status: 4,
      elapsed: total,
      total,
      unix,
      closed: true,
    };
  }
  if (local.seconds >= dayEnd) {
    return {
      exchange: ex,
      tradingDay: local.ymd,
      phase: 'closed',
      status: 4,
      elapsed: total,
      total,
      unix,
      closed: true,
    };
  }
  const phase = sched.phases.find(([a, b]) => local.seconds >= a && local.seconds < b)?.[2] ?? 'closed';
  const elapsed = elapsedAt(ex, local.seconds);
  return {
    exchange: ex,
    tradingDay: local.ymd,
    phase,
    status: STATUS[phase],
    elapsed,
    total,
    unix,
    // US after-hours and the CN closing auction end exactly at the last continuous second.
    closed: phase === 'afterHours',
  };
}
