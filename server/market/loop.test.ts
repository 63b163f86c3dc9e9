/**
 * A demo loop boundary: the same trading day starts over along a new intraday path. Before the
 * boundary the loop ends on the day's close (the closing print); after it the session restarts
 * from the open with fresh ticks, minute bars and volume, on the same trading day everywhere.
 */
import type { Tick } from '../../contract/quote-protocol';
import { createMarket } from './index';

const ID = 'sh:600519';
// Beijing 11:59:50 on Tuesday 2026-11-24: loop 2 ends at 12:00, loop 3 starts.
let now = Date.UTC(2026, 10, 24, 3, 59, 50);
const market = createMarket({ clock: 'demo' }, { now: () => now });
const pushed: Tick[][] = [];
market.onUpdate((u) => pushed.push(u.ticks.get(ID) ?? []));
const stepTo = (ms: number) => {
  while (now < ms) {
    now = Math.min(ms, now + 500);
    market.step();
  }
};

test('the loop ends on the day’s close, then the day starts over on the same trading day', () => {
  market.step();
  const daily = market.klines(ID, 'DAY', { limit: 2 });
  const today = daily[daily.length - 1];
  stepTo(Date.UTC(2026, 10, 24, 3, 59, 58));
  const before = market.dyna(ID);
  expect(market.clockOf(ID).loop).toBe(2);
  // The closing print: the loop ends exactly on the day's bar from the history.
  const closed = market.klines(ID, 'DAY', { limit: 1 })[0];
  expect(before.LastPrice).toBe(closed.Close);
  expect([closed.Open, closed.TradingDay]).toEqual([today.Open, 20261124]);
  expect(market.minutes(ID, 1)[0].data).toHaveLength(240);

  pushed.length = 0;
  stepTo(Date.UTC(2026, 10, 24, 4, 0, 1));
  const after = market.dyna(ID);
  expect(market.clockOf(ID).loop).toBe(3);
  expect(after.TradingDay).toBe(before.TradingDay);
  expect(after.Volume).toBeLessThan(before.Volume / 50);
  expect(after.OpenPrice).toBe(closed.Open);
  expect(market.minutes(ID, 1)[0].data).toHaveLength(1);
  // The new session's first trades reach subscribers, numbered from 1 again.
  const ticks = pushed.flat();
  expect(ticks.length).toBeGreaterThan(0);
  expect(ticks[0].ID).toBe(1);
  expect(new Date(ticks[0].Time * 1000).toISOString()).toBe('2026-11-24T01:30:00.000Z');
  expect(market.klines(ID, 'DAY', { limit: 1 })[0].TradingDay).toBe(20261124);
});

test('each loop takes its own intraday path through the same day (same seed, same loop → same path)', () => {
  stepTo(Date.UTC(2026, 10, 24, 4, 30));
  const loop3 = market.minutes(ID, 1)[0].data.map((b) => b.Price);
  const again = createMarket({ clock: 'demo' }, { now: () => Date.UTC(2026, 10, 24, 4, 30) });
  expect(again.minutes(ID, 1)[0].data.map((b) => b.Price)).toEqual(loop3);
  const otherLoop = createMarket({ clock: 'demo' }, { now: () => Date.UTC(2026, 10, 24, 0, 30) });
  expect(otherLoop.clockOf(ID).loop).toBe(2);
  expect(otherLoop.minutes(ID, 1)[0].data.map((b) => b.Price)).not.toEqual(loop3);
});
