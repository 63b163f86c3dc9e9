import { ema, emaStep, hhvAt, llvAt, ma, maAt, rollingHighLow, sma, smaStep } from './moving';
import { expectSeries } from './testing';

describe('ma', () => {
  it.each([
    // MA3 of 1..5: (1+2+3)/3 = 2, (2+3+4)/3 = 3, (3+4+5)/3 = 4; the first n − 1 = 2 bars are null
    [[1, 2, 3, 4, 5], 3, [null, null, 2, 3, 4]],
    // MA1 is the input itself
    [[7, 8], 1, [7, 8]],
    // fewer bars than the period: all null
    [[1, 2], 3, [null, null]],
    // MA2 of 10, 20, 40: 15, 30
    [[10, 20, 40], 2, [null, 15, 30]],
  ])('ma(%j, %i)', (values, n, expected) => {
    expectSeries(ma(values, n), expected);
  });

  it('maAt matches ma bar by bar', () => {
    const v = [3, 1, 4, 1, 5, 9, 2, 6];
    const full = ma(v, 4);
    v.forEach((_, i) => {
      const at = maAt(v, i, 4);
      if (full[i] === null) expect(at).toBeNull();
      else expect(at as number).toBeCloseTo(full[i], 12);
    });
    expect(maAt(v, 3, 4)).toBeCloseTo((3 + 1 + 4 + 1) / 4);
    expect(maAt(v, 2, 4)).toBeNull();
  });

  it('keeps the input length and accepts typed arrays', () => {
    expectSeries(ma(Float64Array.from([2, 4, 6]), 2), [null, 3, 5]);
    expect(ma([], 5)).toEqual([]);
  });
});

describe('ema (通达信: Y = (2X + (N−1)Y′)/(N+1), seeded with the first value)', () => {
  it('ema([1, 2, 3], 3)', () => {
    // Y0 = 1; Y1 = (2·2 + 2·1)/4 = 1.5; Y2 = (2·3 + 2·1.5)/4 = 2.25
    expectSeries(ema([1, 2, 3], 3), [1, 1.5, 2.25]);
  });
  it('ema(x, 1) is x', () => {
    expectSeries(ema([5, 9, 2], 1), [5, 9, 2]);
  });
  it('a null input gives null and keeps the state', () => {
    // Y2 = 4 (seed), Y3 = (2·7 + 1·4)/3 = 6
    expectSeries(ema([null, null, 4, 7], 2), [null, null, 4, 6]);
  });
  it('emaStep', () => {
    expect(emaStep(null, 8, 12)).toBe(8);
    expect(emaStep(10, 23, 12)).toBeCloseTo((2 * 23 + 11 * 10) / 13);
  });
});

describe('sma (通达信 SMA(X, N, M): Y = (M·X + (N−M)·Y′)/N)', () => {
  it('sma([10, 20, 30], 3, 1)', () => {
    // Y0 = 10; Y1 = (20 + 2·10)/3 = 40/3; Y2 = (30 + 2·40/3)/3 = 170/9
    expectSeries(sma([10, 20, 30], 3, 1), [10, 40 / 3, 170 / 9]);
  });
  it('sma(x, 5, 2)', () => {
    // Y0 = 5; Y1 = (2·10 + 3·5)/5 = 7
    expectSeries(sma([5, 10], 5, 2), [5, 7]);
  });
  it('seeds with the first non-null value', () => {
    // Y2 = 6; Y3 = (9 + 2·6)/3 = 7
    expectSeries(sma([null, null, 6, 9], 3, 1), [null, null, 6, 7]);
  });
  it('smaStep', () => {
    expect(smaStep(null, 3, 3, 1)).toBe(3);
    expect(smaStep(3, 6, 3, 1)).toBeCloseTo(4);
  });
});

describe('hhv / llv', () => {
  const v = [5, 1, 7, 3, 2];
  it.each([
    [0, 3, 5, 5],
    [2, 3, 7, 1],
    [4, 3, 7, 2],
    [4, 2, 3, 2],
    [4, 10, 7, 1],
  ])('at %i over %i: hhv %i, llv %i', (i, n, hi, lo) => {
    expect(hhvAt(v, i, n)).toBe(hi);
    expect(llvAt(v, i, n)).toBe(lo);
  });
});

describe('rollingHighLow (van Herk–Gil-Werman)', () => {
  it('hand-worked, n = 3', () => {
    // windows: [5], [5,1], [5,1,7], [1,7,3], [7,3,2], [3,2,8]
    const r = rollingHighLow([5, 1, 7, 3, 2, 8], [5, 1, 7, 3, 2, 8], 3);
    expect(r.hhv).toEqual([5, 5, 7, 7, 7, 8]);
    expect(r.llv).toEqual([5, 1, 1, 1, 2, 2]);
  });

  it.each([1, 2, 3, 6, 7, 9, 10, 50])('equals hhvAt / llvAt at every bar for n = %i', (n) => {
    let s = 3;
    const v = Array.from({ length: 40 }, () => {
      s = (s * 1103515245 + 12345) % 2147483648;
      return Math.round((s / 2147483648) * 100) / 10 - 3;
    });
    const w = v.map((x) => x - 1.5);
    const { hhv: hi, llv: lo } = rollingHighLow(v, w, n);
    v.forEach((_, i) => {
      expect(hi[i]).toBe(hhvAt(v, i, n));
      expect(lo[i]).toBe(llvAt(w, i, n));
    });
  });
});
