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
const { floor: mFloor, max: mMax, min: mMin } = Math;

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

/** §4 (states and transitions) status codes per phase. */
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

/** Local [from, to) seconds of a phase on a trading day, or undefined when the exchange has none. */
export function phaseRange(ex: SessionExchange, phase: Phase): readonly [number, number] | undefined {
  for (const [a, b, p] of SCHEDULES[ex].phases) if (p === phase) return [a, b];
  return undefined;
}

/**
 * Wall-clock seconds of one demo loop. A whole number of loops fills a local day (86400 / loop) and
 * the regular session plays at session/(loop − extended) of real speed: CN 240 min in 240 (6 loops,
 * 1×), HK 330 in 360 (4 loops, 0.92×), US 390 in 390 of a 480-minute loop (3 loops, 1×: the other
 * 90 minutes play the extended sessions, DEMO_EXTENDED_SECONDS), Xetra and London 510 in 480
 * (3 loops, 1.06×).
 */
export const DEMO_LOOP_SECONDS: Readonly<Record<SessionExchange, number>> = {
  CN: 240 * 60,
  HK: 360 * 60,
  US: 480 * 60,
  DE: 480 * 60,
  UK: 480 * 60,
};

/**
 * Wall seconds of each demo loop given to the US extended sessions: the loop opens with pre-market
 * (04:00–09:30 played in 45 wall minutes, 7.3×, status 12) and ends with after-hours (16:00–20:00 in
 * 45 wall minutes, 5.3×, status 13), so a US stock page shows every phase a US investor sees each
 * 8 hours. Exchanges without extended sessions give them no time.
 */
export const DEMO_EXTENDED_SECONDS: Readonly<
  Partial<Record<SessionExchange, { pre: number; after: number }>>
> = { US: { pre: 45 * 60, after: 45 * 60 } };

/** Wall seconds at the end of each demo loop's regular session that show the closing print. */
export const DEMO_CLOSE_SECONDS = 3;

export interface DemoLoopPosition {
  /** Loop of the local day, 0-based (0..86400/loop − 1). */
  loop: number;
  /** Continuous session seconds elapsed, 0..total. */
  elapsed: number;
  /** True once the regular session is over: every trade is out and the closing print is due. */
  closed: boolean;
  /** 'continuous', or the US extended phases 'preMarket' and 'afterHours'. */
  phase: Phase;
  /** The session's local time of day being played (seconds): what the virtual clock reads. */
  seconds: number;
}

/** Wall seconds of a demo loop's regular session (the loop minus extended sessions and closing print). */
export function demoRunSeconds(ex: SessionExchange): number {
  const ext = DEMO_EXTENDED_SECONDS[ex];
  return DEMO_LOOP_SECONDS[ex] - (ext ? ext.pre + ext.after : 0) - DEMO_CLOSE_SECONDS;
}

/**
 * Where the demo session stands at a local time of day (seconds, may be fractional): a US loop
 * opens with its pre-market; the regular session runs over its share of the loop minus the closing
 * seconds, trading continuously to the end (no closing-auction silence), then the closing print
 * shows (the rest of the loop, or until after-hours begins) until the next loop opens.
 */
export function demoLoopAt(ex: SessionExchange, localSeconds: number): DemoLoopPosition {
  const length = DEMO_LOOP_SECONDS[ex];
  const loop = mMin(86400 / length - 1, mFloor(localSeconds / length));
  const into = localSeconds - loop * length;
  const ext = DEMO_EXTENDED_SECONDS[ex];
  const pre = ext?.pre ?? 0;
  const run = demoRunSeconds(ex);
  const total = sessionMinutes(ex) * 60;
  if (into < pre) {
    const [a, b] = phaseRange(ex, 'preMarket')!;
    return { loop, elapsed: 0, closed: false, phase: 'preMarket', seconds: a + ((b - a) * into) / pre };
  }
  const r = into - pre;
  if (!ext || r < run + DEMO_CLOSE_SECONDS) {
    const elapsed = mMin(total, (r / run) * total);
    return { loop, elapsed, closed: r >= run, phase: 'continuous', seconds: secondsAtElapsed(ex, elapsed) };
  }
  const [a, b] = phaseRange(ex, 'afterHours')!;
  const x = r - run - DEMO_CLOSE_SECONDS;
  return { loop, elapsed: total, closed: true, phase: 'afterHours', seconds: a + ((b - a) * x) / ext.after };
}

/**
 * The inverse of demoLoopAt: wall seconds into a loop at which a session time of day (local
 * seconds) plays. The close itself (the end of the last continuous segment) is the closing print.
 */
export function demoWallSeconds(ex: SessionExchange, localSeconds: number): number {
  const ext = DEMO_EXTENDED_SECONDS[ex];
  const run = demoRunSeconds(ex);
  if (ext) {
    const [pa, pb] = phaseRange(ex, 'preMarket')!;
    if (localSeconds < pb) return (ext.pre * mMax(0, localSeconds - pa)) / (pb - pa);
    const [aa, ab] = phaseRange(ex, 'afterHours')!;
    if (localSeconds > aa)
      return ext.pre + run + DEMO_CLOSE_SECONDS + (ext.after * (mMin(ab, localSeconds) - aa)) / (ab - aa);
  }
  return (ext?.pre ?? 0) + (elapsedAt(ex, localSeconds) / (sessionMinutes(ex) * 60)) * run;
}
