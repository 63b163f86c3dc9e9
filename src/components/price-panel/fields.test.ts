import type { Dyna, Statistics } from '../../../contract/quote-protocol';
import {
  canExpand,
  collapsedSections,
  expandedSections,
  extendedLine,
  headline,
  type PanelInput,
} from './fields';

const dyna: Partial<Dyna> = {
  LastPrice: 1510.5,
  OpenPrice: 1500,
  HighestPrice: 1520,
  LowestPrice: 1490,
  Volume: 2_345_600,
  Amount: 3_540_000_000,
  SA: 0.02,
  TurnoverRate: 0.0019,
  PERatio: 25.31,
  TotVal: 1.9e12,
  TotStock: 1.25e9,
  CirVal: 1.8e12,
  AveragePrice: 1505.123,
  Committee: 0.1234,
  CommitteeDiff: -5000,
  NP: 1_200_000,
  WP: 1_145_600,
  Z: 1200,
  P: 100,
  D: 900,
  Wk52High: 1800,
  Wk52Low: 1300,
};
const statistic: Partial<Statistics> = {
  PreClosePrice: 1500,
  OpenPrice: 1500,
  UpperLimitPrice: 1650,
  LowerLimitPrice: 1350,
};

const input = (over: Partial<PanelInput>): PanelInput => ({
  market: 'sh',
  code: '600519',
  region: 'CN',
  kind: 'stock',
  dyna,
  statistic,
  ...over,
});
const labels = (rows: { label: string }[][]) => rows.map((r) => r.map((c) => c.label));
const expandedLabels = (i: PanelInput) => expandedSections(i).flatMap((s) => s.cells.map((c) => c.label));

