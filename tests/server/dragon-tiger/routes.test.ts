/**
 * The dragon-tiger calls (§7 (the calls it makes)) on a real server: shapes, paging, sorting both ways, the seat ranking's
 * ranges, bad parameters (400 naming the parameter) and unknown ids (404).
 */
import {
  DRAGON_TIGER_PATHS as P,
  type DepartmentInfo,
  type DepartmentListingRow,
  type DragonTigerSummary,
  type RankItem,
  type SalesDepartment,
  type StockDragonTigerDetail,
} from '../../../contract/dragon-tiger';
import { useTestServer } from '../harness';

const srv = useTestServer();

async function call<T>(path: string, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await fetch(srv.url(`${path}${qs ? `?${qs}` : ''}`));
  const body = (await res.json()) as { code: number | string; msg: string; data: T; totalCount?: number };
  return { status: res.status, body };
}

const sorted = (values: number[], dir: 'desc' | 'asc') =>
  values.every((v, i) => i === 0 || (dir === 'desc' ? values[i - 1] >= v : values[i - 1] <= v));

/** A day with a busy board (the most listings of the last 30 days). */
async function busyDay(): Promise<string> {
  const days = (await call<string[]>(P.tradingdays, { market: 'sh', limit: 30 })).body.data;
  let best = days[days.length - 1];
  let most = -1;
  for (const d of days) {
    const n = (await call<DragonTigerSummary>(P.summary, { tradingDay: d })).body.data.totalRankCount;
    if (n > most) {
      most = n;
      best = d;
    }
  }
  return best;
}

