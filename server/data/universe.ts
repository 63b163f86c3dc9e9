/**
 * The instrument universe: every stock, ETF, index and sector the simulator quotes.
 * Stocks come from listings.ts (real public listings); indices and sectors take their constituents
 * from those stocks, so index and sector values can be computed from them (DESIGN.md "One source of truth").
 */
import { cnBoardOf } from '../../contract/market-rules';
import { normalizeCode, normalizeMarket } from '../../contract/instrument-id';
import { MORE_A_SHARES } from './a-share-listings';
import { MORE_HK_SHARES, MORE_US_SHARES } from './hk-us-listings';
import { HK_LISTING_DATES, US_LISTING_DATES, listingDay } from './listing-dates';
import { HK_HY, US_GN, US_HY, US_HY_EXCEPTIONS } from './hk-us-sectors';
import {
  CHINEXT_INDEX,
  CSI_300_MORE,
  DOW_30,
  HSCC,
  HSCE,
  HSI,
  NOT_NASDAQ_100,
  NOT_SP500,
  SSE_50,
  STAR_50,
} from './index-members';
import { A_SHARES, HK_SHARES, US_SHARES, type AShareRow, type HkRow, type UsRow } from './listings';
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

/** Bulk rows carry no listing date: '' here, undefined on the seed (shown as '--'). */
const aRows: AShareRow[] = [
  ...A_SHARES,
  ...MORE_A_SHARES.map(
    ([code, name, industry, province, price, total, float, eps, dps, initials]): AShareRow => [
      code,
      name,
      industry,
      province,
      price,
      total,
      float,
      eps,
      dps,
      '',
      initials,
    ],
  ),
];
/** The bulk HK and US rows take their listing dates from listing-dates.ts ('' where it has none). */
const recordedDay = (dates: Readonly<Record<string, string>>, code: string): string =>
  dates[code] ? listingDay(dates[code]) : '';
const hkRows: HkRow[] = [
  ...HK_SHARES,
  ...MORE_HK_SHARES.map(([code, name, price, total, lot, eps, dps, initials, industry]): HkRow => [
    code,
    name,
    price,
    total,
    lot,
    eps,
    dps,
    recordedDay(HK_LISTING_DATES, code),
    initials,
    industry,
  ]),
];
const usRows: UsRow[] = [
  ...US_SHARES,
  ...MORE_US_SHARES.map(([code, name, market, price, total, eps, dps, initials, industry]): UsRow => [
    code,
    name,
    market,
    price,
    total,
    eps,
    dps,
    recordedDay(US_LISTING_DATES, code),
    initials,
    industry,
  ]),
];

const aShares: InstrumentSeed[] = aRows.map(
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
      listDate: listDate || undefined,
      initials,
      province,
    };
  },
);

const hkShares: InstrumentSeed[] = hkRows.map(
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
    sectors: [],
    eps,
    dividendPerShare: dps,
    listDate: listDate || undefined,
    initials,
  }),
);

const usShares: InstrumentSeed[] = usRows.map(
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
    sectors: [],
    eps,
    dividendPerShare: dps,
    listDate: listDate || undefined,
    initials,
  }),
);

const STOCKS = [...aShares, ...hkShares, ...usShares];
const stockById = new Map<string, InstrumentSeed>();
for (const s of STOCKS) {
  const id = instrumentId(s);
  if (stockById.has(id)) throw new Error(`universe: ${id} listed twice`);
  stockById.set(id, s);
}
const ids = (pred: (s: InstrumentSeed) => boolean) => STOCKS.filter(pred).map(instrumentId);
/** Ids of listed codes in one region; a code missing from the universe is a data error. */
const codesIn = (region: InstrumentSeed['region'], codes: readonly string[]) =>
  codes.map((c) => {
    const s = STOCKS.find((x) => x.region === region && x.code === c && x.board !== 'b');
    if (!s) throw new Error(`universe: unknown ${region} listing ${c}`);
    return instrumentId(s);
  });
const aIds = (codes: readonly string[]) => codesIn('CN', codes);
const isA = (s: InstrumentSeed) => s.region === 'CN' && s.board !== 'b';

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
  ['BK1217', '钢铁'],
  ['BK1201', '多元金融'],
  ['BK1202', '汽车零部件'],
  ['BK1203', '纺织服饰'],
  ['BK1204', '家居用品'],
  ['BK1205', '旅游酒店'],
  ['BK1206', '医药商业'],
  ['BK1207', '元件'],
  ['BK1208', '光学光电子'],
  ['BK1209', '游戏'],
  ['BK1210', '燃气'],
  ['BK1211', '电网设备'],
  ['BK1212', '风电设备'],
  ['BK1213', '国防军工'],
  ['BK1214', '环保'],
  ['BK1215', '美容护理'],
  ['BK1216', '造纸'],
];

