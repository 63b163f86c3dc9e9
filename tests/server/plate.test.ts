/** Sector calls (§7 (the calls it makes) bkRank, queryStockGrp, plateBasicInfo, capital flow) against a real server. */
import {
  PLATE_PATHS,
  PLATE_SERVICE_BASE,
  PLATE_SERVICE_OF,
  type BkRankReply,
  type CapitalFlow,
  type FlowDay,
  type PlateBasicInfo,
  type PlateHistory,
  type PlateKline,
  type PlateTrend,
  type StockGrpReply,
} from '../../contract/plate';
import { SECTOR_TAB_PATHS, type StockSector } from '../../contract/sector-tab';
import { FLOW_GROUPS } from '../../server/market/flow';
import { exactHundredths } from './exact-rate';
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
        const rate = (id: string) => exactHundredths(m.dyna(id).LastPrice, m.statistics(id).PreClosePrice);
        expect(r.PxChangeRate).toBe(rate(`XBHS:${r.ProdCode}`));
        const lead = r.RiseFirstGrp!;
        const members = m.byId(`XBHS:${r.ProdCode}`)!.constituents!;
        // One case in every call: the member's market in upper case (SH, SZ, BJ).
        expect(lead.HqTypeCode).toMatch(/^(SH|SZ|BJ)$/);
        expect(members).toContain(`${lead.HqTypeCode.toLowerCase()}:${lead.ProdCode}`);
        for (const id of members) expect(rate(id)).toBeLessThanOrEqual(lead.PxChangeRate);
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
    // Each member's rate is rounded once from its exact ratio, not from the dyna's rounded rate.
    for (const c of sortProdGrp) expect(c.pxChangeRate).toBe(exactHundredths(c.lastPx, c.preClosePx));
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
      region: 'CN',
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

describe('Hong Kong and US sectors', () => {
  it.each([
    ['00700.HKSE', 'XHKG', ['HKSE']],
    ['09988.HK', 'XHKG', ['HKSE']],
    ['AAPL.NASDAQ', 'XNAS', ['NASDAQ', 'NYSE']],
    ['JPM.NYSE', 'XNYS', ['NASDAQ', 'NYSE']],
  ])(
    'the stock tab of %s lists its sectors; their pages list the members with %s',
    async (stockcode, exchange, markets) => {
      const tab = await getJson<StockSector[]>(
        srv,
        `${SECTOR_TAB_PATHS.plateTop3Lists}?stockcode=${stockcode}`,
      );
      expect(tab.status).toBe(200);
      expect(tab.body.data.length).toBeGreaterThanOrEqual(1);
      expect(tab.body.data.map((s) => s.Block)).toContain('HY');
      for (const s of tab.body.data) {
        expect(s.Grps.length).toBeGreaterThanOrEqual(5);
        // A member opens /{HqTypeCode lower}/{code}.html: the stock home of its own market.
        for (const g of s.Grps) expect(markets).toContain(g.HqTypeCode);
        const grp = await getJson<StockGrpReply>(
          srv,
          path('queryStockGrp', { hqTypeCode: s.Block, prodCode: s.Code, pageSize: '50', pageNum: '1' }),
        );
        expect(grp.status).toBe(200);
        expect(grp.body.data.plate.MemberCount).toBeGreaterThanOrEqual(5);
        expect(grp.body.data.sortProdGrp.length).toBe(grp.body.data.plate.MemberCount);
        const own = grp.body.data.sortProdGrp.filter((r) => r.prodCode === stockcode.split('.')[0]);
        expect(own.map((r) => r.hqTypeCode)).toEqual([exchange]);
        const info = await getJson<PlateBasicInfo>(
          srv,
          path('plateBasicInfo', { market: 'XBHS', symbol: s.Code }),
        );
        expect(info.body.data.instrumentName).toBe(s.Name);
        const flow = await getJson<CapitalFlow>(
          srv,
          path('todayCapitalFlow', { stockCode: `${s.Code}.XBHS` }),
        );
        expect(flow.status).toBe(200);
      }
    },
  );

  it('every HK and US sector has at least five members, each on the sector’s own exchange', async () => {
    const m = ctx().market;
    const sectors = m.list().filter((s) => s.kind === 'sector' && s.region !== 'CN');
    expect(sectors.length).toBeGreaterThanOrEqual(20);
    for (const s of sectors) {
      const grp = await getJson<StockGrpReply>(
        srv,
        path('queryStockGrp', { hqTypeCode: s.sectorType!, prodCode: s.code, pageSize: '100', pageNum: '1' }),
      );
      expect(`${s.code}:${grp.body.data.plate.MemberCount >= 5}`).toBe(`${s.code}:true`);
      const want = s.region === 'HK' ? ['XHKG'] : ['XNAS', 'XNYS'];
      for (const r of grp.body.data.sortProdGrp) expect(want).toContain(r.hqTypeCode);
    }
  });

  it('the ranking stays A-share: bkRank lists none of them', async () => {
    for (const type of ['HY', 'GN']) {
      const { plate } = await rank({ hqTypeCode: type, pageSize: '100', pageNum: '1' });
      const regions = plate.map((r) => ctx().market.byId(`XBHS:${r.ProdCode}`)?.region);
      expect(new Set(regions)).toEqual(new Set(['CN']));
    }
  });
});

