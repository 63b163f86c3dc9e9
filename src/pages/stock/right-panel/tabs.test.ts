import { rightPanelTabs } from './tabs';

describe('right-hand panel tabs', () => {
  it('CN stock: 五档 明细 大单; CN ETF drops 大单', () => {
    expect(rightPanelTabs('CN', 'stock')).toEqual(['book', 'ticks', 'large']);
    expect(rightPanelTabs('CN', 'etf')).toEqual(['book', 'ticks']);
  });
  it('HK and US: only the trade ticks', () => {
    expect(rightPanelTabs('HK', 'stock')).toEqual(['ticks']);
    expect(rightPanelTabs('USA', 'stock')).toEqual(['ticks']);
  });
  it('indices have no panel', () => {
    expect(rightPanelTabs('CN', 'index')).toEqual([]);
    expect(rightPanelTabs('HK', 'index')).toEqual([]);
  });
});
