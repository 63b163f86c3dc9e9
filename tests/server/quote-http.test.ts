/**
 * Every quote HTTP call of §7 (the calls it makes) against the real server, with the spec's parameter names and with bad
 * ones: a bad parameter gets a 400 body, an unknown instrument a 404 body, never a crash or an empty 200.
 */
import crypto from 'node:crypto';
import { useTestServer } from './harness';
import { NONCE_HEADER, SIGN_HEADER, TIMESTAMP_HEADER, sign } from '../../contract/signing';
import {
  type KlineResponse,
  type LargeOrdersResponse,
  type LastPriceData,
  QUOTE_PATHS,
  QUOTE_SERVICE_BASE,
  QUOTE_TOKEN_HEADER,
  type RankListResponse,
} from '../../contract/quote';
import { RANK_TYPES } from '../../contract/quote.schema';
import { UNIVERSE } from '../../server/data/universe';
import { exactHundredths } from './exact-rate';
import { DEFAULT_SECRETS } from '../../server/secrets';

const srv = useTestServer();

type Json = Record<string, unknown>;
async function get(
  path: string,
  params: Record<string, string | number> = {},
  headers: Record<string, string> = {},
) {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  const res = await fetch(srv.url(`${path}${qs ? `?${qs}` : ''}`), { headers });
  const body = (await res.json()) as Json;
  return { status: res.status, body };
}
async function expectError(p: Promise<{ status: number; body: Json }>, status: number, msg: RegExp) {
  const r = await p;
  expect(r.status).toBe(status);
  expect(r.body.code).toBe(status);
  expect(String(r.body.msg)).toMatch(msg);
}

