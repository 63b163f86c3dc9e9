/**
 * The major-indices page's calls on a real server: rankList rows equal the quote channel's snapshot
 * of the same stock at the same simulated instant (the server's test clock does not step, so every
 * read is one instant), bkUpDownPlate's blocks, queryGlobalIndex's rows.
 */
import { changePercent } from '../../contract/market-rules/change';
import { exactHundredths } from './exact-rate';
import { INDICES_PATHS, type BkUpDownPlate, type GlobalIndexItem } from '../../contract/indices';
import { QUOTE_PATHS, type RankListResponse } from '../../contract/quote';
import { RANK_TYPES } from '../../contract/quote.schema';
import { MsgType, type Dyna, type SnapshotItem } from '../../contract/quote-protocol';
import { useTestServer } from './harness';
import { fetchQuoteToken } from './quote/token';
import { RawClient } from './quote/ws-client';

const srv = useTestServer();
let ws: RawClient;

beforeAll(async () => {
  ws = await RawClient.open(srv.wsUrl('/ws/quote'));
  const token = await fetchQuoteToken(srv.url(''));
  const reply = await ws.request(MsgType.Auth, {
    orgCode: 'gmg',
    appType: 'h5',
    appName: 't',
    appVersion: '1',
    token,
  });
  expect(reply.body).toEqual({ ok: true });
  // The first read builds the A-share session (seconds on a loaded machine): not part of a test.
  await fetch(srv.url(`${QUOTE_PATHS.rankList}?type=up`));
}, 120_000);
afterAll(() => ws?.ws.close());

async function data<T>(path: string): Promise<T> {
  const res = await fetch(srv.url(path));
  expect(res.status).toBe(200);
  const body = (await res.json()) as { code: number; data: T };
  expect(body.code).toBe(1);
  return body.data;
}

/** Dynas of instruments from one snapshot request (type 201 stocks, 203 sectors, 202 indices). */
async function snapshots(type: number, keys: { market: number; code: string }[]): Promise<Map<string, Dyna>> {
  const reply = await ws.request(type, { key: keys, level: 2, sections: ['dyna'], timestamp: true });
  const hq = (reply.body as unknown as { hq: SnapshotItem[] }).hq;
  ws.send(type, { key: keys, level: 2, sections: ['dyna'] }, 32);
  return new Map(hq.map((h) => [h.key.code, h.dyna!]));
}

const pct = (ratio: number) => Math.round(ratio * 10_000) / 100;

describe('rankList', () => {
  test.each(RANK_TYPES)(
    '%s: each row’s price and rate are its own quote at the same instant',
    async (type) => {
      const res = await fetch(srv.url(`${QUOTE_PATHS.rankList}?type=${type}`));
      const rows = ((await res.json()) as RankListResponse).Datas;
      expect(rows).toHaveLength(30);
      const keys = rows.map((r) => ({
        market: r.SecurityCode.endsWith('SH') ? 1 : r.SecurityCode.endsWith('SZ') ? 0 : 3,
        code: r.SecurityCode.slice(0, 6),
      }));
      const dynas = await snapshots(MsgType.StockSnapshot, keys);
      for (const row of rows) {
        const d = dynas.get(row.SecurityCode.slice(0, 6))!;
        expect(row.LsPri).toBe(d.LastPrice);
        expect(row.PreClPri).toBeCloseTo(d.LastPrice - d.Updown, 6);
        // The change from the two prices at two decimals (§5's rule), not UpdownRate rounded again:
        // that is already rounded to 6 decimals, and a second rounding can differ by 0.01 (a change
        // of 6.88497 % reads 0.068850, which rounds to 6.89).
        const change = changePercent(d.LastPrice, row.PreClPri);
        const expected = {
          up: change,
          down: change,
          hs: pct(d.TurnoverRate),
          zs: pct(d.FiveMinsUpdown),
          zf: pct(d.SA),
          lb: d.Ratio,
        }[type];
        expect(row.Rate).toBe(expected);
      }
    },
  );
});

