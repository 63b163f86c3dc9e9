import { obv } from './obv';
import { expectSeries } from './testing';

describe('obv', () => {
  it('adds volume on up bars, subtracts on down bars, keeps it on flat bars', () => {
    // 0 (no previous close), +200 (11 > 10), +0 (11 = 11), −400 (9 < 11)
    expectSeries(obv([10, 11, 11, 9], [100, 200, 300, 400]), [0, 200, 200, -200]);
  });
  it('empty', () => {
    expect(obv([], [])).toEqual([]);
  });
});
