/**
 * The quote channel's wire protocol over a real socket, fed by a small fake market so each push is
 * produced on demand (step()). Tests against the full server with the real simulator live in
 * quote-live.test.ts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { attachQuoteChannel, type QuoteChannel } from '../../../server/quote/channel';
import { QUOTE_LIMITS, QUOTE_PATH } from '../../../server/quote/wire';
import { INFO_FLAG_PUSH, INFO_FLAG_UNSUBSCRIBE, MsgType } from '../../../contract/quote-protocol';
import { createFakeMarket, type FakeMarket } from '../../../server/quote/fake-market';
import { RawClient } from './ws-client';

const TOKEN = 'good-token';
const MOUTAI = { market: 1, code: '600519' };
const TENCENT = { market: 102, code: '00700' };
const snapshotBody = (key = MOUTAI, sections = ['dyna', 'statistics', 'static', 'status', 'tick']) => ({
  key: [key],
  level: 2,
  sections,
  timestamp: true,
});

let server: http.Server;
let channel: QuoteChannel;
let market: FakeMarket;
let url: string;
const clients: RawClient[] = [];

beforeAll(async () => {
  market = createFakeMarket();
  server = http.createServer();
  channel = attachQuoteChannel(server, {
    market,
    validateToken: (t) => t === TOKEN,
    limits: { maxSubscriptions: 4 },
    log: () => undefined,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}${QUOTE_PATH}`;
});

afterAll(async () => {
  for (const c of clients) c.close();
  await channel.close();
  await new Promise((resolve) => server.close(resolve));
});

async function client(auth = true): Promise<RawClient> {
  const c = await RawClient.open(url);
  clients.push(c);
  if (auth) {
    const reply = await c.request(MsgType.Auth, {
      orgCode: 'gmg',
      appType: 'h5',
      appName: 't',
      appVersion: '1',
      token: TOKEN,
    });
    expect(reply.body).toEqual({ ok: true });
  }
  return c;
}

/** Round trip through the server: every push sent to c before this call has arrived when it resolves. */
async function flush(c: RawClient): Promise<void> {
  await c.request(MsgType.Handshake, {});
}

describe('handshake and auth', () => {
  test('handshake (heartbeat) is answered with the server time and the request seq', async () => {
    const c = await client(false);
    const before = Date.now();
    const reply = await c.request(MsgType.Handshake, {});
    expect(reply.header.type).toBe(MsgType.Handshake);
    expect(reply.body.time).toBeGreaterThanOrEqual(before);
  });

  test('anything but 91/92 before auth gets error 999 with the request seq', async () => {
    const c = await client(false);
    const reply = await c.request(MsgType.StockSnapshot, snapshotBody());
    expect(reply.header.type).toBe(MsgType.Error);
    expect(reply.body.code).toBe(401);
  });

  test('an unknown token is refused and the client stays unauthenticated', async () => {
    const c = await client(false);
    const refused = await c.request(MsgType.Auth, { token: 'forged' });
    expect(refused.body.ok).toBe(false);
    const still = await c.request(MsgType.Dictionary, { key: [MOUTAI] });
    expect(still.header.type).toBe(MsgType.Error);
  });
});

