import { formatMarginAmount, formatMarginPercent, formatMarginVolume } from './margin';

describe('margin board amounts (§9: 亿, falling back to 万 below 1亿)', () => {
  test.each([
    [1_332_728_648_547, {}, '13327.29亿'],
    [123_456_789, {}, '1.23亿'],
    [100_000_000, {}, '1.00亿'],
    [99_999_999, {}, '10000.00万'],
    [462_391_212, { sign: true }, '+4.62亿'],
    [-6_158_157, { sign: true }, '-615.82万'],
    [0, { sign: true }, '0.00万'],
    [null, {}, '--'],
    ['abc', {}, '--'],
  ] as const)('%p %p → %s', (v, opts, text) => {
    expect(formatMarginAmount(v, opts)).toBe(text);
  });
});

describe('margin volumes in shares', () => {
  test.each([
    [545_300, '54.53万'],
    [10_000, '1.00万'],
    [9_900, '9900'],
    [-13_000, '-1.30万'],
    [250_000_000, '2.50亿'],
    [0, '0'],
    [undefined, '--'],
  ])('%p → %s', (v, text) => {
    expect(formatMarginVolume(v)).toBe(text);
  });
});

describe('margin rates in percent', () => {
  test.each([
    [5.62, {}, '5.62%'],
    [0, {}, '0.00%'],
    [1.88, { sign: true }, '+1.88%'],
    [-2.09, { sign: true }, '-2.09%'],
    [NaN, {}, '--'],
  ] as const)('%p %p → %s', (v, opts, text) => {
    expect(formatMarginPercent(v, opts)).toBe(text);
  });
});
