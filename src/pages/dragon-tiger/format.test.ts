import type { DragonTigerSummary } from '../../../contract/dragon-tiger';
import {
  boardAmount,
  boardChange,
  seatAmount,
  departmentPath,
  stockDetailPath,
  stockHomePath,
  summaryCells,
} from './format';

describe('board amounts (§9: 亿, falling back to 万 below 1亿)', () => {
  it.each([
    [123456789, '1.23亿'],
    [100000000, '1.00亿'],
    [99994999, '9999.50万'],
    [52300, '5.23万'],
    [-250000000, '-2.50亿'],
    [-3456789, '-345.68万'],
    [0, '0.00万'],
    [null, '--'],
    ['x', '--'],
  ])('%p → %s', (v, text) => expect(boardAmount(v)).toBe(text));
});

describe('seat amounts', () => {
  it.each([
    [0, '--'],
    [131500, '13.15万'],
    [220000000, '2.20亿'],
  ])('%p → %s', (v, text) => expect(seatAmount(v)).toBe(text));
});

describe('board change ratios (§3: ratio shown × 100)', () => {
  it.each([
    [0.1001, '+10.01%'],
    [-0.0712, '-7.12%'],
    [0, '0.00%'],
    [null, '--'],
    [undefined, '--'],
  ])('%p → %s', (v, text) => expect(boardChange(v)).toBe(text));
});

describe('summary strip', () => {
  const s: DragonTigerSummary = {
    totalRankCount: 12,
    pxChangeSignalCount: 9,
    turnoverSignalCount: 2,
    amplitudeSignalCount: 1,
    totalRankNetBuySum: -56780000,
    totalRankBuySum: 1234500000,
    totalRankSaleSum: 1291280000,
    tradingDay: '2026-11-23',
  };
  it('counts per signal, net buy coloured, sums in 亿/万', () => {
    expect(summaryCells(s).map((c) => [c.label, c.value, c.trend])).toEqual([
      ['上榜个股', '12只', undefined],
      ['涨跌幅异动', '9只', undefined],
      ['换手率异动', '2只', undefined],
      ['振幅异动', '1只', undefined],
      ['净买入', '-5678.00万', 'fall'],
      ['买入总额', '12.35亿', undefined],
      ['卖出总额', '12.91亿', undefined],
    ]);
  });
  it('dashes before the summary arrives', () => {
    expect(summaryCells(null).every((c) => c.value === '--')).toBe(true);
  });
});

describe('links', () => {
  it.each([
    ['600519', '/sh/600519.html'],
    ['688981', '/sh/688981.html'],
    ['000001', '/sz/000001.html'],
    ['300750', '/sz/300750.html'],
  ])('%s home → %s', (code, path) => expect(stockHomePath(code)).toBe(path));
  it('detail and department pages', () => {
    expect(stockDetailPath('600519')).toBe('/stock/detail/600519.html');
    expect(stockDetailPath('600519', '2026-11-20')).toBe('/stock/detail/600519.html?tradingDay=2026-11-20');
    expect(departmentPath('10003')).toBe('/department/detail/10003.html');
  });
});
