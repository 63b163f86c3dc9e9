import { lineOf, linePath, parseCachedLine, type CachedLine, type MinuteLineSource } from './cached-line';

const NOW = Date.UTC(2026, 10, 25, 2, 0);

const series = (over: Partial<MinuteLineSource> = {}): MinuteLineSource => ({
  days: 1,
  times: ['09:30', '09:31', '09:32', '09:33', '09:34'],
  dayKeys: [20261125],
  price: [10, 10.2, null, 10.1, null],
  preClose: 10,
  last: 3,
  ...over,
});

describe('lineOf', () => {
  it('the day so far, slot by slot, on the whole axis', () =>
    expect(lineOf(series())).toEqual({
      tradingDay: 20261125,
      preClose: 10,
      slots: 5,
      price: [10, 10.2, null, 10.1],
    }));

  it.each([
    ['a 5-day series', series({ days: 5 })],
    ['nothing traded yet', series({ last: -1 })],
    ['only empty minutes', series({ price: [null, 0, null, null, null] })],
  ])('%s: none', (_name, s) => expect(lineOf(s)).toBeNull());

  it('US: the extended minutes after the regular session count', () =>
    expect(lineOf(series({ last: 1, extendedLast: 3 }))?.price).toEqual([10, 10.2, null, 10.1]));
});

describe('parseCachedLine', () => {
  const text = (over: object = {}) =>
    JSON.stringify({
      savedAt: NOW - 1000,
      tradingDay: 20261125,
      preClose: 10,
      slots: 5,
      price: [10, null, 11],
      ...over,
    });

  it('a kept line', () =>
    expect(parseCachedLine(text(), NOW)).toEqual({
      savedAt: NOW - 1000,
      tradingDay: 20261125,
      preClose: 10,
      slots: 5,
      price: [10, null, 11],
    }));

  it.each([
    ['nothing', null],
    ['broken JSON', '{"savedAt":'],
    ['a week old', text({ savedAt: NOW - 8 * 24 * 3600_000 })],
    ['from the future', text({ savedAt: NOW + 3600_000 })],
    ['more prices than slots', text({ slots: 2 })],
    ['no price at all', text({ price: [null, 'x', -1] })],
    ['more slots than a day has minutes', text({ slots: 100_000 })],
  ])('%s: none', (_name, t) => expect(parseCachedLine(t, NOW)).toBeNull());
});

describe('linePath', () => {
  const line = (price: (number | null)[], preClose: number | null, slots = 5): CachedLine => ({
    savedAt: 0,
    tradingDay: 0,
    preClose,
    slots,
    price,
  });

  it.each([
    // 100 × 50 box, 8 % margin (4 px) top and bottom: y = 4 + (hi − p) / (hi − lo) × 42
    ['rise above the reference', line([10, 11, 12], 10), 'M0 46L25 25L50 4', 46],
    ['a gap carries on from the last trade', line([10, null, 12], 11), 'M0 46L50 4', 25],
    ['no reference', line([10, 12], null, 3), 'M0 46L50 4', null],
    ['flat: drawn in the middle', line([10, 10], 10, 2), 'M0 25L100 25', 25],
  ])('%s', (_name, l, d, ref) => expect(linePath(l, 100, 50)).toEqual({ d, ref }));
});
