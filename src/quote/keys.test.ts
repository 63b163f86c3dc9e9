import { keyId, quoteKey, snapshotTypeFor, UnknownMarketError } from './keys';
import { MarketId, marketIdOf, marketNameOf } from '../../contract/quote-protocol';

test('market ids of §7 (and NYSE, EUIDX as protocol.ts assigns them)', () => {
  expect(quoteKey('sz', '000001')).toEqual({ market: 0, code: '000001' });
  expect(quoteKey('sh', '600519')).toEqual({ market: 1, code: '600519' });
  expect(quoteKey('bj', '430047')).toEqual({ market: 3, code: '430047' });
  expect(quoteKey('HKSE', '0700')).toEqual({ market: 102, code: '00700' });
  expect(quoteKey('HKIDX', '.hsi')).toEqual({ market: 118, code: '.HSI' });
  expect(quoteKey('NASDAQ', 'aapl')).toEqual({ market: 106, code: 'AAPL' });
  expect(quoteKey('NYSE', 'IBM')).toEqual({ market: 107, code: 'IBM' });
  expect(quoteKey('AMEX', 'SPY')).toEqual({ market: 108, code: 'SPY' });
  expect(quoteKey('XBHS', 'BK0475')).toEqual({ market: 2, code: 'BK0475' });
  expect(quoteKey('EUIDX', 'DAX')).toEqual({ market: MarketId.euIndex, code: 'DAX' });
  expect(quoteKey('SH', '600519').market).toBe(1);
  expect(quoteKey('shetf', '510300')).toEqual({ market: 1, code: '510300' });
  expect(quoteKey('szetf', '159915')).toEqual({ market: 0, code: '159915' });
  expect(() => quoteKey('moon', '1')).toThrow(UnknownMarketError);
});

test('sector ids 2, 104 and 117 all name the sector universe; names round-trip', () => {
  expect([2, 104, 117].map(marketNameOf)).toEqual(['XBHS', 'XBHS', 'XBHS']);
  for (const m of ['sz', 'sh', 'bj', 'HKSE', 'HKIDX', 'NASDAQ', 'NYSE', 'AMEX', 'EUIDX', 'XBHS']) {
    expect(marketNameOf(marketIdOf(m)!)).toBe(m);
  }
});

test('key ids and snapshot levels', () => {
  expect(keyId({ market: 1, code: '600519' })).toBe('1:600519');
  expect(snapshotTypeFor('stock')).toBe(201);
  expect(snapshotTypeFor('etf')).toBe(201);
  expect(snapshotTypeFor('index')).toBe(202);
  expect(snapshotTypeFor('sector')).toBe(203);
});