describe('data requests', () => {
  test('dictionary 100 lists name, kind and lot size', async () => {
    const c = await client();
    const reply = await c.request(MsgType.Dictionary, { key: [MOUTAI, TENCENT] });
    expect(reply.header.type).toBe(MsgType.Dictionary);
    expect(reply.body.hq).toEqual([
      { key: MOUTAI, name: '贵州茅台', type: 'stock', lotSize: 100 },
      { key: TENCENT, name: '腾讯控股', type: 'stock', lotSize: 100 },
    ]);
  });

  test('an HK code is answered under its listed 5-digit form', async () => {
    const c = await client();
    const reply = await c.request(MsgType.Dictionary, { key: [{ market: 102, code: '0700' }] });
    expect((reply.body.hq as { key: unknown }[])[0].key).toEqual(TENCENT);
  });

  test('minute 501 with days 1 and 5, pre-market 504, K-line 701/708, tick 801, sorted list 2001', async () => {
    const c = await client();
    const m1 = await c.request(MsgType.Minute, {
      key: [MOUTAI],
      pushflag: false,
      timestamp: true,
      noPushAuction: false,
      days: 1,
    });
    expect((m1.body.hq as { PreClose: number[] }[])[0].PreClose).toHaveLength(1);
    const m5 = await c.request(MsgType.Minute, {
      key: [MOUTAI],
      pushflag: false,
      timestamp: true,
      noPushAuction: false,
      days: 5,
    });
    expect((m5.body.hq as { PreClose: number[] }[])[0].PreClose).toHaveLength(5);
    const bad = await c.request(MsgType.Minute, {
      key: [MOUTAI],
      pushflag: false,
      timestamp: true,
      noPushAuction: false,
      days: 3,
    });
    expect(bad.header.type).toBe(MsgType.Error);

    const pre = await c.request(MsgType.PreMarketMinute, {
      key: [MOUTAI],
      pushflag: false,
      timestamp: false,
      noPushAuction: false,
    });
    expect((pre.body.hq as { data: unknown[] }[])[0].data.length).toBeGreaterThan(0);

    for (const type of [MsgType.Kline, MsgType.NewKline]) {
      const k = await c.request(type, { key: [MOUTAI], period: 1440, count: 2, type: 1, timestamp: true });
      const item = (k.body.hq as { Period: number; KlineData: unknown[] }[])[0];
      expect(item.Period).toBe(1440);
      expect(item.KlineData).toHaveLength(2);
    }
    // The minute periods of §9 and 季K / 年K (issue 35) are served, as their codes.
    for (const period of [1, 5, 15, 30, 60, 129600, 525600]) {
      // A client of its own each: a client holds at most 4 subscriptions here.
      const k = await (
        await client()
      ).request(MsgType.Kline, { key: [MOUTAI], period, count: 2, type: 1, timestamp: true });
      expect((k.body.hq as { Period: number }[])[0].Period).toBe(period);
    }
    const badPeriod = await c.request(MsgType.Kline, {
      key: [MOUTAI],
      period: 7,
      count: 2,
      type: 1,
      timestamp: true,
    });
    expect(badPeriod.body.code).toBe(400);

    market.step();
    const t = await c.request(MsgType.Tick, { key: [MOUTAI], count: 50, timestamp: true });
    expect((t.body.hq as { data: unknown[] }[])[0].data.length).toBeGreaterThan(0);

    const lc = await client(); // a fresh client: c is at the subscription limit of this suite
    const list = await lc.request(MsgType.SortedList, {
      key: [{ market: 1, code: '000001' }, MOUTAI],
      fields: [10, 11, 96, 97, 98],
    });
    const rows = list.body.hq as { key: unknown; fields: Record<string, number> }[];
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0].fields).sort()).toEqual(['10', '11', '96', '97', '98']);
    expect(rows[0].fields['96']).toBe(3);
  });
});

describe('subscriptions and fan-out', () => {
  test('subscribe replies with every requested section, then pushes (seq 0, infoFlag 1) after each step', async () => {
    const c = await client();
    const reply = await c.request(MsgType.StockSnapshot, snapshotBody());
    const item = (reply.body.hq as Record<string, unknown>[])[0];
    expect(Object.keys(item).sort()).toEqual(['dyna', 'key', 'static', 'statistics', 'status', 'tick']);
    expect(reply.body.time).toEqual(expect.any(Number));

    market.step();
    const push = await c.next((m) => m.header.seq === 0 && m.header.type === MsgType.StockSnapshot);
    expect(push.header.infoFlag).toBe(INFO_FLAG_PUSH);
    const pushed = (push.body.hq as Record<string, unknown>[])[0];
    expect(pushed.key).toEqual(MOUTAI);
    expect(pushed.static).toBeUndefined(); // static data only in the reply
    expect((pushed.tick as unknown[]).length).toBe(1); // only the step's new trades
    expect((pushed.dyna as { LastPrice: number }).LastPrice).toBeCloseTo(1500 + market.steps * 0.01, 6);
    expect(Buffer.byteLength(JSON.stringify(push.body))).toBe(push.header.length);
  });

  test('subscribers with the same request share one serialised push; unsubscribe (infoFlag 32) stops only that client', async () => {
    const a = await client();
    const b = await client();
    const body = snapshotBody(TENCENT, ['dyna', 'status']);
    await a.request(MsgType.StockSnapshot, body);
    await b.request(MsgType.StockSnapshot, body);
    const variantsBefore = channel.stats().variants;

    market.step();
    await Promise.all([a.next((m) => m.header.seq === 0), b.next((m) => m.header.seq === 0)]);
    const textA = a.pushes(MsgType.StockSnapshot).at(-1)!.text;
    const textB = b.pushes(MsgType.StockSnapshot).at(-1)!.text;
    expect(textA).toBe(textB);

    const ack = await a.request(MsgType.StockSnapshot, body, INFO_FLAG_UNSUBSCRIBE);
    expect(ack.header.infoFlag).toBe(INFO_FLAG_UNSUBSCRIBE);
    expect(ack.body).toEqual({ hq: [] });
    expect(channel.stats().variants).toBe(variantsBefore); // b still holds the variant
    const aCount = a.pushes().length;
    market.step();
    await b.next((m) => m.header.seq === 0 && (m.body.hq as { dyna: { Time: number } }[])[0].dyna.Time > 0);
    await flush(a);
    expect(a.pushes().length).toBe(aCount);
  });

  test('K-line, minute, tick and list subscriptions push the live bar, latest minute, new trades and changed rows', async () => {
    const c = await client();
    await c.request(MsgType.Kline, { key: [MOUTAI], period: 1, count: 10, type: 1, timestamp: true });
    await c.request(MsgType.Minute, {
      key: [MOUTAI],
      pushflag: true,
      timestamp: true,
      noPushAuction: false,
      days: 1,
    });
    await c.request(MsgType.Tick, { key: [MOUTAI], count: 50, timestamp: true });
    await c.request(MsgType.SortedList, { key: [MOUTAI], fields: [10] });
    market.step();
    const k = await c.next((m) => m.header.seq === 0 && m.header.type === MsgType.Kline);
    expect((k.body.hq as { Period: number; KlineData: unknown[] }[])[0]).toMatchObject({ Period: 1 });
    const mi = await c.next((m) => m.header.seq === 0 && m.header.type === MsgType.Minute);
    expect((mi.body.hq as { PreClose: number[]; data: unknown[] }[])[0].data).toHaveLength(1);
    const t = await c.next((m) => m.header.seq === 0 && m.header.type === MsgType.Tick);
    expect((t.body.hq as { data: unknown[] }[])[0].data).toHaveLength(1);
    const l = await c.next((m) => m.header.seq === 0 && m.header.type === MsgType.SortedList);
    expect((l.body.hq as { fields: Record<string, number> }[])[0].fields['10']).toBeCloseTo(
      1500 + market.steps * 0.01,
      6,
    );
  });

  test('subscriptions per client are limited', async () => {
    const c = await client();
    const keys = [
      MOUTAI,
      TENCENT,
      { market: 0, code: '000001' },
      { market: 106, code: 'AAPL' },
      { market: 2, code: 'BK0475' },
    ];
    const reply = await c.request(MsgType.StockSnapshot, {
      key: keys,
      level: 2,
      sections: ['dyna'],
      timestamp: false,
    });
    expect(reply.header.type).toBe(MsgType.Error);
    expect(reply.body.code).toBe(429);
    const ok = await c.request(MsgType.StockSnapshot, {
      key: keys.slice(0, 4),
      level: 2,
      sections: ['dyna'],
      timestamp: false,
    });
    expect(ok.header.type).toBe(MsgType.StockSnapshot);
  });
});

