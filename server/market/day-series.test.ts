import type { MinuteEntry, Tick } from '../../contract/quote-protocol';
import type { LargeOrder } from './api';
import { ExtendedMinutes, LargeOrderRing, MinuteBars, TickRing } from './day-series';

/**
 * The columnar series read back exactly as the row arrays StockDay kept before them: each case
 * replays the same operations on a reference built from plain objects (the old code's rules).
 */
describe('MinuteBars', () => {
  type Op = ['add', number, number, number] | ['trade', number, number, number] | ['avg', number, number];
  const reference = (preClose: number, ops: Op[]): MinuteEntry[] => {
    const bars: MinuteEntry[] = [];
    for (const op of ops) {
      if (op[0] === 'add') {
        const [, time, prev, avg] = op;
        bars.push({
          Time: time,
          Open: prev,
          Price: prev,
          Volume: 0,
          Amount: 0,
          High: prev,
          Low: prev,
          AvgPrice: avg,
          PreClose: preClose,
          TickCount: 0,
        });
      } else if (op[0] === 'trade') {
        const [, k, price, volume] = op;
        const bar = bars[k];
        if (bar.Volume === 0) {
          bar.Open = price;
          bar.High = price;
          bar.Low = price;
        }
        bar.Price = price;
        if (price > bar.High) bar.High = price;
        if (price < bar.Low) bar.Low = price;
        bar.Volume += volume;
        bar.Amount += price * volume;
        bar.TickCount++;
      } else bars[op[1]].AvgPrice = op[2];
    }
    return bars;
  };
  it.each<[string, number, Op[]]>([
    ['no bar', 10, []],
    ['a bar with no trade carries the price', 10, [['add', 100, 10, 10]]],
    [
      'trades set open, high, low, close, volume, amount and count',
      10,
      [
        ['add', 100, 10, 10],
        ['trade', 0, 10.1, 300],
        ['trade', 0, 9.9, 200],
        ['trade', 0, 10.05, 100],
        ['avg', 0, 10.01],
      ],
    ],
    [
      'bars past the capacity, and a trade in an earlier bar',
      3.3,
      [
        ['add', 60, 3.3, 3.3],
        ['add', 120, 3.3, 3.3],
        ['add', 180, 3.3, 3.3],
        ['trade', 2, 3.31, 1e9],
        ['trade', 1, 3.29, 0.5],
        ['avg', 2, 3.305],
      ],
    ],
  ])('%s', (_name, preClose, ops) => {
    const bars = new MinuteBars(preClose, 2);
    for (const op of ops) {
      if (op[0] === 'add') bars.add(op[1], op[2], op[3]);
      else if (op[0] === 'trade') bars.trade(op[1], op[2], op[3]);
      else bars.setAvgPrice(op[1], op[2]);
    }
    const want = reference(preClose, ops);
    expect(bars.entries()).toEqual(want);
    expect(bars.entries(1)).toEqual(want.slice(1));
    expect(bars.length).toBe(want.length);
    for (let k = 0; k < want.length; k++) {
      expect(bars.entry(k)).toEqual(want[k]);
      expect([
        bars.open(k),
        bars.price(k),
        bars.high(k),
        bars.low(k),
        bars.volume(k),
        bars.amount(k),
        bars.tickCount(k),
      ]).toEqual([
        want[k].Open,
        want[k].Price,
        want[k].High,
        want[k].Low,
        want[k].Volume,
        want[k].Amount,
        want[k].TickCount,
      ]);
    }
  });

  it('keeps the old row key order (the JSON a client gets)', () => {
    const bars = new MinuteBars(1, 1);
    bars.add(60, 1, 1);
    expect(Object.keys(bars.entry(0))).toEqual([
      'Time',
      'Open',
      'Price',
      'Volume',
      'Amount',
      'High',
      'Low',
      'AvgPrice',
      'PreClose',
      'TickCount',
    ]);
  });

  it('hands out a new row on every read', () => {
    const bars = new MinuteBars(1, 1);
    bars.add(60, 1, 1);
    const before = bars.entry(0);
    bars.trade(0, 2, 100);
    expect(before.Price).toBe(1);
    expect(bars.entry(0).Price).toBe(2);
  });
});

