/** The universe covers what issue 3 asks for, and its lookups accept the app's market spellings. */
import { UNIVERSE, findByCode, findInstrument, instrumentById, instrumentId } from './universe';

const stocks = UNIVERSE.filter((s) => s.kind === 'stock');
const aShares = stocks.filter((s) => s.region === 'CN' && s.board !== 'b');

test('A-shares across Shanghai, Shenzhen and Beijing boards, with ST names and B shares', () => {
  expect(aShares.length).toBeGreaterThanOrEqual(80);
  const prefixes = (p: RegExp) => aShares.filter((s) => p.test(s.code)).length;
  expect(prefixes(/^60[0135]/)).toBeGreaterThan(0);
  expect(prefixes(/^688/)).toBeGreaterThan(0);
  expect(prefixes(/^00[012]/)).toBeGreaterThan(0);
  expect(prefixes(/^30[01]/)).toBeGreaterThan(0);
  expect(aShares.filter((s) => s.market === 'bj').map((s) => s.code.slice(0, 2))).toEqual(
    expect.arrayContaining(['83', '87', '43', '92']),
  );
  expect(aShares.filter((s) => s.st).length).toBeGreaterThanOrEqual(2);
  expect(stocks.filter((s) => s.board === 'b').map((s) => s.code)).toEqual(
    expect.arrayContaining(['900901', '200596']),
  );
  for (const s of aShares) {
    expect(s.lotSize).toBe(100);
    expect(s.floatShares).toBeLessThanOrEqual(s.totalShares);
    expect(s.initials).toMatch(/^[A-Z0-9*]+$/);
  }
  expect(findInstrument('sh', '600519')?.initials).toBe('GZMT');
});

test('HK and US stocks, ETFs and the indices of §2/§9', () => {
  const hk = stocks.filter((s) => s.market === 'HKSE');
  expect(hk.length).toBeGreaterThanOrEqual(20);
  for (const s of hk) expect(s.code).toMatch(/^\d{5}$/);
  expect(new Set(hk.map((s) => s.lotSize)).size).toBeGreaterThan(2);
  const us = stocks.filter((s) => s.region === 'USA');
  expect(us.length).toBeGreaterThanOrEqual(20);
  expect(new Set(us.map((s) => s.market))).toEqual(new Set(['NASDAQ', 'NYSE']));
  for (const s of us) expect(s.lotSize).toBe(1);
  const etfs = UNIVERSE.filter((s) => s.kind === 'etf');
  expect(etfs.length).toBeGreaterThanOrEqual(6);
  for (const e of etfs) expect(instrumentById(e.tracks!)).toBeDefined();
  const idx = (m: string, c: string) => findInstrument(m, c)?.kind;
  for (const [m, c] of [
    ['sh', '000001'],
    ['sz', '399001'],
    ['sz', '399006'],
    ['sz', '399005'],
    ['sh', '000300'],
    ['sh', '000016'],
    ['HKIDX', '.HSI'],
    ['HKIDX', '.HSCE'],
    ['HKIDX', '.HSCC'],
    ['AMEX', 'DIA'],
    ['AMEX', 'SPY'],
    ['NASDAQ', 'QQQ'],
    ['EUIDX', 'GDAXI'],
    ['EUIDX', 'FTSE'],
  ]) {
    expect(`${m}:${c}:${idx(m, c)}`).toBe(`${m}:${c}:index`);
  }
});

test('sectors: HY, GN and DY with constituents from the universe; every A-share in an HY and a DY sector', () => {
  const sectors = UNIVERSE.filter((s) => s.kind === 'sector');
  expect(new Set(sectors.map((s) => s.sectorType))).toEqual(new Set(['HY', 'GN', 'DY']));
  expect(sectors.map((s) => s.name)).toEqual(
    expect.arrayContaining(['白酒', '半导体', '新能源汽车', '广东板块']),
  );
  for (const s of [...sectors, ...UNIVERSE.filter((x) => x.kind === 'index')]) {
    for (const m of s.constituents ?? []) expect(instrumentById(m)?.kind).toBe('stock');
  }
  for (const a of aShares) {
    const types = (a.sectors ?? []).map((id) => instrumentById(id)?.sectorType);
    expect(`${a.code}:${types.includes('HY')}:${types.includes('DY')}`).toBe(`${a.code}:true:true`);
  }
  expect(new Set(UNIVERSE.map(instrumentId)).size).toBe(UNIVERSE.length);
});

test('lookups: HK 4-digit codes, US case, market aliases', () => {
  expect(findInstrument('hk', '700')?.code).toBe('00700');
  expect(findInstrument('HK', '0700')?.name).toBe('腾讯控股');
  expect(findInstrument('nasdaq', 'aapl')?.code).toBe('AAPL');
  expect(findInstrument('shetf', '510300')?.market).toBe('sh');
  expect(findInstrument('szetf', '159915')?.market).toBe('sz');
  expect(findInstrument('SZ', '000001')?.name).toBe('平安银行');
  expect(findInstrument('sh', '000001')?.name).toBe('上证指数');
  expect(findInstrument('mars', '000001')).toBeUndefined();
  expect(findByCode('700').map(instrumentId)).toEqual(['HKSE:00700']);
});
