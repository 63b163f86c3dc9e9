/** Price limits, tick sizes, calendars and the demo/real clock (pure functions). */
import { findInstrument } from '../data/universe';
import { isTradingDay, tradingDayOnOrBefore } from './calendar';
import { limitPrices, limitRatio, onTickGrid, roundPrice, tickSize } from './rules';
import { minuteStartSeconds } from '../../contract/market-rules/sessions';
import { clockState, minuteEndSeconds, sessionMinutes } from './sessions';

const seed = (m: string, c: string) => {
  const s = findInstrument(m, c);
  if (!s) throw new Error(`${m}:${c}`);
  return s;
};

test('price limits: ±10 % main, ±20 % ChiNext and STAR, ±30 % Beijing, ±5 % ST, none for HK/US/indices', () => {
  expect(limitRatio(seed('sh', '600519'))).toBe(0.1);
  expect(limitRatio(seed('sz', '300750'))).toBe(0.2);
  expect(limitRatio(seed('sh', '688981'))).toBe(0.2);
  expect(limitRatio(seed('bj', '830799'))).toBe(0.3);
  expect(limitRatio(seed('sz', '000656'))).toBe(0.05);
  expect(limitRatio(seed('HKSE', '00700'))).toBeUndefined();
  expect(limitRatio(seed('NASDAQ', 'AAPL'))).toBeUndefined();
  expect(limitRatio(seed('sh', '000001'))).toBeUndefined();
  expect(limitPrices(seed('sh', '600519'), 10.05)).toEqual({ up: 11.06, down: 9.05 });
  expect(limitPrices(seed('sz', '000656'), 1.23)).toEqual({ up: 1.29, down: 1.17 });
  expect(limitPrices(seed('sh', '900901'), 0.551)).toEqual({ up: 0.606, down: 0.496 });
});

test('tick sizes: CN 0.01, ETFs and Shanghai B shares 0.001, Shenzhen B shares 0.01, HK spread table, US 0.01', () => {
  expect(tickSize(seed('sh', '600519'), 1450)).toBe(0.01);
  expect(tickSize(seed('sh', '900901'), 0.55)).toBe(0.001);
  expect(tickSize(seed('sz', '200596'), 90.39)).toBe(0.01);
  expect(tickSize(seed('sh', '510300'), 4.7)).toBe(0.001);
  const hk = seed('HKSE', '00700');
  expect([0.2, 0.3, 5, 15, 50, 80, 150, 400, 600, 1500].map((p) => tickSize(hk, p))).toEqual([
    0.001, 0.005, 0.01, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1,
  ]);
  expect(tickSize(seed('NYSE', 'JPM'), 300)).toBe(0.01);
  expect(roundPrice(hk, 501.3)).toBe(501.5);
  expect(onTickGrid(hk, 501.5)).toBe(true);
  expect(onTickGrid(hk, 501.2)).toBe(false);
});

test('exchange holidays', () => {
  expect(isTradingDay('CN', 20261001)).toBe(false); // National Day
  expect(isTradingDay('CN', 20260217)).toBe(false); // Spring Festival
  expect(isTradingDay('CN', 20261120)).toBe(true);
  expect(isTradingDay('US', 20261126)).toBe(false); // Thanksgiving
  expect(isTradingDay('US', 20260403)).toBe(false); // Good Friday
  expect(isTradingDay('HK', 20260218)).toBe(false); // Lunar New Year
  expect(isTradingDay('HK', 20261201)).toBe(true);
  expect(isTradingDay('DE', 20261224)).toBe(false);
  expect(tradingDayOnOrBefore('CN', 20261122)).toBe(20261120);
});

test('sessions: minutes per day and minute bar times', () => {
  expect([sessionMinutes('CN'), sessionMinutes('HK'), sessionMinutes('US')]).toEqual([240, 330, 390]);
  expect(minuteEndSeconds('CN', 0)).toBe(9 * 3600 + 31 * 60);
  expect(minuteEndSeconds('CN', 119)).toBe(11 * 3600 + 30 * 60);
  expect(minuteEndSeconds('CN', 120)).toBe(13 * 3600 + 60);
  expect(minuteEndSeconds('HK', 329)).toBe(16 * 3600);
  // A minute starting at a break's end starts after the break (the afternoon's first trades).
  expect(minuteStartSeconds('CN', 120)).toBe(13 * 3600);
  expect(minuteStartSeconds('CN', 119)).toBe(11 * 3600 + 29 * 60);
  expect(minuteStartSeconds('HK', 150)).toBe(13 * 3600);
});

