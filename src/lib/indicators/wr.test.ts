import { wr } from './wr';
import { expectSeries } from './testing';

describe('wr ((HHV − C) / (HHV − LLV) × 100)', () => {
  it('hand-worked with n = 3', () => {
    // bar 2: HHV 12, LLV 8, (12 − 11)/4·100 = 25; bar 3: HHV 12, LLV 9, (12 − 9)/3·100 = 100
    expectSeries(wr([10, 11, 12, 10], [8, 9, 10, 9], [9, 10, 11, 9], 3), [null, null, 25, 100]);
  });
  it('n = 2: 0 at the top of the range; flat window 50', () => {
    // bar 1: HHV 2, LLV 1, C 2 → 0; bar 2: HHV 2, LLV 1 → 0; bar 3: HHV = LLV = 2 → 50
    expectSeries(wr([1, 2, 2, 2], [1, 1, 2, 2], [1, 2, 2, 2], 2), [null, 0, 0, 50]);
  });
});
