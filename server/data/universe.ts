/**
 * The instrument universe: every stock, ETF, index and sector the simulator quotes.
 * Stocks come from listings.ts (real public listings); indices and sectors take their constituents
 * from those stocks, so index and sector values can be computed from them (DESIGN.md "One source of truth").
 */
import { cnBoardOf } from '../../src/lib/market-rules';
import { A_SHARES, HK_SHARES, US_SHARES } from './listings';
import type { InstrumentSeed, Market, SectorType } from './types';

const YI = 1e8;

export function instrumentId(seed: Pick<InstrumentSeed, 'market' | 'code'>): string {
  return `${seed.market}:${seed.code}`;
}

function aMarket(code: string): Market {
  if (code.startsWith('6') || code.startsWith('900')) return 'sh';
  if (code.startsWith('8') || code.startsWith('4') || code.startsWith('92')) return 'bj';
  return 'sz';
}

const aShares: InstrumentSeed[] = A_SHARES.map(
  ([code, name, industry, province, price, total, float, eps, dps, listDate, initials]) => {
    const board = cnBoardOf(aMarket(code), code);
    const currency = board === 'b' ? (code.startsWith('900') ? 'USD' : 'HKD') : 'CNY';
    return {
      market: aMarket(code),
      code,
      name,
      kind: 'stock',
      region: 'CN',
      board,
      st: name.includes('ST') || undefined,
      basePrice: price,
      totalShares: Math.round(total * YI),
      floatShares: Math.round(float * YI),
      lotSize: 100,
      currency,
      industry,
      sectors: [],
      eps,
      dividendPerShare: dps,
      listDate,
      initials,
      province,
    };
  },
);

const hkShares: InstrumentSeed[] = HK_SHARES.map(
  ([code, name, price, total, lot, eps, dps, listDate, initials, industry]) => ({
    market: 'HKSE',
    code,
    name,
    kind: 'stock',
    region: 'HK',
    board: 'hk',
    basePrice: price,
    totalShares: Math.round(total * YI),
    floatShares: Math.round(total * YI * 0.92),
    lotSize: lot,
    currency: 'HKD',
    industry,
    eps,
    dividendPerShare: dps,
    listDate,
    initials,
  }),
);

const usShares: InstrumentSeed[] = US_SHARES.map(
  ([code, name, market, price, total, eps, dps, listDate, initials, industry]) => ({
    market,
    code,
    name,
    kind: 'stock',
    region: 'USA',
    board: 'us',
    basePrice: price,
    totalShares: Math.round(total * YI),
    floatShares: Math.round(total * YI * 0.97),
    lotSize: 1,
    currency: 'USD',
    industry,
    eps,
    dividendPerShare: dps,
    listDate,
    initials,
  }),
);

const STOCKS = [...aShares, ...hkShares, ...usShares];
const ids = (pred: (s: InstrumentSeed) => boolean) => STOCKS.filter(pred).map(instrumentId);
const aIds = (codes: string[]) =>
  codes.map((c) => {
    const s = aShares.find((x) => x.code === c);
    if (!s) throw new Error(`universe: unknown A-share ${c}`);
    return instrumentId(s);
  });
const cap = (s: InstrumentSeed) => s.basePrice * s.totalShares;
const isA = (s: InstrumentSeed) => s.region === 'CN' && s.board !== 'b';
const topBy = (pool: InstrumentSeed[], n: number) =>
  [...pool]
    .sort((a, b) => cap(b) - cap(a))
    .slice(0, n)
    .map(instrumentId);

// ---- sectors (XBHS): industry (HY), concept (GN), region (DY) ----

