import {
  DAY_SHARE_CAP,
  MAX_SHOWN_SHARE,
  SEATS_PER_SIDE,
  allocateSeats,
  listingWeight,
  shownSeats,
  totals,
  type ListingWindow,
} from './allocate';
import { ACTIVE_COUNT, BRANCH_COUNT, NO_FACTION, seatPool } from './seats';

const SEED = 20261122;
const pool = seatPool(SEED);

const windows: ListingWindow[] = Array.from({ length: 200 }, (_, i) => ({
  exchange: i % 2 ? 'sh' : 'sz',
  code: String(600000 + i),
  day: 20260101 + (i % 28),
  part: i % 3 ? 'd' : 'c3',
  amount: 1e6 * (1 + (i % 17) * 37),
  // A three-day window's last day holds from a tenth (a thin 一字板 after two busy days) to most of it.
  dayAmount: (i % 3 ? 1 : 0.1 + (i % 5) * 0.2) * 1e6 * (1 + (i % 17) * 37),
  change: ((i % 7) - 3) / 30,
  // 20亿 to 2万亿 of float, every fourth one a speculative day.
  floatValue: 2e9 * 10 ** ((i % 13) / 4),
  speculative: i % 4 === 0,
}));

describe('seat pool', () => {
  it('is the same for the same seed and differs for another', () => {
    expect(seatPool(SEED)).toEqual(pool);
    expect(seatPool(SEED + 1).map((s) => s.name)).not.toEqual(pool.map((s) => s.name));
  });

  it('holds 机构专用, the two connect seats and the branches, each name once', () => {
    expect(pool.slice(0, 3).map((s) => [s.name, s.natureName])).toEqual([
      ['机构专用', '机构'],
      ['沪股通专用', '外资'],
      ['深股通专用', '外资'],
    ]);
    expect(pool).toHaveLength(3 + BRANCH_COUNT);
    expect(new Set(pool.map((s) => s.name)).size).toBe(pool.length);
    expect(new Set(pool.map((s) => s.departmentId)).size).toBe(pool.length);
    for (const s of pool.slice(3)) expect(s.name).toMatch(/^.+证券(股份)?有限(责任)?公司.+证券营业部$/);
  });

  it('active traders carry most weight; seats without a faction say "--"', () => {
    const branches = pool.slice(3);
    const active = branches.slice(0, ACTIVE_COUNT);
    expect(Math.min(...active.map((s) => s.weight))).toBeGreaterThan(
      Math.max(...branches.slice(ACTIVE_COUNT).map((s) => s.weight)),
    );
    expect(branches.slice(ACTIVE_COUNT).every((s) => s.factionName === NO_FACTION)).toBe(true);
  });
});