describe('price panel fields', () => {
  it('CN main-board stock: rows 1–3 with 市盈(动) and total market cap', () => {
    expect(labels(collapsedSections(input({})))).toEqual([
      ['今开', '最高', '成交量'],
      ['昨收', '最低', '成交额'],
      ['换手率', '市盈(动)', '总市值'],
    ]);
    const cells = collapsedSections(input({})).flat();
    expect(cells.find((c) => c.key === 'volume')!.value).toBe('2.35万手');
    expect(cells.find((c) => c.key === 'high')!.value).toBe('1520.00');
    expect(cells.find((c) => c.key === 'high')!.trend).toBe('rise');
    expect(cells.find((c) => c.key === 'low')!.trend).toBe('fall');
    expect(cells.find((c) => c.key === 'pe')!.value).toBe('25.31');
    expect(cells.find((c) => c.key === 'marketCap')!.value).toBe('1.90万亿');
  });

  it.each([
    ['before the first trade (0)', 0, '--', undefined],
    ['missing', undefined, '--', undefined],
    ['a price', 1490, '1490.00', 'fall'],
  ])('今开/最高/最低 %s', (_name, v, shown, trend) => {
    const cells = collapsedSections(
      input({
        dyna: { ...dyna, OpenPrice: v, HighestPrice: v, LowestPrice: v },
        statistic: { ...statistic, OpenPrice: v },
      }),
    ).flat();
    for (const key of ['open', 'high', 'low']) {
      expect(cells.find((c) => c.key === key)!.value).toBe(shown);
      expect(cells.find((c) => c.key === key)!.trend).toBe(trend);
    }
  });

  it('CN expanded: amplitude … inner volume, then 涨停基因', () => {
    const sections = expandedSections(
      input({
        gene: {
          TopStopRate: 66.7,
          TopYearNum: 3,
          TopStopOpRate: 50,
          TopStopClRate: 33.3,
          TopStopClDate: '2026-10-09',
        },
      }),
    );
    expect(sections[0].cells.map((c) => c.label)).toEqual([
      '振幅',
      '均价',
      '流通市值',
      '涨停',
      '跌停',
      '委比',
      '委差',
      '外盘',
      '内盘',
    ]);
    expect(sections[1].title).toBe('涨停基因');
    expect(sections[1].cells.map((c) => c.value)).toEqual([
      '66.70%',
      '3次',
      '50.00%',
      '33.30%',
      '2026-10-09',
    ]);
    // average price: one more decimal than the price
    expect(sections[0].cells[1].value).toBe('1505.123');
  });

  it('ChiNext stock: the same CN rows, loss shown as 亏损', () => {
    const rows = collapsedSections(input({ code: '300750', market: 'sz', dyna: { ...dyna, PERatio: -3 } }));
    expect(labels(rows)[2]).toEqual(['换手率', '市盈(动)', '总市值']);
    expect(rows[2][1].value).toBe('亏损');
  });

  it('HK stock: 市盈率 computed from the stock detail, 3 decimals, expanded HK set', () => {
    const hk = input({
      market: 'HKSE',
      code: '00700',
      region: 'HK',
      lotSize: 100,
      detail: { NetProfTTM: 2e11, TotalShare: 1e10, ttmdivshr: 3.4, ttmepsxclx: 20 },
    });
    const rows = collapsedSections(hk);
    expect(labels(rows)[2]).toEqual(['换手率', '市盈率', '总市值']);
    expect(rows[2][1].value).toBe('75.53'); // 1510.5 / (2e11 / 1e10)
    expect(rows[0][1].value).toBe('1520.000');
    expect(rows[0][2].value).toBe('235万股');
    expect(expandedLabels(hk)).toEqual([
      '振幅',
      '均价',
      '总股本',
      '每手股数',
      '股息',
      '52周最高',
      '52周最低',
      '每股收益',
      '股息率',
      '每手金额',
    ]);
    const cells = expandedSections(hk)[0].cells;
    expect(cells.find((c) => c.key === 'perLot')!.value).toBe('15.1万');
    expect(cells.find((c) => c.key === 'divYield')!.value).toBe('0.23%');
  });

  it('US stock: total shares instead of market cap, expanded USA set; zero shares gives --', () => {
    const us = input({
      market: 'NASDAQ',
      code: 'AAPL',
      region: 'USA',
      detail: { NetProfTTM: 1e11, TotalShare: 0 },
    });
    const rows = collapsedSections(us);
    expect(labels(rows)[2]).toEqual(['换手率', '市盈率', '总股本']);
    expect(rows[2][1].value).toBe('--');
    expect(expandedLabels(us)).toEqual([
      '振幅',
      '均价',
      '每股收益',
      '股息',
      '每手股数',
      '每手金额',
      '股息率',
    ]);
  });

  it('ETF: amplitude and turnover row; expanded shows only the limits, 3 decimals', () => {
    const etf = input({
      code: '510300',
      kind: 'etf',
      statistic: { ...statistic, UpperLimitPrice: 4.4, LowerLimitPrice: 3.6 },
    });
    expect(labels(collapsedSections(etf))[2]).toEqual(['振幅', '换手率']);
    expect(expandedSections(etf)[0].cells.map((c) => [c.label, c.value])).toEqual([
      ['涨停', '4.400'],
      ['跌停', '3.600'],
    ]);
  });

  it('index: advancers/unchanged/decliners for CN only, plus amplitude; nothing to expand', () => {
    const cn = input({ code: '000001', kind: 'index' });
    expect(labels(collapsedSections(cn)).slice(2)).toEqual([['上涨', '平盘', '下跌'], ['振幅']]);
    expect(canExpand(cn)).toBe(false);
    const hk = input({ market: 'HKIDX', code: '.HSI', region: 'HK', kind: 'index' });
    expect(labels(collapsedSections(hk)).slice(2)).toEqual([['振幅']]);
  });

  it.each([
    ['CN', 'sh', '600519'],
    ['HK', 'hk', '00700'],
    ['USA', 'us', 'AAPL'],
  ] as const)(
    '%s before the first trade: volume, amount, average and outer/inner are --, not 0.00',
    (region, market, code) => {
      const quiet = {
        ...dyna,
        Volume: 0,
        Amount: 0,
        AveragePrice: 0,
        NP: 0,
        WP: 0,
        OpenPrice: 0,
        HighestPrice: 0,
        LowestPrice: 0,
      };
      const i = input({ region, market, code, dyna: quiet, statistic: { PreClosePrice: 1500 } });
      const cells = [...collapsedSections(i).flat(), ...expandedSections(i).flatMap((s) => s.cells)];
      const value = (label: string) => cells.find((c) => c.label === label)?.value;
      for (const label of ['成交量', '成交额', '今开', '最高', '最低'])
        expect([label, value(label)]).toEqual([label, '--']);
      if (region === 'CN')
        for (const label of ['均价', '外盘', '内盘']) expect([label, value(label)]).toEqual([label, '--']);
      expect(value('昨收')).toMatch(/^1500\.0+$/);
    },
  );

  it('headline: price, change and percent against the previous close', () => {
    expect(headline(input({}))).toEqual({
      price: '1510.50',
      change: '+10.50',
      percent: '+0.70%',
      trend: 'rise',
    });
    expect(headline(input({ dyna: { ...dyna, LastPrice: 1490 } })).trend).toBe('fall');
    expect(headline(input({ dyna: null })).price).toBe('--');
  });
});

describe('US extended-hours line (issue 21)', () => {
  const us = (extended: PanelInput['extended']): PanelInput => ({
    market: 'NASDAQ',
    code: 'AAPL',
    region: 'USA',
    kind: 'stock',
    dyna: null,
    statistic: null,
    extended,
  });
  it.each([
    // [label, price, change, rate, expected line]
    ['盘前', 102.5, 2.5, 0.025, ['盘前', '102.500', '+2.500', '+2.50%', 'rise']],
    ['盘后', 109.1, -1.1, -0.00998, ['盘后', '109.100', '-1.100', '-1.00%', 'fall']],
    ['盘后', 110.2, 0, 0, ['盘后', '110.200', '0.000', '0.00%', 'flat']],
  ] as const)('%s %p (%p): %j', (label, price, change, rate, want) => {
    const part = label === '盘前' ? 'pre' : 'after';
    const line = extendedLine(us({ part, label, price, change, rate }))!;
    expect([line.label, line.price, line.change, line.percent, line.trend]).toEqual(want);
  });
  it('no extended quote: no line', () => {
    expect(extendedLine(us(null))).toBeNull();
  });
});
