import { AlertIndex, type AlertTrade, type IndexedAlert, NaiveAlertScan, lowerBound } from './alert-index';

const DAY = 86_400_000;
const nextDay = (at: number) => (Math.floor(at / DAY) + 1) * DAY;

let nextId = 1;
const alert = (over: Partial<IndexedAlert>): IndexedAlert => ({
  id: nextId++,
  userId: 1,
  code: 'sh600000',
  metric: 'price',
  direction: 'up',
  level: 10,
  repeat: 'once',
  quietMs: 0,
  mutedUntil: 0,
  ...over,
});
const trade = (price: number, at = 1000, code = 'sh600000', change = 0, speed = 0): AlertTrade => ({
  code,
  at,
  price,
  change,
  speed,
});

describe('lowerBound', () => {
  const side = [1, 2, 2, 3];
  it.each([
    [0, false, 0],
    [2, false, 3],
    [2, true, 1],
    [3, false, 4],
    [3, true, 3],
    [9, true, 4],
  ])('level %p inclusive %p → %p', (level, inclusive, at) => {
    expect(lowerBound(side, level, inclusive)).toBe(at);
  });
});

describe('AlertIndex crossings', () => {
  // Each row: alert, the prices traded in order, how many times it fires.
  it.each<[string, Partial<IndexedAlert>, number[], number]>([
    ['rises to the level', { level: 10 }, [9.9, 10], 1],
    ['rises through the level', { level: 10 }, [9.9, 10.2], 1],
    ['never reaches it', { level: 10 }, [9.5, 9.9, 9.8], 0],
    ['already above at the first trade: no crossing', { level: 10 }, [10.5, 10.6], 0],
    ['once: fires one time over two passes', { level: 10 }, [9, 11, 9, 11], 1],
    ['every, no quiet period: each pass', { level: 10, repeat: 'every' }, [9, 11, 9, 11], 2],
    ['falls to the level', { level: 10, direction: 'down' }, [10.1, 10], 1],
    ['falls, but a rise does not fire a down alert', { level: 10, direction: 'down' }, [9, 11], 0],
    ['up alert ignores a fall through its level', { level: 10 }, [11, 9], 0],
    ['trades at the level repeatedly: once', { level: 10, repeat: 'every' }, [9, 10, 10, 10], 1],
  ])('%s', (_name, over, prices, times) => {
    const idx = new AlertIndex(nextDay);
    idx.add(alert(over));
    const fired = prices.flatMap((p, i) => idx.onTrade(trade(p, 1000 + i)));
    expect(fired).toHaveLength(times);
  });

  it('keeps an every-time alert quiet for its quiet period', () => {
    const idx = new AlertIndex(nextDay);
    idx.add(alert({ repeat: 'every', quietMs: 60_000 }));
    expect(idx.onTrade(trade(9, 0))).toHaveLength(0);
    expect(idx.onTrade(trade(11, 1000))).toHaveLength(1);
    idx.onTrade(trade(9, 2000));
    expect(idx.onTrade(trade(11, 3000))).toHaveLength(0);
    idx.onTrade(trade(9, 70_000));
    expect(idx.onTrade(trade(11, 71_000))).toHaveLength(1);
  });

  it('fires a daily alert once a day', () => {
    const idx = new AlertIndex(nextDay);
    idx.add(alert({ repeat: 'daily' }));
    const day1 = [9, 11, 9, 11, 9, 11].flatMap((p, i) => idx.onTrade(trade(p, DAY + i * 1000)));
    const day2 = [9, 11, 9, 11].flatMap((p, i) => idx.onTrade(trade(p, 2 * DAY + i * 1000)));
    expect(day1).toHaveLength(1);
    expect(day2).toHaveLength(1);
  });

  it('watches change % and speed % as their own metrics', () => {
    const idx = new AlertIndex(nextDay);
    const ch = alert({ metric: 'change', level: 5 });
    const sp = alert({ metric: 'speed', level: 2 });
    idx.add(ch);
    idx.add(sp);
    idx.onTrade(trade(10, 0, 'sh600000', 4, 1));
    const fired = idx.onTrade(trade(10.6, 1, 'sh600000', 6, 1.5));
    expect(fired.map((f) => f.alert.id)).toEqual([ch.id]);
    expect(idx.onTrade(trade(10.7, 2, 'sh600000', 7, 2.5)).map((f) => f.alert.id)).toEqual([sp.id]);
  });

  it('never looks at other instruments and forgets removed alerts', () => {
    const idx = new AlertIndex(nextDay);
    const a = alert({ code: 'sz000001' });
    const b = alert({ code: 'sz000001', level: 10 });
    idx.add(a);
    idx.add(b);
    idx.onTrade(trade(9, 0));
    expect(idx.onTrade(trade(11, 1))).toHaveLength(0);
    expect(idx.remove(a.id)).toBe(a);
    idx.onTrade(trade(9, 2, 'sz000001'));
    expect(idx.onTrade(trade(11, 3, 'sz000001')).map((f) => f.alert.id)).toEqual([b.id]);
    expect(idx.size).toBe(0);
  });
});

