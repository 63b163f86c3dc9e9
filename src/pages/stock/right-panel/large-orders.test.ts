import { LARGE_ORDER_AMOUNT, summarizeLargeOrders, type LargeOrder } from './large-orders';

const o = (price: number, volume: number, kind: string): LargeOrder => ({ price, volume, ticktime: 0, kind });

describe('large orders', () => {
  it('lists trades whose price × volume is above 1,000,000 (not equal)', () => {
    const { list } = summarizeLargeOrders([o(10, 100_000, 'U'), o(10, 100_001, 'D'), o(1, 5, 'N')]);
    expect(list).toEqual([o(10, 100_001, 'D')]);
    expect(LARGE_ORDER_AMOUNT).toBe(1_000_000);
  });

  it('pie shares round to one decimal and only slices over 10 % are shown', () => {
    const { slices, shown } = summarizeLargeOrders([o(10, 6000, 'U'), o(10, 3000, 'D'), o(10, 1000, 'N')]);
    expect(slices.map((s) => s.percent)).toEqual(['60.0%', '30.0%', '10.0%']);
    expect(shown.map((s) => s.kind)).toEqual(['U', 'D']);
    const odd = summarizeLargeOrders([o(1, 1, 'U'), o(1, 2, 'D')]);
    expect(odd.slices.map((s) => s.percent)).toEqual(['33.3%', '66.7%', '0.0%']);
  });

  it('an empty list gives zero shares', () => {
    expect(summarizeLargeOrders([]).shown).toEqual([]);
  });
});
