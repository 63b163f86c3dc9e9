import { rsi, rsiFull } from './rsi';
import { expectSeries } from './testing';

describe('rsi (SMA(MAX(Δ,0), N, 1) / SMA(|Δ|, N, 1) × 100)', () => {
  it('hand-worked with n = 2', () => {
    // Δ: +1, −1, +2
    // bar 1: up = 1, abs = 1 (seeds) → 100
    // bar 2: up = (0 + 1)/2 = 0.5, abs = (1 + 1)/2 = 1 → 50
    // bar 3: up = (2 + 0.5)/2 = 1.25, abs = (2 + 1)/2 = 1.5 → 83.33…
    expectSeries(rsi([10, 11, 10, 12], 2), [null, 100, 50, 250 / 3]);
  });
  it('hand-worked with n = 6', () => {
    // bar 1: Δ = −2 → up 0, abs 2 → 0; bar 2: Δ = +3 → up = 3/6 = 0.5, abs = (3 + 5·2)/6 = 13/6 → 300/13
    expectSeries(rsi([10, 8, 11], 6), [null, 0, 300 / 13]);
  });
  it('no change at all reads as 50', () => {
    expectSeries(rsi([5, 5, 5], 6), [null, 50, 50]);
  });
  it('keeps the input length', () => {
    expect(rsi([], 6)).toEqual([]);
    expect(rsi([1], 6)).toEqual([null]);
  });
});

describe('rsiFull states', () => {
  it('are the smoothed moves after the last two bars', () => {
    // see the n = 2 case above: after bar 2 up 0.5, abs 1; after bar 3 up 1.25, abs 1.5
    expect(rsiFull([10, 11, 10, 12], 2).states).toEqual([
      { up: 0.5, abs: 1 },
      { up: 1.25, abs: 1.5 },
    ]);
    // bar 0 has no change, so no state
    expect(rsiFull([10, 11], 2).states).toEqual([null, { up: 1, abs: 1 }]);
    expect(rsiFull([10], 2).states).toEqual([null, null]);
  });
});