describe('bkUpDownPlate', () => {
  test('three blocks, each with its 3 best risers and 3 worst fallers, valued as the sectors’ own quotes', async () => {
    const plate = await data<BkUpDownPlate>(INDICES_PATHS.bkUpDownPlate);
    expect(Object.keys(plate).sort()).toEqual(['XBHS.DY', 'XBHS.GN', 'XBHS.HY']);
    for (const [block, { up, down }] of Object.entries(plate)) {
      expect(up).toHaveLength(3);
      expect(down).toHaveLength(3);
      const type = block.slice(5);
      for (const s of [...up, ...down]) expect(s.HqTypeCode).toBe(type);
      const upRates = up.map((s) => s.PxChangeRate);
      const downRates = down.map((s) => s.PxChangeRate);
      expect([...upRates].sort((a, b) => b - a)).toEqual(upRates);
      expect([...downRates].sort((a, b) => a - b)).toEqual(downRates);
      // Every riser is at least as high as every faller.
      expect(Math.min(...upRates)).toBeGreaterThanOrEqual(Math.max(...downRates));
      const dynas = await snapshots(
        MsgType.BlockSnapshot,
        [...up, ...down].map((s) => ({ market: 2, code: s.ProdCode })),
      );
      for (const s of [...up, ...down]) {
        const d = dynas.get(s.ProdCode)!;
        // From the two prices, rounded once (UpdownRate is already rounded; rounding it again can
        // differ by one unit, as CI found at 0.385 %).
        expect(s.PxChangeRate).toBe(exactHundredths(d.LastPrice, d.LastPrice - d.Updown));
        expect(s.LastPx).toBe(Math.round(d.LastPrice * 1000));
        const top = d.SectorSortData!.top!;
        expect(s.RiseFirstGrp.ProdCode).toBe(top.code);
        expect(s.RiseFirstGrp.PxChangeRate).toBe(exactHundredths(top.lastPrice, top.preClose));
        expect(s.FallFirstGrp.ProdCode).toBe(d.SectorSortData!.bottom!.code);
        expect(s.RiseFirstGrp.PxChangeRate).toBeGreaterThanOrEqual(s.FallFirstGrp.PxChangeRate);
      }
    }
  });
});

describe('queryGlobalIndex', () => {
  test('the eight rows of §2 in order, §9 delayed markers, only the first six open a page', async () => {
    const rows = await data<GlobalIndexItem[]>(INDICES_PATHS.queryGlobalIndex);
    expect(rows.map((r) => r.Name)).toEqual([
      '恒生指数',
      '国企指数',
      '红筹指数',
      '纳指ETF',
      '道指ETF',
      '标普500ETF',
      '德国DAX',
      '富时100',
    ]);
    expect(rows.map((r) => r.Market)).toEqual([
      'DELAY_HKIDX',
      'DELAY_HKIDX',
      'DELAY_HKIDX',
      'DELAY_NASDAQ',
      'DELAY_AMEX',
      'DELAY_AMEX',
      'EUIDX',
      'EUIDX',
    ]);
    expect(rows.map((r) => r.Delayed)).toEqual([true, true, true, true, true, true, false, false]);
    expect(rows.map((r) => r.Clickable)).toEqual([true, true, true, true, true, true, false, false]);
    const hsi = (await snapshots(MsgType.IndexSnapshot, [{ market: 118, code: '.HSI' }])).get('.HSI')!;
    expect(rows[0].LastPrice).toBe(hsi.LastPrice);
    expect(rows[0].UpdownRate).toBe(hsi.UpdownRate);
    for (const r of rows) {
      expect(r.LastPrice).toBeGreaterThan(0);
      expect(r.Updown).toBeCloseTo(r.LastPrice - r.PreClosePrice, 3);
    }
  });
});