test('real clock: weekends and holidays are closed on the previous trading day', () => {
  const sunday = clockState('CN', Date.UTC(2026, 10, 22, 3, 0), 'real');
  expect([sunday.status, sunday.tradingDay]).toEqual([4, 20261120]);
  const holiday = clockState('CN', Date.UTC(2026, 9, 1, 3, 0), 'real');
  expect([holiday.status, holiday.tradingDay]).toEqual([4, 20260930]);
  const thanksgiving = clockState('US', Date.UTC(2026, 10, 26, 16, 0), 'real');
  expect([thanksgiving.status, thanksgiving.tradingDay]).toEqual([4, 20261125]);
  const open = clockState('CN', Date.UTC(2026, 10, 20, 2, 0), 'real');
  expect([open.status, open.elapsed]).toEqual([3, 30 * 60]);
});

test('demo clock: every region trades at every hour', () => {
  for (const ex of ['CN', 'HK', 'US', 'DE', 'UK'] as const) {
    for (const h of [0, 5, 11, 17, 23]) {
      const c = clockState(ex, Date.UTC(2026, 10, 22, h, 7), 'demo');
      // US pre-market (12) and after-hours (13) trade too (issue 21): New York 00:07 is pre-market.
      const want = ex === 'US' && h === 5 ? 12 : 3;
      expect(`${ex}${h}:${c.status}`).toBe(`${ex}${h}:${want}`);
    }
  }
  // On a Sunday the Friday session is replayed, in every loop of the day.
  expect(clockState('CN', Date.UTC(2026, 10, 22, 4, 0), 'demo').tradingDay).toBe(20261120);
});

// [exchange, UTC instant, loop, continuous seconds elapsed, virtual local time, closed]
test.each([
  // Beijing 00:00 opens loop 0; 02:00 is just past half the loop (its last 3 s are the close): 13:00.
  ['CN', Date.UTC(2026, 10, 19, 16, 0), 0, 0, '09:30', false],
  ['CN', Date.UTC(2026, 10, 19, 18, 0), 0, (7200 * 14400) / 14397, '13:00', false],
  // Beijing 12:00 = loop 3's start; 23:50 = loop 5, 230 of 240 wall minutes in.
  ['CN', Date.UTC(2026, 10, 20, 4, 0), 3, 0, '09:30', false],
  ['CN', Date.UTC(2026, 10, 20, 15, 50), 5, (13800 * 14400) / 14397, '14:50', false],
  // The last 3 wall seconds of a loop show the closing print.
  ['CN', Date.UTC(2026, 10, 20, 15, 59, 58), 5, 14400, '15:00', true],
  // HK 330 minutes in 6-hour loops. US 8-hour loops: 45 wall minutes of pre-market, 390 of the
  // regular session (its last 3 s the close), 45 of after-hours. New York 12:00 = loop 1, 240 wall
  // minutes in (195 of the session); 15:58 = 43 minutes into after-hours (16:00 + 43/45 × 240 min).
  ['HK', Date.UTC(2026, 10, 20, 4, 0), 2, 0, '09:30', false],
  ['US', Date.UTC(2026, 10, 20, 17, 0), 1, (11700 * 23400) / 23397, '12:45', false],
  ['US', Date.UTC(2026, 10, 20, 20, 58), 1, 23400, '19:49', true],
  ['US', Date.UTC(2026, 10, 20, 13, 20), 1, 0, '06:26', false],
] as const)('demo loop of %s at %p: loop %p, %p s, %p', (ex, at, loop, elapsed, hhmm, closed) => {
  const c = clockState(ex, at, 'demo');
  expect(c.loop).toBe(loop);
  expect(c.elapsed).toBeCloseTo(elapsed, 6);
  expect(c.closed).toBe(closed);
  const local = new Date((c.unix + 8 * 3600 - (ex === 'US' ? 13 * 3600 : 0)) * 1000);
  expect(local.toISOString().slice(11, 16)).toBe(hhmm);
});
