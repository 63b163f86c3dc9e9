/**
 * K-lines are built incrementally (day-history.ts): for 日K to 年K the past days of the period today
 * falls in are rolled once per trading day, and a push rolls only today's bar into them; a reply of
 * a few bars builds only the days those bars hold, and a minute K-line only the last minutes it
 * shows. Over a day of trades, at every step, each window a push or a reply asks for must equal
 * the same tail of a full roll-up (periodBars over every daily bar; every minute of the five days
 * for the minute periods), in every adjustment.
 */
import type { AdjustMode } from '../../contract/market-rules/adjust';
import type { KlineEntry } from '../../contract/quote-protocol';
import { UNIVERSE, instrumentId } from '../data/universe';
import { monthKey, periodBars, quarterKey, weekKey, yearKey } from './bars';
import * as bars from './bars';
import * as derived from './derived';
import { FIRST_DAY } from './history';
import { createMarket } from './index';

const KEYS = { WEEK: weekKey, MONTH: monthKey, SEASON: quarterKey, YEAR: yearKey } as const;
const PERIODS = ['DAY', 'WEEK', 'MONTH', 'SEASON', 'YEAR'] as const;
const MINUTE_PERIODS = ['M1', 'M5', 'M15', 'M30', 'M60'] as const;
const LIMITS = [1, 2, 7];

/** A CN stock listed after the seeded history's first day: its early days are not bars. */
const lateListed = UNIVERSE.find(
  (s) =>
    s.kind === 'stock' &&
    (s.market === 'sh' || s.market === 'sz') &&
    !!s.listDate &&
    Number(s.listDate.replace(/-/g, '')) > FIRST_DAY,
)!;

/** Instruments and adjustments: a stock with dividends in every mode, an index, a later listing. */
const CASES: Array<[string, AdjustMode]> = [
  ['sh:600519', 'none'],
  ['sh:600519', 'forward'],
  ['sh:600519', 'backward'],
  ['sh:000300', 'none'],
  ['sz:300750', 'none'],
  [instrumentId(lateListed), 'none'],
];

/** The full roll-up of every daily bar, the reference the incremental bars must equal. */
function fullRollUp(daily: KlineEntry[], period: (typeof PERIODS)[number]): KlineEntry[] {
  return period === 'DAY' ? daily : periodBars(daily, KEYS[period]);
}

// Trading days (fixed instants, not the hour the tests run at), each stepped from before the open
// to after the close: mid-quarter (Friday 2026-11-20), a quarter's first day (Thursday 2026-10-08,
// after the National Day holiday) and a year's first (Monday 2026-01-05).
const DAYS: Array<[string, number]> = [
  ['2026-11-20', Date.UTC(2026, 10, 20)],
  ['2026-10-08', Date.UTC(2026, 9, 8)],
  ['2026-01-05', Date.UTC(2026, 0, 5)],
];

describe.each(DAYS)('over the CN trading day %s', (_name, midnightUtc) => {
  // 09:20 to 15:10 Beijing (01:20 to 07:10 UTC) in 70-minute steps: the auction, both sessions, the close.
  const STEPS = Array.from({ length: 6 }, (_, i) => midnightUtc + (80 + 70 * i) * 60_000);

  test('every window of every period and adjustment equals the tail of a full roll-up at every step', () => {
    let now = STEPS[0];
    const market = createMarket({ clock: 'real' }, { now: () => now, seed: 7 });
    const wrong: string[] = [];
    let compared = 0;
    for (const at of STEPS) {
      now = at;
      market.step();
      for (const [id, adjust] of CASES) {
        const daily = market.klines(id, 'DAY', { limit: 0, adjust });
        for (const period of PERIODS) {
          const full = fullRollUp(daily, period);
          for (const limit of LIMITS) {
            const got = market.klines(id, period, { limit, adjust });
            const want = full.slice(Math.max(0, full.length - limit));
            compared++;
            if (JSON.stringify(got) !== JSON.stringify(want)) {
              wrong.push(`${new Date(at).toISOString()} ${id} ${period} ${adjust} limit ${limit}`);
            }
          }
        }
        for (const period of MINUTE_PERIODS) {
          const full = market.klines(id, period, { limit: 0, adjust });
          for (const limit of LIMITS) {
            const got = market.klines(id, period, { limit, adjust });
            compared++;
            if (JSON.stringify(got) !== JSON.stringify(full.slice(Math.max(0, full.length - limit)))) {
              wrong.push(`${new Date(at).toISOString()} ${id} ${period} ${adjust} limit ${limit}`);
            }
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    const periods = PERIODS.length + MINUTE_PERIODS.length;
    expect(compared).toBe(STEPS.length * CASES.length * periods * LIMITS.length);
  });
});

test('after the first, a 季K or 年K push builds no past day: only today’s bar is rolled in', () => {
  let now = Date.UTC(2026, 10, 20, 2, 0);
  const market = createMarket({ clock: 'real' }, { now: () => now, seed: 7 });
  market.step();
  for (const period of ['SEASON', 'YEAR'] as const) market.klines('sh:600519', period, { limit: 1 });
  const built = jest.spyOn(derived, 'historyKlines');
  try {
    const lives: number[] = [];
    for (let i = 1; i <= 5; i++) {
      now += 60_000;
      market.step();
      for (const period of ['SEASON', 'YEAR'] as const) {
        lives.push(market.klines('sh:600519', period, { limit: 1 })[0].Volume);
      }
    }
    expect(built).not.toHaveBeenCalled();
    // The live bar does take the day's trades.
    expect(lives[lives.length - 1]).toBeGreaterThan(lives[0]);
  } finally {
    built.mockRestore();
  }
});

test('a reply of a few 日K bars builds only those days, not the whole history', () => {
  const market = createMarket({ clock: 'real' }, { now: () => Date.UTC(2026, 10, 20, 5, 0), seed: 7 });
  market.step();
  const built = jest.spyOn(derived, 'historyKlines');
  try {
    market.klines('sh:600519', 'DAY', { limit: 3 });
    const days = built.mock.results.reduce((n, r) => n + (r.value as KlineEntry[]).length, 0);
    expect(days).toBe(2);
  } finally {
    built.mockRestore();
  }
});

test('a 5分 push rolls only the last minutes of today, not five days of minutes', () => {
  const market = createMarket({ clock: 'real' }, { now: () => Date.UTC(2026, 10, 20, 5, 47), seed: 7 });
  market.step();
  const rolled = jest.spyOn(bars, 'minuteKlines');
  try {
    const live = market.klines('sh:600519', 'M5', { limit: 1 });
    const minutes = rolled.mock.calls.reduce((n, call) => n + call[2].length, 0);
    expect(minutes).toBeLessThanOrEqual(10);
    expect(live).toEqual(market.klines('sh:600519', 'M5', { limit: 0 }).slice(-1));
  } finally {
    rolled.mockRestore();
  }
});
