/**
 * Issue 21: corporate actions as one source (the chart's actions and markers, the profile's
 * distribution and split lists), the kline call's adjust parameter, the chartEvents call.
 */
import { useTestServer } from './harness';
import { QUOTE_PATHS, QUOTE_TOKEN_HEADER, type KlineResponse } from '../../contract/quote';
import { CHART_EVENTS_PATHS, type ChartEvents } from '../../contract/chart-events';
import { PROFILE_PATHS, type DividendPage, type HkInfo } from '../../contract/profile';
import { actionFactor, barFactor } from '../../contract/market-rules/adjust';
import { fetchQuoteToken } from './quote/token';

const srv = useTestServer();
const TIMEOUT = 90_000;

type Json = Record<string, unknown>;
async function get<T>(path: string, params: Record<string, string | number> = {}, headers = {}) {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  const res = await fetch(srv.url(`${path}?${qs}`), { headers });
  return { status: res.status, body: (await res.json()) as T };
}

let token = '';
beforeAll(async () => {
  token = await fetchQuoteToken(srv.url(''));
}, TIMEOUT);

const events = async (market: string, symbol: string) =>
  (await get<{ code: number; data: ChartEvents }>(CHART_EVENTS_PATHS.chartEvents, { market, symbol })).body
    .data;

const klines = async (market: string, inst: string, adjust: string, period = 'DAY') => {
  const r = await get<KlineResponse>(
    QUOTE_PATHS.kline,
    { endtime: 4102444800, inst, limit: 5000, market, starttime: 0, period, adjust },
    { [QUOTE_TOKEN_HEADER]: token },
  );
  expect(r.status).toBe(200);
  return r.body.KlineData;
};

describe('one source of corporate actions', () => {
  test(
    'the A-share distribution list is the actions with cash, newest first, same dates and plans',
    async () => {
      const ev = await events('sh', '600519');
      const res = await fetch(srv.url(PROFILE_PATHS.dividend), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Ei: 'sh600519', Num: 50, PageIndex: 1 }),
      });
      const page = ((await res.json()) as { data: DividendPage }).data;
      const cash = ev.actions.filter((a) => a.cash > 0).reverse();
      expect(page.datas.map((d) => d.ExRightDate.replace(/-/g, ''))).toEqual(
        cash.map((a) => String(a.exDate)),
      );
      page.datas.forEach((d, i) => {
        const a = cash[i];
        expect(d.ActTotalLotrt).toContain(`派${Math.round(a.cash * 10 * 1000) / 1000}元`);
        if (a.bonus > 0) expect(d.ActTotalLotrt).toContain(`送${a.bonus}`);
        if (a.transfer > 0) expect(d.ActTotalLotrt).toContain(`转${a.transfer}`);
      });
      // Every ex-right marker is an action's day.
      const exDays = ev.markers.filter((m) => m.kind === 'exright').map((m) => m.day);
      expect(exDays).toEqual(ev.actions.map((a) => a.exDate));
    },
    TIMEOUT,
  );

  test(
    'HK splits and dividends of the profile are the actions',
    async () => {
      // Find an HK stock with a split among a few well-known ones (seeded: about one in ten).
      const hk = ['00700', '00005', '00941', '01299', '00388', '02318', '00883', '00939', '01398', '03690'];
      let checked = 0;
      for (const code of hk) {
        const ev = await events('HKSE', code);
        const info = (await get<{ data: HkInfo }>(PROFILE_PATHS.hkInfo, { symbol: code })).body.data;
        const splits = ev.actions.filter((a) => a.split > 0).reverse();
        expect(info.stock_splits.map((s) => `${s.ExDateTime.replace(/-/g, '')} ${s.Ratio}`)).toEqual(
          splits.map((a) => `${a.exDate} 1拆${a.split}`),
        );
        const cash = ev.actions.filter((a) => a.cash > 0).reverse();
        expect(info.historical_dividends.map((d) => [d.ExDateTime.replace(/-/g, ''), d.Amount])).toEqual(
          cash.map((a) => [String(a.exDate), a.cash]),
        );
        checked++;
      }
      expect(checked).toBe(hk.length);
    },
    TIMEOUT,
  );
});

