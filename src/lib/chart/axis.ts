// Chart axes and limits of §9 (business constants and limits): intraday time points per region, the 5-day axis, K-line limits and the
// default visible window.
import type { Region } from '../market';
import { SCHEDULES, phaseRange, type SessionExchange } from '../../../contract/market-rules/sessions';

/** §9 (business constants and limits) trading minutes per day (continuous trading; the axes below add the session-opening points). */
export const TRADING_MINUTES: Readonly<Record<Region, number>> = { CN: 240, HK: 337, USA: 390 };

interface Session {
  /** first and last point, minutes after midnight, both included */
  from: number;
  to: number;
}

/**
 * Axis sessions per region.
 *
 * CN: §9 (business constants and limits) says "from 09:30, 331 points minus the midday break". 09:30 to 15:00 inclusive is 331 minute
 * points (330 minutes + 1). Removing the break 11:31–12:59 (89 points) leaves 242 points: 09:30–11:30
 * (121) and 13:00–15:00 (121). That is the 240 trading minutes plus the two session-opening points
 * (09:30 carries the opening auction, 13:00 the afternoon open), so the chart has no gap at lunch.
 *
 * HK: "from 09:31, 400 points minus the lunch break": 09:31 to 16:10 inclusive is 400 points; removing
 * the lunch hour 12:01–13:00 (60 points) leaves 340: 09:31–12:00 (150), 13:01–16:00 (180) and the
 * closing auction 16:01–16:10 (10). (§9 (business constants and limits)'s "337 trading minutes" cannot be derived from the 400-point
 * axis; the axis is what the chart draws, so we follow it.)
 *
 * USA: from 09:31, 390 points: 09:31–16:00 New York time.
 */
const EXCHANGE: Readonly<Record<Region, SessionExchange>> = { CN: 'CN', HK: 'HK', USA: 'US' };

/** The axis sessions from the exchange schedule (contract/market-rules/sessions.ts), by the rules above. */
function axisSessions(region: Region): readonly Session[] {
  const { segments, phases } = SCHEDULES[EXCHANGE[region]];
  return segments.map(([a, b], i) => ({
    from: a / 60 + (region === 'CN' ? 0 : 1),
    to: (region === 'HK' && i === segments.length - 1 ? phases[phases.length - 1][1] : b) / 60,
  }));
}

const SESSIONS: Readonly<Record<Region, readonly Session[]>> = {
  CN: axisSessions('CN'),
  HK: axisSessions('HK'),
  USA: axisSessions('USA'),
};

const fmtMinute = (m: number): string =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

const axisCache = new Map<Region, readonly string[]>();

/** The intraday axis of a region as 'HH:mm' points (exchange time), lunch break removed. */
export function intradayAxis(region: Region): readonly string[] {
  let axis = axisCache.get(region);
  if (!axis) {
    const points: string[] = [];
    for (const s of SESSIONS[region]) for (let m = s.from; m <= s.to; m++) points.push(fmtMinute(m));
    axis = Object.freeze(points);
    axisCache.set(region, axis);
  }
  return axis;
}

/**
 * The US 分时 axis with the extended sessions (issue 21): pre-market 04:01–09:30 (330 points), the
 * regular session 09:31–16:00 (390, the §9 (business constants and limits) axis) and after-hours 16:01–20:00 (240): 960 points,
 * New York time. The 5-day view keeps the regular axis.
 */
export function extendedIntradayAxis(): readonly string[] {
  if (!extendedAxis) {
    const [pre, after] = [phaseRange('US', 'preMarket')!, phaseRange('US', 'afterHours')!];
    const points: string[] = [];
    for (let m = pre[0] / 60 + 1; m <= pre[1] / 60; m++) points.push(fmtMinute(m));
    points.push(...intradayAxis('USA'));
    for (let m = after[0] / 60 + 1; m <= after[1] / 60; m++) points.push(fmtMinute(m));
    extendedAxis = Object.freeze(points);
  }
  return extendedAxis;
}
let extendedAxis: readonly string[] | undefined;

/** Slots (inclusive) of the pre-market and after-hours parts of the extended axis. */
export function extendedSlots(): { pre: readonly [number, number]; after: readonly [number, number] } {
  const axis = extendedIntradayAxis();
  const regular = intradayAxis('USA');
  const first = axis.indexOf(regular[0]);
  return { pre: [0, first - 1], after: [first + regular.length, axis.length - 1] };
}

/** Points of one day's intraday axis: CN 242, HK 340, USA 390. */
export function dailyPoints(region: Region): number {
  return intradayAxis(region).length;
}

/** §9 (business constants and limits): the 5-day view is 5 times the daily points. */
export function fiveDayPoints(region: Region): number {
  return 5 * dailyPoints(region);
}

/**
 * Slot of an exchange time ('HH:mm' or minutes after midnight) on the intraday axis, or -1 outside the
 * sessions (e.g. the lunch break), so a live minute bar lands on its point.
 */
export function axisIndexOf(region: Region, time: string | number): number {
  const m = typeof time === 'number' ? time : Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  let offset = 0;
  for (const s of SESSIONS[region]) {
    if (m >= s.from && m <= s.to) return offset + (m - s.from);
    offset += s.to - s.from + 1;
  }
  return -1;
}

/** §9 (business constants and limits) minute periods, resolutions and default count. */
export const MINUTE_PERIODS: readonly number[] = [1, 5, 15, 30, 60];
export const RESOLUTION_SECONDS = { DAY: 86400, WEEK: 604800, MONTH: 2592000 } as const;
export const KLINE_DEFAULT_COUNT = 1500;
export const MINUTE_KLINE_LIMIT = 960;

/**
 * A period as the app names it: minutes as a number (1, 5, 15, 30, 60 — also the protocol's codes,
 * where DAY is 1440 and longer periods are larger) or a name: 'DAY', 'BS', 'WEEK', 'MONTH'.
 */
export type ChartPeriod = number | 'DAY' | 'BS' | 'WEEK' | 'MONTH';

/** Minute periods are numbers below a day (1440 minutes). */
export function isMinutePeriod(period: ChartPeriod): boolean {
  return typeof period === 'number' && period < 1440;
}

/** §9 (business constants and limits) K-line limit: 960 for minute periods; 5 × the region's daily points for DAY, BS, WEEK, MONTH. */
export function klineLimit(period: ChartPeriod, region: Region): number {
  return isMinutePeriod(period) ? MINUTE_KLINE_LIMIT : 5 * dailyPoints(region);
}

/** Bars the default window shows. */
export const DEFAULT_VISIBLE_BARS = 48;

/**
 * §9 (business constants and limits) default visible window: start at 100 − 48 / count × 100 percent (the last 48 bars), clamped to 0
 * when there are 48 bars or fewer. The end is always 100.
 */
export function defaultWindowStart(count: number): number {
  if (!(count > 0)) return 0;
  return Math.max(0, 100 - (DEFAULT_VISIBLE_BARS / count) * 100);
}

/** §9 (business constants and limits): chart x labels every 150 points. */
export const AXIS_LABEL_INTERVAL = 150;

/** Whether the axis point at `index` carries a label. */
export function isAxisLabelIndex(index: number): boolean {
  return index % AXIS_LABEL_INTERVAL === 0;
}
