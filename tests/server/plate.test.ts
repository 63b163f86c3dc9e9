/** Sector calls (§7 bkRank, queryStockGrp, plateBasicInfo, capital flow) against a real server. */
import {
  PLATE_PATHS,
  PLATE_SERVICE_BASE,
  PLATE_SERVICE_OF,
  type BkRankReply,
  type CapitalFlow,
  type FlowDay,
  type PlateBasicInfo,
  type StockGrpReply,
} from '../../src/api/contract/plate';
import { FLOW_GROUPS } from '../../server/market/flow';
import { getJson, useInfoServer } from './info-helpers';

const { srv, ctx } = useInfoServer();
const path = (call: keyof typeof PLATE_PATHS, q: Record<string, string>) =>
  `${PLATE_SERVICE_BASE[PLATE_SERVICE_OF[call]]}${PLATE_PATHS[call]}?${new URLSearchParams(q).toString()}`;

/** A sector of each type from the ranking. */
async function rank(q: Record<string, string>): Promise<BkRankReply> {
  const res = await getJson<BkRankReply>(srv, path('bkRank', q));
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('bkRank', () => {
  it.each([
    ['PxChangeRate', 'true'],
    ['PxChangeRate', 'false'],
    ['lastPx', 'true'],
    ['lastPx', 'false'],
  ])('sorts by %s (descending %s) and pages without overlap', async (sortFields, sortFlag) => {
    const value = (r: BkRankReply['plate'][number]) => (sortFields === 'lastPx' ? r.LastPx : r.PxChangeRate);
    const all = await rank({ hqTypeCode: 'HY', sortFields, sortFlag, pageSize: '100', pageNum: '1' });
    expect(all.plate.length).toBe(all.counts);
    expect(all.counts).toBeGreaterThan(30);
    for (let i = 1; i < all.plate.length; i++) {
      const d = value(all.plate[i]) - value(all.plate[i - 1]);
      expect(sortFlag === 'true' ? d <= 0 : d >= 0).toBe(true);
    }
    const p1 = await rank({ hqTypeCode: 'HY', sortFields, sortFlag, pageSize: '30', pageNum: '1' });
    const p2 = await rank({ hqTypeCode: 'HY', sortFields, sortFlag, pageSize: '30', pageNum: '2' });
    expect(p1.plate.map((r) => r.ProdCode)).toEqual(all.plate.slice(0, 30).map((r) => r.ProdCode));
    expect(p2.plate.map((r) => r.ProdCode)).toEqual(all.plate.slice(30, 60).map((r) => r.ProdCode));
  });

  it('values rows from the simulator (thousandths, hundredths) with the best-rising member as leader', async () => {
    const m = ctx().market;
    for (const type of ['HY', 'GN', 'DY']) {
      const { plate } = await rank({ hqTypeCode: type, pageSize: '5', pageNum: '1' });
      expect(plate.length).toBe(5);
      for (const r of plate) {
        expect(r.HqTypeCode).toBe(type);
        const d = m.dyna(`XBHS:${r.ProdCode}`);
        expect(r.LastPx).toBe(Math.round(d.LastPrice * 1000));
        expect(r.PxChangeRate).toBe(Math.round(d.UpdownRate * 10000));
        const lead = r.RiseFirstGrp!;
        const members = m.byId(`XBHS:${r.ProdCode}`)!.constituents!;
        expect(members).toContain(`${lead.HqTypeCode}:${lead.ProdCode}`);
        for (const id of members)
          expect(Math.round(m.dyna(id).UpdownRate * 10000)).toBeLessThanOrEqual(lead.PxChangeRate);
      }
    }
  });

  it('refuses bad parameters with 400', async () => {
    const bad: Record<string, string>[] = [
      { hqTypeCode: 'XX' },
      { hqTypeCode: 'HY', sortFields: 'name' },
      { hqTypeCode: 'HY', pageNum: '0' },
      {},
    ];
    for (const q of bad) {
      expect((await getJson(srv, path('bkRank', q))).status).toBe(400);
    }
  });
});

describe('queryStockGrp', () => {
  it('pages a sector’s constituents by change rate both ways, with MemberCount', async () => {
    const [first] = (await rank({ hqTypeCode: 'DY', pageSize: '1', pageNum: '1' })).plate;
    const q = { hqTypeCode: 'DY', prodCode: first.ProdCode, pageSize: '50', simPageSize: 'yes' };
    const down = await getJson<StockGrpReply>(
      srv,
      path('queryStockGrp', { ...q, sortFlag: 'true', pageNum: '1' }),
    );
    expect(down.status).toBe(200);
    const { plate, sortProdGrp } = down.body.data;
    expect(plate.ProdName).toBe(first.ProdName);
    expect(plate.MemberCount).toBe(ctx().market.byId(`XBHS:${first.ProdCode}`)!.constituents!.length);
    expect(sortProdGrp.length).toBe(Math.min(50, plate.MemberCount));
    for (let i = 1; i < sortProdGrp.length; i++)
      expect(sortProdGrp[i].pxChangeRate).toBeLessThanOrEqual(sortProdGrp[i - 1].pxChangeRate);
    for (const c of sortProdGrp) expect(['XSHG', 'XSHE', 'XBSE']).toContain(c.hqTypeCode);
    const up = await getJson<StockGrpReply>(
      srv,
      path('queryStockGrp', { ...q, sortFlag: 'false', pageNum: '1' }),
    );
    for (let i = 1; i < up.body.data.sortProdGrp.length; i++)
      expect(up.body.data.sortProdGrp[i].pxChangeRate).toBeGreaterThanOrEqual(
        up.body.data.sortProdGrp[i - 1].pxChangeRate,
      );
    const beyond = await getJson<StockGrpReply>(srv, path('queryStockGrp', { ...q, pageNum: '100' }));
    expect(beyond.body.data.sortProdGrp).toEqual([]);
  });

  it('answers 404 for an unknown sector or a wrong type, 400 without a code', async () => {
    expect((await getJson(srv, path('queryStockGrp', { hqTypeCode: 'HY', prodCode: 'BK9999' }))).status).toBe(
      404,
    );
    const [gn] = (await rank({ hqTypeCode: 'GN', pageSize: '1' })).plate;
    expect(
      (await getJson(srv, path('queryStockGrp', { hqTypeCode: 'HY', prodCode: gn.ProdCode }))).status,
    ).toBe(404);
    expect((await getJson(srv, path('queryStockGrp', { hqTypeCode: 'HY' }))).status).toBe(400);
  });
});

describe('plateBasicInfo', () => {
  it('names the sector, 404 for an unknown one, 400 for another market', async () => {
    const [hy] = (await rank({ hqTypeCode: 'HY', pageSize: '1' })).plate;
    const res = await getJson<PlateBasicInfo>(
      srv,
      path('plateBasicInfo', { market: 'XBHS', symbol: hy.ProdCode }),
    );
    expect(res.body.data).toEqual({
      instrumentID: hy.ProdCode,
      instrumentName: hy.ProdName,
      exchangeID: 'XBHS',
      hqTypeCode: 'HY',
    });
    expect((await getJson(srv, path('plateBasicInfo', { market: 'XBHS', symbol: 'BK9999' }))).status).toBe(
      404,
    );
    expect((await getJson(srv, path('plateBasicInfo', { market: 'sh', symbol: hy.ProdCode }))).status).toBe(
      400,
    );
  });
});

describe('capital flow', () => {
  it('today: in − out = net per group, the net is their sum, and a sector’s flow is its members’ sum', async () => {
    ctx().market.step();
    const [hy] = (await rank({ hqTypeCode: 'HY', pageSize: '1' })).plate;
    const res = await getJson<CapitalFlow>(
      srv,
      path('todayCapitalFlow', { stockCode: `${hy.ProdCode}.XBHS` }),
    );
    expect(res.status).toBe(200);
    const flow = res.body.data;
    let net = 0;
    for (const g of FLOW_GROUPS) {
      expect(flow[g].TurnoverInSubOut).toBe(flow[g].TurnoverIn - flow[g].TurnoverOut);
      net += flow[g].TurnoverInSubOut;
    }
    expect(flow.Flowinout).toBe(net);
    const m = ctx().market;
    const members = m.byId(`XBHS:${hy.ProdCode}`)!.constituents!;
    const memberFlows = members.map((id) => m.capitalFlow(id, 1)[0].flow);
    expect(flow.Tradingday).toBe(String(m.capitalFlow(members[0], 1)[0].tradingDay));
    let traded = 0;
    FLOW_GROUPS.forEach((g, i) => {
      const sumIn = memberFlows.reduce((s, f) => s + f.inflow[i], 0);
      const sumOut = memberFlows.reduce((s, f) => s + f.outflow[i], 0);
      expect(Math.abs(flow[g].TurnoverIn - sumIn)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(flow[g].TurnoverOut - sumOut)).toBeLessThanOrEqual(0.5);
      traded += sumIn + sumOut;
    });
    // Something traded by 10:00: the sum is not trivially zero.
    expect(traded).toBeGreaterThan(0);
  });

  it('five days: the last five trading days, today last, today’s net equal to todayCapitalFlow', async () => {
    const [gn] = (await rank({ hqTypeCode: 'GN', pageSize: '1' })).plate;
    const five = await getJson<FlowDay[]>(
      srv,
      path('fiveDayCapitalFlow', { stockCode: `${gn.ProdCode}.XBHS` }),
    );
    const today = await getJson<CapitalFlow>(
      srv,
      path('todayCapitalFlow', { stockCode: `${gn.ProdCode}.XBHS` }),
    );
    const days = five.body.data;
    expect(days.length).toBe(5);
    expect(days.map((d) => Number(d.Tradingday))).toEqual(ctx().market.tradingDays('XBHS', 5));
    expect(days[4]).toEqual({ Tradingday: today.body.data.Tradingday, Flowinout: today.body.data.Flowinout });
    expect(new Set(days.map((d) => d.Flowinout)).size).toBeGreaterThan(1);
  });

  it('404 for an unknown sector, 400 without .XBHS', async () => {
    expect((await getJson(srv, path('todayCapitalFlow', { stockCode: 'BK9999.XBHS' }))).status).toBe(404);
    expect((await getJson(srv, path('fiveDayCapitalFlow', { stockCode: '600519.SH' }))).status).toBe(400);
  });
});
