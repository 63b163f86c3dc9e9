import { formatChangeRate, formatPercentUpDown, formatRatioPercent, formatSectorChangeRate } from './percent';
import { formatSectorPrice, formatSectorRow } from './sector';

describe('formatChangeRate (§5: raw / 10)', () => {
  it.each([null, undefined, NaN, Infinity, -Infinity, 'abc'])('%p → --', (v) => {
    expect(formatChangeRate(v)).toBe('--');
  });
  it.each([
    [0, {}, '0.00%'],
    [0, { sign: true }, '0.00%'],
    [123, {}, '12.30%'],
    [123, { sign: true }, '+12.30%'],
    [-55, {}, '-5.50%'],
    [-55, { sign: true }, '-5.50%'],
    [1, {}, '0.10%'],
    [123, { percent: false }, '12.30'],
    [0, { percent: false }, '0.00'],
    ['25', { sign: true }, '+2.50%'],
  ])('%p %j → %s', (raw, opts, s) => expect(formatChangeRate(raw, opts)).toBe(s));
});

describe('formatSectorChangeRate (hundredths of a percent, /10 before the formatter)', () => {
  it.each([
    [123, '1.23%'],
    [-5, '-0.05%'],
    [1000, '10.00%'],
    [0, '0.00%'],
    [null, '--'],
  ])('%p → %s', (v, s) => expect(formatSectorChangeRate(v)).toBe(s));
  it('sign', () => expect(formatSectorChangeRate(123, { sign: true })).toBe('+1.23%'));
});

describe('formatPercentUpDown', () => {
  it.each([
    [1.5, {}, '1.50%'],
    [1.5, { sign: true }, '+1.50%'],
    [-2, {}, '-2.00%'],
    [-2, { sign: true }, '-2.00%'],
    [0, {}, '--'],
    [0, { sign: true }, '--'],
    [null, {}, '--'],
    [undefined, {}, '--'],
    [1.2345, { decimals: 3 }, '1.234%'],
    [3, { percent: false }, '3.00'],
  ])('%p %j → %s', (v, opts, s) => expect(formatPercentUpDown(v, opts)).toBe(s));
});

describe('formatRatioPercent', () => {
  it.each([
    [0.0123, '+1.23%'],
    [-0.05, '-5.00%'],
    [0, '0.00%'],
    [0.00001, '0.00%'],
    [null, '--'],
  ])('%p → %s', (v, s) => expect(formatRatioPercent(v)).toBe(s));
  it('decimals', () => expect(formatRatioPercent(0.12345, 1)).toBe('+12.3%'));
});

describe('sector rows (prices in thousandths)', () => {
  it('price', () => {
    expect(formatSectorPrice(12340)).toBe('12.34');
    expect(formatSectorPrice(null)).toBe('--');
  });
  it('a missing change rate blanks price and change', () => {
    expect(formatSectorRow(12340, 123)).toEqual({ price: '12.34', rate: '+1.23%' });
    expect(formatSectorRow(12340, null)).toEqual({ price: '--', rate: '--' });
    expect(formatSectorRow(12340, -20, {})).toEqual({ price: '12.34', rate: '-0.20%' });
  });
});
