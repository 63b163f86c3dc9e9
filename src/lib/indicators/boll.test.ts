import { boll, sampleStdAt } from './boll';
import { expectSeries } from './testing';

describe('boll (MID = MA(C, N); bands ± K × sample STD)', () => {
  it('hand-worked with n = 3, k = 2 (sample std, n − 1)', () => {
    // MID = (1 + 2 + 3)/3 = 2; STD = √(((1−2)² + 0 + (3−2)²)/(3 − 1)) = 1 → UPPER 4, LOWER 0
    // (a population std, √(2/3), would give 3.633 and 0.367)
    const r = boll([1, 2, 3], 3, 2);
    expectSeries(r.mid, [null, null, 2]);
    expectSeries(r.upper, [null, null, 4]);
    expectSeries(r.lower, [null, null, 0]);
  });

  it('k scales the width', () => {
    // bar 3: window 2, 3, 5 → MID 10/3, deviations −4/3, −1/3, 5/3 → Σ² = 42/9, /2 = 7/3, STD = √(7/3)
    const r = boll([1, 2, 3, 5], 3, 1);
    expect(r.upper[3]).toBeCloseTo(10 / 3 + Math.sqrt(7 / 3));
    expect(r.lower[3]).toBeCloseTo(10 / 3 - Math.sqrt(7 / 3));
  });

  it('defaults n = 20, k = 2: null until bar 19', () => {
    const close = Array.from({ length: 20 }, (_, i) => i + 1);
    const r = boll(close);
    expect(r.mid[18]).toBeNull();
    expect(r.mid[19]).toBeCloseTo(10.5);
    // Σ(i − 10.5)² for i = 1..20 = 665 → STD = √(665/19) = √35
    expect(r.upper[19]).toBeCloseTo(10.5 + 2 * Math.sqrt(35));
  });

  it('sampleStdAt', () => {
    expect(sampleStdAt([2, 4, 4, 4, 5, 5, 7, 9], 7, 8, 5)).toBeCloseTo(Math.sqrt(32 / 7));
  });
});
