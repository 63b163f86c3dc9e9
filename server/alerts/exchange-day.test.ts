import { exchangeZoneOf, nextExchangeDay } from './exchange-day';

const iso = (ms: number) => new Date(ms).toISOString();

describe('nextExchangeDay', () => {
  it.each([
    // 沪深 and 港股: the next Beijing / Hong Kong midnight (16:00 UTC).
    ['sh:600000', '2026-11-24T02:00:00Z', '2026-11-24T16:00:00.000Z'],
    ['sh:600000', '2026-11-24T15:59:59Z', '2026-11-24T16:00:00.000Z'],
    ['sh:600000', '2026-11-24T16:00:00Z', '2026-11-25T16:00:00.000Z'],
    ['HKSE:00700', '2026-11-24T07:30:00Z', '2026-11-24T16:00:00.000Z'],
    // 美股 in winter (UTC−5): a fire at 10:00 New York (15:00 UTC) wakes at 05:00 UTC next day —
    // after Beijing's midnight (16:00 UTC), which would have woken it inside the same US session.
    ['NASDAQ:AAPL', '2026-11-24T15:00:00Z', '2026-11-25T05:00:00.000Z'],
    ['NYSE:IBM', '2026-11-24T20:59:00Z', '2026-11-25T05:00:00.000Z'],
    // …in summer (UTC−4).
    ['NASDAQ:AAPL', '2026-07-01T14:00:00Z', '2026-07-02T04:00:00.000Z'],
    // The night before the switch to summer time (8 March 2026): that day starts at 05:00 UTC.
    ['NASDAQ:AAPL', '2026-03-07T20:00:00Z', '2026-03-08T05:00:00.000Z'],
    ['NASDAQ:AAPL', '2026-03-08T12:00:00Z', '2026-03-09T04:00:00.000Z'],
    // The back switch (1 November 2026): the 2nd starts at 05:00 UTC.
    ['AMEX:SPY', '2026-11-01T12:00:00Z', '2026-11-02T05:00:00.000Z'],
  ])('%s fired at %s wakes at %s', (instrument, at, want) => {
    expect(iso(nextExchangeDay(Date.parse(at), instrument))).toBe(want);
  });

  it.each([
    ['sz:000001', 'Asia/Shanghai'],
    ['HKSE:00700', 'Asia/Hong_Kong'],
    ['NASDAQ:AAPL', 'America/New_York'],
    ['NYSE:IBM', 'America/New_York'],
  ])('%s is on %s', (id, zone) => expect(exchangeZoneOf(id)).toBe(zone));
});
