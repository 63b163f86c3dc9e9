import { forecastYearLabel, ratingOf, ratingPeriodLabel, targetPriceText } from './research';

describe('rating period labels', () => {
  test('12 months reads 1年内, other periods N个月', () => {
    expect(ratingPeriodLabel(12)).toBe('1年内');
    expect(ratingPeriodLabel(1)).toBe('1个月');
    expect(ratingPeriodLabel(3)).toBe('3个月');
    expect(ratingPeriodLabel(6)).toBe('6个月');
    expect(ratingPeriodLabel('12')).toBe('1年内');
  });
  test('missing period shows --', () => {
    expect(ratingPeriodLabel(null)).toBe('--');
    expect(ratingPeriodLabel('x')).toBe('--');
  });
});

describe('forecast year', () => {
  test('marked as forecast', () => {
    expect(forecastYearLabel(2026)).toBe('2026E');
    expect(forecastYearLabel(undefined)).toBe('--');
  });
});

describe('target price', () => {
  test('shown only above 0, with 2 decimals', () => {
    expect(targetPriceText(1888.456)).toBe('1888.46');
    expect(targetPriceText(12)).toBe('12.00');
    expect(targetPriceText(0.004)).toBe('0.00');
    expect(targetPriceText(0)).toBeNull();
    expect(targetPriceText(-3)).toBeNull();
    expect(targetPriceText(null)).toBeNull();
  });
});

describe('rating icons', () => {
  test('by §3 id', () => {
    expect(ratingOf(7)).toEqual({ name: '买入', tone: 'buy' });
    expect(ratingOf(5)).toEqual({ name: '增持', tone: 'overweight' });
    expect(ratingOf(3)).toEqual({ name: '中性', tone: 'neutral' });
    expect(ratingOf(2)).toEqual({ name: '减持', tone: 'reduce' });
    expect(ratingOf(1)).toEqual({ name: '卖出', tone: 'sell' });
    expect(ratingOf(0)).toBeNull();
    expect(ratingOf(4)).toBeNull();
  });
});