let token = '';
async function newToken(
  payload: Json = {
    AppKey: 'wapquote-h5',
    AppSecret: DEFAULT_SECRETS.WAP_APP_SECRET,
    Name: 'wap-quote',
    Version: '1.0.0',
    Type: 'h5',
  },
) {
  const res = await fetch(srv.url(QUOTE_PATHS.token), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

beforeAll(async () => {
  const r = await newToken();
  token = ((r.body.Data as Json).Token as string) ?? '';
});

const klineParams = (over: Record<string, string | number> = {}) => ({
  endtime: 4102444800,
  inst: '600519',
  limit: -5,
  market: 'sh',
  servicetype: 'KLINEB',
  starttime: 0,
  resptype: 'JSON',
  period: 'DAY',
  ...over,
});

describe('quote token', () => {
  test('the fixed credentials payload gets a fresh random token', async () => {
    const a = await newToken();
    const b = await newToken();
    expect(a.status).toBe(200);
    const ta = (a.body.Data as Json).Token as string;
    // random part, expiry and signature, base64url and base36 joined by dots (server/market/token.ts)
    expect(ta).toMatch(/^[A-Za-z0-9_-]{20,}\.[0-9a-z]+\.[A-Za-z0-9_-]{40,}$/);
    expect(ta).not.toBe((b.body.Data as Json).Token);
  });
  test('missing AppKey is a 400, a wrong secret a 401', async () => {
    const missing = await newToken({ Name: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toMatch(/AppKey/);
    const wrong = await newToken({ AppKey: 'wapquote-h5', AppSecret: 'nope' });
    expect(wrong.status).toBe(401);
  });
  test('a deeply nested or oversized body is refused before it is parsed (issue 32 row 3)', async () => {
    // The attack: 781 KB of nesting on this unauthenticated call cost 120 ms of parsing each.
    const deep = '{"AppKey":' + '['.repeat(200_000) + ']'.repeat(200_000) + '}';
    const refused = await fetch(srv.url(QUOTE_PATHS.token), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"AppKey":' + '['.repeat(1000) + ']'.repeat(1000) + '}',
    });
    expect(refused.status).toBe(400);
    expect(String(((await refused.json()) as Json).msg)).toBe('请求内容嵌套过深');
    const big = await fetch(srv.url(QUOTE_PATHS.token), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: deep,
    });
    expect(big.status).toBe(413);
    // A body at the depth and size an app sends still gets its token.
    expect((await newToken()).status).toBe(200);
  });
  test('an AppKey without the secret, or another AppKey, gets no token (issue 32 row 8)', async () => {
    const noSecret = await newToken({ AppKey: 'wapquote-h5', Name: 'wap-quote' });
    expect(noSecret.status).toBe(401);
    expect(noSecret.body.Data).toBeUndefined();
    const otherKey = await newToken({ AppKey: 'anything', AppSecret: DEFAULT_SECRETS.WAP_APP_SECRET });
    expect(otherKey.status).toBe(401);
  });
});

describe('kline', () => {
  test('the last |limit| daily bars, oldest first, with KlineData and Period', async () => {
    const r = await get(QUOTE_PATHS.kline, klineParams(), { [QUOTE_TOKEN_HEADER]: token });
    expect(r.status).toBe(200);
    const body = r.body as unknown as KlineResponse;
    expect(body.Period).toBe('DAY');
    expect(body.KlineData).toHaveLength(5);
    const times = body.KlineData.map((k) => k.Time);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    for (const k of body.KlineData) {
      expect(k.High).toBeGreaterThanOrEqual(Math.max(k.Open, k.Close));
      expect(k.Low).toBeLessThanOrEqual(Math.min(k.Open, k.Close));
    }
    // incremental load: starttime = last Time + 1 returns nothing older
    const last = body.KlineData[4].Time;
    const inc = await get(QUOTE_PATHS.kline, klineParams({ starttime: last + 1 }), {
      [QUOTE_TOKEN_HEADER]: token,
    });
    expect((inc.body as unknown as KlineResponse).KlineData.every((k) => k.Time > last)).toBe(true);
    // positive limit: the first bars after starttime
    const first = await get(QUOTE_PATHS.kline, klineParams({ limit: 3 }), { [QUOTE_TOKEN_HEADER]: token });
    const all = await get(QUOTE_PATHS.kline, klineParams({ limit: -1500 }), { [QUOTE_TOKEN_HEADER]: token });
    const allBars = (all.body as unknown as KlineResponse).KlineData;
    expect(allBars).toHaveLength(1500);
    expect((first.body as unknown as KlineResponse).KlineData.map((k) => k.Time)).toHaveLength(3);
  });

  test('minute periods, HK 4-digit codes and DELAY_ markets', async () => {
    const m5 = await get(
      QUOTE_PATHS.kline,
      klineParams({ inst: '700', market: 'HKSE', period: 'M5', limit: -960 }),
      {
        [QUOTE_TOKEN_HEADER]: token,
      },
    );
    expect(m5.status).toBe(200);
    const body = m5.body as unknown as KlineResponse;
    expect(body.Inst).toBe('00700');
    expect(body.KlineData.length).toBeGreaterThan(4 * 66);
    // Every 5分 bar ends on its boundary (stamped with its end, issue 35): 5-minute multiples.
    expect(body.KlineData.filter((k) => k.Time % 300 !== 0)).toEqual([]);
    for (const [period, days] of [
      ['SEASON', 50],
      ['YEAR', 250],
    ] as const) {
      const r = await get(QUOTE_PATHS.kline, klineParams({ period, limit: -5 }), {
        [QUOTE_TOKEN_HEADER]: token,
      });
      const bars = (r.body as unknown as KlineResponse).KlineData;
      expect([period, r.status, bars.length]).toEqual([period, 200, 5]);
      // Each bar rolls up about a quarter's or a year's trading days: its volume dwarfs a day's.
      const day = await get(QUOTE_PATHS.kline, klineParams({ limit: -1 }), { [QUOTE_TOKEN_HEADER]: token });
      const dayVolume = (day.body as unknown as KlineResponse).KlineData[0].Volume;
      expect(bars[bars.length - 2].Volume).toBeGreaterThan(dayVolume * (days / 10));
    }
    const spy = await get(
      QUOTE_PATHS.kline,
      klineParams({ inst: 'SPY', market: 'DELAY_AMEX', period: 'WEEK', limit: -10 }),
      {
        [QUOTE_TOKEN_HEADER]: token,
      },
    );
    expect((spy.body as unknown as KlineResponse).KlineData).toHaveLength(10);
  });

  test('token, parameters and instrument are checked', async () => {
    const h = { [QUOTE_TOKEN_HEADER]: token };
    await expectError(get(QUOTE_PATHS.kline, klineParams()), 401, /token/);
    await expectError(
      get(QUOTE_PATHS.kline, klineParams(), { [QUOTE_TOKEN_HEADER]: 'forged' }),
      401,
      /token/,
    );
    await expectError(get(QUOTE_PATHS.kline, klineParams({ period: 'YEARLY' }), h), 400, /period/);
    await expectError(get(QUOTE_PATHS.kline, klineParams({ limit: 0 }), h), 400, /limit/);
    await expectError(get(QUOTE_PATHS.kline, klineParams({ limit: 'ten' }), h), 400, /limit/);
    await expectError(get(QUOTE_PATHS.kline, klineParams({ servicetype: 'KLINEA' }), h), 400, /servicetype/);
    await expectError(get(QUOTE_PATHS.kline, klineParams({ resptype: 'XML' }), h), 400, /resptype/);
    await expectError(get(QUOTE_PATHS.kline, klineParams({ market: 'mars' }), h), 400, /market/);
    await expectError(get(QUOTE_PATHS.kline, klineParams({ starttime: 10, endtime: 5 }), h), 400, /endtime/);
    await expectError(get(QUOTE_PATHS.kline, klineParams({ inst: '999999' }), h), 404, /unknown instrument/);
    const { inst: _inst, ...noInst } = klineParams();
    await expectError(get(QUOTE_PATHS.kline, noInst, h), 400, /inst/);
  });
});

describe('ETF history (signed)', () => {
  const signed = (
    params: Record<string, string>,
    secret = srv.settings.appSecret,
    ts = Date.now(),
    nonce = crypto.randomBytes(16).toString('hex'),
  ) => ({
    [SIGN_HEADER]: sign(secret, params, ts, nonce),
    [TIMESTAMP_HEADER]: String(ts),
    [NONCE_HEADER]: nonce,
  });
  test('net values from the date on', async () => {
    // Three weeks before the server's market clock (tests run it at several instants).
    const since = new Date(srv.now() - 21 * 86400_000).toISOString().slice(0, 10);
    const params = { symbol: '510300', market: 'sh', date: since };
    const r = await get(QUOTE_PATHS.etfHistory, params, signed(params));
    expect(r.status).toBe(200);
    const data = r.body.data as { unitNV: number; tradingDay: string }[];
    expect(data.length).toBeGreaterThan(5);
    expect(data[0].tradingDay >= since).toBe(true);
    for (const d of data) expect(d.unitNV).toBeGreaterThan(0);
    const alias = { symbol: '159915', market: 'szetf' };
    const r2 = await get(QUOTE_PATHS.etfHistory, alias, signed(alias));
    expect(r2.body.data as unknown[]).toHaveLength(30);
  });
  test('signature, ETF and date are checked', async () => {
    const params = { symbol: '510300', market: 'sh', date: '2026-11-02' };
    await expectError(get(QUOTE_PATHS.etfHistory, params), 401, /signature/);
    await expectError(get(QUOTE_PATHS.etfHistory, params, signed(params, 'wrong-secret')), 401, /signature/);
    await expectError(
      get(QUOTE_PATHS.etfHistory, params, signed(params, undefined, Date.now() - 3600_000)),
      401,
      /expired/,
    );
    // Replay guard (issue #20): 60 s of future skew at most, the nonce once, the nonce signed.
    const etf = { symbol: '510300', market: 'sh' };
    await expectError(
      get(QUOTE_PATHS.etfHistory, etf, signed(etf, undefined, Date.now() + 90_000)),
      401,
      /future/,
    );
    expect((await get(QUOTE_PATHS.etfHistory, etf, signed(etf, undefined, Date.now() + 30_000))).status).toBe(
      200,
    );
    const once = signed(etf);
    expect((await get(QUOTE_PATHS.etfHistory, etf, once)).status).toBe(200);
    await expectError(get(QUOTE_PATHS.etfHistory, etf, once), 401, /replayed/);
    const { [NONCE_HEADER]: _n, ...noNonce } = signed(etf);
    await expectError(get(QUOTE_PATHS.etfHistory, etf, noNonce), 401, /nonce/);
    await expectError(
      get(QUOTE_PATHS.etfHistory, etf, { ...signed(etf), [NONCE_HEADER]: 'another-nonce-0001' }),
      401,
      /bad signature/,
    );
    const stock = { symbol: '600519', market: 'sh' };
    await expectError(get(QUOTE_PATHS.etfHistory, stock, signed(stock)), 400, /not an ETF/);
    const bad = { symbol: '510300', market: 'sh', date: 'yesterday' };
    await expectError(get(QUOTE_PATHS.etfHistory, bad, signed(bad)), 400, /date/);
    const unknown = { symbol: '519999', market: 'sh' };
    await expectError(get(QUOTE_PATHS.etfHistory, unknown, signed(unknown)), 404, /unknown/);
  });
});

describe('limit-up gene, stock detail, fund stock detail', () => {
  test('limit-up gene fields', async () => {
    const r = await get(QUOTE_PATHS.limitUpGene, { market: 'sz', symbol: '300750' });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.data as Json).sort()).toEqual(
      ['TopStopClDate', 'TopStopClRate', 'TopStopOpRate', 'TopStopRate', 'TopYearNum'].sort(),
    );
    await expectError(get(QUOTE_PATHS.limitUpGene, { market: 'sz' }), 400, /symbol/);
    await expectError(get(QUOTE_PATHS.limitUpGene, { market: 'sh', symbol: '000001' }), 400, /stocks only/);
    await expectError(get(QUOTE_PATHS.limitUpGene, { market: 'sz', symbol: '399999' }), 404, /unknown/);
  });
  test('stock detail (HK, US) answers status 0 with the TTM figures', async () => {
    const hk = await get(QUOTE_PATHS.stockDetail, { market: 'HKSE', symbol: '00700' });
    expect(hk.body.status).toBe(0);
    const tencent = UNIVERSE.find((s) => s.code === '00700')!;
    expect(hk.body.data).toEqual({
      ttmdivshr: tencent.dividendPerShare,
      ttmepsxclx: tencent.eps,
      NetProfTTM: Math.round(tencent.eps! * tencent.totalShares),
      TotalShare: tencent.totalShares,
    });
    const us = await get(QUOTE_PATHS.stockDetail, { market: 'NASDAQ', symbol: 'aapl' });
    expect(us.body.status).toBe(0);
    await expectError(get(QUOTE_PATHS.stockDetail, { market: 'sh', symbol: '600519' }), 400, /HK and US/);
    await expectError(get(QUOTE_PATHS.stockDetail, { symbol: '00700' }), 400, /market/);
    await expectError(get(QUOTE_PATHS.stockDetail, { market: 'NYSE', symbol: 'ZZZZ' }), 404, /unknown/);
  });
  test('fund stock detail with the market upper-cased', async () => {
    const r = await get(QUOTE_PATHS.fundStockDetail, { market: 'SZ', symbol: '000001' });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.data as Json).sort()).toEqual([
      'DivPerShare',
      'EPS',
      'NetProfTTM',
      'TotalShare',
    ]);
    const etf = await get(QUOTE_PATHS.fundStockDetail, { market: 'SH', symbol: '510300' });
    expect((etf.body.data as Json).TotalShare).toBeGreaterThan(0);
    await expectError(
      get(QUOTE_PATHS.fundStockDetail, { market: 'SH', symbol: '000300' }),
      400,
      /not a stock or fund/,
    );
    await expectError(get(QUOTE_PATHS.fundStockDetail, { market: 'XX', symbol: '510300' }), 400, /market/);
  });
});

