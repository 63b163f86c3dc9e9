/**
 * Minute K-lines (§9: 1, 5, 15, 30, 60 minutes) and 季K / 年K (issue 35) against an oracle written
 * apart from the server's roll-up: bar ends listed by stepping each session segment from its
 * literal start, the minute read with Intl in the exchange's zone, quarters and years read from the
 * trading day's digits. The simulator's own one-minute and daily bars are the input of both.
 */
import type { KlineEntry } from '../../contract/quote-protocol';
import { createMarket } from './index';
import type { KlinePeriodName } from './api';
import type { Simulator } from './simulator';

type Ex = 'CN' | 'HK' | 'US';
const ZONE: Record<Ex, string> = { CN: 'Asia/Shanghai', HK: 'Asia/Hong_Kong', US: 'America/New_York' };
/** Continuous segments as an investor reads them off the exchange's rules. */
const SEGMENTS: Record<Ex, Array<[string, string]>> = {
  CN: [
    ['09:30', '11:30'],
    ['13:00', '15:00'],
  ],
  HK: [
    ['09:30', '12:00'],
    ['13:00', '16:00'],
  ],
  US: [['09:30', '16:00']],
};
const mins = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

/** Every bar end of a p-minute day: each segment stepped by p from its start, its end closing the last. */
function barEnds(ex: Ex, p: number): number[] {
  const ends: number[] = [];
  for (const [from, to] of SEGMENTS[ex]) {
    for (let t = mins(from) + p; ; t += p) {
      if (t >= mins(to)) {
        ends.push(mins(to));
        break;
      }
      ends.push(t);
    }
  }
  return ends;
}

const clockMinute = (ex: Ex, unix: number): number => {
  const f = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE[ex],
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return mins(f.format(new Date(unix * 1000)));
};

/**
 * The simulator stamps a minute with the start of the next trading minute, so the morning's last
 * minute (11:29–11:30 in CN) carries 13:00, the afternoon's opening instant; it is the morning's.
 */
function sessionMinute(ex: Ex, at: number): number {
  const segs = SEGMENTS[ex];
  for (let i = 1; i < segs.length; i++) if (at === mins(segs[i][0])) return mins(segs[i - 1][1]);
  return at;
}

/** The oracle's p-minute bars from one-minute bars. */
function oracleMinuteBars(ex: Ex, m1: KlineEntry[], p: number): KlineEntry[] {
  const ends = barEnds(ex, p);
  const groups = new Map<string, { end: number; bars: KlineEntry[] }>();
  for (const b of m1) {
    const at = clockMinute(ex, b.Time);
    const end = ends.find((e) => e >= sessionMinute(ex, at))!;
    const key = `${b.TradingDay}|${end}`;
    const g = groups.get(key) ?? { end: b.Time + (end - at) * 60, bars: [] };
    g.bars.push(b);
    groups.set(key, g);
  }
  return [...groups.values()].map(({ end, bars }) => ({
    Time: end,
    Open: bars[0].Open,
    Close: bars[bars.length - 1].Close,
    High: Math.max(...bars.map((b) => b.High)),
    Low: Math.min(...bars.map((b) => b.Low)),
    Amount: bars.reduce((s, b) => s + b.Amount, 0),
    Volume: bars.reduce((s, b) => s + b.Volume, 0),
    TradingDay: bars[bars.length - 1].TradingDay,
    PreClose: bars[0].PreClose,
    TickCount: bars.reduce((s, b) => s + b.TickCount, 0),
  }));
}

/** The oracle's quarter or year bars from daily bars, keyed by the trading day's digits. */
function oracleCalendarBars(daily: KlineEntry[], period: 'SEASON' | 'YEAR'): KlineEntry[] {
  const groups = new Map<string, KlineEntry[]>();
  for (const b of daily) {
    const text = String(b.TradingDay);
    const key =
      period === 'YEAR' ? text.slice(0, 4) : `${text.slice(0, 4)}Q${Math.ceil(Number(text.slice(4, 6)) / 3)}`;
    groups.set(key, [...(groups.get(key) ?? []), b]);
  }
  return [...groups.values()].map((g) => ({
    Time: g[g.length - 1].Time,
    Open: g[0].Open,
    Close: g[g.length - 1].Close,
    High: Math.max(...g.map((b) => b.High)),
    Low: Math.min(...g.map((b) => b.Low)),
    Amount: g.reduce((s, b) => s + b.Amount, 0),
    Volume: g.reduce((s, b) => s + b.Volume, 0),
    TradingDay: g[g.length - 1].TradingDay,
    PreClose: g[0].PreClose,
    TickCount: g.reduce((s, b) => s + b.TickCount, 0),
  }));
}

