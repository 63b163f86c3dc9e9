/**
 * Index and sector breadth (上涨/平盘/下跌 = Z/P/D) counts exactly the constituents in the universe:
 * a composite counts every listing of its exchange, a published index its members, a sector its
 * members (never fewer than five). Read after the CN close of 2026-11-20 on a fixed clock.
 */
import { CHINEXT_INDEX, CSI_300_MORE, DOW_30, HSI, SSE_50, STAR_50 } from '../data/index-members';
import { MIN_SECTOR_MEMBERS, UNIVERSE, instrumentId } from '../data/universe';
import { createMarket } from './index';

const at = Date.UTC(2026, 10, 20, 21, 30); // after every exchange's close on Friday 2026-11-20
const market = createMarket({ clock: 'real' }, { now: () => at, seed: 7 });
const breadth = (id: string) => {
  const d = market.dyna(id);
  return d.Z + d.P + d.D;
};
const stocks = UNIVERSE.filter((s) => s.kind === 'stock');

test.each([
  ['sh:000001', '上证指数: every Shanghai listing', stocks.filter((s) => s.market === 'sh').length],
  ['sh:000016', '上证50: all fifty members', 50],
  ['sh:000300', '沪深300: its members here', SSE_50.length + CSI_300_MORE.length],
  ['sh:000688', '科创50: its members here', STAR_50.length],
  ['sz:399006', '创业板指: its members here', CHINEXT_INDEX.length],
  ['HKIDX:.HSI', '恒生指数: its members here', HSI.length],
  ['AMEX:DIA', 'Dow Jones: all thirty members', DOW_30.length],
])('%s breadth — %s (%i)', (id, _what, want) => {
  expect(breadth(id)).toBe(want);
});

test('上证指数 counts more than 400 stocks; 上证50 has every SSE 50 member', () => {
  expect(breadth('sh:000001')).toBeGreaterThan(400);
  expect(UNIVERSE.find((s) => s.market === 'sh' && s.code === '000016')?.constituents).toEqual(
    SSE_50.map((c) => `sh:${c}`),
  );
});

test('every sector counts its members, at least five, in its breadth', () => {
  const sectors = UNIVERSE.filter((s) => s.kind === 'sector');
  const short = sectors.filter((s) => (s.constituents?.length ?? 0) < MIN_SECTOR_MEMBERS).map((s) => s.name);
  expect(short).toEqual([]);
  const wrong = sectors
    .filter((s) => breadth(instrumentId(s)) !== s.constituents?.length)
    .map((s) => `${s.name}: ${breadth(instrumentId(s))}/${s.constituents?.length}`);
  expect(wrong).toEqual([]);
  const guizhou = sectors.find((s) => s.name === '贵州板块');
  expect(breadth(instrumentId(guizhou!))).toBeGreaterThanOrEqual(MIN_SECTOR_MEMBERS);
});
