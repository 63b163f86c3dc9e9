import type { InstrumentSeed } from '../../data/types';
import { fromInnerCode, innerCodeOf, isMarginCandidate, targetFrom } from './eligible';

const stock = (over: Partial<InstrumentSeed>): InstrumentSeed => ({
  market: 'sh',
  code: '600000',
  name: '浦发银行',
  kind: 'stock',
  region: 'CN',
  board: 'main',
  basePrice: 10,
  totalShares: 3e10,
  floatShares: 2.9e10,
  lotSize: 100,
  currency: 'CNY',
  ...over,
});

describe('margin targets (融资融券标的)', () => {
  test.each([
    ['Shanghai main board', stock({}), true],
    ['Shenzhen ChiNext', stock({ market: 'sz', code: '300750', board: 'chinext' }), true],
    ['STAR', stock({ code: '688981', board: 'star' }), true],
    ['ST: under risk warning', stock({ st: true }), false],
    ['B share', stock({ code: '900901', board: 'b' }), false],
    ['Beijing', stock({ market: 'bj', code: '830799', board: 'bj' }), false],
    ['an ETF', stock({ code: '510300', kind: 'etf' }), false],
    ['an index', stock({ code: '000001', kind: 'index' }), false],
    ['small float: 0.9亿 shares worth 4.5亿', stock({ floatShares: 9e7, basePrice: 5 }), false],
    ['0.9亿 shares worth 5.4亿 (value threshold)', stock({ floatShares: 9e7, basePrice: 6 }), true],
  ])('%s → %s', (_name, seed, expected) => {
    expect(isMarginCandidate(seed)).toBe(expected);
  });

  test.each([
    ['main board: three months after listing', stock({ listDate: '2026-03-16' }), 20260616],
    ['main board across a year end', stock({ listDate: '2025-11-05' }), 20260205],
    ['main board: 31 May + 3 months rolls into September', stock({ listDate: '2026-05-31' }), 20260831],
    ['main board: 30 November + 3 months → 2 March', stock({ listDate: '2026-11-30' }), 20270302],
    [
      'STAR: from the listing day',
      stock({ board: 'star', code: '688001', listDate: '2026-03-16' }),
      20260316,
    ],
    [
      'ChiNext: from the listing day',
      stock({ board: 'chinext', market: 'sz', listDate: '2026-07-01' }),
      20260701,
    ],
    ['unknown listing date: always', stock({}), 0],
  ])('%s', (_name, seed, expected) => {
    expect(targetFrom(seed)).toBe(expected);
  });

  test.each([
    ['sh', '600519', 1600519],
    ['sh', '688981', 1688981],
    ['sz', '000001', 2000001],
    ['sz', '300750', 2300750],
  ] as const)('InnerCode of %s %s is %i and reads back', (market, code, inner) => {
    expect(innerCodeOf({ market, code })).toBe(inner);
    expect(fromInnerCode(inner)).toEqual({ market, code });
  });

  test.each([0, 3000001, -1600519, 1.5])('%s is no InnerCode', (n) => {
    expect(fromInnerCode(n)).toBeUndefined();
  });
});
