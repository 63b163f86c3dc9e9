import { ANNOUNCE_EVERY_MS, nextAnnouncement, spokenPrice, type SpokenInput } from './spoken';

const base: SpokenInput = {
  name: '贵州茅台',
  kind: 'stock',
  region: 'CN',
  price: '1469.38',
  change: '-0.18',
  percent: '-0.01%',
  status: '交易中',
  notLive: false,
};

test.each<[string, Partial<SpokenInput>, string]>([
  ['a fall, in words', {}, '贵州茅台，1469.38元，下跌0.18元，跌幅0.01%，交易中'],
  ['a rise', { change: '+12.50', percent: '+0.86%' }, '贵州茅台，1469.38元，上涨12.50元，涨幅0.86%，交易中'],
  ['unchanged', { change: '0.00', percent: '0.00%' }, '贵州茅台，1469.38元，平盘，交易中'],
  [
    'a rounded-away fall is 平盘',
    { change: '-0.00', percent: '-0.00%' },
    '贵州茅台，1469.38元，平盘，交易中',
  ],
  [
    'an HK stock in 港元',
    {
      name: '腾讯控股',
      region: 'HK',
      price: '512.000',
      change: '+3.000',
      percent: '+0.59%',
      status: '已收盘',
    },
    '腾讯控股，512.000港元，上涨3.000港元，涨幅0.59%，已收盘',
  ],
  [
    'a US stock in 美元',
    { name: '苹果', region: 'USA', price: '230.10', change: '-1.20', percent: '-0.52%', status: '盘后交易' },
    '苹果，230.10美元，下跌1.20美元，跌幅0.52%，盘后交易',
  ],
  [
    'an index in 点',
    { name: '上证指数', kind: 'index', price: '3350.12', change: '+10.01', percent: '+0.30%' },
    '上证指数，3350.12点，上涨10.01点，涨幅0.30%，交易中',
  ],
  ['no quote yet', { price: '--', change: '--', percent: '--', status: '' }, '贵州茅台，暂无报价'],
  ['not live is said', { notLive: true }, '贵州茅台，1469.38元，下跌0.18元，跌幅0.01%，交易中，非实时'],
  ['unknown status left out', { status: '' }, '贵州茅台，1469.38元，下跌0.18元，跌幅0.01%'],
])('%s', (_, over, expected) => {
  expect(spokenPrice({ ...base, ...over })).toBe(expected);
});

describe('nextAnnouncement: polite, at most every 10 s, only while asked', () => {
  const s = 'A';
  test.each<[string, Parameters<typeof nextAnnouncement>, string | null]>([
    ['first time, focused', [s, null, true, 0], 'A'],
    ['not focused: silent', [s, null, false, 0], null],
    ['same sentence: silent', [s, { text: 'A', at: 0 }, true, 60_000], null],
    ['changed within 10 s: silent', ['B', { text: 'A', at: 0 }, true, ANNOUNCE_EVERY_MS - 1], null],
    ['changed after 10 s: said', ['B', { text: 'A', at: 0 }, true, ANNOUNCE_EVERY_MS], 'B'],
  ])('%s', (_, args, expected) => {
    expect(nextAnnouncement(...args)).toBe(expected);
  });
});
