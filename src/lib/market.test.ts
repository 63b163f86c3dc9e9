import {
  DELAYED_SYMBOLS,
  displayCode,
  hasMovingAverage,
  hkDisplayCode,
  hkLookupCode,
  infoTabs,
  INDEX_MARKET,
  isBShare,
  isDelayedSymbol,
  isEtf,
  isKnownIndex,
  limitPrices,
  lotSizeOf,
  lowerTabs,
  marketSuffix,
  newsMarket,
  normalizeCode,
  priceLimitRatio,
  quoteInstrumentId,
  regionOf,
  roundTo,
  tickSize,
} from './market';

describe('regionOf (§4)', () => {
  it.each([
    ['HK', 'HK'],
    ['HKSE', 'HK'],
    ['HKIDX', 'HK'],
    ['hkse', 'HK'],
    ['NYSE', 'USA'],
    ['NASDAQ', 'USA'],
    ['AMEX', 'USA'],
    ['nasdaq', 'USA'],
    ['sh', 'CN'],
    ['sz', 'CN'],
    ['bj', 'CN'],
    ['shetf', 'CN'],
    ['EUIDX', 'CN'],
    ['XBHS', 'CN'],
    ['', 'CN'],
    [undefined, 'CN'],
  ])('%p → %s', (m, r) => expect(regionOf(m)).toBe(r));
});

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
  it.each([
    ['shetf', '000000', true],
    ['SZETF', '000000', true],
    ['sh', '510300', true],
    ['sh', '560010', true],
    ['sh', '588000', true],
    ['sz', '159915', true],
    ['sz', '161725', true],
    ['sh', '500001', false],
    ['sh', '520001', false],
    ['sz', '140001', false],
    ['sz', '170001', false],
    ['sh', '5103001', false],
    ['HKSE', '159915', false],
    ['sh', '600000', false],
  ])('isEtf(%s, %s) = %p', (m, c, yes) => expect(isEtf(m, c)).toBe(yes));

  it.each([
    ['sh', '900901', true],
    ['sz', '200002', true],
    ['sh', '600000', false],
    ['sz', '201001', false],
    ['HKSE', '2000', false],
    ['sh', '9009010', false],
  ])('isBShare(%s, %s) = %p', (m, c, yes) => expect(isBShare(m, c)).toBe(yes));

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

describe('price limits', () => {
  it.each([
    ['sh', '600000', false, 0.1],
    ['sz', '000001', false, 0.1],
    ['sz', '002594', false, 0.1],
    ['sh', '600000', true, 0.05],
    ['sz', '300750', false, 0.2],
    ['sz', '301001', false, 0.2],
    ['sz', '300750', true, 0.2],
    ['sz', '302001', false, 0.1],
    ['sh', '688981', false, 0.2],
    ['sh', '689009', false, 0.1],
    ['bj', '430047', false, 0.3],
    ['bj', '920001', true, 0.3],
    ['sz', '830001', false, 0.3],
    ['HKSE', '0700', false, null],
    ['NASDAQ', 'AAPL', false, null],
  ])('%s %s st=%p → %p', (m, c, st, r) => expect(priceLimitRatio(m, c, st)).toBe(r));

  it('limit prices round half up at the precision', () => {
    expect(limitPrices(10, 0.1, 2)).toEqual({ up: 11, down: 9 });
    expect(limitPrices(10.05, 0.1, 2)).toEqual({ up: 11.06, down: 9.05 });
    expect(limitPrices(3.333, 0.05, 3)).toEqual({ up: 3.5, down: 3.166 });
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
  });
});

describe('tick and lot size', () => {
  it.each([
    ['sh', '600000', 10, 0.01],
    ['sh', '510300', 4, 0.001],
    ['sh', '900901', 0.5, 0.001],
    ['HKSE', '0700', 0.25, 0.001],
    ['HKSE', '0700', 0.26, 0.005],
    ['HKSE', '0700', 0.5, 0.005],
    ['HKSE', '0700', 0.51, 0.01],
    ['HKSE', '0700', 10, 0.01],
    ['HKSE', '0700', 10.02, 0.02],
    ['HKSE', '0700', 100, 0.05],
    ['HKSE', '0700', 200, 0.1],
    ['HKSE', '0700', 400, 0.2],
    ['HKSE', '0700', 800, 0.5],
    ['HKSE', '0700', 1500, 1],
    ['HKSE', '0700', 3000, 2],
    ['HKSE', '0700', 5001, 5],
    ['NASDAQ', 'AAPL', 1, 0.01],
    ['NASDAQ', 'XYZ', 0.99, 0.0001],
  ])('%s %s at %p → %p', (m, c, p, t) => expect(tickSize(m, c, p)).toBe(t));

  it('lot size CN 100, HK and USA 1', () => {
    expect(lotSizeOf('sh')).toBe(100);
    expect(lotSizeOf('bj')).toBe(100);
    expect(lotSizeOf('HKSE')).toBe(1);
    expect(lotSizeOf('NYSE')).toBe(1);
  });
});
