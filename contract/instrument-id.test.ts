import { canonicalInstrumentId, instrumentIdOf } from './instrument-id';

describe('instrumentIdOf: the 自选 / 提醒 id of a route market and code', () => {
  it.each<[string, string, string | null]>([
    // 沪深 stocks, ETFs (search writes shetf/szetf), indices
    ['sh', '600000', 'sh:600000'],
    ['SH', '600519', 'sh:600519'],
    ['sz', '000001', 'sz:000001'],
    ['bj', '830799', 'bj:830799'],
    ['shetf', '510300', 'sh:510300'],
    ['szetf', '159915', 'sz:159915'],
    ['sh', '000300', 'sh:000300'],
    ['sz', '399006', 'sz:399006'],
    // 港股: the route /hk/00700.html, the sector tab's lower-cased /hkse/, a short code
    ['hk', '00700', 'HKSE:00700'],
    ['HK', '00700', 'HKSE:00700'],
    ['hkse', '00700', 'HKSE:00700'],
    ['HKSE', '0700', 'HKSE:00700'],
    ['HKSE', '700', 'HKSE:00700'],
    ['HKIDX', '.HSI', 'HKIDX:.HSI'],
    ['hkidx', 'hsi', 'HKIDX:.HSI'],
    // 美股 stocks and ETFs, whatever the case
    ['NASDAQ', 'AAPL', 'NASDAQ:AAPL'],
    ['nasdaq', 'aapl', 'NASDAQ:AAPL'],
    ['NYSE', 'BABA', 'NYSE:BABA'],
    ['AMEX', 'SPY', 'AMEX:SPY'],
    ['NASDAQ', 'QQQ', 'NASDAQ:QQQ'],
    ['EUIDX', 'GDAXI', 'EUIDX:GDAXI'],
    // not an instrument's market, or no code
    ['us', 'AAPL', null],
    ['fund', '000001', null],
    ['hk', '  ', null],
  ])('%s %s → %s', (market, code, id) => {
    expect(instrumentIdOf(market, code)).toBe(id);
  });
});

describe('canonicalInstrumentId: an id in any accepted form → the universe’s', () => {
  it.each<[string, string | null]>([
    ['hk:00700', 'HKSE:00700'],
    ['HKSE:00700', 'HKSE:00700'],
    ['shetf:510300', 'sh:510300'],
    ['nasdaq:aapl', 'NASDAQ:AAPL'],
    ['HKIDX:.HSI', 'HKIDX:.HSI'],
    ['sh:', null],
    [':600000', null],
    ['600000', null],
    ['us:AAPL', null],
  ])('%s → %s', (id, out) => {
    expect(canonicalInstrumentId(id)).toBe(out);
  });
});