/** Industry sectors, one per industry label used by the A-share rows; codes are fixed so links stay valid. */
const HY: [string, string][] = [
  ['BK0477', '白酒'],
  ['BK0475', '银行'],
  ['BK0474', '保险'],
  ['BK0473', '证券'],
  ['BK1036', '半导体'],
  ['BK1037', '消费电子'],
  ['BK0456', '家电'],
  ['BK1029', '汽车整车'],
  ['BK1031', '光伏设备'],
  ['BK1033', '电池'],
  ['BK0465', '化学制药'],
  ['BK0479', '中药'],
  ['BK1044', '生物制品'],
  ['BK0727', '医疗服务'],
  ['BK1041', '医疗器械'],
  ['BK0451', '房地产'],
  ['BK0478', '有色金属'],
  ['BK0448', '通信设备'],
  ['BK0736', '通信服务'],
  ['BK0737', '软件开发'],
  ['BK0735', '计算机设备'],
  ['BK0438', '食品饮料'],
  ['BK0428', '电力'],
  ['BK0464', '石油石化'],
  ['BK0437', '煤炭'],
  ['BK0538', '化工'],
  ['BK0424', '建材'],
  ['BK0739', '工程机械'],
  ['BK0545', '机械设备'],
  ['BK0422', '交通运输'],
  ['BK0425', '建筑装饰'],
  ['BK0482', '商贸零售'],
  ['BK0486', '传媒'],
  ['BK0433', '农牧饲渔'],
];

const GN: [string, string, string[]][] = [
  [
    'BK0900',
    '新能源汽车',
    ['002594', '601127', '300750', '300014', '601633', '000625', '600104', '002812', '002460', '300124'],
  ],
  [
    'BK0891',
    '芯片概念',
    [
      '688981',
      '688012',
      '688041',
      '688256',
      '603501',
      '603986',
      '002371',
      '002049',
      '600584',
      '600703',
      '605358',
    ],
  ],
  [
    'BK0800',
    '人工智能',
    ['002230', '688256', '688041', '000977', '601138', '300308', '300502', '688111', '000938', '300033'],
  ],
  ['BK0574', '锂电池', ['300750', '300014', '002460', '002466', '002812', '835185', '603799', '836239']],
  ['BK0978', '光伏概念', ['601012', '688599', '300274', '605117', '600703']],
  ['BK1106', '创新药', ['600276', '600196', '603259', '300122', '300142', '430047']],
  ['BK0854', '华为概念', ['601127', '000063', '002241', '000938', '300124', '002475']],
  [
    'BK1160',
    '中特估',
    ['601398', '601288', '601988', '601857', '600028', '600941', '601668', '601088', '601628', '600050'],
  ],
  ['BK0821', 'MSCI中国', ['600519', '600036', '601318', '000333', '000858', '300750', '600900', '002415']],
  ['BK1046', '专精特新', ['830799', '832522', '872808', '871981', '920002', '430139', '688012']],
  ['BK0816', '大消费', ['600519', '000858', '600887', '603288', '605499', '601888', '000333', '000895']],
];

/** Region sectors by province; every A-share's province has one. */
const DY: [string, string][] = [
  ['BK0153', '广东'],
  ['BK0145', '北京'],
  ['BK0146', '上海'],
  ['BK0172', '浙江'],
  ['BK0150', '江苏'],
  ['BK0148', '福建'],
  ['BK0169', '四川'],
  ['BK0166', '山东'],
  ['BK0149', '安徽'],
  ['BK0165', '湖北'],
  ['BK0157', '湖南'],
  ['BK0158', '河南'],
  ['BK0159', '河北'],
  ['BK0171', '重庆'],
  ['BK0156', '云南'],
  ['BK0154', '贵州'],
  ['BK0167', '山西'],
  ['BK0170', '天津'],
  ['BK0162', '陕西'],
  ['BK0163', '江西'],
  ['BK0173', '青海'],
  ['BK0161', '内蒙古'],
];

function sector(
  code: string,
  name: string,
  type: SectorType,
  members: string[],
  base: number,
): InstrumentSeed {
  if (members.length === 0) throw new Error(`universe: sector ${name} has no constituents`);
  return {
    market: 'XBHS',
    code,
    name,
    kind: 'sector',
    region: 'CN',
    sectorType: type,
    basePrice: base,
    totalShares: 0,
    floatShares: 0,
    lotSize: 100,
    currency: 'CNY',
    constituents: members,
  };
}

// A deterministic spread of sector levels (sector indices usually sit between ~500 and ~3000).
const level = (i: number) => 800 + ((i * 397) % 1900);