describe('large orders, handicap, stock name, company profile', () => {
  const large = `${QUOTE_SERVICE_BASE.quotes}${QUOTE_PATHS.largeOrders}`;
  test('large orders: num and symbol = market + code → result.data', async () => {
    const r = await get(large, { num: 5, symbol: 'sh600519' });
    expect(r.status).toBe(200);
    const rows = (r.body as unknown as LargeOrdersResponse).result.data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(5);
    for (const o of rows) {
      expect(o.price * o.volume).toBeGreaterThanOrEqual(1_000_000);
      expect(['U', 'D', 'N']).toContain(o.kind);
    }
    expect((await get(large, { num: 3, symbol: 'hk00700' })).status).toBe(200);
    expect((await get(large, { num: 3, symbol: 'usAAPL' })).status).toBe(200);
    await expectError(get(large, { num: 0, symbol: 'sh600519' }), 400, /num/);
    await expectError(get(large, { num: 5, symbol: '600519' }), 400, /symbol/);
    await expectError(get(large, { num: 5 }), 400, /symbol/);
    await expectError(get(large, { num: 5, symbol: 'sh688999' }), 404, /unknown/);
  });
  test('getHandicap gives the Beijing stock name', async () => {
    const r = await get(QUOTE_PATHS.getHandicap, { market: 'bj', symbol: '830799' });
    expect((r.body.data as Json).prodName).toBe('艾融软件');
    await expectError(get(QUOTE_PATHS.getHandicap, { market: 'bj' }), 400, /symbol/);
    await expectError(get(QUOTE_PATHS.getHandicap, { market: 'bj', symbol: '839999' }), 404, /unknown/);
  });
  test('lastPrice answers the quote as the channel carries it, for the first price of a cold start', async () => {
    const r = await get(QUOTE_PATHS.lastPrice, { market: 'sh', symbol: '600519' });
    expect(r.status).toBe(200);
    const data = r.body.data as LastPriceData;
    expect(data.name).toBe('贵州茅台');
    expect(data.dyna.InstrumentID).toBe('600519');
    expect(data.statistic.InstrumentID).toBe('600519');
    expect(data.dyna.LastPrice).toBeGreaterThan(0);
    // Every channel field comes through the response schema (a missing one would be dropped silently).
    for (const k of ['Volume', 'Amount', 'HighestPrice', 'LowestPrice', 'TurnoverRate', 'BuyPrice', 'Time'])
      expect(data.dyna).toHaveProperty(k);
    const h = (await get(QUOTE_PATHS.getHandicap, { market: 'sh', symbol: '600519' })).body.data as Json;
    expect(data.statistic.PreClosePrice).toBe(h.preClosePx);
    const hk = (await get(QUOTE_PATHS.lastPrice, { market: 'hk', symbol: '700' })).body.data as LastPriceData;
    expect(hk.name).toBe('腾讯控股');
    await expectError(get(QUOTE_PATHS.lastPrice, { market: 'sh' }), 400, /symbol/);
    await expectError(get(QUOTE_PATHS.lastPrice, { market: 'xx', symbol: '600519' }), 400, /market/);
    // Asked before anything knows whether the code exists: no quote, not an error.
    const unknown = await get(QUOTE_PATHS.lastPrice, { market: 'sh', symbol: '688999' });
    expect([unknown.status, unknown.body.data]).toEqual([200, null]);
  });
  test('getStockName pads 4-digit HK codes and answers the first item Name', async () => {
    const hk = await get(QUOTE_PATHS.getStockName, { symbol: '700', market: 'HKSE', keyword: '700' });
    expect((hk.body.data as Json[])[0]).toEqual({ Name: '腾讯控股', Symbol: '00700', Market: 'HKSE' });
    const a = await get(QUOTE_PATHS.getStockName, { symbol: '600519', market: 'sh', keyword: '600519' });
    expect((a.body.data as Json[])[0].Name).toBe('贵州茅台');
    const anyMarket = await get(QUOTE_PATHS.getStockName, { keyword: 'AAPL' });
    expect((anyMarket.body.data as Json[])[0].Name).toBe('苹果');
    await expectError(get(QUOTE_PATHS.getStockName, { market: 'sh' }), 400, /symbol/);
    await expectError(get(QUOTE_PATHS.getStockName, { symbol: '<script>', market: 'sh' }), 400, /symbol/);
    await expectError(get(QUOTE_PATHS.getStockName, { symbol: '8888', market: 'HKSE' }), 404, /unknown/);
  });
  test('company profile lookup gives ShareholderEquity with the float as CircSkamt', async () => {
    const r = await get(QUOTE_PATHS.companyProfile, { market: 'sh', code: '600519' });
    const eq = (r.body.data as Json).ShareholderEquity as Json;
    const moutai = UNIVERSE.find((s) => s.code === '600519')!;
    expect(eq.CircSkamt).toBe(moutai.floatShares);
    expect(eq.ToTalShare).toBe(moutai.totalShares);
    await expectError(get(QUOTE_PATHS.companyProfile, { market: 'sh' }), 400, /code/);
    await expectError(get(QUOTE_PATHS.companyProfile, { market: 'sh', code: '000300' }), 400, /index/);
    await expectError(get(QUOTE_PATHS.companyProfile, { market: 'sh', code: '600000x' }), 404, /unknown/);
  });
});

