/**
 * The rank lists over the whole A-share universe at one simulated instant (Tuesday 2026-11-24,
 * 10:00 Beijing, real clock): every type sorted by its key, every A-share listed once, the rows'
 * quotes the ones dyna() gives, one sort per step, and 量比 / 5分钟涨速 as their definitions give.
 */
import { UNIVERSE, instrumentId } from '../data/universe';
import type { RankType } from './api';
import { RANK_KEYS, fiveMinuteChange, volumeRatio } from './derived';
import { Simulator } from './simulator';

const TYPES: RankType[] = ['up', 'down', 'hs', 'zs', 'zf', 'lb'];
const A_SHARES = UNIVERSE.filter((s) => s.region === 'CN' && s.kind === 'stock' && s.board !== 'b');
let now = Date.UTC(2026, 10, 24, 2, 0);
const market = new Simulator({ clock: 'real', now: () => now });

beforeAll(() => market.step(), 120_000);

test.each(TYPES)('%s: every A-share once, sorted by its key, ties by code', (type) => {
  const rows = market.rank(type, Number.MAX_SAFE_INTEGER);
  expect(rows).toHaveLength(A_SHARES.length);
  expect(new Set(rows.map((r) => instrumentId(r.seed)))).toEqual(new Set(A_SHARES.map(instrumentId)));
  const key = RANK_KEYS[type];
  for (let i = 1; i < rows.length; i++) {
    const a = key(rows[i - 1]);
    const b = key(rows[i]);
    expect(a > b || (a === b && rows[i - 1].seed.code < rows[i].seed.code)).toBe(true);
  }
  // The list is not degenerate: its key spreads over the universe.
  expect(key(rows[0])).toBeGreaterThan(key(rows[rows.length - 1]));
});

test('a row carries the very quote dyna() gives at that instant; the sort is made once per step', () => {
  const [first] = market.rank('up', 1);
  expect(first.dyna).toBe(market.dyna(instrumentId(first.seed)));
  expect(market.rank('up', 30)[0]).toBe(first);
  now += 60_000;
  market.step();
  const [later] = market.rank('up', 1);
  expect(later).not.toBe(first);
  expect(later.dyna).toBe(market.dyna(instrumentId(later.seed)));
});

test('量比 and 5分钟涨速 of a listed stock follow their definitions', () => {
  const [row] = market.rank('lb', 1);
  const id = instrumentId(row.seed);
  const series = market.dailySeries(id);
  const n = series.days.length - 1;
  const clock = market.clockOf(id);
  const previous = Array.from(series.volume.subarray(n - 5, n));
  expect(row.dyna.Ratio).toBe(volumeRatio(row.dyna.Volume, previous, clock.elapsed, clock.total));
  expect(row.dyna.Ratio).toBeGreaterThan(0);
  const bars = market.minutes(id, 1)[0].data;
  expect(row.dyna.FiveMinsUpdown).toBe(
    fiveMinuteChange(bars, row.dyna.LastPrice, row.statistics.PreClosePrice),
  );
});
