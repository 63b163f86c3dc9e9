import {
  DELAYED_SYMBOLS,
  displayCode,
  hasMovingAverage,
  hkDisplayCode,
  hkLookupCode,
  infoTabs,
  INDEX_MARKET,
  isDelayedSymbol,
  isKnownIndex,
  lowerTabs,
  marketSuffix,
  newsMarket,
  normalizeCode,
  quoteInstrumentId,
} from './market';

describe('normalizeCode (setting the symbol)', () => {
  it.each([
    ['sh', '600000', '600000'],
    ['NASDAQ', 'aapl', 'AAPL'],
    ['HKSE', '00700', '0700'],
    ['HKIDX', '.hsi', '.HSI'],
    ['HKIDX', 'HSI', 'SI'],
    ['sz', ' 000001 ', '000001'],
  ])('%s %s → %s', (m, c, out) => expect(normalizeCode(m, c)).toBe(out));
});

describe('HK code padding', () => {
  it('display: digits-only codes get a leading 0', () => {
    expect(hkDisplayCode('0700')).toBe('00700');
    expect(hkDisplayCode('700')).toBe('0700');
    expect(hkDisplayCode('.HSI')).toBe('.HSI');
    expect(displayCode('HKSE', '0700')).toBe('00700');
    expect(displayCode('sz', '000001')).toBe('000001');
  });
  it('lookup: only 4-digit codes get a leading 0', () => {
    expect(hkLookupCode('0700')).toBe('00700');
    expect(hkLookupCode('700')).toBe('700');
    expect(hkLookupCode('00700')).toBe('00700');
  });
  it('market suffix', () => {
    expect(['sh', 'sz', 'bj', 'HKSE', 'HKIDX', 'NYSE', 'szetf'].map(marketSuffix)).toEqual([
      'SH',
      'SZ',
      'BJ',
      'HK',
      'HK',
      'US',
      'SZ',
    ]);
  });
});

describe('instrument kinds', () => {
  it('known indices are qualified by market', () => {
    expect(isKnownIndex('sh', '000001')).toBe(true);
    expect(isKnownIndex('sz', '000001')).toBe(false);
    expect(isKnownIndex('sz', '399006')).toBe(true);
    expect(isKnownIndex('HKIDX', '.HSI')).toBe(true);
    expect(isKnownIndex('AMEX', 'spy')).toBe(true);
    expect(isKnownIndex('NASDAQ', 'QQQ')).toBe(true);
    expect(isKnownIndex('NASDAQ', 'AAPL')).toBe(false);
    expect(Object.keys(INDEX_MARKET)).toHaveLength(12);
  });

  it('indices without MA (§9)', () => {
    for (const [m, c] of [
      ['sh', '000001'],
      ['sz', '399001'],
      ['sz', '399005'],
      ['sz', '399006'],
      ['sz', '399300'],
    ]) {
      expect(hasMovingAverage(m, c)).toBe(false);
    }
    expect(hasMovingAverage('sz', '000001')).toBe(true);
    expect(hasMovingAverage('sh', '000300')).toBe(true);
    expect(hasMovingAverage('sh', '600000')).toBe(true);
  });

  it('delayed-quote symbols', () => {
    expect(DELAYED_SYMBOLS).toEqual(['QQQ', 'DIA', 'SPY', '.HSI', '.HSCE', '.HSCC']);
    expect(isDelayedSymbol('spy')).toBe(true);
    expect(isDelayedSymbol('AAPL')).toBe(false);
    expect(quoteInstrumentId('.HSI')).toBe('DELAY_.HSI');
    expect(quoteInstrumentId('0700')).toBe('0700');
  });
});

describe('tab sets (§4)', () => {
  it('known index → news only; ETF → news and announcements; others all six', () => {
    expect(infoTabs('sh', '000001')).toEqual(['zixun']);
    expect(infoTabs('sh', '510300')).toEqual(['zixun', 'gonggao']);
    expect(infoTabs('szetf', '159915')).toEqual(['zixun', 'gonggao']);
    expect(infoTabs('sz', '000001')).toEqual(['zixun', 'gonggao', 'yanbao', 'jiankuang', 'caiwu', 'bankuai']);
    expect(infoTabs('HKSE', '0700')).toHaveLength(6);
  });
  it('lower tabs add guba to instruments and focus to indices, in §2 order', () => {
    expect(lowerTabs('sh', '000001')).toEqual(['zixun', 'focus']);
    expect(lowerTabs('sh', '510300')).toEqual(['zixun', 'gonggao', 'guba']);
    expect(lowerTabs('sh', '600000')).toEqual([
      'zixun',
      'gonggao',
      'yanbao',
      'jiankuang',
      'caiwu',
      'guba',
      'bankuai',
    ]);
  });
  it('news market', () => {
    expect(newsMarket('HKIDX')).toBe('hkse');
    expect(newsMarket('HKSE')).toBe('hkse');
    expect(newsMarket('NASDAQ')).toBe('nasdaq');
    expect(newsMarket('sh')).toBe('sh');
  });
});
