/** The universe covers what issues 3 and 14 ask for, and its lookups accept the app's market spellings. */
import { SSE_50 } from './index-members';
import {
  MIN_SECTOR_MEMBERS,
  UNIVERSE,
  findByCode,
  findInstrument,
  instrumentById,
  instrumentId,
} from './universe';

const stocks = UNIVERSE.filter((s) => s.kind === 'stock');
const aShares = stocks.filter((s) => s.region === 'CN' && s.board !== 'b');

test('A-shares across Shanghai, Shenzhen and Beijing boards, with ST names and B shares', () => {
  expect(aShares.length).toBeGreaterThanOrEqual(600);
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
  expect(hk.length).toBeGreaterThanOrEqual(100);
  for (const s of hk) expect(s.code).toMatch(/^\d{5}$/);
  expect(new Set(hk.map((s) => s.lotSize)).size).toBeGreaterThan(2);
  const us = stocks.filter((s) => s.region === 'USA');
  expect(us.length).toBeGreaterThanOrEqual(100);
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
  const small = sectors.filter((s) => (s.constituents?.length ?? 0) < MIN_SECTOR_MEMBERS);
  expect(small.map((s) => s.name)).toEqual([]);
  // One region sector per province of mainland China: all 31.
  expect(sectors.filter((s) => s.sectorType === 'DY')).toHaveLength(31);
  expect(new Set(sectors.map((s) => s.name)).size).toBe(sectors.length);
});

test('HK and US sectors: every stock in one industry sector of its own region, at least five members each', () => {
  for (const region of ['HK', 'USA'] as const) {
    const sectors = UNIVERSE.filter((s) => s.kind === 'sector' && s.region === region);
    expect(sectors.filter((s) => s.sectorType === 'HY').length).toBeGreaterThanOrEqual(10);
    for (const s of sectors) {
      expect(`${s.code}:${s.constituents!.length >= MIN_SECTOR_MEMBERS}`).toBe(`${s.code}:true`);
      // Members trade on the sector's own exchange (its sessions and trading day are theirs).
      for (const m of s.constituents!)
        expect(`${s.code}:${instrumentById(m)?.region}`).toBe(`${s.code}:${region}`);
    }
    for (const st of stocks.filter((x) => x.region === region)) {
      const hy = (st.sectors ?? []).filter((id) => instrumentById(id)?.sectorType === 'HY');
      expect(`${st.code}:${hy.length}`).toBe(`${st.code}:1`);
    }
  }
  expect(findInstrument('XBHS', 'BK1501')?.constituents).toEqual(
    expect.arrayContaining(['NYSE:BABA', 'NASDAQ:PDD']),
  );
});

test('index members: all of SSE 50; ChiNext, STAR and Beijing names; no repeated names', () => {
  expect(SSE_50).toHaveLength(50);
  expect(new Set(SSE_50).size).toBe(50);
  for (const c of SSE_50) expect(`${c}:${findInstrument('sh', c)?.kind}`).toBe(`${c}:stock`);
  const count = (board: string) => aShares.filter((s) => s.board === board).length;
  expect(count('chinext')).toBeGreaterThanOrEqual(80);
  expect(count('star')).toBeGreaterThanOrEqual(50);
  expect(count('bj')).toBeGreaterThanOrEqual(5);
  // Short names are unique within a market (a reader tells two listings apart by name).
  for (const region of ['CN', 'HK', 'USA'] as const) {
    const names = stocks.filter((s) => s.region === region).map((s) => s.name);
    expect(names.length - new Set(names).size).toBe(0);
  }
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