describe('dragon-tiger calls', () => {
  let day = '';
  beforeAll(async () => {
    day = await busyDay();
  }, 120_000);

  it('tradingdays: at most limit days, ascending, a year at most (§9 window 365)', async () => {
    const { status, body } = await call<string[]>(P.tradingdays, { market: 'sz', limit: 365 });
    expect(status).toBe(200);
    const days = body.data;
    expect(days.length).toBeGreaterThan(200);
    expect(days.length).toBeLessThanOrEqual(365);
    expect([...days].sort()).toEqual(days);
    expect(days.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
    const few = (await call<string[]>(P.tradingdays, { market: 'sh', limit: 5 })).body.data;
    expect(few).toEqual(days.slice(-5));
  });

  it('summary: counts and sums agree with the day list', async () => {
    const s = (await call<DragonTigerSummary>(P.summary, { tradingDay: day })).body.data;
    const list = await call<RankItem[]>(P.list, { tradingDay: day, page: 1, pageSize: 100 });
    expect(s.tradingDay).toBe(day);
    expect(list.body.totalCount).toBe(s.totalRankCount);
    expect(s.totalRankNetBuySum).toBe(s.totalRankBuySum - s.totalRankSaleSum);
    const net = list.body.data.reduce((a, r) => a + r.totalRankNetBuySum, 0);
    expect(net).toBe(s.totalRankNetBuySum);
    expect(s.pxChangeSignalCount).toBeLessThanOrEqual(s.totalRankCount);
  });

  it('summary without a day is the latest board', async () => {
    const days = (await call<string[]>(P.tradingdays, { limit: 1 })).body.data;
    expect((await call<DragonTigerSummary>(P.summary)).body.data.tradingDay).toBe(days[0]);
  });

  it.each(['pxChangeRate', 'totalRankNetBuySum', 'rankCount'] as const)(
    'list sorts by %s both ways',
    async (field) => {
      for (const dir of ['desc', 'asc'] as const) {
        const r = await call<RankItem[]>(P.list, {
          tradingDay: day,
          page: 1,
          pageSize: 100,
          sortField: field,
          sortType: dir,
        });
        expect(r.status).toBe(200);
        expect(
          sorted(
            r.body.data.map((x) => x[field]),
            dir,
          ),
        ).toBe(true);
      }
    },
  );

  it('list pages: page 2 continues page 1, past the end is empty', async () => {
    const all = (await call<RankItem[]>(P.list, { tradingDay: day, page: 1, pageSize: 100 })).body.data;
    const p1 = (await call<RankItem[]>(P.list, { tradingDay: day, page: 1, pageSize: 2 })).body.data;
    const p2 = (await call<RankItem[]>(P.list, { tradingDay: day, page: 2, pageSize: 2 })).body.data;
    expect([...p1, ...p2]).toEqual(all.slice(0, 4));
    const past = await call<RankItem[]>(P.list, { tradingDay: day, page: 99, pageSize: 30 });
    expect(past.body.data).toEqual([]);
  });

  it.each([2, 3])('salesList countType %i: sorted both ways by each field, paged 30', async (countType) => {
    for (const field of ['rankCount', 'totalBuySum', 'totalSaleSum'] as const)
      for (const dir of ['desc', 'asc'] as const) {
        const r = await call<SalesDepartment[]>(P.salesList, {
          countType,
          sortField: field,
          sortType: dir,
          page: 1,
          pageSize: 30,
        });
        expect(r.status).toBe(200);
        expect(r.body.data.length).toBeLessThanOrEqual(30);
        expect(
          sorted(
            r.body.data.map((x) => x[field]),
            dir,
          ),
        ).toBe(true);
        expect(r.body.data.every((x) => x.buyCount <= x.rankCount)).toBe(true);
      }
  });

  it('three months count at least as much as one month', async () => {
    const q = { sortField: 'rankCount', sortType: 'desc', page: 1, pageSize: 100 };
    const one = (await call<SalesDepartment[]>(P.salesList, { ...q, countType: 2 })).body;
    const three = (await call<SalesDepartment[]>(P.salesList, { ...q, countType: 3 })).body;
    expect(three.totalCount).toBeGreaterThanOrEqual(one.totalCount!);
    expect(three.data[0].rankCount).toBeGreaterThanOrEqual(one.data[0].rankCount);
  });

  it('stock detail: reasons with five buyers and five sellers; the sellers are not the buyers list', async () => {
    const list = (await call<RankItem[]>(P.list, { tradingDay: day, page: 1, pageSize: 100 })).body.data;
    const item = list[0];
    const r = await call<StockDragonTigerDetail>(P.stockDetail, { secuCode: item.secuCode, tradingDay: day });
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.secuCode).toBe(item.secuCode);
    expect(d.tradingDay).toBe(day);
    expect(d.abnormalTypeInfo).toBe(item.abnormalTypeInfo);
    expect(d.stockRankList.length).toBeGreaterThan(0);
    for (const reason of d.stockRankList) {
      expect(reason.buyRank).toHaveLength(5);
      expect(reason.saleRank).toHaveLength(5);
      expect(
        sorted(
          reason.buyRank.map((x) => x.buySum),
          'desc',
        ),
      ).toBe(true);
      expect(
        sorted(
          reason.saleRank.map((x) => x.saleSum),
          'desc',
        ),
      ).toBe(true);
      expect(reason.saleRank).not.toEqual(reason.buyRank);
    }
    // Without a day: the stock's latest listing.
    const latest = await call<StockDragonTigerDetail>(P.stockDetail, { secuCode: item.secuCode });
    expect(latest.body.data.tradingDay >= day).toBe(true);
  });

  it('department detail and its listings, latest first, each found again in its stock detail', async () => {
    const sales = (
      await call<SalesDepartment[]>(P.salesList, {
        countType: 3,
        sortField: 'rankCount',
        sortType: 'desc',
        page: 1,
        pageSize: 1,
      })
    ).body.data;
    const id = sales[0].departmentId;
    const info = await call<DepartmentInfo>(P.departmentDetail, { departmentId: id });
    expect(info.status).toBe(200);
    expect(info.body.data.salesDepartmentName).toBe(sales[0].salesDepartmentName);
    expect(info.body.data.factionName.length).toBeGreaterThan(0);
    const rows = await call<DepartmentListingRow[]>(P.departmentStockList, {
      departmentId: id,
      page: 1,
      pageSize: 10,
    });
    expect(rows.body.data).toHaveLength(10);
    expect(rows.body.totalCount).toBeGreaterThanOrEqual(sales[0].rankCount);
    const dates = rows.body.data.map((x) => x.tradingDay);
    expect([...dates].sort().reverse()).toEqual(dates);
    const row = rows.body.data[0];
    const detail = (
      await call<StockDragonTigerDetail>(P.stockDetail, {
        secuCode: row.secuCode,
        tradingDay: row.tradingDay,
      })
    ).body.data;
    const seats = detail.stockRankList
      .flatMap((x) => [...x.buyRank, ...x.saleRank])
      .filter((x) => x.departmentId === id);
    expect(seats.length).toBeGreaterThan(0);
    expect(seats[0].buySum).toBe(row.totalRankBuySum);
    expect(seats[0].saleSum).toBe(row.totalRankSaleSum);
    const page2 = await call<DepartmentListingRow[]>(P.departmentStockList, {
      departmentId: id,
      page: 2,
      pageSize: 10,
    });
    expect(page2.body.data[0]).toEqual(
      (await call<DepartmentListingRow[]>(P.departmentStockList, { departmentId: id, page: 1, pageSize: 20 }))
        .body.data[10],
    );
  });

  it.each<[string, Record<string, string | number>, RegExp]>([
    [P.list, { sortField: 'price' }, /sortField/],
    [P.list, { sortType: 'up' }, /sortType/],
    [P.list, { page: 0 }, /page/],
    [P.list, { pageSize: 1000 }, /pageSize/],
    [P.list, { tradingDay: '2026/11/20' }, /tradingDay/],
    [P.list, { tradingDay: '2020-01-02' }, /tradingDay/],
    [P.summary, { tradingDay: '2026-11-21' }, /tradingDay/],
    [P.salesList, { countType: 4 }, /countType/],
    [P.salesList, { sortField: 'pxChangeRate' }, /sortField/],
    [P.tradingdays, { limit: 366 }, /limit/],
    [P.tradingdays, { market: 'hk' }, /market/],
    [P.stockDetail, {}, /secuCode/],
    [P.stockDetail, { secuCode: 'abc' }, /secuCode/],
    [P.departmentDetail, {}, /departmentId/],
    [P.departmentStockList, { departmentId: '1', page: -1 }, /page/],
  ])('%s %o → 400 naming the parameter', async (path, query, name) => {
    const r = await call(path, query);
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(name);
  });

  it.each<[string, Record<string, string | number>]>([
    [P.stockDetail, { secuCode: '699999' }],
    [P.stockDetail, { secuCode: '000000' }],
    [P.departmentDetail, { departmentId: '999999' }],
    [P.departmentStockList, { departmentId: '999999' }],
  ])('%s %o → 404', async (path, query) => {
    const r = await call(path, query);
    expect(r.status).toBe(404);
    expect(r.body.msg.length).toBeGreaterThan(0);
  });
});