describe('plate chart calls (trend, five-day trend, history, kline)', () => {
  const sectorId = 'XBHS:BK0477';
  const get = <T>(call: keyof typeof PLATE_PATHS, q: Record<string, string>) =>
    getJson<T>(srv, path(call, q));

  it('trend: a day of the sector’s own minute bars in thousandths and hundredths; dateOffset goes back', async () => {
    const m = ctx().market;
    const [today] = m.minutes(sectorId, 1);
    const res = await get<PlateTrend>('plateTrend', { prodCode: 'BK0477' });
    expect(res.status).toBe(200);
    const t = res.body.data;
    expect(t.tradingDay).toBe(today.tradingDay);
    expect(t.preClosePx).toBe(Math.round(today.preClose * 1000));
    expect(t.trend.length).toBe(today.data.length);
    expect(t.trend.length).toBeGreaterThan(0);
    t.trend.forEach((p, i) => {
      const bar = today.data[i];
      expect(p.time).toBe(bar.Time);
      expect(p.lastPx).toBe(Math.round(bar.Price * 1000));
      expect(p.pxChangeRate).toBe(exactHundredths(bar.Price, today.preClose) + 0); // + 0: the JSON has no negative zero
      expect(p.businessAmount).toBe(Math.round(bar.Volume));
    });
    const back = await get<PlateTrend>('plateTrend', { prodCode: 'BK0477', dateOffset: '1' });
    expect(back.body.data.tradingDay).toBeLessThan(t.tradingDay);
  });

  it('five-day trend: the last five trading days, oldest first, today as the trend has it', async () => {
    const five = (await get<PlateTrend[]>('plateFiveDayTrend', { prodCode: 'BK0477' })).body.data;
    const today = (await get<PlateTrend>('plateTrend', { prodCode: 'BK0477' })).body.data;
    expect(five).toHaveLength(5);
    for (let i = 1; i < five.length; i++) expect(five[i].tradingDay).toBeGreaterThan(five[i - 1].tradingDay);
    expect(five[4]).toEqual(today);
  });

  it.each([
    [6, 'DAY'],
    [7, 'WEEK'],
    [8, 'MONTH'],
  ] as const)(
    'history %s (%s): the sector’s bars, today’s live bar last; kline pages the same bars',
    async (cp, name) => {
      const m = ctx().market;
      const bars = m.klines(sectorId, name, { limit: 1500 });
      const h = (await get<PlateHistory>('plateHistory', { prodCode: 'BK0477', candlePeriod: String(cp) }))
        .body.data;
      expect(h.candlePeriod).toBe(cp);
      expect(h.candles.length).toBe(bars.length);
      const last = h.candles[h.candles.length - 1];
      const bar = bars[bars.length - 1];
      expect(last).toMatchObject({
        time: bar.Time,
        tradingDay: bar.TradingDay,
        closePx: Math.round(bar.Close * 1000),
        highPx: Math.round(bar.High * 1000),
        pxChangeRate: exactHundredths(bar.Close, bar.PreClose) + 0,
      });
      const k = (
        await get<PlateKline>('plateKline', {
          inst: 'BK0477',
          market: 'XBHS',
          limit: '10',
          servicetype: 'KLINEB',
          resptype: 'JSON',
          period: String(cp),
        })
      ).body.data;
      expect(k.candles).toEqual(h.candles.slice(-10));
    },
  );

  it('history between dates keeps the bars of those days', async () => {
    const all = (await get<PlateHistory>('plateHistory', { prodCode: 'BK0477', candlePeriod: '6' })).body.data
      .candles;
    const from = all[all.length - 20].tradingDay;
    const to = all[all.length - 11].tradingDay;
    const some = (
      await get<PlateHistory>('plateHistory', {
        prodCode: 'BK0477',
        candlePeriod: '6',
        startDate: String(from),
        endDate: String(to),
      })
    ).body.data.candles;
    expect(some).toEqual(all.slice(-20, -10));
  });

  it('HK and US sectors chart in their own sessions', async () => {
    for (const code of ['BK1301', 'BK1401']) {
      const t = (await get<PlateTrend>('plateTrend', { prodCode: code })).body.data;
      const seed = ctx().market.byId(`XBHS:${code}`)!;
      const member = ctx().market.minutes(seed.constituents![0], 1)[0];
      expect(t.tradingDay).toBe(member.tradingDay);
      expect(t.trend.map((p) => p.time)).toEqual(member.data.map((b) => b.Time));
    }
  });

  it('404 for an unknown sector, 400 for bad parameters', async () => {
    expect((await get('plateTrend', { prodCode: 'BK9999' })).status).toBe(404);
    expect((await get('plateFiveDayTrend', { prodCode: 'BK9999' })).status).toBe(404);
    expect((await get('plateHistory', { prodCode: 'BK9999', candlePeriod: '6' })).status).toBe(404);
    expect((await get('plateKline', { inst: 'BK9999', market: 'XBHS', period: '6' })).status).toBe(404);
    const bad: Array<[keyof typeof PLATE_PATHS, Record<string, string>]> = [
      ['plateTrend', {}],
      ['plateTrend', { prodCode: 'BK0477', dateOffset: '5' }],
      ['plateTrend', { prodCode: 'BK0477', dateOffset: 'x' }],
      ['plateFiveDayTrend', {}],
      ['plateHistory', { prodCode: 'BK0477' }],
      ['plateHistory', { prodCode: 'BK0477', candlePeriod: '5' }],
      ['plateHistory', { prodCode: 'BK0477', candlePeriod: '6', candleMode: '1' }],
      ['plateHistory', { prodCode: 'BK0477', candlePeriod: '6', startDate: '20261120', endDate: '20261110' }],
      ['plateKline', { inst: 'BK0477', market: 'sh', period: '6' }],
      ['plateKline', { inst: 'BK0477', market: 'XBHS', period: '9' }],
      ['plateKline', { inst: 'BK0477', market: 'XBHS', period: '6', servicetype: 'KLINEA' }],
      ['plateKline', { inst: 'BK0477', market: 'XBHS', period: '6', limit: '0' }],
      ['plateKline', { inst: 'BK0477', market: 'XBHS', period: '6', starttime: '200', endtime: '100' }],
    ];
    for (const [call, q] of bad)
      expect(`${call} ${JSON.stringify(q)} ${(await get(call, q)).status}`).toBe(
        `${call} ${JSON.stringify(q)} 400`,
      );
  });
});
