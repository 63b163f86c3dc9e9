/**
 * The simulator clock: where each exchange's session stands at a wall-clock instant. The session
 * schedule itself (phases, continuous segments, demo loops) lives in the rules module shared with
 * the app, contract/market-rules/sessions.ts.
 *
 * `real` mode: exchange local time and holidays. Before a day's first phase the quotes still show
 * the previous trading day (closed).
 *
 * `demo` mode: every region is always trading. The session plays at about real speed in loops
 * aligned to local midnight (CN six 4-hour loops a day, HK four 6-hour loops, US, Xetra and London
 * three 8-hour loops; a US loop opens with 45 minutes of pre-market, status 12, and ends with 45
 * of after-hours, status 13: docs/us-extended-hours.md); every loop of a local date replays the
 * same trading day, the latest trading day on or before the local date (weekends and holidays
 * replay the last session). Each loop has its own intraday path through that day's open, high, low
 * and close. The last seconds of a regular session show the closing print. docs/market-simulator.md
 * says why.
 */
import {
  type Phase,
  STATUS,
  demoLoopAt,
  elapsedAt,
  phaseAt,
  SCHEDULES,
  sessionMinutes,
} from '../../contract/market-rules/sessions';
import {
  type Exchange,
  TIME_ZONE,
  isTradingDay,
  localTime,
  localToUnixMs,
  previousTradingDay,
  tradingDayOnOrBefore,
} from './calendar';
import type { InstrumentSeed, Region } from '../data/types';
// Math members as module constants: global lookups are slow inside jest's vm sandbox (hot loops).
const { floor: mFloor } = Math;

export {
  type Phase,
  STATUS,
  SCHEDULES,
  minuteEndSeconds,
  secondsAtElapsed,
  sessionMinutes,
} from '../../contract/market-rules/sessions';

export function exchangeOf(seed: Pick<InstrumentSeed, 'market' | 'code'> & { region?: Region }): Exchange {
  switch (seed.market) {
    case 'XBHS':
      // Sectors live on their members' exchange.
      return seed.region === 'HK' ? 'HK' : seed.region === 'USA' ? 'US' : 'CN';
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

export interface ClockState {
  exchange: Exchange;
  tradingDay: number;
  /** Demo loop of the local day (each replays the trading day with its own path); 0 in real mode. */
  loop: number;
  phase: Phase;
  status: number;
  /** Continuous-trading seconds elapsed in the trading day's session, 0..total. */
  elapsed: number;
  /** Total continuous seconds of the session. */
  total: number;
  /** The (virtual, in demo mode) instant, unix seconds. */
  unix: number;
  /** True once the day's closing print is due (after the closing auction, or at the end of a demo loop). */
  closed: boolean;
  /**
   * Local time of day (seconds) the trading day has reached: the virtual time in demo mode, 86400
   * once the day is over. US extended-hours trades are released up to it (day.ts).
   */
  seconds: number;
}

export function clockState(ex: Exchange, nowMs: number, mode: 'demo' | 'real'): ClockState {
  const tz = TIME_ZONE[ex];
  const total = sessionMinutes(ex) * 60;
  const local = localTime(nowMs, tz);
  if (mode === 'demo') {
    const day = tradingDayOnOrBefore(ex, local.ymd);
    const at = demoLoopAt(ex, local.seconds);
    return {
      exchange: ex,
      tradingDay: day,
      loop: at.loop,
      phase: at.phase,
      status: STATUS[at.phase],
      elapsed: at.elapsed,
      total,
      unix: mFloor(localToUnixMs(day, mFloor(at.seconds), tz) / 1000),
      closed: at.closed,
      seconds: at.seconds,
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
    return closedOn(ex, day, total, unix);
  }
  if (local.seconds >= dayEnd) return closedOn(ex, local.ymd, total, unix);
  const phase = phaseAt(ex, local.seconds);
  return {
    exchange: ex,
    tradingDay: local.ymd,
    loop: 0,
    phase,
    status: STATUS[phase],
    elapsed: elapsedAt(ex, local.seconds),
    total,
    unix,
    // US after-hours and the CN closing auction end exactly at the last continuous second.
    closed: phase === 'afterHours',
    seconds: local.seconds,
  };
}

function closedOn(ex: Exchange, day: number, total: number, unix: number): ClockState {
  return {
    exchange: ex,
    tradingDay: day,
    loop: 0,
    phase: 'closed',
    status: STATUS.closed,
    elapsed: total,
    total,
    unix,
    closed: true,
    seconds: 86400,
  };
}
