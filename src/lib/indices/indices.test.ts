import {
  INDEX_TILES,
  RANK_TABS,
  formatGlobalPrice,
  formatRankRate,
  globalRowLink,
  memberLink,
  parseSecurityCode,
  rankRateTrend,
  rankRowLink,
  sectorLink,
  sectorRankLink,
  tabOf,
  tileFigures,
} from './indices';
import { DEFAULT_RANK_TYPE } from './tiles';

test.each([
  ['0', 0],
  ['1', 1],
  ['2', 2],
  [null, 0],
  ['3', 0],
  ['x', 0],
  ['', 0],
])('tab=%s → tab %s', (q, tab) => expect(tabOf(q)).toBe(tab));

test('the six tiles in §2 order, markets from §9', () => {
  expect(INDEX_TILES.map((t) => `${t.name} ${t.market}${t.code}`)).toEqual([
    '上证指数 sh000001',
    '深证成指 sz399001',
    '创业板指 sz399006',
    '中小100 sz399005',
    '沪深300 sh000300',
    '上证50 sh000016',
  ]);
});

test('the six rank sub-tabs and their extra column (§2)', () => {
  expect(RANK_TABS.map((t) => [t.type, t.label, t.column])).toEqual([
    ['up', '涨幅榜', '涨跌幅'],
    ['down', '跌幅榜', '涨跌幅'],
    ['hs', '换手率', '换手率'],
    ['zs', '5分钟涨速', '5分钟涨速'],
    ['zf', '振幅', '振幅'],
    ['lb', '量比', '量比'],
  ]);
});

test('the list opens on the first sub-tab', () => expect(DEFAULT_RANK_TYPE).toBe(RANK_TABS[0].type));

test.each([
  ['600519SH', 'sh', '600519', '/sh/600519.html'],
  ['000001SZ', 'sz', '000001', '/sz/000001.html'],
  ['SZ300750', 'sz', '300750', '/sz/300750.html'],
  ['830799BJ', 'bj', '830799', '/bj/830799.html'],
])('SecurityCode %s → %s %s', (sc, market, code, link) => {
  expect(parseSecurityCode(sc)).toEqual({ market, code });
  expect(rankRowLink({ SecurityCode: sc })).toBe(link);
});

test.each([
  ['up', 9.98, '+9.98%', 'rise'],
  ['up', 0, '0.00%', 'flat'],
  ['down', -10.02, '-10.02%', 'fall'],
  ['zs', 1.234, '+1.23%', 'rise'],
  ['zs', -0.5, '-0.50%', 'fall'],
  ['hs', 12.5, '12.50%', undefined],
  ['zf', 7.004, '7.00%', undefined],
  ['lb', 3.456, '3.46', undefined],
  ['lb', null, '--', undefined],
  ['up', undefined, '--', 'flat'],
] as const)('%s %s → %s (%s)', (type, rate, text, trend) => {
  expect(formatRankRate(type, rate)).toBe(text);
  expect(rankRateTrend(type, rate)).toBe(trend);
});

test('sector, member and global links', () => {
  expect(sectorRankLink(0)).toBe('/bkRank.html?tab=0');
  expect(sectorRankLink(2)).toBe('/bkRank.html?tab=2');
  expect(sectorLink('HY', 'BK0475')).toBe('/plate/HY/BK0475.html');
  expect(memberLink('SH', '600519')).toBe('/sh/600519.html');
  expect(memberLink('', '')).toBeNull();
  expect(globalRowLink({ Market: 'DELAY_HKIDX', Symbol: '.HSI', Clickable: true })).toBe('/HKIDX/.HSI.html');
  expect(globalRowLink({ Market: 'DELAY_NASDAQ', Symbol: 'QQQ', Clickable: true })).toBe('/NASDAQ/QQQ.html');
  expect(globalRowLink({ Market: 'EUIDX', Symbol: 'GDAXI', Clickable: false })).toBeNull();
});

test.each([
  [26123.4, '26123.400'],
  [612.3456, '612.346'],
  [0, '0.000'],
  [null, '--'],
])('global price %s → %s (3 decimals)', (v, text) => expect(formatGlobalPrice(v)).toBe(text));

test.each([
  [{ last: null, change: null, rate: null }, ['--', '--', '--', 'flat']], // before any snapshot
  [{ last: 3245.678, change: 12.3, rate: 0.00381 }, ['3245.68', '+12.30', '+0.38%', 'rise']],
  [{ last: 10000, change: -5, rate: -0.0005 }, ['10000.00', '-5.00', '-0.05%', 'fall']],
  [{ last: 2.5, change: 0, rate: 0 }, ['2.50', '0.00', '0.00%', 'flat']],
  [{ last: 2.5, change: null, rate: 0.01 }, ['2.50', '--', '1.00%', 'flat']],
] as const)('tile %j → %j', (tile, [price, change, rate, trend]) => {
  expect(tileFigures(tile)).toEqual({ price, change, rate, trend });
});