describe('TickRing', () => {
  const tick = (i: number): Tick => ({
    ID: i,
    Time: 1000 + i,
    Price: 10 + i / 100,
    Volume: 100 * i,
    Property: i % 3,
    TradingDay: 20261124,
  });
  const filled = (capacity: number, n: number) => {
    const r = new TickRing(20261124, capacity);
    for (let i = 1; i <= n; i++) r.push(i, 1000 + i, 10 + i / 100, 100 * i, i % 3);
    return r;
  };
  // [name, capacity, trades pushed, n asked, ticks wanted (IDs)]
  it.each<[string, number, number, number, number[]]>([
    ['fewer than asked', 5, 3, 10, [1, 2, 3]],
    ['the last n, oldest first', 5, 5, 2, [4, 5]],
    ['past the ring: only the last capacity', 3, 7, 10, [5, 6, 7]],
    ['n = 0', 3, 2, 0, []],
    ['n < 0', 3, 2, -1, []],
    ['n NaN', 3, 2, NaN, []],
    ['n fractional, as Array.slice reads it', 5, 5, 2.5, [3, 4, 5]],
    ['n Infinity', 3, 2, Infinity, [1, 2]],
  ])('%s', (_name, capacity, n, ask, want) => {
    const r = filled(capacity, n);
    const old = Array.from({ length: n }, (_, i) => tick(i + 1)).slice(-capacity);
    expect(r.lastN(ask)).toEqual(want.map(tick));
    expect(r.lastN(ask)).toEqual(ask > 0 ? old.slice(Math.max(0, old.length - ask)) : []);
    expect(r.length).toBe(Math.min(capacity, n));
  });

  it('last() is the newest trade', () => {
    expect(filled(3, 4).last()).toEqual(tick(4));
  });
});

describe('LargeOrderRing', () => {
  const order = (i: number): LargeOrder => ({
    price: 5 + i,
    volume: 1e6 * i,
    ticktime: 3000 + i,
    kind: i % 2 ? 'U' : 'D',
  });
  // [name, capacity, pushed, num, orders wanted (newest first)]
  it.each<[string, number, number, number, number[]]>([
    ['newest first', 5, 3, 2, [3, 2]],
    ['all of them', 5, 3, 10, [3, 2, 1]],
    ['past the ring', 2, 5, 10, [5, 4]],
    ['num = 0', 3, 3, 0, []],
    ['num NaN: all, as Array.slice read it', 3, 2, NaN, [2, 1]],
  ])('%s', (_name, capacity, pushed, num, want) => {
    const r = new LargeOrderRing(capacity);
    for (let i = 1; i <= pushed; i++) {
      const o = order(i);
      r.push(o.price, o.volume, o.ticktime, o.kind);
    }
    expect(r.newestFirst(num)).toEqual(want.map(order));
    expect(r.length).toBe(Math.min(capacity, pushed));
  });

  it.each<LargeOrder['kind']>(['U', 'D', 'N'])('keeps kind %s', (kind) => {
    const r = new LargeOrderRing(1);
    r.push(1, 2, 3, kind);
    expect(r.newestFirst(1)).toEqual([{ price: 1, volume: 2, ticktime: 3, kind }]);
  });
});

describe('ExtendedMinutes', () => {
  it.each<[string, [number, number, number][], [number, number, number][]]>([
    ['none', [], []],
    [
      'trades in one minute add their volume, the last price stays',
      [
        [60, 10, 5],
        [60, 10.2, 7],
      ],
      [[60, 10.2, 12]],
    ],
    [
      'a new minute starts a row',
      [
        [60, 10, 5],
        [120, 9.9, 1],
        [120, 9.8, 2],
      ],
      [
        [60, 10, 5],
        [120, 9.8, 3],
      ],
    ],
  ])('%s', (_name, trades, want) => {
    const x = new ExtendedMinutes();
    for (const [time, price, volume] of trades) x.trade(time, price, volume);
    expect(x.entries()).toEqual(
      want.map(([Time, Price, Volume]) => ({ Time, Price, Volume, UnmismatchVolume: 0, UnmismatchFlag: 0 })),
    );
    expect(x.length).toBe(want.length);
  });
});
