import {
  ALT_FALL_COLOR,
  ALT_RISE_COLOR,
  altColorOf,
  colorAgainst,
  colorOf,
  FALL_COLOR,
  FLAT_COLOR,
  RISE_COLOR,
  tickDirectionTrend,
  trendAgainst,
  trendOf,
} from './colors';

describe('palettes (§5)', () => {
  it('exact values', () => {
    expect([RISE_COLOR, FALL_COLOR, FLAT_COLOR]).toEqual(['#E94041', '#05A687', '#333333']);
    expect([ALT_RISE_COLOR, ALT_FALL_COLOR]).toEqual(['#eb0000', '#249000']);
  });
  it.each([
    [0.01, '#E94041', '#eb0000'],
    [-0.01, '#05A687', '#249000'],
    [0, '#333333', ''],
    [null, '#333333', ''],
    ['abc', '#333333', ''],
    ['2', '#E94041', '#eb0000'],
  ])('%p → %s / %p', (v, first, second) => {
    expect(colorOf(v)).toBe(first);
    expect(altColorOf(v)).toBe(second);
  });
});

describe('rise / fall / flat against the previous close', () => {
  it.each([
    [10.01, 10, 'rise'],
    [9.99, 10, 'fall'],
    [10, 10, 'flat'],
    [null, 10, 'flat'],
    [10, undefined, 'flat'],
  ])('%p vs %p → %s', (v, ref, t) => expect(trendAgainst(v, ref)).toBe(t));
  it('colours', () => {
    expect(colorAgainst(11, 10)).toBe(RISE_COLOR);
    expect(colorAgainst(9, 10)).toBe(FALL_COLOR);
    expect(colorAgainst(10, 10)).toBe(FLAT_COLOR);
    expect(trendOf(-3)).toBe('fall');
  });
  it('tick directions: 1 green, 2 red, else grey', () => {
    expect(tickDirectionTrend(1)).toBe('fall');
    expect(tickDirectionTrend(2)).toBe('rise');
    expect(tickDirectionTrend(0)).toBe('flat');
    expect(tickDirectionTrend(3)).toBe('flat');
  });
});