describe('bad input never affects other clients', () => {
  test('malformed JSON, missing header or body, unknown type and unknown instrument get error replies', async () => {
    const bad = await client();
    const good = await client();
    await good.request(MsgType.StockSnapshot, snapshotBody(MOUTAI, ['dyna']));

    bad.sendRaw('{not json');
    expect((await bad.next((m) => m.header.type === MsgType.Error)).body).toEqual({
      code: 400,
      msg: 'malformed JSON',
    });
    bad.sendRaw(JSON.stringify({ body: {} }));
    expect((await bad.next((m) => m.header.type === MsgType.Error)).body.msg).toBe('missing header');
    bad.sendRaw(JSON.stringify({ header: { seq: 77, type: 201 } }));
    const noBody = await bad.next((m) => m.header.type === MsgType.Error);
    expect(noBody.header.seq).toBe(77);
    expect(noBody.body.msg).toBe('missing body');
    expect((await bad.request(4242, {})).body.code).toBe(400);
    expect(
      (await bad.request(MsgType.StockSnapshot, snapshotBody({ market: 1, code: '999999' }))).body.code,
    ).toBe(404);
    expect((await bad.request(MsgType.StockSnapshot, { key: 'x' })).body.code).toBe(400);

    const before = good.pushes().length;
    market.step();
    await good.next((m) => m.header.seq === 0 && good.pushes().length > before);
    expect(good.pushes().length).toBeGreaterThan(before);
    // The bad client is still connected and served.
    expect((await bad.request(MsgType.Handshake, {})).header.type).toBe(MsgType.Handshake);
  });

  test('an oversized message closes only its sender (1009)', async () => {
    const big = await client();
    const good = await client();
    await good.request(MsgType.StockSnapshot, snapshotBody(MOUTAI, ['dyna']));
    big.sendRaw(
      JSON.stringify({
        header: { seq: 1, type: 91 },
        body: { pad: 'x'.repeat(QUOTE_LIMITS.maxPayloadBytes + 10) },
      }),
    );
    expect(await big.closed()).toBe(1009);
    const before = good.pushes().length;
    market.step();
    await good.next(() => good.pushes().length > before);
    expect(good.pushes().length).toBe(before + 1);
  });

  test('a path other than the quote path is refused', async () => {
    const port = (server.address() as AddressInfo).port;
    await expect(RawClient.open(`ws://127.0.0.1:${port}/ws/other`)).rejects.toThrow(/404/);
  });
});
