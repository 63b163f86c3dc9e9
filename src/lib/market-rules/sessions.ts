/**
 * Exchange session schedules, written once for the app and the server (pure: no DOM, no Node).
 *
 * Times are local seconds of the day at the exchange. CN: call auction 09:15–09:25, continuous
 * 09:30–11:30 and 13:00–14:57, closing auction 14:57–15:00. HK: pre-opening auction 09:00–09:30,
 * continuous 09:30–12:00 and 13:00–16:00, closing auction 16:00–16:10. US (New York time):
 * pre-market 04:00–09:30, continuous 09:30–16:00, after-hours 16:00–20:00. Xetra 09:00–17:30 and
 * London 08:00–16:30 with short auctions.
 *
 * The demo clock (server `WAP_CLOCK=demo`) plays each session at about real speed in loops aligned
 * to local midnight: see DEMO_LOOP_SECONDS and demoLoopAt, and docs/market-simulator.md for why.
 */
// Math members as module constants: global lookups are slow inside jest's vm sandbox (hot loops).
const { floor: mFloor, min: mMin } = Math;

export type SessionExchange = 'CN' | 'HK' | 'US' | 'DE' | 'UK';

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
export const STATUS: Readonly<Record<Phase, number>> = {
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

export interface Schedule {
  /** Phases from the start of the trading day's activity to the close, as [from, to) local seconds. */
  readonly phases: readonly (readonly [number, number, Phase])[];
  /** Continuous-trading segments (minute bars live here), [from, to) local seconds. */
  readonly segments: readonly (readonly [number, number])[];
  /** Minutes at the end of the last segment that belong to a closing call auction (no trades). */
  readonly closingAuctionMinutes: number;
}

export const SCHEDULES: Readonly<Record<SessionExchange, Schedule>> = {
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
    closingAuctionMinutes: 3,
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
    closingAuctionMinutes: 0,
  },
  US: {
    phases: [
      [hm(4, 0), hm(9, 30), 'preMarket'],
      [hm(9, 30), hm(16, 0), 'continuous'],
      [hm(16, 0), hm(20, 0), 'afterHours'],
    ],
    segments: [[hm(9, 30), hm(16, 0)]],
    closingAuctionMinutes: 0,
  },
  DE: {
    phases: [
      [hm(8, 50), hm(9, 0), 'auction'],
      [hm(9, 0), hm(17, 30), 'continuous'],
      [hm(17, 30), hm(17, 35), 'closingAuction'],
    ],
    segments: [[hm(9, 0), hm(17, 30)]],
    closingAuctionMinutes: 0,
  },
  UK: {
    phases: [
      [hm(7, 50), hm(8, 0), 'auction'],
      [hm(8, 0), hm(16, 30), 'continuous'],
      [hm(16, 30), hm(16, 35), 'closingAuction'],
    ],
    segments: [[hm(8, 0), hm(16, 30)]],
    closingAuctionMinutes: 0,
  },
};

/** Number of one-minute bars in a full session (CN 240, HK 330, US 390, DE/UK 510). */
export function sessionMinutes(ex: SessionExchange): number {
  return SCHEDULES[ex].segments.reduce((n, [a, b]) => n + (b - a) / 60, 0);
}

/** Local time of day (seconds) at `elapsed` continuous seconds; the close after the session. */
export function secondsAtElapsed(ex: SessionExchange, elapsed: number): number {
  let rest = elapsed;
  const segs = SCHEDULES[ex].segments;
  for (const [a, b] of segs) {
    if (rest <= b - a) return a + rest;
    rest -= b - a;
  }
  return segs[segs.length - 1][1];
}

/** Local time of day (seconds) at which minute bar k (0-based) starts, e.g. CN k=120 → 13:00 (not 11:30). */
export function minuteStartSeconds(ex: SessionExchange, k: number): number {
  let rest = k * 60;
  const segs = SCHEDULES[ex].segments;
  for (const [a, b] of segs) {
    if (rest < b - a) return a + rest;
    rest -= b - a;
  }
  return segs[segs.length - 1][1];
}

/** Local time of day (seconds) at which minute bar k (0-based) ends, e.g. CN k=0 → 09:31. */
export function minuteEndSeconds(ex: SessionExchange, k: number): number {
  return secondsAtElapsed(ex, (k + 1) * 60);
}

/** Continuous seconds elapsed at a local time of day (0 before the open, the total after the close). */
export function elapsedAt(ex: SessionExchange, seconds: number): number {
  let e = 0;
  for (const [a, b] of SCHEDULES[ex].segments) {
    if (seconds <= a) break;
    e += mMin(seconds, b) - a;
  }
  return e;
}

/** The phase at a local time of day on a trading day ('closed' outside every phase). */
export function phaseAt(ex: SessionExchange, seconds: number): Phase {
  for (const [a, b, phase] of SCHEDULES[ex].phases) if (seconds >= a && seconds < b) return phase;
  return 'closed';
}

/**
 * Wall-clock seconds of one demo loop. A whole number of loops fills a local day (86400 / loop) and
 * the session plays at session/loop of real speed: CN 240 min in 240 (6 loops, 1×), HK 330 in 360
 * (4 loops, 0.92×), US 390 in 360 (4 loops, 1.08×), Xetra and London 510 in 480 (3 loops, 1.06×).
 */
export const DEMO_LOOP_SECONDS: Readonly<Record<SessionExchange, number>> = {
  CN: 240 * 60,
  HK: 360 * 60,
  US: 360 * 60,
  DE: 480 * 60,
  UK: 480 * 60,
};

/** Wall seconds at the end of each demo loop that show the closing print (then the next loop opens). */
export const DEMO_CLOSE_SECONDS = 3;

export interface DemoLoopPosition {
  /** Loop of the local day, 0-based (0..86400/loop − 1). */
  loop: number;
  /** Continuous session seconds elapsed, 0..total. */
  elapsed: number;
  /** True in the loop's last DEMO_CLOSE_SECONDS: every trade is out and the closing print is due. */
  closed: boolean;
}

/**
 * Where the demo session stands at a local time of day (seconds, may be fractional): the session
 * runs over the loop minus its closing seconds, trading continuously to the end (no closing-auction
 * silence), then the closing print shows until the next loop opens.
 */
export function demoLoopAt(ex: SessionExchange, localSeconds: number): DemoLoopPosition {
  const length = DEMO_LOOP_SECONDS[ex];
  const loop = mMin(86400 / length - 1, mFloor(localSeconds / length));
  const into = localSeconds - loop * length;
  const run = length - DEMO_CLOSE_SECONDS;
  const total = sessionMinutes(ex) * 60;
  return { loop, elapsed: mMin(total, (into / run) * total), closed: into >= run };
}
