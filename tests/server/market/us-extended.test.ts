/**
 * US extended hours (issue 21): at chosen instants of both clock modes a US stock trades in
 * pre-market (status 12) and after-hours (status 13) with thin volume on the tick grid, the regular
 * session's bar stays as it was, and the pre-market minute feed (504) serves the extended minutes.
 */
import { createMarket } from '../../../server/market/index';
import type { MarketSimulator } from '../../../server/market/api';
import { KIND_HANDLERS } from '../../../server/quote/kinds';
import { MsgType, type PreMarketMinuteEntry } from '../../../contract/quote-protocol';

const ID = 'NASDAQ:AAPL';
// New York is UTC−5 on Tuesday 2026-11-24. Demo: US loops of 8 h from New York midnight, each
// 45 min pre-market, 390 min regular, 45 min after-hours.
const CASES = [
  // [name, mode, instant, status, expected virtual New York time of the latest extended minute]
  ['demo pre-market (loop 1 + 20 min)', 'demo', '2026-11-24T13:20:00Z', 12, 'pre'],
  ['demo after-hours (loop 1 + 7 h 40 min)', 'demo', '2026-11-24T20:40:00Z', 13, 'after'],
  ['real pre-market, 07:00 New York', 'real', '2026-11-24T12:00:00Z', 12, 'pre'],
  ['real after-hours, 18:30 New York', 'real', '2026-11-24T23:30:00Z', 13, 'after'],
] as const;

const nyMinute = (unix: number) => {
  const d = new Date((unix - 5 * 3600) * 1000);
  return d.getUTCHours() * 60 + d.getUTCMinutes();
};
const PRE = [4 * 60 + 1, 9 * 60 + 30];
const AFTER = [16 * 60 + 1, 20 * 60];

function marketAt(
  mode: 'demo' | 'real',
  iso: string,
): { market: MarketSimulator; step: (ms: number) => void } {
  let now = Date.parse(iso);
  const market = createMarket({ clock: mode }, { now: () => now });
  market.step();
  return {
    market,
    step: (ms) => {
      const end = now + ms;
      while (now < end) {
        now += 1000;
        market.step();
      }
    },
  };
}

describe.each(CASES)('%s', (_name, mode, iso, status, part) => {
  const { market, step } = marketAt(mode, iso);
  const range = part === 'pre' ? PRE : AFTER;

  test(`status ${status} for US stocks`, () => {
    expect(market.status(ID).StatusType).toBe(status);
    expect(market.status('NYSE:KO').StatusType).toBe(status);
  });

  test('504 serves the extended minutes so far: pre-market first, all inside 04:00–09:30 / 16:00–20:00', () => {
    const handler = KIND_HANDLERS.get(MsgType.PreMarketMinute)!;
    const seed = market.byId(ID)!;
    const reply = handler.reply(
      market,
      { id: ID, key: { market: 106, code: 'AAPL' } },
      handler.parse({}),
    ) as {
      TradingDay: number;
      data: PreMarketMinuteEntry[];
    };
    expect(reply.TradingDay).toBe(20261124);
    const minutes = reply.data.map((m) => nyMinute(m.Time));
    expect(minutes.length).toBeGreaterThan(10);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    const last = minutes[minutes.length - 1];
    expect(last).toBeGreaterThanOrEqual(range[0]);
    expect(last).toBeLessThanOrEqual(range[1]);
    for (const m of minutes)
      expect((m >= PRE[0] && m <= PRE[1]) || (m >= AFTER[0] && m <= AFTER[1])).toBe(true);
    if (part === 'pre') expect(minutes.every((m) => m <= PRE[1])).toBe(true);
    else expect(minutes.filter((m) => m <= PRE[1]).length).toBe(330); // the whole pre-market is out
    // Prices on the cent grid, volumes in whole shares.
    for (const m of reply.data) {
      expect(Math.abs(m.Price * 100 - Math.round(m.Price * 100))).toBeLessThan(1e-6);
      expect(Number.isInteger(m.Volume) && m.Volume > 0).toBe(true);
    }
    expect(seed.lotSize).toBe(1);
  });

  test('thin volume: a small share of the regular day, the regular bar unchanged by extended trades', () => {
    const bar = market.klines(ID, 'DAY', { limit: 2 });
    const data = market.preMarketMinutes(ID);
    const extVolume = data.reduce((s, m) => s + m.Volume, 0);
    const prevDayVolume = bar[0].Volume;
    expect(extVolume).toBeGreaterThan(0);
    expect(extVolume).toBeLessThan(prevDayVolume * 0.03);
    const dyna = market.dyna(ID);
    if (part === 'pre') {
      // Before the open: no regular trade yet, the price is the previous close.
      expect([dyna.Volume, dyna.OpenPrice, dyna.LastPrice]).toEqual([
        0,
        0,
        market.statistics(ID).PreClosePrice,
      ]);
    } else {
      // After the close: the day's bar is the regular session's close, whatever after-hours trades.
      const today = bar[bar.length - 1];
      expect(dyna.LastPrice).toBe(today.Close);
      expect(dyna.Volume).toBe(today.Volume);
      expect(data[data.length - 1].Price).not.toBe(undefined);
    }
  });

  test('extended trades reach subscribers as ticks while the clock runs (a minute)', () => {
    const seen: number[] = [];
    const off = market.onUpdate((u) => {
      for (const t of u.ticks.get(ID) ?? []) seen.push(t.Time);
    });
    const before = market.dyna(ID);
    step(60_000);
    off();
    expect(seen.length).toBeGreaterThan(mode === 'demo' ? 20 : 1);
    for (const t of seen) {
      const m = nyMinute(t);
      expect(m >= range[0] - 1 && m <= range[1]).toBe(true);
    }
    expect(market.dyna(ID).Volume).toBe(before.Volume);
  });
});

test('CN keeps its opening call auction on 504 (10 minutes from 09:16)', () => {
  const { market } = marketAt('real', '2026-11-24T02:00:00Z');
  const data = market.preMarketMinutes('sh:600519');
  expect(data).toHaveLength(10);
  expect(new Date(data[0].Time * 1000).toISOString()).toBe('2026-11-24T01:16:00.000Z');
});
