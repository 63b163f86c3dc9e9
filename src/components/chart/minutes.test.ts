import type { MinuteEntry, PreMarketMinuteEntry } from '../../../contract/quote-protocol';
import { applyExtendedMinutes, applyMinutePush, buildMinuteSeries, emptyMinuteSeries } from './minutes';

// Tuesday 2026-11-24, New York is UTC−5: unix seconds of a New York time.
const ny = (hh: number, mm: number) => Date.UTC(2026, 10, 24, hh + 5, mm) / 1000;
const minute = (t: number, price: number, volume = 100): MinuteEntry => ({
  Time: t,
  Open: price,
  Price: price,
  Volume: volume,
  Amount: price * volume,
  High: price,
  Low: price,
  AvgPrice: price,
  PreClose: 100,
  TickCount: 1,
});
const ext = (t: number, price: number, volume = 10): PreMarketMinuteEntry => ({
  Time: t,
  Price: price,
  Volume: volume,
  UnmismatchVolume: 0,
  UnmismatchFlag: 0,
});

describe('US 分时 with extended hours', () => {
  it('lays pre-market, regular and after-hours minutes on one 960-point axis', () => {
    const s = buildMinuteSeries([minute(ny(9, 31), 101), minute(ny(16, 0), 103)], 'USA', 1, 100);
    expect(s.times).toHaveLength(960);
    expect(s.extended).toEqual({ pre: [0, 329], after: [720, 959] });
    expect(
      applyExtendedMinutes(s, [ext(ny(4, 1), 99.5), ext(ny(9, 30), 100.5), ext(ny(16, 1), 102.8)], true),
    ).toBe(true);
    // [slot, price, average, volume]
    expect([0, 329, 330, 719, 720].map((k) => [k, s.price[k], s.avg[k], s.volume[k]])).toEqual([
      [0, 99.5, null, 10],
      [329, 100.5, null, 10],
      [330, 101, 101, 100],
      [719, 103, 103, 100],
      [720, 102.8, null, 10],
    ]);
    expect([s.last, s.extendedLast]).toEqual([719, 720]);
  });

  it('the first regular minute does not paint over the pre-market', () => {
    const s = emptyMinuteSeries('USA', 1, 100);
    applyExtendedMinutes(s, [ext(ny(4, 1), 99), ext(ny(4, 2), 99.2)], true);
    expect(applyMinutePush(s, minute(ny(9, 33), 101))).toBe(true);
    expect(s.price.slice(0, 3)).toEqual([99, 99.2, null]);
    // The two regular slots before the first trade carry the first price (no hole in the line).
    expect(s.price.slice(330, 333)).toEqual([101, 101, 101]);
  });

  it('a live extended minute replaces its slot or fills the next', () => {
    const s = emptyMinuteSeries('USA', 1, 100);
    applyExtendedMinutes(s, [ext(ny(4, 1), 99)], true);
    expect(applyExtendedMinutes(s, [ext(ny(4, 1), 99.1, 30)], false)).toBe(true);
    expect(applyExtendedMinutes(s, [ext(ny(4, 5), 99.3)], false)).toBe(true);
    expect([s.price[0], s.volume[0], s.price[4], s.extendedLast]).toEqual([99.1, 30, 99.3, 4]);
  });

  it.each([
    ['an earlier extended minute (the demo session started over)', [ext(ny(17, 0), 1)], [ext(ny(4, 1), 1)]],
    ['another day', [ext(ny(4, 1), 1)], [ext(ny(4, 2) + 86400, 1)]],
  ])('%s asks for a reload', (_name, first, next) => {
    const s = emptyMinuteSeries('USA', 1, 100);
    applyExtendedMinutes(s, first, true);
    expect(applyExtendedMinutes(s, next, false)).toBe(false);
  });

  it('a full reply clears the extended slots it no longer holds', () => {
    const s = emptyMinuteSeries('USA', 1, 100);
    applyExtendedMinutes(s, [ext(ny(4, 1), 99), ext(ny(4, 2), 99.5)], true);
    applyExtendedMinutes(s, [ext(ny(4, 1), 98)], true);
    expect([s.price[0], s.price[1], s.extendedLast]).toEqual([98, null, 0]);
  });

  it('CN, HK and the US 5-day view keep their regular axes and ignore extended minutes', () => {
    expect(emptyMinuteSeries('CN', 1, 10).times).toHaveLength(242);
    expect(emptyMinuteSeries('HK', 1, 10).times).toHaveLength(340);
    const five = emptyMinuteSeries('USA', 5, 10);
    expect([five.times.length, five.extended]).toEqual([1950, undefined]);
    expect(applyExtendedMinutes(five, [ext(ny(4, 1), 1)], true)).toBe(true);
    expect(five.price.every((p) => p === null)).toBe(true);
  });
});
