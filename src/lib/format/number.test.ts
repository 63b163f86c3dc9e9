import {
  DASH,
  fixed,
  formatBoardAmount,
  formatFixed,
  formatMoney,
  formatNumber,
  formatWithUnit,
  inUnit,
  toNumber,
  UNITS,
} from './number';

const MISSING: unknown[] = [null, undefined, '', '  ', 'abc', NaN, Infinity, -Infinity, {}, [], true];

describe('toNumber / fixed / formatFixed', () => {
  it.each(MISSING)('%p is not a number', (v) => {
    expect(toNumber(v)).toBeNull();
    expect(formatFixed(v)).toBe(DASH);
  });
  it.each([
    [12, 12],
    ['12.5', 12.5],
    [' -3 ', -3],
    [0, 0],
  ])('%p → %p', (v, n) => expect(toNumber(v)).toBe(n));
  it('never prints -0', () => {
    expect(fixed(-0.001, 2)).toBe('0.00');
    expect(fixed(-0.006, 2)).toBe('-0.01');
    expect(formatFixed('3.14159', 3)).toBe('3.142');
  });
});

describe('formatNumber (§9 newer formatter)', () => {
  it.each([
    // above 1e12 → 万亿; exactly 1e12 is not above it
    [1.5e12, '1.50万亿'],
    [1e12, '10000.00亿'],
    // above 1e8 → 亿; exactly 1e8 falls to 千万
    [1.01e8, '1.01亿'],
    [1e8, '10.00千万'],
    // above 1e7 → 千万; exactly 1e7 falls to 万 with 0 decimals
    [1.2e7, '1.20千万'],
    [1e7, '1000万'],
    // 1e6 and up → 万, 0 decimals; just below → 1 decimal
    [1e6, '100万'],
    [2345678, '235万'],
    [999000, '99.9万'],
    // 1e5 and up → 万, 1 decimal; just below → 2 decimals
    [1e5, '10.0万'],
    [99000, '9.90万'],
    // 1e4 and up → 万, 2 decimals; just below → plain, 2 decimals
    [1e4, '1.00万'],
    [9999, '9999.00'],
    [12.345678, '12.35'],
    [0, '0.00'],
    // sign kept, thresholds by size
    [-1.5e8, '-1.50亿'],
    [-25000, '-2.50万'],
    ['123456', '12.3万'],
  ])('%p → %s', (v, s) => expect(formatNumber(v)).toBe(s));
  it.each(MISSING)('%p → --', (v) => expect(formatNumber(v)).toBe(DASH));
});

describe('formatWithUnit (§9 older formatter)', () => {
  it.each([
    // automatic: above 1e8 亿, above 1e7 千万, above 1e4 万, two decimals; thresholds are strict
    [1.5e8, undefined, '1.50亿'],
    [1e8, undefined, '10.00千万'],
    [1.5e7, undefined, '1.50千万'],
    [1e7, undefined, '1000.00万'],
    [10001, undefined, '1.00万'],
    [1e4, undefined, '10000.00'],
    // a numeric unit is the decimal count below the thresholds (default 2) …
    [123.456, 1, '123.5'],
    [123.456, 0, '123'],
    [123.456, 3, '123.456'],
    // … and does not change the two decimals above them
    [20000, 0, '2.00万'],
    [-2.5e8, 0, '-2.50亿'],
  ])('%p with %p → %s', (v, unit, s) => expect(formatWithUnit(v, unit)).toBe(s));

  it.each([
    ['千', 12340, '12.34千'],
    ['万', 123456, '12.35万'],
    ['千万', 3e7, '3.00千万'],
    ['亿', 2.5e8, '2.50亿'],
    ['十亿', 3e9, '3.00十亿'],
  ] as const)('named unit %s', (unit, v, s) => expect(formatWithUnit(v, unit)).toBe(s));

  it('named unit values', () => {
    expect(UNITS).toEqual({ 千: 1e3, 万: 1e4, 千万: 1e7, 亿: 1e8, 十亿: 1e9 });
  });

  it('prefixes a plus sign on positives only when asked', () => {
    expect(formatWithUnit(1.5e8, 2, true)).toBe('+1.50亿');
    expect(formatWithUnit(12, 2, true)).toBe('+12.00');
    expect(formatWithUnit(12, '万', true)).toBe('+0.00万');
    expect(formatWithUnit(-12, 2, true)).toBe('-12.00');
    expect(formatWithUnit(0, 2, true)).toBe('0.00');
    expect(formatWithUnit(12)).toBe('12.00');
  });
  it.each(MISSING)('%p → --', (v) => expect(formatWithUnit(v, '亿')).toBe(DASH));
});

describe('inUnit', () => {
  it('divides without appending the unit', () => {
    expect(inUnit(2.5e8, '亿')).toBe('2.50');
    expect(inUnit(123456, '万', 1)).toBe('12.3');
    expect(inUnit(null, '万')).toBe(DASH);
  });
});

describe('formatBoardAmount (board amount units)', () => {
  it.each([
    // auto: 亿 while the value in 亿 is at least 1 in size, else 万
    [2.5e8, '2.50亿'],
    [1e8, '1.00亿'],
    [9.9e7, '9900.00万'],
    [-5e7, '-5000.00万'],
    [-2e8, '-2.00亿'],
    [0, '0.00万'],
  ])('auto %p → %s', (v, s) => expect(formatBoardAmount(v)).toBe(s));
  it('a named unit forces it', () => {
    expect(formatBoardAmount(2.5e8, '万')).toBe('25000.00万');
    expect(formatBoardAmount(5e7, '亿', 3)).toBe('0.500亿');
    expect(formatBoardAmount('x')).toBe(DASH);
  });
});

describe('formatMoney', () => {
  it.each([
    // 亿 only above 1e8
    [1.5e8, '1.50亿'],
    [1e8, '10000.00万'],
    [123456, '12.35万'],
    [-2e8, '-2.00亿'],
    [null, DASH],
  ])('%p → %s', (v, s) => expect(formatMoney(v)).toBe(s));
});
