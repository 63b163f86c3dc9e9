import type { CapitalFlow } from '../../../contract/plate';
import { formatMoney } from '../format/number';
import { formatSectorPrice, formatSectorRow } from '../format/sector';
import {
  constituentHref,
  fiveDayBars,
  flowSlices,
  groupNetBars,
  rankTabOf,
  rankTabSearch,
  stockHref,
} from './sector';

describe('constituent and leader links (§2)', () => {
  it.each([
    ['XSHG', '600519', '/sh/600519.html'],
    ['xshg', '601318', '/sh/601318.html'],
    ['XSHE', '000001', '/sz/000001.html'],
    ['', '300750', '/sz/300750.html'],
    ['XBSE', '830799', '/bj/830799.html'],
    ['XHKG', '00700', '/HKSE/00700.html'],
    ['XNAS', 'AAPL', '/NASDAQ/AAPL.html'],
    ['XNYS', 'JPM', '/NYSE/JPM.html'],
    ['XASE', 'SPY', '/AMEX/SPY.html'],
  ])('%s %s → %s', (market, code, href) => expect(constituentHref(market, code)).toBe(href));

  it('sends a leading stock to its own market', () =>
    expect(stockHref('SH', '600519')).toBe('/sh/600519.html'));
});

describe('ranking tab from ?tab=', () => {
  it.each([
    ['0', 0],
    ['1', 1],
    ['2', 2],
    ['3', 0],
    ['-1', 0],
    ['x', 0],
    [null, 0],
  ])('%p → %p', (raw, tab) => expect(rankTabOf(raw)).toBe(tab));
});

it('switches the tab and keeps the theme query', () => {
  expect(rankTabSearch(new URLSearchParams('tab=0&type=dark'), 2)).toBe('?tab=2&type=dark');
  expect(rankTabSearch(new URLSearchParams(''), 1)).toBe('?tab=1');
});

describe('§5 sector units: prices in thousandths, rates in hundredths of a percent', () => {
  it.each([
    [12345, 123, { price: '12.35', rate: '+1.23%' }],
    [1000, -50, { price: '1.00', rate: '-0.50%' }],
    [2500, 0, { price: '2.50', rate: '0.00%' }],
    [2500, null, { price: '--', rate: '--' }], // a missing rate blanks the price too (§5 (validation rules) ranking rule)
    [2500, undefined, { price: '--', rate: '--' }],
    [null, 10, { price: '--', rate: '+0.10%' }],
  ])('%p, %p', (px, rate, shown) => expect(formatSectorRow(px, rate)).toEqual(shown));

  it('prints a price alone', () => expect(formatSectorPrice(3456789)).toBe('3456.79'));
});

const flow: CapitalFlow = {
  Tradingday: '20261124',
  SuperGrp: { TurnoverIn: 300_000_000, TurnoverOut: 100_000_000, TurnoverInSubOut: 200_000_000 },
  LargeGrp: { TurnoverIn: 50_000, TurnoverOut: 80_000, TurnoverInSubOut: -30_000 },
  MediumGrp: { TurnoverIn: 10, TurnoverOut: 0, TurnoverInSubOut: 10 },
  LittleGrp: { TurnoverIn: 0, TurnoverOut: 5, TurnoverInSubOut: -5 },
  Flowinout: 199_970_005,
};

describe('capital-flow chart data', () => {
  it('bars the net of each size group in order', () =>
    expect(groupNetBars(flow)).toEqual([
      { label: '超大单', value: 200_000_000 },
      { label: '大单', value: -30_000 },
      { label: '中单', value: 10 },
      { label: '小单', value: -5 },
    ]));

  it('slices inflows then outflows', () => {
    const s = flowSlices(flow);
    expect(s.map((x) => x.label)).toEqual([
      '超大单流入',
      '大单流入',
      '中单流入',
      '小单流入',
      '超大单流出',
      '大单流出',
      '中单流出',
      '小单流出',
    ]);
    expect(s.filter((x) => x.inflow).reduce((a, x) => a + x.value, 0)).toBe(300_050_010);
  });

  it('keeps the last five days, labelled MM-DD from the last four digits', () =>
    expect(
      fiveDayBars(
        ['20261117', '20261118', '20261119', '20261120', '20261123', '20261124'].map((d, i) => ({
          Tradingday: d,
          Flowinout: i,
        })),
      ),
    ).toEqual([
      { label: '11-18', value: 1 },
      { label: '11-19', value: 2 },
      { label: '11-20', value: 3 },
      { label: '11-23', value: 4 },
      { label: '11-24', value: 5 },
    ]));

  it.each([
    [200_000_000, '2.00亿'],
    [-150_000_000, '-1.50亿'],
    [100_000_000, '10000.00万'],
    [-30_000, '-3.00万'],
    [0, '0.00万'],
  ])('labels %p as %p (亿 or 万, 2 decimals)', (v, text) => expect(formatMoney(v)).toBe(text));
});
