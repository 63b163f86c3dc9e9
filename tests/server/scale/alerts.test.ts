/**
 * Issue 36 item 5 (docs/watchlist-and-alerts.md): in the distributed mode an alert created through
 * a gateway reaches the market process's evaluation index over the Redis bus (the market loads the
 * stored alerts only at its start), so it fires on the market's trades and its firing is in the
 * inbox read through the gateway; an alert deleted through the gateway leaves the index. The
 * firing also travels the bus back: a page of that user on another gateway gets AlertFired (3001)
 * on its quote socket (UserAuth 93 on a gateway), and a socket of another user does not.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AlertPaths } from '../../../contract/alerts';
import { CommunityCode, CommunityPaths } from '../../../contract/community';
import { MsgType, QUOTE_WS_PATH } from '../../../contract/quote-protocol';
import { findSmsCode } from '../../../server/community/sms-sink';
import { databaseUrlFor, STORES } from '../community/helpers';
import { startChildServer, type ChildServer } from '../quote/child-server';
import { until } from '../quote/live-client';
import { fetchQuoteToken } from '../quote/token';
import { RawClient } from '../quote/ws-client';
import { startRedis, type TestRedis } from './redis-server';

jest.setTimeout(240_000);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are JSON of varying shape
type Body = any;

async function post(srv: ChildServer, p: string, body: Record<string, unknown>): Promise<Body> {
  const res = await fetch(srv.url(p), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json();
}

async function get(srv: ChildServer, p: string, token: string): Promise<Body> {
  const res = await fetch(srv.url(p), { headers: { token } });
  return res.json();
}

describe.each(STORES)('alerts through a gateway, evaluated by the market process (%s)', (store) => {
  let redis: TestRedis;
  let market: ChildServer;
  let gateway: ChildServer;
  let gatewayB: ChildServer;
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-scale-alerts-'));

  beforeAll(async () => {
    const databaseUrl = (await databaseUrlFor(store)) ?? '';
    redis = await startRedis();
    // The market process and the gateway share the community store (one data folder, or PostgreSQL).
    const shared = { REDIS_URL: redis.url, WAP_DATA_DIR: data, DATABASE_URL: databaseUrl };
    market = await startChildServer({ ...shared, WAP_ROLE: 'market' });
    gateway = await startChildServer({ ...shared, WAP_ROLE: 'gateway', MARKET_URL: market.url('') });
    gatewayB = await startChildServer({ ...shared, WAP_ROLE: 'gateway', MARKET_URL: market.url('') });
  });

  afterAll(async () => {
    for (const s of [gatewayB, gateway, market]) await s?.stop();
    await redis?.stop();
    fs.rmSync(data, { recursive: true, force: true });
  });

  const logIn = async (phone: string): Promise<string> => {
    const sent = await post(gateway, CommunityPaths.smsSend, { phone });
    expect(sent.code).toBe(CommunityCode.Ok);
    await until(() => findSmsCode(gateway.stdout(), phone) !== undefined, 10_000, 'the SMS line');
    const login = await post(gateway, CommunityPaths.smsLogin, {
      phone,
      captcha: findSmsCode(gateway.stdout(), phone),
      smsToken: sent.token,
    });
    expect(login.code).toBe(CommunityCode.Ok);
    return login.token as string;
  };

  const quoteSocket = async (srv: ChildServer): Promise<RawClient> => {
    const ws = await RawClient.open(srv.url(QUOTE_WS_PATH).replace(/^http/, 'ws'));
    const auth = await ws.request(MsgType.Auth, {
      orgCode: 'gmg',
      appType: 'h5',
      appName: 'test',
      appVersion: '1',
      token: await fetchQuoteToken(srv.url('')),
    });
    expect(auth.body.ok).toBe(true);
    return ws;
  };

  test('created through the gateway, it fires in the market process; deleted, it does not', async () => {
    const token = await logIn(store === 'postgres' ? '13911113602' : '13911113601');
    const otherToken = await logIn(store === 'postgres' ? '13911113604' : '13911113603');

    // The user's page on the other gateway, and another user's page there: UserAuth (93) binds each.
    const page = await quoteSocket(gatewayB);
    expect((await page.request(MsgType.UserAuth, { token })).body).toEqual({ ok: true });
    const stranger = await quoteSocket(gatewayB);
    expect((await stranger.request(MsgType.UserAuth, { token: otherToken })).body).toEqual({ ok: true });

    // The live price, from the gateway's quote channel.
    const ws = await quoteSocket(gateway);
    const snap = await ws.request(MsgType.StockSnapshot, {
      key: [{ market: 0, code: '000001' }],
      level: 1,
      sections: ['dyna'],
      timestamp: false,
    });
    ws.close();
    const price = (snap.body.hq as { dyna: { LastPrice: number } }[])[0].dyna.LastPrice;
    const levels = [
      ['priceUp', Number((price + 0.01).toFixed(2))],
      ['priceDown', Number((price - 0.01).toFixed(2))],
    ] as const;
    const create = async (kind: string, level: number): Promise<number> => {
      const res = await post(gateway, AlertPaths.create, { token, instrument: 'sz:000001', kind, level });
      expect(res.code).toBe(1);
      return Math.max(...(res.data as { id: number }[]).map((a) => a.id));
    };
    const live: number[] = [];
    for (const [kind, level] of levels) live.push(await create(kind, level));
    // Created and deleted through the gateway: at the same levels, they would fire with the others.
    // (Made after the live ones: SQLite gives a deleted highest id to the next row.)
    const deleted: number[] = [];
    for (const [kind, level] of levels) deleted.push(await create(kind, level));
    for (const alertId of deleted)
      expect((await post(gateway, AlertPaths.remove, { token, alertId })).code).toBe(1);

    // One tick either way: the market's random walk crosses one of them within seconds.
    let inbox: { alertId: number }[] = [];
    const started = Date.now();
    let beat = started;
    while (inbox.length === 0) {
      if (Date.now() - started > 120_000) throw new Error('no firing in the inbox within 120 s');
      await new Promise((r) => setTimeout(r, 500));
      // The pages' heartbeat (91), so gateway B does not drop them as idle meanwhile.
      if (Date.now() - beat > 20_000) {
        beat = Date.now();
        for (const c of [page, stranger]) c.send(MsgType.Handshake, {});
      }
      inbox = (await get(gateway, AlertPaths.inbox, token)).data ?? [];
    }
    for (const e of inbox) {
      expect(live).toContain(e.alertId);
      expect(deleted).not.toContain(e.alertId);
    }
    // Pushed over the bus to the user's socket on gateway B: the inbox entry, with the name.
    const pushed = await page.next((m) => m.header.type === MsgType.AlertFired, 10_000);
    expect(pushed.header).toMatchObject({ seq: 0, infoFlag: 1 });
    expect(live).toContain(pushed.body.alertId);
    expect(pushed.body).toMatchObject({ instrument: 'sz:000001', name: '平安银行', read: false });
    expect(inbox).toContainEqual(pushed.body);
    await new Promise((r) => setTimeout(r, 500));
    expect(stranger.pushes(MsgType.AlertFired)).toEqual([]);
    for (const c of [page, stranger]) c.close();
  });
});
