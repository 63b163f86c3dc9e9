import {
  isLargeOrder,
  LARGE_ORDER_AMOUNT,
  largeOrderVolumes,
  listUpdateRate,
  MINUTE_KLINE_VOLUME_FACTOR,
  pieShares,
  PRICE_SCALE,
  turnoverRate,
  unscalePrice,
} from './quote';

describe('turnover rate', () => {
  it.each([
    [1000, 100000, 0.01],
    ['500', '1000', 0.5],
    [1000, 0, null],
    [null, 100, null],
    [1000, 'x', null],
  ])('%p / %p → %p', (v, s, r) => expect(turnoverRate(v, s)).toBe(r));
});

describe('list update rate and price scale', () => {
  it('1e5 × change / previous close', () => {
    expect(listUpdateRate(0.1, 10)).toBeCloseTo(1000);
    expect(listUpdateRate(-0.5, 10)).toBeCloseTo(-5000);
    expect(listUpdateRate(0.1, 0)).toBeNull();
  });
  it('scaled prices', () => {
    expect(PRICE_SCALE).toBe(10000);
    expect(unscalePrice(123400)).toBeCloseTo(12.34);
    expect(unscalePrice(null)).toBeNull();
    expect(MINUTE_KLINE_VOLUME_FACTOR).toBe(100);
  });
});

describe('large orders (price × volume above 1,000,000)', () => {
  it.each([
    [10, 100_001, true],
    [10, 100_000, false],
    [1_000_000, 1, false],
    [1_000_000.01, 1, true],
    [null, 1e9, false],
  ])('%p × %p → %p', (p, v, yes) => expect(isLargeOrder(p, v)).toBe(yes));
  it('threshold', () => expect(LARGE_ORDER_AMOUNT).toBe(1_000_000));
  it('volumes per kind', () => {
    expect(
      largeOrderVolumes([
        { kind: 'U', volume: 5 },
        { kind: 'D', volume: 3 },
        { kind: 'U', volume: 2 },
        { kind: 'X', volume: 1 },
        { kind: 'N', volume: 4 },
      ]),
    ).toEqual({ U: 7, D: 3, N: 5 });
  });
});

describe('pie shares (1 decimal, shown above 10 %)', () => {
  it('rounds and marks slices', () => {
    // 1/3 → 33.3; 10 of 100 is exactly 10 → not shown; 10.1 shown
    expect(pieShares([1, 1, 1])).toEqual([
      { percent: 33.3, shown: true },
      { percent: 33.3, shown: true },
      { percent: 33.3, shown: true },
    ]);
    expect(pieShares([10, 90]).map((s) => s.shown)).toEqual([false, true]);
    expect(pieShares([101, 899]).map((s) => s.shown)).toEqual([true, true]);
    expect(pieShares([0, 0])).toEqual([
      { percent: 0, shown: false },
      { percent: 0, shown: false },
    ]);
  });
});
