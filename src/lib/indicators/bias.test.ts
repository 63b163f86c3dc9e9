import { bias, biasAt } from './bias';
import { expectSeries } from './testing';

describe('bias ((C − MA) / MA × 100)', () => {
  it('hand-worked with n = 2', () => {
    // MA2: –, 11, 13 → (12 − 11)/11·100 = 100/11, (14 − 13)/13·100 = 100/13
    expectSeries(bias([10, 12, 14], 2), [null, 100 / 11, 100 / 13]);
  });
  it('n = 3: null for the first 2 bars, negative below the average', () => {
    // MA3 at bar 2 = (9 + 9 + 6)/3 = 8 → (6 − 8)/8·100 = −25
    expectSeries(bias([9, 9, 6], 3), [null, null, -25]);
    expect(biasAt([9, 9, 6], 2, 3)).toBeCloseTo(-25);
    expect(biasAt([9, 9, 6], 1, 3)).toBeNull();
  });
});
