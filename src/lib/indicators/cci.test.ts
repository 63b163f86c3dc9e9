import { cci, cciAt, typicalPrices } from './cci';
import { expectSeries } from './testing';

describe('cci ((TYP − MA(TYP)) / (0.015 × AVEDEV(TYP)))', () => {
  const high = [3, 6, 9, 5];
  const low = [1, 2, 3, 3];
  const close = [2, 4, 6, 4];

  it('typical prices', () => {
    expect(typicalPrices(high, low, close)).toEqual([2, 4, 6, 4]);
  });

  it('hand-worked with n = 3', () => {
    // bar 2: TYP 2, 4, 6 → mean 4, AVEDEV (2 + 0 + 2)/3 = 4/3 → (6 − 4)/(0.015·4/3) = 100
    // bar 3: TYP 4, 6, 4 → mean 14/3, AVEDEV (2/3 + 4/3 + 2/3)/3 = 8/9 → (4 − 14/3)/(0.015·8/9) = −50
    expectSeries(cci(high, low, close, 3), [null, null, 100, -50]);
    expect(cciAt([2, 4, 6, 4], 3, 3)).toBeCloseTo(-50);
  });

  it('no deviation gives 0', () => {
    expectSeries(cci([2, 2], [2, 2], [2, 2], 2), [null, 0]);
  });

  it('defaults to n = 14', () => {
    const r = cci(Array(14).fill(3), Array(14).fill(1), Array(14).fill(2));
    expect(r[12]).toBeNull();
    expect(r[13]).toBe(0);
  });
});
