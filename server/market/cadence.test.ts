/**
 * The demo clock's live cadence (issue 14): at chosen instants (late evening and call-auction time
 * in Beijing on a weekday, New York's last minutes, a Saturday, a CN holiday), the simulator is
 * stepped every 2 wall seconds for an hour (six on demand: a whole CN, HK and US loop) and
 * every traded instrument's trades are put back on the wall clock: each trades every 3 s or more
 * often on average, never waits over 10 s, and no wall minute is without a trade (US stocks in
 * their pre-market and after-hours too: thin volume, not fewer trades). Indices and sectors change
 * in every minute of their regular session with their constituents.
 */
import type { Tick } from '../../contract/quote-protocol';
import { DEMO_LOOP_SECONDS, demoLoopAt, demoWallSeconds } from '../../contract/market-rules/sessions';
import { UNIVERSE, instrumentId } from '../data/universe';
import { type Exchange, TIME_ZONE, localMidnightUnix, localTime } from './calendar';
import { createMarket } from './index';
import { exchangeOf } from './sessions';

/**
 * Six hours is a whole CN, HK and US loop with its boundaries (CADENCE_HOURS=6, on demand); by
 * default one hour per instant, which keeps `npm test` and CI's clock matrix short on 2 cores (the
 * loop boundaries themselves are pinned by loop.test.ts; the 23:50 Beijing instant crosses the CN
 * and HK loop change at midnight within its hour).
 */
const HOURS = Number(process.env.CADENCE_HOURS ?? 1);
const STEP_MS = 2000;
const traded = UNIVERSE.filter(
  (s) => (s.kind === 'stock' || s.kind === 'etf' || s.market === 'EUIDX') && !s.suspended,
);
const aggregates = UNIVERSE.filter((s) => (s.constituents?.length ?? 0) > 0);

interface Seen {
  count: number;
  lastWall: number;
  maxGap: number;
  minutes: Set<number>;
}

const exchangeById = new Map(UNIVERSE.map((s) => [instrumentId(s), exchangeOf(s)]));

/** Wall instant (ms) at which the current demo loop of an exchange began, seen at `now`. */
function loopStartOf(ex: Exchange, now: number): number {
  const local = localTime(now, TIME_ZONE[ex]);
  const length = DEMO_LOOP_SECONDS[ex];
  return now - (local.seconds - Math.floor(local.seconds / length) * length) * 1000;
}

/**
 * Wall instant (ms) of a trade: its session time mapped back onto the loop that began at loopStart
 * (US pre-market and after-hours trades onto the loop's extended parts).
 */
function wallOf(tick: Tick, ex: Exchange, loopStart: number): number {
  const seconds = tick.Time - localMidnightUnix(tick.TradingDay, TIME_ZONE[ex]);
  return loopStart + demoWallSeconds(ex, seconds) * 1000;
}

/** The instants of the issue; CI's clock matrix (.ci/run, WAP_NOW set) checks only its own. */
const INSTANTS: [string, string][] = process.env.WAP_NOW
  ? [['WAP_NOW', process.env.WAP_NOW]]
  : [
      ['23:50 Beijing, Tuesday', '2026-11-24T15:50:00Z'],
      ['09:20 Beijing, Tuesday', '2026-11-24T01:20:00Z'],
      ['15:58 New York, Tuesday', '2026-11-24T20:58:00Z'],
      ['a Saturday', '2026-11-28T06:00:00Z'],
      ['National Day (CN holiday)', '2026-10-03T04:00:00Z'],
    ];

describe.each(INSTANTS)('demo cadence from %s (%s)', (_name, iso) => {
  const start = Date.parse(iso);
  const seen = new Map<string, Seen>();
  const aggMinutes = new Map<string, Set<number>>();
  /** Wall minutes in which an exchange was (at some step) outside its regular session. */
  const extendedMinutes = new Map<Exchange, Set<number>>();

  beforeAll(() => {
    let now = start;
    const market = createMarket({ clock: 'demo' }, { now: () => now });
    market.step();
    market.onUpdate((u) => {
      const minute = Math.floor((now - start) / 60_000);
      const loopStarts = new Map<Exchange, number>();
      for (const [id, ticks] of u.ticks) {
        const ex = exchangeById.get(id)!;
        let loopStart = loopStarts.get(ex);
        if (loopStart === undefined) loopStarts.set(ex, (loopStart = loopStartOf(ex, now)));
        const s = seen.get(id) ?? { count: 0, lastWall: start, maxGap: 0, minutes: new Set() };
        for (const t of ticks) {
          // Clamp to the step: a trade is never seen before it was due, so gaps are not understated.
          const wall = Math.min(now, Math.max(s.lastWall, wallOf(t, ex, loopStart)));
          s.maxGap = Math.max(s.maxGap, wall - s.lastWall);
          s.lastWall = wall;
          s.count++;
          s.minutes.add(minute);
        }
        seen.set(id, s);
      }
      for (const id of u.changed) {
        const set = aggMinutes.get(id) ?? new Set();
        set.add(minute);
        aggMinutes.set(id, set);
      }
    });
    for (let t = STEP_MS; t < HOURS * 3600_000; t += STEP_MS) {
      now = start + t;
      market.step();
      for (const ex of ['US'] as const) {
        if (demoLoopAt(ex, localTime(now, TIME_ZONE[ex]).seconds).phase === 'continuous') continue;
        const set = extendedMinutes.get(ex) ?? new Set();
        set.add(Math.floor(t / 60_000));
        extendedMinutes.set(ex, set);
      }
    }
  }, 300_000);

  const minutes = HOURS * 60;

  test('every traded instrument: a trade every ≤ 3 s on average, no gap over 10 s, no empty minute', () => {
    const bad: string[] = [];
    for (const seed of traded) {
      const id = instrumentId(seed);
      const s = seen.get(id);
      const mean = s ? (HOURS * 3600) / s.count : Infinity;
      const gap = s ? Math.max(s.maxGap, start + HOURS * 3600_000 - s.lastWall) / 1000 : Infinity;
      const empty = minutes - (s?.minutes.size ?? 0);
      if (mean > 3 || gap > 10 || empty > 0) {
        bad.push(`${id}: mean ${mean.toFixed(2)} s, longest gap ${gap.toFixed(1)} s, ${empty} empty minutes`);
      }
    }
    expect(bad).toEqual([]);
  });

  test('liquid large caps trade more often (every 2 s or better)', () => {
    for (const id of ['sh:600519', 'sz:300750', 'HKSE:00700', 'NASDAQ:AAPL']) {
      expect(`${id} ${((HOURS * 3600) / seen.get(id)!.count).toFixed(2)} s`).toMatch(/ [01]\.\d\d s$/);
    }
  });

  // US index values are calculated in the regular session only (as the Dow, the S&P 500 and the
  // Nasdaq indices are): pre-market and after-hours minutes of the demo loop do not count for them.
  test('indices and sectors change in every wall minute of their regular session', () => {
    const bad = aggregates
      .map((s) => instrumentId(s))
      .filter((id) => {
        const off = extendedMinutes.get(exchangeById.get(id)!);
        const due = [...Array(minutes).keys()].filter((m) => !off?.has(m));
        const seen = aggMinutes.get(id);
        return due.some((m) => !seen?.has(m));
      });
    expect(bad).toEqual([]);
  });
});
