import type { RankListItem, RankType } from '../../../contract/quote';
import { RANK_HEAD, rankColumnTitle, rankRowCells } from './rank-row';
import { wayInEntries } from './way-in';

const item = (over: Partial<RankListItem>): RankListItem => ({
  SecurityCode: '600519SH',
  SecurityName: '贵州茅台',
  LsPri: 1688.5,
  PreClPri: 1650,
  Rate: 2.33,
  ...over,
});

test.each<[string, RankType, Partial<RankListItem>, string[]]>([
  // type, row → to, name, code, price, price tone, column, column tone
  ['a rise', 'up', {}, ['/sh/600519.html', '贵州茅台', '600519', '1688.50', 'rise', '+2.33%', 'rise']],
  [
    'a fall, Shenzhen',
    'down',
    { SecurityCode: '000001SZ', SecurityName: '平安银行', LsPri: 9.8, PreClPri: 10, Rate: -2 },
    ['/sz/000001.html', '平安银行', '000001', '9.80', 'fall', '-2.00%', 'fall'],
  ],
  [
    'flat price',
    'up',
    { LsPri: 1650, Rate: 0 },
    ['/sh/600519.html', '贵州茅台', '600519', '1650.00', 'flat', '0.00%', 'flat'],
  ],
  [
    'turnover: no tone',
    'hs',
    { Rate: 3.1 },
    ['/sh/600519.html', '贵州茅台', '600519', '1688.50', 'rise', '3.10%', ''],
  ],
  [
    '5-minute speed',
    'zs',
    { Rate: -0.456 },
    ['/sh/600519.html', '贵州茅台', '600519', '1688.50', 'rise', '-0.46%', 'fall'],
  ],
  [
    'volume ratio',
    'lb',
    { Rate: 1.2 },
    ['/sh/600519.html', '贵州茅台', '600519', '1688.50', 'rise', '1.20', ''],
  ],
  [
    'missing figures',
    'zf',
    { LsPri: null as unknown as number, Rate: undefined },
    ['/sh/600519.html', '贵州茅台', '600519', '--', 'flat', '--', ''],
  ],
  [
    'Beijing',
    'up',
    { SecurityCode: '830799BJ', SecurityName: '艾融软件' },
    ['/bj/830799.html', '艾融软件', '830799', '1688.50', 'rise', '+2.33%', 'rise'],
  ],
])('%s', (_what, type, over, want) => {
  const c = rankRowCells(item(over), type);
  expect([c.to, c.name, c.code, c.price.value, c.price.trend, c.rate.value, c.rate.trend ?? '']).toEqual(
    want,
  );
});

test.each<[RankType, string]>([
  ['up', '涨跌幅'],
  ['down', '涨跌幅'],
  ['hs', '换手率'],
  ['zs', '5分钟涨速'],
  ['zf', '振幅'],
  ['lb', '量比'],
  ['xx' as RankType, '涨跌幅'],
])('the header of %s: 名称, 最新价, %s', (type, column) => {
  expect([RANK_HEAD.name, RANK_HEAD.price, rankColumnTitle(type)]).toEqual(['名称', '最新价', column]);
});

test('the way in leaves out this page’s own tabs', () => {
  expect(wayInEntries().map((e) => e.label)).toEqual(['板块', '龙虎榜', '融资融券', '自选']);
  expect(
    wayInEntries([
      { key: 'a', label: 'A', to: '/markIndex.html?tab=1' },
      { key: 'b', label: 'B', to: '/bkRank.html' },
    ]).map((e) => e.key),
  ).toEqual(['b']);
});
