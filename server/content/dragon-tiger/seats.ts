/**
 * The seats (营业部) that appear on the board: 机构专用, the two connect seats and brokerage branch
 * offices named, as the exchanges print them, by the brokerage's registered name, the branch city and
 * street. Brokerage names are public; the branch list is drawn from a fixed table of well-known
 * trading streets, deterministically from the seed, so a seat keeps its id, name, nature, style and
 * faction on every day. The active traders are a fixed list of branches that are on the real board
 * week after week (known by their branch name alone, no person named), each with its style; they
 * get a large weight, so they appear across many stocks and days and their department pages have
 * history. How often each kind of seat is picked depends on the listing too (allocate.ts).
 */
import { keyed } from '../../market/prng';

export type SeatKind = 'institution' | 'hkConnectSh' | 'hkConnectSz' | 'branch';

export interface Seat {
  departmentId: string;
  name: string;
  kind: SeatKind;
  natureName: string;
  styleName: string;
  /** '--' when the seat belongs to no faction (§2 (screens and routes)). */
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

/**
 * Branches that are on the real board week after week (their names as the exchanges print them),
 * with the style the market knows them for and the city group they are counted in; '散户' marks the
 * Lhasa branches of 东方财富, where the orders of many small accounts gather.
 */
const WELL_KNOWN: ReadonlyArray<readonly [name: string, style: string, faction: string, nature?: string]> = [
  ['中国银河证券股份有限公司绍兴证券营业部', '打板', NO_FACTION],
  ['国泰君安证券股份有限公司南京太平南路证券营业部', '打板', NO_FACTION],
  ['华泰证券股份有限公司深圳益田路荣超商务中心证券营业部', '趋势', '深圳帮'],
  ['光大证券股份有限公司宁波解放南路证券营业部', '打板', '宁波系'],
  ['财通证券股份有限公司杭州上塘路证券营业部', '短线', '杭州帮'],
  ['中信证券股份有限公司上海溧阳路证券营业部', '题材', '上海帮'],
  ['国盛证券有限责任公司宁波桑田路证券营业部', '打板', '宁波系'],
  ['东方财富证券股份有限公司拉萨团结路第二证券营业部', '短线', '拉萨天团', '散户'],
  ['东方财富证券股份有限公司拉萨东环路第二证券营业部', '短线', '拉萨天团', '散户'],
  ['招商证券股份有限公司深圳蛇口工业三路证券营业部', '波段', '深圳帮'],
  ['中国银河证券股份有限公司北京中关村大街证券营业部', '低吸', NO_FACTION],
  ['开源证券股份有限公司西安太华路证券营业部', '打板', NO_FACTION],
];

/** How many branch seats the pool holds, and how many of them are active traders. */
export const BRANCH_COUNT = 160;
export const ACTIVE_COUNT = WELL_KNOWN.length;

const INSTITUTION: Seat = {
  departmentId: '1',
  name: '机构专用',
  kind: 'institution',
  natureName: '机构',
  styleName: '价值投资',
  factionName: NO_FACTION,
  weight: 4,
};
const CONNECT_SH: Seat = {
  departmentId: '2',
  name: '沪股通专用',
  kind: 'hkConnectSh',
  natureName: '外资',
  styleName: '价值投资',
  factionName: NO_FACTION,
  weight: 3,
  only: 'sh',
};
const CONNECT_SZ: Seat = {
  departmentId: '3',
  name: '深股通专用',
  kind: 'hkConnectSz',
  natureName: '外资',
  styleName: '价值投资',
  factionName: NO_FACTION,
  weight: 3,
  only: 'sz',
};

/** The seat pool of a seed: the three special seats, then the branches (ids from 10001). */
export function seatPool(seed: number): Seat[] {
  const r = keyed(seed, 'lhb:seats', 0);
  const combos: string[] = [];
  const taken = new Set<string>(WELL_KNOWN.map(([name]) => name));
  while (combos.length < BRANCH_COUNT - ACTIVE_COUNT) {
    const broker = BROKERAGES[r.int(0, BROKERAGES.length - 1)];
    const [city, street] = BRANCHES[r.int(0, BRANCHES.length - 1)];
    const name = `${broker}${city}${street}证券营业部`;
    if (taken.has(name)) continue;
    taken.add(name);
    combos.push(name);
  }
  const seats: Seat[] = [INSTITUTION, CONNECT_SH, CONNECT_SZ];
  // Active traders are on many boards, the busiest first.
  WELL_KNOWN.forEach(([name, style, faction, nature], i) =>
    seats.push({
      departmentId: String(10001 + i),
      name,
      kind: 'branch',
      natureName: nature ?? '知名游资',
      styleName: style,
      factionName: faction,
      weight: 6 - i * 0.25,
    }),
  );
  // The other branches by a falling (Zipf-like) weight; now and then a quant desk's branch.
  combos.forEach((name, k) => {
    const quant = r.next() < 0.08;
    seats.push({
      departmentId: String(10001 + ACTIVE_COUNT + k),
      name,
      kind: 'branch',
      natureName: quant ? '量化' : '普通营业部',
      styleName: quant ? '量化' : NO_FACTION,
      factionName: NO_FACTION,
      weight: 2 / Math.pow(k + 1, 0.6),
    });
  });
  return seats;
}