const GN: [string, string, string[]][] = [
  [
    'BK0900',
    '新能源汽车',
    [
      '002594',
      '601127',
      '300750',
      '300014',
      '601633',
      '000625',
      '600104',
      '002812',
      '002460',
      '300124',
      '601238',
      '600418',
      '002074',
      '601689',
      '002920',
      '603596',
      '002050',
      '600660',
    ],
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
      '688008',
      '688126',
      '688396',
      '600460',
      '002156',
      '603290',
      '300782',
      '688072',
      '688120',
      '300661',
      '688521',
      '688082',
      '688047',
      '688385',
      '300223',
      '688525',
    ],
  ],
  [
    'BK0800',
    '人工智能',
    [
      '002230',
      '688256',
      '688041',
      '000977',
      '601138',
      '300308',
      '300502',
      '688111',
      '000938',
      '300033',
      '603019',
      '300496',
      '300418',
      '688088',
      '300229',
      '002236',
      '002415',
      '600588',
    ],
  ],
  [
    'BK0574',
    '锂电池',
    [
      '300750',
      '300014',
      '002460',
      '002466',
      '002812',
      '835185',
      '603799',
      '836239',
      '002074',
      '300073',
      '300568',
      '002709',
      '603659',
      '300207',
      '688005',
      '002850',
      '300919',
    ],
  ],
  [
    'BK0978',
    '光伏概念',
    [
      '601012',
      '688599',
      '300274',
      '605117',
      '600703',
      '600438',
      '002459',
      '688223',
      '002129',
      '300763',
      '601865',
      '688303',
      '300751',
      '603806',
    ],
  ],
  [
    'BK1106',
    '创新药',
    [
      '600276',
      '600196',
      '603259',
      '300122',
      '300142',
      '430047',
      '688235',
      '688180',
      '300558',
      '002422',
      '000963',
      '002653',
    ],
  ],
  [
    'BK0854',
    '华为概念',
    ['601127', '000063', '002241', '000938', '300124', '002475', '600584', '002600', '300136', '603019'],
  ],
  [
    'BK1160',
    '中特估',
    [
      '601398',
      '601288',
      '601988',
      '601857',
      '600028',
      '600941',
      '601668',
      '601088',
      '601628',
      '600050',
      '601939',
      '601328',
      '601728',
      '600938',
      '601390',
      '601186',
      '601800',
      '601669',
    ],
  ],
  [
    'BK0821',
    'MSCI中国',
    [
      '600519',
      '600036',
      '601318',
      '000333',
      '000858',
      '300750',
      '600900',
      '002415',
      '601166',
      '600030',
      '600887',
      '000651',
      '601888',
    ],
  ],
  ['BK1046', '专精特新', ['830799', '832522', '872808', '871981', '920002', '430139', '688012']],
  [
    'BK0816',
    '大消费',
    [
      '600519',
      '000858',
      '600887',
      '603288',
      '605499',
      '601888',
      '000333',
      '000895',
      '600600',
      '000596',
      '603345',
      '002557',
    ],
  ],
  [
    'BK0983',
    '军民融合',
    ['600893', '000768', '600760', '600038', '002179', '600372', '688122', '600150', '002025', '600118'],
  ],
  [
    'BK0817',
    '高股息',
    [
      '601088',
      '601225',
      '600900',
      '601006',
      '600188',
      '601398',
      '601288',
      '601988',
      '600941',
      '601328',
      '000651',
      '600028',
    ],
  ],
  [
    'BK1170',
    '算力概念',
    [
      '603019',
      '000977',
      '601138',
      '300308',
      '300502',
      '300394',
      '688041',
      '000938',
      '300442',
      '300383',
      '603881',
      '300738',
    ],
  ],
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
  ['BK0147', '辽宁'],
  ['BK0151', '吉林'],
  ['BK0152', '黑龙江'],
  ['BK0155', '广西'],
  ['BK0160', '海南'],
  ['BK0164', '甘肃'],
  ['BK0168', '宁夏'],
  ['BK0174', '新疆'],
  ['BK0175', '西藏'],
];

/** The fewest members a sector may have (an industry, concept or province list shorter than this is a data error). */
export const MIN_SECTOR_MEMBERS = 5;

function sector(
  code: string,
  name: string,
  type: SectorType,
  members: string[],
  base: number,
  region: InstrumentSeed['region'] = 'CN',
): InstrumentSeed {
  if (members.length < MIN_SECTOR_MEMBERS)
    throw new Error(`universe: sector ${name} has ${members.length} constituents`);
  return {
    market: 'XBHS',
    code,
    name,
    kind: 'sector',
    // The region puts the sector on its members' exchange (sessions, status, trading day).
    region,
    sectorType: type,
    basePrice: base,
    totalShares: 0,
    floatShares: 0,
    lotSize: region === 'USA' ? 1 : 100,
    currency: region === 'HK' ? 'HKD' : region === 'USA' ? 'USD' : 'CNY',
    constituents: members,
  };
}

