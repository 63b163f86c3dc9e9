import { LINE_LIMIT, LineCache, lineKey } from './line-cache';

const NOW = Date.UTC(2026, 10, 25, 2, 0);

class MapStorage {
  map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}

describe('LineCache', () => {
  const kept = { tradingDay: 20261125, preClose: 10, slots: 5, price: [10, 11] };

  it('writes at most every 3 s unless forced, and reads back', () => {
    let t = NOW;
    const storage = new MapStorage();
    const cache = new LineCache(storage, () => t);
    cache.save('sh', '600519', kept);
    cache.save('sh', '600519', { ...kept, price: [10, 12] });
    expect(cache.load('sh', '600519')?.price).toEqual([10, 11]);
    cache.save('sh', '600519', { ...kept, price: [10, 12] }, true);
    expect(cache.load('sh', '600519')?.price).toEqual([10, 12]);
    t += 3000;
    cache.save('sh', '600519', { ...kept, price: [10, 13] });
    expect(cache.load('sh', '600519')).toMatchObject({ price: [10, 13], savedAt: t });
  });

  it(`keeps the ${LINE_LIMIT} instruments written last`, () => {
    const storage = new MapStorage();
    const cache = new LineCache(storage, () => NOW);
    for (let i = 0; i <= LINE_LIMIT; i++) cache.save('sz', String(i).padStart(6, '0'), kept);
    expect(storage.map.has(lineKey('sz', '000000'))).toBe(false);
    expect(storage.map.has(lineKey('sz', String(LINE_LIMIT).padStart(6, '0')))).toBe(true);
  });

  it('full or disabled storage: nothing kept, nothing thrown', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    const cache = new LineCache(full, () => NOW);
    expect(() => cache.save('sh', '600519', kept, true)).not.toThrow();
    expect(new LineCache(null).load('sh', '600519')).toBeNull();
  });
});