const MINUTE_PERIODS: Array<[KlinePeriodName, number]> = [
  ['M5', 5],
  ['M15', 15],
  ['M30', 30],
  ['M60', 60],
];

// Instants (fixed, not the hour the tests run at): CN and HK in the afternoon session with a bar
// still trading (13:47 Beijing = 05:47 UTC); HK in the morning's cut 60分 bar (11:40); New York in
// the afternoon (15:40 EST = 20:40 UTC), CN and HK closed by then.
const INSTANTS: Array<[string, number, Array<[string, Ex]>]> = [
  [
    '2026-11-20 05:47 UTC',
    Date.UTC(2026, 10, 20, 5, 47, 20),
    [
      ['sh:600519', 'CN'],
      ['sh:000300', 'CN'],
      ['HKSE:00700', 'HK'],
    ],
  ],
  ['2026-11-20 03:40 UTC', Date.UTC(2026, 10, 20, 3, 40, 5), [['HKSE:00700', 'HK']]],
  [
    '2026-11-20 20:40 UTC',
    Date.UTC(2026, 10, 20, 20, 40, 10),
    [
      ['NASDAQ:AAPL', 'US'],
      ['sz:300750', 'CN'],
    ],
  ],
];

describe.each(INSTANTS)('at %s', (_name, at, ids) => {
  let market: Simulator;
  beforeAll(() => {
    market = createMarket({ clock: 'real' }, { now: () => at, seed: 7 });
    market.step();
  });

  test.each(ids)('%s: minute periods equal the oracle over the simulator’s one-minute bars', (id, ex) => {
    const m1 = market.klines(id, 'M1', { limit: 0 });
    expect(m1.length).toBeGreaterThan(0);
    for (const [name, p] of MINUTE_PERIODS) {
      expect([name, market.klines(id, name, { limit: 0 })]).toEqual([name, oracleMinuteBars(ex, m1, p)]);
    }
  });

  test.each(ids)('%s: 季K and 年K equal the oracle over the daily bars', (id) => {
    const daily = market.klines(id, 'DAY', { limit: 0 });
    for (const period of ['SEASON', 'YEAR'] as const) {
      const got = market.klines(id, period, { limit: 0 });
      expect(got).toEqual(oracleCalendarBars(daily, period));
      expect(got.length).toBeGreaterThan(period === 'YEAR' ? 4 : 20);
    }
  });
});

test('a full day has the bars a Futu or 同花顺 user counts (HK 60分 cut at 12:00, US at 16:00)', () => {
  const market = createMarket({ clock: 'real' }, { now: () => Date.UTC(2026, 10, 20, 22, 0), seed: 7 });
  market.step();
  const perDay = (id: string, name: KlinePeriodName) => {
    const bars = market.klines(id, name, { limit: 0 });
    return bars.filter((b) => b.TradingDay === bars[bars.length - 1].TradingDay).length;
  };
  expect([perDay('sh:600519', 'M60'), perDay('sh:600519', 'M5'), perDay('sh:600519', 'M30')]).toEqual([
    4, 48, 8,
  ]);
  expect([perDay('HKSE:00700', 'M60'), perDay('HKSE:00700', 'M30')]).toEqual([6, 11]);
  expect([perDay('NASDAQ:AAPL', 'M60'), perDay('NASDAQ:AAPL', 'M15')]).toEqual([7, 26]);
});

test('the live bar keeps its Time while it trades and a new one opens at the boundary', () => {
  let now = Date.UTC(2026, 10, 20, 2, 1, 30); // 10:01:30 Beijing
  const market = createMarket({ clock: 'real' }, { now: () => now, seed: 7 });
  market.step();
  const last = () => market.klines('sh:600519', 'M5', { limit: 1 })[0];
  const first = last();
  expect(clockMinute('CN', first.Time)).toBe(mins('10:05'));
  now = Date.UTC(2026, 10, 20, 2, 4, 50);
  market.step();
  const later = last();
  expect(later.Time).toBe(first.Time);
  expect(later.Volume).toBeGreaterThan(first.Volume);
  now = Date.UTC(2026, 10, 20, 2, 5, 30);
  market.step();
  expect(last().Time).toBe(first.Time + 300);
});
