/**
 * The seats (营业部) that appear on the board: 机构专用, the two connect seats and brokerage branch
 * offices named, as the exchanges print them, by the brokerage's registered name, the branch city and
 * street. Brokerage names are public; the branch list is drawn from a fixed table of well-known
 * trading streets, deterministically from the seed, so a seat keeps its id, name, nature, style and
 * faction on every day. A handful of seats (the active traders) get a large weight, so they appear
 * across many stocks and days and their department pages have history.
 */
import { keyed } from '../../market/prng';

export type SeatKind = 'institution' | 'hkConnectSh' | 'hkConnectSz' | 'branch';

export interface Seat {
  departmentId: string;
  name: string;
  kind: SeatKind;
  natureName: string;
  styleName: string;
  /** '--' when the seat belongs to no faction (§2). */
  factionName: string;
  /** Relative chance of being among a listing's top five. */
  weight: number;
  /** Seats that only trade one exchange's stocks (the connect seats). */
  only?: 'sh' | 'sz';
}

export const NO_FACTION = '--';

/** Registered names of brokerages whose branches are on the board every day. */
const BROKERAGES: readonly string[] = [
  '中信证券股份有限公司',
  '华泰证券股份有限公司',
  '国泰君安证券股份有限公司',
  '东方财富证券股份有限公司',
  '招商证券股份有限公司',
  '中国银河证券股份有限公司',
  '广发证券股份有限公司',
  '海通证券股份有限公司',
  '申万宏源证券有限公司',
  '国信证券股份有限公司',
  '中信建投证券股份有限公司',
  '光大证券股份有限公司',
  '财通证券股份有限公司',
  '方正证券股份有限公司',
  '平安证券股份有限公司',
  '兴业证券股份有限公司',
  '长江证券股份有限公司',
  '东吴证券股份有限公司',
  '华鑫证券有限责任公司',
  '浙商证券股份有限公司',
  '中泰证券股份有限公司',
  '国金证券股份有限公司',
  '开源证券股份有限公司',
  '湘财证券股份有限公司',
  '东莞证券股份有限公司',
];

/** Branch locations: city and street. */
const BRANCHES: ReadonlyArray<readonly [string, string]> = [
  ['上海', '溧阳路'],
  ['上海', '淮海中路'],
  ['上海', '武定路'],
  ['上海', '世纪大道'],
  ['上海', '建国西路'],
  ['深圳', '益田路'],
  ['深圳', '深南大道'],
  ['深圳', '福华一路'],
  ['深圳', '金田路'],
  ['北京', '建国门外大街'],
  ['北京', '金融大街'],
  ['北京', '中关村大街'],
  ['杭州', '庆春路'],
  ['杭州', '延安路'],
  ['杭州', '五星路'],
  ['宁波', '解放南路'],
  ['宁波', '彩虹北路'],
  ['宁波', '中山东路'],
  ['温州', '车站大道'],
  ['佛山', '季华五路'],
  ['佛山', '普澜二路'],
  ['成都', '人民南路'],
  ['成都', '南一环路'],
  ['拉萨', '团结路'],
  ['拉萨', '东环路'],
  ['拉萨', '金融城南环路'],
  ['南京', '太平南路'],
  ['苏州', '东吴北路'],
  ['厦门', '湖滨南路'],
  ['长沙', '芙蓉中路'],
  ['武汉', '建设大道'],
  ['西安', '朱雀大街'],
  ['广州', '天河路'],
  ['广州', '东风中路'],
  ['天津', '南京路'],
  ['济南', '泺源大街'],
  ['青岛', '香港中路'],
  ['福州', '五四路'],
  ['合肥', '长江西路'],
  ['郑州', '金水路'],
  ['重庆', '民族路'],
  ['大连', '人民路'],
  ['沈阳', '北站路'],
  ['昆明', '北京路'],
  ['南宁', '民族大道'],
];

/** Faction names by the city a group of active traders works from (regional groups, no person). */
const FACTION_BY_CITY: Readonly<Record<string, string>> = {
  宁波: '宁波系',
  佛山: '佛山系',
  温州: '温州帮',
  苏州: '苏南帮',
  成都: '成都系',
  杭州: '杭州帮',
  上海: '上海帮',
  深圳: '深圳帮',
  拉萨: '拉萨天团',
  长沙: '湖南帮',
};

const STYLES: readonly string[] = ['打板', '趋势', '短线', '波段', '低吸', '题材'];

/** How many branch seats the pool holds, and how many of them are active traders. */
export const BRANCH_COUNT = 160;
export const ACTIVE_COUNT = 12;

const INSTITUTION: Seat = {
  departmentId: '1',
  name: '机构专用',
  kind: 'institution',
  natureName: '机构',
  styleName: '价值投资',
  factionName: NO_FACTION,
  weight: 40,
};
const CONNECT_SH: Seat = {
  departmentId: '2',
  name: '沪股通专用',
  kind: 'hkConnectSh',
  natureName: '外资',
  styleName: '价值投资',
  factionName: NO_FACTION,
  weight: 30,
  only: 'sh',
};
const CONNECT_SZ: Seat = {
  departmentId: '3',
  name: '深股通专用',
  kind: 'hkConnectSz',
  natureName: '外资',
  styleName: '价值投资',
  factionName: NO_FACTION,
  weight: 30,
  only: 'sz',
};

/** The seat pool of a seed: the three special seats, then the branches (ids from 10001). */
export function seatPool(seed: number): Seat[] {
  const r = keyed(seed, 'lhb:seats', 0);
  const combos: string[] = [];
  const cityOf = new Map<string, string>();
  const taken = new Set<string>();
  while (combos.length < BRANCH_COUNT) {
    const broker = BROKERAGES[r.int(0, BROKERAGES.length - 1)];
    const [city, street] = BRANCHES[r.int(0, BRANCHES.length - 1)];
    const name = `${broker}${city}${street}证券营业部`;
    if (taken.has(name)) continue;
    taken.add(name);
    combos.push(name);
    cityOf.set(name, city);
  }
  const seats: Seat[] = [INSTITUTION, CONNECT_SH, CONNECT_SZ];
  combos.forEach((name, i) => {
    const active = i < ACTIVE_COUNT;
    const city = cityOf.get(name) ?? '';
    const faction = active ? (FACTION_BY_CITY[city] ?? NO_FACTION) : NO_FACTION;
    const quant = !active && r.next() < 0.08;
    seats.push({
      departmentId: String(10001 + i),
      name,
      kind: 'branch',
      natureName: active ? '知名游资' : quant ? '量化' : '普通营业部',
      styleName: active ? STYLES[r.int(0, STYLES.length - 1)] : quant ? '量化' : NO_FACTION,
      factionName: faction,
      // Active traders are on many boards; the other branches by a falling (Zipf-like) weight.
      weight: active ? 6 - i * 0.25 : 2 / Math.pow(i - ACTIVE_COUNT + 1, 0.6),
    });
  });
  return seats;
}