const sectors: InstrumentSeed[] = [
  ...HY.map(([code, name], i) =>
    sector(
      code,
      name,
      'HY',
      ids((s) => s.region === 'CN' && s.industry === name),
      level(i),
    ),
  ),
  ...GN.map(([code, name, codes], i) => sector(code, name, 'GN', aIds(codes), level(i + 40))),
  ...DY.map(([code, province], i) =>
    sector(
      code,
      `${province}板块`,
      'DY',
      ids((s) => s.region === 'CN' && s.province === province),
      level(i + 80),
    ),
  ),
];
for (const sec of sectors) {
  for (const id of sec.constituents ?? []) {
    const s = STOCKS.find((x) => instrumentId(x) === id);
    s?.sectors?.push(instrumentId(sec));
  }
}

// ---- indices ----

function index(
  market: Market,
  code: string,
  name: string,
  base: number,
  members: string[],
  region: InstrumentSeed['region'],
  currency: string,
): InstrumentSeed {
  return {
    market,
    code,
    name,
    kind: 'index',
    region,
    basePrice: base,
    totalShares: 0,
    floatShares: 0,
    lotSize: region === 'USA' ? 1 : 100,
    currency,
    constituents: members,
  };
}

const shA = aShares.filter((s) => s.market === 'sh' && isA(s) && !s.st);
const usCore = usShares.filter(
  (s) => !['BABA', 'PDD', 'JD', 'BIDU', 'NTES', 'NIO', 'TSM', 'XPEV', 'LI'].includes(s.code),
);
const hkMainland = [
  '09988',
  '03690',
  '01810',
  '02318',
  '00939',
  '01398',
  '03988',
  '01024',
  '09618',
  '09999',
  '01211',
  '00981',
  '02269',
  '00700',
];
const hkRedChip = ['00941', '00883', '00688', '00267', '00836'];

const indices: InstrumentSeed[] = [
  index(
    'sh',
    '000001',
    '上证指数',
    3900,
    ids((s) => s.market === 'sh'),
    'CN',
    'CNY',
  ),
  index(
    'sz',
    '399001',
    '深证成指',
    13000,
    ids((s) => s.market === 'sz' && s.board !== 'b'),
    'CN',
    'CNY',
  ),
  index(
    'sz',
    '399006',
    '创业板指',
    3000,
    ids((s) => s.board === 'chinext'),
    'CN',
    'CNY',
  ),
  index(
    'sz',
    '399005',
    '中小100',
    7600,
    ids((s) => s.market === 'sz' && s.code.startsWith('002')),
    'CN',
    'CNY',
  ),
  index(
    'sh',
    '000300',
    '沪深300',
    4600,
    topBy(
      aShares.filter((s) => isA(s) && !s.st && s.board !== 'bj'),
      60,
    ),
    'CN',
    'CNY',
  ),
  index('sh', '000016', '上证50', 3000, topBy(shA, 30), 'CN', 'CNY'),
  index(
    'sh',
    '000688',
    '科创50',
    1400,
    ids((s) => s.board === 'star'),
    'CN',
    'CNY',
  ),
  index(
    'HKIDX',
    '.HSI',
    '恒生指数',
    26000,
    ids((s) => s.market === 'HKSE'),
    'HK',
    'HKD',
  ),
  index(
    'HKIDX',
    '.HSCE',
    '国企指数',
    9200,
    hkMainland.map((c) => `HKSE:${c}`),
    'HK',
    'HKD',
  ),
  index(
    'HKIDX',
    '.HSCC',
    '红筹指数',
    4200,
    hkRedChip.map((c) => `HKSE:${c}`),
    'HK',
    'HKD',
  ),
  index(
    'AMEX',
    'DIA',
    '道琼斯ETF',
    470,
    ids((s) =>
      ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'JPM', 'KO', 'V', 'DIS', 'IBM', 'BA', 'JNJ', 'MCD'].includes(s.code),
    ),
    'USA',
    'USD',
  ),
  index('AMEX', 'SPY', '标普500ETF', 670, usCore.map(instrumentId), 'USA', 'USD'),
  index(
    'NASDAQ',
    'QQQ',
    '纳指100ETF',
    610,
    ids((s) => s.market === 'NASDAQ' && !['JD', 'BIDU', 'NTES', 'LI'].includes(s.code)),
    'USA',
    'USD',
  ),
  // European indices have no constituents in this universe: the simulator moves them on their own.
  index('EUIDX', 'GDAXI', '德国DAX', 23500, [], 'CN', 'EUR'),
  index('EUIDX', 'FTSE', '英国富时100', 9600, [], 'CN', 'GBP'),
];

