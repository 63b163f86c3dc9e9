import { DayCache } from './day-cache';

describe('DayCache', () => {
  const a = {};
  const b = {};
  it.each([
    ['same source, key and day', a, 'x', 20261126, [1]],
    ['another day', a, 'x', 20261127, undefined],
    ['an earlier day', a, 'x', 20261125, undefined],
    ['another key', a, 'y', 20261126, undefined],
    ['another source', b, 'x', 20261126, undefined],
  ])('%s', (_name, source, key, day, want) => {
    const cache = new DayCache<number[]>();
    cache.set(a, 'x', 20261126, [1]);
    expect(cache.get(source, key, day)).toEqual(want);
  });

  it('replaces the day before with the new day', () => {
    const cache = new DayCache<string>();
    cache.set(a, 'x', 1, 'old');
    expect(cache.set(a, 'x', 2, 'new')).toBe('new');
    expect(cache.get(a, 'x', 1)).toBeUndefined();
    expect(cache.get(a, 'x', 2)).toBe('new');
  });
});
