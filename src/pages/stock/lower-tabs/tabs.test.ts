import { infoSymbol, tabsFor } from './tabs';

const keys = (market: string, code: string, forum = true) => tabsFor(market, code, forum).map((t) => t.key);

describe('tab sets (§4)', () => {
  test('a known index keeps only news (plus the market-wide focus news)', () => {
    expect(keys('sh', '000001')).toEqual(['zixun', 'focus']);
    expect(keys('sz', '399006')).toEqual(['zixun', 'focus']);
    expect(keys('HKIDX', '.HSI')).toEqual(['zixun', 'focus']);
  });
  test('an ETF keeps news and announcements (and its forum)', () => {
    expect(keys('sh', '510300')).toEqual(['zixun', 'gonggao', 'guba']);
    expect(keys('sz', '159915', false)).toEqual(['zixun', 'gonggao']);
  });
  test('other instruments get all info tabs in §2 order', () => {
    expect(keys('sh', '600519')).toEqual([
      'zixun',
      'gonggao',
      'yanbao',
      'jiankuang',
      'caiwu',
      'guba',
      'bankuai',
    ]);
    // 000001 on Shenzhen is 平安银行, not the Shanghai Composite.
    expect(keys('sz', '000001', false)).toEqual([
      'zixun',
      'gonggao',
      'yanbao',
      'jiankuang',
      'caiwu',
      'bankuai',
    ]);
    expect(keys('HKSE', '00700', false)).toEqual([
      'zixun',
      'gonggao',
      'yanbao',
      'jiankuang',
      'caiwu',
      'bankuai',
    ]);
    expect(keys('NASDAQ', 'AAPL', false)).toEqual([
      'zixun',
      'gonggao',
      'yanbao',
      'jiankuang',
      'caiwu',
      'bankuai',
    ]);
  });
  test('labels', () => {
    expect(tabsFor('sh', '600519', true).map((t) => t.label)).toEqual([
      '资讯',
      '公告',
      '研报',
      '简况',
      '财务',
      '股吧',
      '板块',
    ]);
  });
});

test('info symbol keeps HK codes at 5 digits', () => {
  expect(infoSymbol('HKSE', '0700')).toBe('00700');
  expect(infoSymbol('HKSE', '00700')).toBe('00700');
  expect(infoSymbol('NASDAQ', 'aapl')).toBe('AAPL');
  expect(infoSymbol('sh', '600519')).toBe('600519');
});