// ---- ETFs (kind 'etf', listed on sh/sz, tick 0.001) ----

/** code, name, tracked id, price, 亿 units, listed, initials */
const ETF_ROWS: [string, string, string, number, number, string, string][] = [
  ['510300', '沪深300ETF', 'sh:000300', 4.7, 450, '2012-05-28', 'HS300ETF'],
  ['510050', '上证50ETF', 'sh:000016', 3.1, 200, '2005-02-23', 'SZ50ETF'],
  ['159915', '创业板ETF', 'sz:399006', 3.1, 150, '2011-12-09', 'CYBETF'],
  ['588000', '科创50ETF', 'sh:000688', 1.4, 600, '2020-11-16', 'KC50ETF'],
  ['512880', '证券ETF', 'XBHS:BK0473', 1.2, 400, '2016-08-08', 'ZQETF'],
  ['159919', '300ETF', 'sh:000300', 4.8, 100, '2012-05-28', '300ETF'],
  ['159995', '芯片ETF', 'XBHS:BK0891', 1.6, 250, '2020-02-10', 'XPETF'],
];

const etfs: InstrumentSeed[] = ETF_ROWS.map(([code, name, tracks, price, units, listDate, initials]) => ({
  market: code.startsWith('5') ? 'sh' : 'sz',
  code,
  name,
  kind: 'etf',
  region: 'CN',
  basePrice: price,
  totalShares: Math.round(units * YI),
  floatShares: Math.round(units * YI),
  lotSize: 100,
  currency: 'CNY',
  industry: 'ETF',
  listDate,
  initials,
  tracks,
}));

/** Every instrument; stocks first, then ETFs, indices and sectors. Order is stable. */
export const UNIVERSE: InstrumentSeed[] = [...STOCKS, ...etfs, ...indices, ...sectors];

const byId = new Map(UNIVERSE.map((s) => [instrumentId(s), s]));

/** Normalises the market strings the app and §7 calls use ('hk', 'HK', 'shetf', 'SH', 'nasdaq' …). */
export function normalizeMarket(market: string): Market | undefined {
  const m = market.trim().toLowerCase();
  switch (m) {
    case 'sh':
    case 'shetf':
    case 'sha':
      return 'sh';
    case 'sz':
    case 'szetf':
    case 'sza':
      return 'sz';
    case 'bj':
      return 'bj';
    case 'hk':
    case 'hkse':
    case 'hkex':
      return 'HKSE';
    case 'hkidx':
      return 'HKIDX';
    case 'nasdaq':
      return 'NASDAQ';
    case 'nyse':
      return 'NYSE';
    case 'amex':
      return 'AMEX';
    case 'euidx':
      return 'EUIDX';
    case 'xbhs':
      return 'XBHS';
    default:
      return undefined;
  }
}

/** Normalises a code for its market: HK 4-digit codes get a leading 0, US codes are upper-cased. */
export function normalizeCode(market: Market, code: string): string {
  const c = code.trim();
  if (market === 'HKSE' && /^\d{1,4}$/.test(c)) return c.padStart(5, '0');
  if (market === 'HKIDX' && /^[A-Za-z]+$/.test(c)) return `.${c.toUpperCase()}`;
  return c.toUpperCase();
}

export function findInstrument(market: string, code: string): InstrumentSeed | undefined {
  const m = normalizeMarket(market);
  if (!m || !code) return undefined;
  return byId.get(`${m}:${normalizeCode(m, code)}`);
}

export function instrumentById(id: string): InstrumentSeed | undefined {
  return byId.get(id);
}

/** Every instrument with this code in any market (search, symbol-only lookups). */
export function findByCode(code: string): InstrumentSeed[] {
  const c = code.trim().toUpperCase();
  return UNIVERSE.filter(
    (s) => s.code.toUpperCase() === c || (s.market === 'HKSE' && s.code === c.padStart(5, '0')),
  );
}
