import { kdj, rsvAt } from './kdj';
import { expectSeries } from './testing';

describe('kdj', () => {
  const high = [10, 11, 12, 11];
  const low = [8, 9, 10, 9];
  const close = [9, 10, 11, 10];

  it('hand-worked with n = 3, m1 = 3, m2 = 3', () => {
    // bar 2: HHV = 12, LLV = 8, RSV = (11 − 8)/4·100 = 75; K = D = J = 75 (seeded with the first RSV)
    // bar 3: HHV(11,12,11) = 12, LLV(9,10,9) = 9, RSV = (10 − 9)/3·100 = 100/3
    //   K = (100/3 + 2·75)/3 = 550/9; D = (550/9 + 2·75)/3 = 1900/27; J = 3K − 2D = 1150/27
    const r = kdj(high, low, close, 3, 3, 3);
    expectSeries(r.k, [null, null, 75, 550 / 9]);
    expectSeries(r.d, [null, null, 75, 1900 / 27]);
    expectSeries(r.j, [null, null, 75, 1150 / 27]);
  });

  it('warm-up is n − 1 bars: null at bar n − 2, a value at n − 1', () => {
    expect(rsvAt(high, low, close, 1, 3)).toBeNull();
    expect(rsvAt(high, low, close, 2, 3)).toBeCloseTo(75);
    const r = kdj(Array(9).fill(2), Array(9).fill(1), Array(9).fill(1.5));
    expect(r.k[7]).toBeNull();
    expect(r.k[8]).toBeCloseTo(50);
  });

  it('a flat window reads as 50', () => {
    expect(rsvAt([5, 5, 5], [5, 5, 5], [5, 5, 5], 2, 3)).toBe(50);
  });

  it('uses m1 and m2 as SMA periods', () => {
    // m1 = 2: K3 = (100/3 + 75)/2 = 325/6; m2 = 4: D3 = (325/6 + 3·75)/4 = 1675/24
    const r = kdj(high, low, close, 3, 2, 4);
    expectSeries(r.k, [null, null, 75, 325 / 6]);
    expectSeries(r.d, [null, null, 75, 1675 / 24]);
  });
});