describe('rankList', () => {
  test('each type lists 30 A-shares; prices are the simulator’s (same as the kline call)', async () => {
    for (const type of RANK_TYPES) {
      const r = await get(QUOTE_PATHS.rankList, { type });
      expect(r.status).toBe(200);
      const rows = (r.body as unknown as RankListResponse).Datas;
      expect(rows).toHaveLength(30);
      for (const row of rows) {
        expect(row.SecurityCode).toMatch(/^\d{6}(SH|SZ|BJ)$/);
        expect(row.SecurityName.length).toBeGreaterThan(0);
        expect(row.LsPri).toBeGreaterThan(0);
      }
      const rates = rows.map((x) => x.Rate);
      // Change rates rounded once from the exact ratio of the prices the row carries.
      if (type === 'up' || type === 'down')
        for (const row of rows) expect(row.Rate).toBe(exactHundredths(row.LsPri, row.PreClPri) / 100 + 0);
      if (type !== 'down') expect([...rates].sort((a, b) => b - a)).toEqual(rates);
      else expect([...rates].sort((a, b) => a - b)).toEqual(rates);
    }
    const top = (await get(QUOTE_PATHS.rankList, { type: 'up' })).body as unknown as RankListResponse;
    const first = top.Datas[0];
    const k = await get(
      QUOTE_PATHS.kline,
      klineParams({
        inst: first.SecurityCode.slice(0, 6),
        market: first.SecurityCode.slice(6).toLowerCase(),
        limit: -1,
      }),
      { [QUOTE_TOKEN_HEADER]: token },
    );
    const bar = (k.body as unknown as KlineResponse).KlineData[0];
    expect(bar.Close).toBe(first.LsPri);
    expect(bar.PreClose).toBe(first.PreClPri);
  });
  test('an unknown or missing type is a 400', async () => {
    await expectError(get(QUOTE_PATHS.rankList, { type: 'best' }), 400, /type/);
    await expectError(get(QUOTE_PATHS.rankList), 400, /type/);
  });
});
