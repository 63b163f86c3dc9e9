import {
  averagePricePrecision,
  computePE,
  formatBookVolume,
  formatPE,
  formatPEFor,
  formatPrice,
  formatVolumeLots,
  limitPricePrecision,
  peLabel,
  pricePrecision,
  toLots,
} from './price';

describe('price precision (§5)', () => {
  it.each([
    ['sh', '600000', 2],
    ['sz', '000001', 2],
    ['sz', '300750', 2],
    ['sh', '688981', 2],
    ['bj', '430047', 2],
    ['HKSE', '0700', 3],
    ['HKIDX', '.HSI', 3],
    ['NASDAQ', 'AAPL', 3],
    ['NYSE', 'BABA', 3],
    ['AMEX', 'SPY', 3],
    // ETFs: market or code prefix
    ['shetf', '510300', 3],
    ['sh', '510300', 3],
    ['sh', '560010', 3],
    ['sh', '588000', 3],
    ['sz', '159915', 3],
    ['sz', '161725', 3],
    ['sh', '500001', 2],
    ['sz', '170001', 2],
    // B shares: 900 / 200 prefixes
    ['sh', '900901', 3],
    ['sz', '200002', 3],
    ['sh', '901001', 2],
    ['sz', '201001', 2],
  ])('%s %s → %i', (market, code, p) => expect(pricePrecision(market, code)).toBe(p));

  it('B-share limit price 3 decimals, others their price precision', () => {
    expect(limitPricePrecision('sh', '900901')).toBe(3);
    expect(limitPricePrecision('sh', '600000')).toBe(2);
    expect(limitPricePrecision('sh', '510300')).toBe(3);
  });

  it('average price: one more decimal', () => {
    expect(averagePricePrecision('sh', '600000')).toBe(3);
    expect(averagePricePrecision('HKSE', '0700')).toBe(4);
  });

  it('formatPrice', () => {
    expect(formatPrice(10.456, 'sh', '600000')).toBe('10.46');
    expect(formatPrice(10.4567, 'HKSE', '0700')).toBe('10.457');
    expect(formatPrice(null, 'sh', '600000')).toBe('--');
  });
});

describe('volume in lots', () => {
  it('divides by the lot size', () => {
    expect(toLots(12345, 100)).toBeCloseTo(123.45);
    expect(toLots(500, 1)).toBe(500);
    expect(toLots(null, 100)).toBeNull();
    expect(toLots(100, 0)).toBeNull();
  });
  it('formatVolumeLots uses the market lot size (CN 100, HK/USA 1)', () => {
    expect(formatVolumeLots(1234500, 'sh')).toBe('1.23万');
    expect(formatVolumeLots(12345, 'HKSE')).toBe('1.23万');
    expect(formatVolumeLots(500, 'NASDAQ')).toBe('500.00');
    expect(formatVolumeLots(500, 'sz')).toBe('5.00');
    expect(formatVolumeLots(undefined, 'sz')).toBe('--');
  });
  it('formatBookVolume shows whole lots', () => {
    expect(formatBookVolume(12300, 100)).toBe('123');
    expect(formatBookVolume(1234500, 100)).toBe('1.23万');
    expect(formatBookVolume(null, 100)).toBe('--');
  });
});

describe('P/E (§5)', () => {
  it.each([
    [null, '--'],
    ['x', '--'],
    [0, '亏损'],
    [-3.2, '亏损'],
    [0.01, '0.01'],
    [15.678, '15.68'],
  ])('formatPE(%p) → %s', (v, s) => expect(formatPE(v)).toBe(s));

  it('HK and US compute price / (net profit / shares)', () => {
    // EPS = 2e9 / 1e9 = 2; P/E = 30 / 2 = 15
    expect(computePE(2e9, 1e9, 30)).toBeCloseTo(15);
    expect(computePE(2e9, 0, 30)).toBeNull();
    expect(computePE(-2e9, 1e9, 30)).toBeCloseTo(-15);
    expect(computePE(0, 1e9, 30)).toBe(0);
    expect(computePE(null, 1e9, 30)).toBeNull();
  });

  it('formatPEFor by region', () => {
    expect(formatPEFor('CN', { peRatio: 12.345 })).toBe('12.35');
    expect(formatPEFor('CN', { peRatio: -1, netProfit: 2e9, totalShares: 1e9, lastPrice: 30 })).toBe('亏损');
    expect(formatPEFor('HK', { netProfit: 2e9, totalShares: 1e9, lastPrice: 30 })).toBe('15.00');
    expect(formatPEFor('USA', { netProfit: -2e9, totalShares: 1e9, lastPrice: 30 })).toBe('亏损');
    expect(formatPEFor('HK', { netProfit: 2e9, totalShares: 0, lastPrice: 30 })).toBe('--');
    expect(formatPEFor('USA', { netProfit: '2e9', totalShares: '1e9', lastPrice: '30' })).toBe('15.00');
  });

  it('labels', () => {
    expect(peLabel('CN')).toBe('市盈(动)');
    expect(peLabel('HK')).toBe('市盈率');
    expect(peLabel('USA')).toBe('市盈率');
  });
});