/** A US row's GICS sector: its label's, unless named in US_HY_EXCEPTIONS. */
const usSectorOf = (s: InstrumentSeed): string | undefined =>
  US_HY_EXCEPTIONS[s.code] ?? US_HY.find(([, , labels]) => labels.includes(s.industry ?? ''))?.[0];

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
  ...HK_HY.map(([code, name, labels], i) =>
    sector(
      code,
      name,
      'HY',
      ids((s) => s.region === 'HK' && s.kind === 'stock' && labels.includes(s.industry ?? '')),
      level(i + 120),
      'HK',
    ),
  ),
  ...US_HY.map(([code, name], i) =>
    sector(
      code,
      name,
      'HY',
      ids((s) => s.region === 'USA' && s.kind === 'stock' && usSectorOf(s) === code),
      level(i + 140),
      'USA',
    ),
  ),
  ...US_GN.map(([code, name, codes], i) =>
    sector(code, name, 'GN', codesIn('USA', codes), level(i + 160), 'USA'),
  ),
];
for (const sec of sectors) {
  for (const id of sec.constituents ?? []) stockById.get(id)?.sectors?.push(instrumentId(sec));
}

// ---- indices ----

/** Pinyin initials of the indices' names, for search (HSZS finds 恒生指数, as SZZS 上证指数). */
const INDEX_INITIALS: Readonly<Record<string, string>> = {
  '000001': 'SZZS',
  '399001': 'SZCZ',
  '399006': 'CYBZ',
  '399005': 'ZX100',
  '000300': 'HS300',
  '000016': 'SZ50',
  '000688': 'KC50',
  '.HSI': 'HSZS',
  '.HSCE': 'GQZS',
  '.HSCC': 'HCZS',
  DIA: 'DQSETF',
  SPY: 'BP500ETF',
  QQQ: 'NZ100ETF',
  GDAXI: 'DGDAX',
  FTSE: 'YGFS100',
};

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
    initials: INDEX_INITIALS[code],
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

const usIds = (codes: readonly string[]) => codesIn('USA', codes);
/** The n largest by float market value (the rule of a size index), as ids. */
const largest = (pool: InstrumentSeed[], n: number) =>
  [...pool]
    .sort((a, b) => b.basePrice * b.floatShares - a.basePrice * a.floatShares)
    .slice(0, n)
    .map(instrumentId);
const szA = (s: InstrumentSeed) => s.market === 'sz' && isA(s) && !s.st;

const indices: InstrumentSeed[] = [
  // Composite: every Shanghai listing (A and B shares, STAR included), as the exchange computes it.
  index(
    'sh',
    '000001',
    '上证指数',
    3900,
    ids((s) => s.market === 'sh'),
    'CN',
    'CNY',
  ),
  // 深证成指 and 中小100 are rules over this universe, not published lists (docs/universe.md).
  index('sz', '399001', '深证成指', 13000, ids(szA), 'CN', 'CNY'),
  index('sz', '399006', '创业板指', 3000, aIds(CHINEXT_INDEX), 'CN', 'CNY'),
  index(
    'sz',
    '399005',
    '中小100',
    7600,
    largest(
      STOCKS.filter((s) => szA(s) && /^00[23]/.test(s.code)),
      100,
    ),
    'CN',
    'CNY',
  ),
  index('sh', '000300', '沪深300', 4600, aIds([...SSE_50, ...CSI_300_MORE]), 'CN', 'CNY'),
  index('sh', '000016', '上证50', 3000, aIds(SSE_50), 'CN', 'CNY'),
  index('sh', '000688', '科创50', 1400, aIds(STAR_50), 'CN', 'CNY'),
  index('HKIDX', '.HSI', '恒生指数', 26000, codesIn('HK', HSI), 'HK', 'HKD'),
  index('HKIDX', '.HSCE', '国企指数', 9200, codesIn('HK', HSCE), 'HK', 'HKD'),
  index('HKIDX', '.HSCC', '红筹指数', 4200, codesIn('HK', HSCC), 'HK', 'HKD'),
  index('AMEX', 'DIA', '道琼斯ETF', 470, usIds(DOW_30), 'USA', 'USD'),
  index(
    'AMEX',
    'SPY',
    '标普500ETF',
    670,
    ids((s) => s.region === 'USA' && !NOT_SP500.includes(s.code)),
    'USA',
    'USD',
  ),
  index(
    'NASDAQ',
    'QQQ',
    '纳指100ETF',
    610,
    ids((s) => s.market === 'NASDAQ' && !NOT_NASDAQ_100.includes(s.code)),
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

/** The one id rule shared with the app (contract/instrument-id.ts). */
export { normalizeCode, normalizeMarket };

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