describe('AlertIndex agrees with a scan of every alert', () => {
  it('on a random walk with many alerts on few instruments', () => {
    let s = 7;
    const rnd = () => {
      s = (s * 1664525 + 1013904223) % 4294967296;
      return s / 4294967296;
    };
    const idx = new AlertIndex(nextDay);
    const naive = new NaiveAlertScan(nextDay);
    const codes = ['a', 'b', 'c'];
    for (let i = 0; i < 600; i++) {
      const a = alert({
        code: codes[i % 3],
        metric: (['price', 'change', 'speed'] as const)[Math.floor(rnd() * 3)],
        direction: rnd() < 0.5 ? 'up' : 'down',
        level: Math.round((rnd() * 20 - 10) * 10) / 10,
        repeat: (['once', 'daily', 'every'] as const)[Math.floor(rnd() * 3)],
        quietMs: Math.floor(rnd() * 5) * 1000,
      });
      idx.add(a);
      naive.add({ ...a });
    }
    const price: Record<string, number> = { a: 0, b: 0, c: 0 };
    let total = 0;
    for (let t = 0; t < 3000; t++) {
      const code = codes[Math.floor(rnd() * 3)];
      price[code] = Math.round((price[code] + (rnd() - 0.5) * 2) * 10) / 10;
      const tr = trade(price[code], t * 500, code, price[code] / 2, price[code] / 3);
      const key = (f: { alert: IndexedAlert }) => f.alert.id;
      const got = idx.onTrade(tr).map(key).sort();
      const want = naive.onTrade(tr).map(key).sort();
      expect(got).toEqual(want);
      // A fired `once` alert has left the index, as it left the scan.
      expect(idx.size).toBe(naive.size);
      total += got.length;
    }
    expect(total).toBeGreaterThan(100);
  });

  it('with alerts added and removed between trades, at and around the current value, and missing speeds', () => {
    let s = 99;
    const rnd = () => {
      s = (s * 1664525 + 1013904223) % 4294967296;
      return s / 4294967296;
    };
    const idx = new AlertIndex(nextDay);
    const naive = new NaiveAlertScan(nextDay);
    const price: Record<string, number> = { a: 0, b: 0 };
    const live: number[] = [];
    let total = 0;
    for (let t = 0; t < 4000; t++) {
      const code = rnd() < 0.5 ? 'a' : 'b';
      if (rnd() < 0.3) {
        // A new alert near the value now, often exactly at it (the cursor's edge cases).
        const at = price[code] + (rnd() < 0.3 ? 0 : Math.round((rnd() * 4 - 2) * 10) / 10);
        const a = alert({
          code,
          metric: 'price',
          direction: rnd() < 0.5 ? 'up' : 'down',
          level: at,
          repeat: rnd() < 0.5 ? 'once' : 'every',
          quietMs: 1000,
        });
        idx.add(a);
        naive.add({ ...a });
        live.push(a.id);
      }
      if (rnd() < 0.1 && live.length > 0) {
        const id = live.splice(Math.floor(rnd() * live.length), 1)[0];
        idx.remove(id);
        naive.remove(id);
      }
      price[code] = Math.round((price[code] + (rnd() - 0.5) * 1.2) * 10) / 10;
      const speed = rnd() < 0.1 ? Number.NaN : price[code] / 3;
      const tr = trade(price[code], t * 500, code, price[code] / 2, speed);
      const key = (f: { alert: IndexedAlert }) => f.alert.id;
      const got = idx.onTrade(tr).map(key).sort();
      const want = naive.onTrade(tr).map(key).sort();
      expect(got).toEqual(want);
      // A fired `once` alert has left the index, as it left the scan.
      expect(idx.size).toBe(naive.size);
      total += got.length;
    }
    expect(total).toBeGreaterThan(100);
  });
});