describe('seat allocation', () => {
  it.each(windows.map((w) => [`${w.exchange}${w.code} ${w.day} ${w.part}`, w] as const))('%s', (_, w) => {
    const lists = allocateSeats(SEED, pool, w);
    expect(lists.buyRank).toHaveLength(SEATS_PER_SIDE);
    expect(lists.saleRank).toHaveLength(SEATS_PER_SIDE);
    // Sorted, each list the top five of its side among every seat shown.
    const seats = shownSeats(lists);
    const byBuy = [...seats].sort((a, b) => b.buySum - a.buySum).slice(0, SEATS_PER_SIDE);
    const bySale = [...seats].sort((a, b) => b.saleSum - a.saleSum).slice(0, SEATS_PER_SIDE);
    expect(lists.buyRank.map((x) => x.buySum)).toEqual(byBuy.map((x) => x.buySum));
    expect(lists.saleRank.map((x) => x.saleSum)).toEqual(bySale.map((x) => x.saleSum));
    // Sums never exceed the window's turnover (and stay under half of it).
    const t = totals(lists);
    expect(t.buy).toBeLessThanOrEqual(w.amount * MAX_SHOWN_SHARE);
    expect(t.sale).toBeLessThanOrEqual(w.amount * MAX_SHOWN_SHARE);
    // …and a plausible share of the listing day's own turnover: the five parts within the cap,
    // the other list's small trades adding less than the smallest part each.
    const parts = (xs: { buySum: number }[]) => xs.reduce((a, x) => a + x.buySum, 0);
    expect(parts(lists.buyRank)).toBeLessThanOrEqual(w.dayAmount * DAY_SHARE_CAP);
    expect(lists.saleRank.reduce((a, x) => a + x.saleSum, 0)).toBeLessThanOrEqual(
      w.dayAmount * DAY_SHARE_CAP,
    );
    expect(t.buy).toBeLessThanOrEqual(w.dayAmount * DAY_SHARE_CAP * 1.2);
    for (const x of seats) {
      expect(Number.isInteger(x.buySum) && x.buySum >= 0).toBe(true);
      expect(Number.isInteger(x.saleSum) && x.saleSum >= 0).toBe(true);
      // The other exchange's connect seat never trades here.
      expect(x.seat.only === undefined || x.seat.only === w.exchange).toBe(true);
    }
    expect(allocateSeats(SEED, pool, w)).toEqual(lists);
  });

  it('rising listings lean to net buying, falling ones to net selling', () => {
    const net = (change: number) =>
      windows.map((w) => totals(allocateSeats(SEED, pool, { ...w, change }))).filter((t) => t.buy > t.sale)
        .length;
    expect(net(0.1)).toBeGreaterThan(windows.length * 0.6);
    expect(net(-0.1)).toBeLessThan(windows.length * 0.4);
  });

  it('the net buy is a small part of the turnover, even at a limit move', () => {
    for (const change of [0.1, 0.2, -0.1]) {
      const nets = windows
        .filter((w) => w.part === 'd')
        .map((w) => {
          const t = totals(allocateSeats(SEED, pool, { ...w, change }));
          return Math.abs(t.buy - t.sale) / w.amount;
        })
        .sort((a, b) => a - b);
      // Buyers 6–20 % of the turnover ×1.25 against sellers 6–20 % ×0.75 (was 8–28 % × 1.35 against × 0.65).
      expect(nets[nets.length >> 1]).toBeLessThan(0.1);
      expect(nets[nets.length - 1]).toBeLessThan(0.25);
    }
  });
});

describe('who is on a listing', () => {
  /** Share of the windows (each a fresh stock and day) on whose lists the seat kind appears. */
  const onShare = (pick: (w: ListingWindow) => ListingWindow, kind: string) =>
    windows.filter((w) => shownSeats(allocateSeats(SEED, pool, pick(w))).some((x) => x.seat.kind === kind))
      .length / windows.length;
  const small = (w: ListingWindow) => ({ ...w, floatValue: 3e9, speculative: true });
  const large = (w: ListingWindow) => ({ ...w, floatValue: 5e11, speculative: false });

  it('机构专用 on a minority of small speculative listings and on most large caps', () => {
    expect(onShare(small, 'institution')).toBeLessThan(0.3);
    expect(onShare(large, 'institution')).toBeGreaterThan(0.6);
  });

  it('the connect seats trade large caps far more than small ones', () => {
    const connect = (pick: (w: ListingWindow) => ListingWindow) =>
      onShare(pick, 'hkConnectSh') + onShare(pick, 'hkConnectSz');
    expect(connect(large)).toBeGreaterThan(2 * connect(small));
    expect(connect(large)).toBeGreaterThan(0.3);
  });

  it('active traders weigh more on small speculative days than on large calm ones', () => {
    const trader = pool.find((s) => s.natureName === '知名游资')!;
    expect(listingWeight(trader, { floatValue: 3e9, speculative: true })).toBeGreaterThan(
      4 * listingWeight(trader, { floatValue: 5e11, speculative: false }),
    );
  });

  it('the well-known branches keep their names, natures and styles under every seed', () => {
    const known = (seed: number) =>
      seatPool(seed)
        .slice(3, 3 + ACTIVE_COUNT)
        .map((s) => [s.departmentId, s.name, s.natureName, s.styleName, s.factionName]);
    expect(known(SEED + 7)).toEqual(known(SEED));
    expect(known(SEED)).toContainEqual([
      '10004',
      '光大证券股份有限公司宁波解放南路证券营业部',
      '知名游资',
      '打板',
      '宁波系',
    ]);
    expect(known(SEED).filter(([, , nature]) => nature === '散户')).toHaveLength(2);
  });
});