describe('kline adjust', () => {
  test(
    'AAPL 1拆4 on 2020-08-31: 不复权 shows the gap, 前复权 and 后复权 close it; the last bar is raw in 前复权',
    async () => {
      const [raw, fwd, back] = await Promise.all(
        ['none', 'forward', 'backward'].map((m) => klines('NASDAQ', 'AAPL', m)),
      );
      const ev = await events('NASDAQ', 'AAPL');
      const split = ev.actions.find((a) => a.split === 4)!;
      expect(split.exDate).toBe(20200831);
      const i = raw.findIndex((b) => b.TradingDay === 20200831);
      expect(i).toBeGreaterThan(0);
      // The raw gap: the ex-day's reference is about a quarter of the close before.
      expect(raw[i].PreClose / raw[i - 1].Close).toBeCloseTo(0.25, 2);
      expect(split.factor).toBeCloseTo(actionFactor(raw[i - 1].Close, 0, 4), 10);
      for (const adj of [fwd, back]) {
        expect(adj).toHaveLength(raw.length);
        expect(adj[i].PreClose / adj[i - 1].Close).toBeCloseTo(1, 2);
      }
      // 前复权: the latest bar is raw; 后复权: the first bar is raw and the latest × every factor.
      const n = raw.length - 1;
      expect(fwd[n].Close).toBe(raw[n].Close);
      expect(back[0].Close).toBe(raw[0].Close);
      const k = barFactor('backward', raw[n].TradingDay, ev.actions);
      expect(back[n].Close).toBeCloseTo(raw[n].Close * k, 2);
      // Weekly bars adjust before rolling up: no gap in the week of the split either.
      const weeks = await klines('NASDAQ', 'AAPL', 'forward', 'WEEK');
      const w = weeks.findIndex((b) => b.TradingDay >= 20200831);
      expect(weeks[w].Open / weeks[w - 1].Close).toBeGreaterThan(0.8);
    },
    TIMEOUT,
  );

  test(
    'an A-share 送转 ex-date: raw ex-reference = (P − D) / s',
    async () => {
      const ev = await events('sh', '600519');
      const a = ev.actions.find((x) => x.transfer + x.bonus > 0 && x.exDate > 20200601)!;
      expect(a).toBeDefined();
      const raw = await klines('sh', '600519', 'none');
      const i = raw.findIndex((b) => b.TradingDay === a.exDate);
      const s = 1 + (a.bonus + a.transfer) / 10;
      expect(raw[i].PreClose).toBeCloseTo((raw[i - 1].Close - a.cash) / s, 1);
      const fwd = await klines('sh', '600519', 'forward');
      expect(fwd[i - 1].Close).toBeCloseTo(raw[i].PreClose * barFactor('forward', a.exDate, ev.actions), 1);
    },
    TIMEOUT,
  );

  test('a bad adjust is a 400', async () => {
    const r = await get<Json>(
      QUOTE_PATHS.kline,
      { endtime: 4102444800, inst: '600519', limit: -5, market: 'sh', period: 'DAY', adjust: 'qfq' },
      { [QUOTE_TOKEN_HEADER]: token },
    );
    expect(r.status).toBe(400);
  });
});

describe('chartEvents', () => {
  test(
    'markers of announcements, ex-right days and dragon-tiger listings, oldest first',
    async () => {
      const ev = await events('sh', '600519');
      const days = ev.markers.map((m) => m.day);
      expect([...days].sort((a, b) => a - b)).toEqual(days);
      const notice = ev.markers.find((m) => m.kind === 'notice')!;
      expect(notice.id).toBeGreaterThan(0);
      expect(notice.text.length).toBeGreaterThan(4);
      expect(ev.markers.find((m) => m.kind === 'exright')!.text).toMatch(/^除权除息：10/);
      // Some A-share has dragon-tiger listings: they carry the code for the detail page.
      let lhb = 0;
      for (const code of ['300750', '002594', '000001', '600000', '300059', '688981', '601127', '002230']) {
        const e = await events(code.startsWith('6') ? 'sh' : 'sz', code);
        for (const m of e.markers.filter((x) => x.kind === 'lhb')) {
          expect(m.secuCode).toBe(code);
          expect(m.text).toMatch(/^龙虎榜：/);
          lhb++;
        }
      }
      expect(lhb).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  test('unknown instruments are 404, missing parameters 400', async () => {
    expect((await get<Json>(CHART_EVENTS_PATHS.chartEvents, { market: 'sh', symbol: '699999' })).status).toBe(
      404,
    );
    expect((await get<Json>(CHART_EVENTS_PATHS.chartEvents, { market: 'sh' })).status).toBe(400);
  });
});
