/**
 * Scale-out (issue 22, docs/scaling.md): a market process and gateways on one Redis, each a real
 * server process. Clients on two gateways get the same pushes in the same order; a gateway started
 * later answers a subscribe from the bus at once; a token from one gateway works on another; the
 * market-data calls pass through a gateway; killing a gateway moves its clients (through the app's
 * own reconnect and replay) to the other; Redis away for 10 s marks quotes stale and everyone
 * resumes without a restart.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QUOTE_PATHS } from '../../../contract/quote';
import type { KlineResponse } from '../../../contract/quote.schema';
import { MsgType, QUOTE_WS_PATH, type Message } from '../../../contract/quote-protocol';
import { startChildServer, type ChildServer } from '../quote/child-server';
import { liveConnection, until } from '../quote/live-client';
import { fetchQuoteToken } from '../quote/token';
import { RawClient } from '../quote/ws-client';
import { startBalancer, type Balancer } from './balancer';
import { startRedis, type TestRedis } from './redis-server';

jest.setTimeout(180_000);

// Indices move whenever a constituent trades: a push every few steps.
const SZ = { market: 0, code: '399001' };
const SNAPSHOT = { key: [SZ], sections: ['dyna', 'tick'] };

let redis: TestRedis;
let market: ChildServer;
let a: ChildServer;
let b: ChildServer;
const extra: ChildServer[] = [];
const sharedData = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-scale-'));

function gatewayEnv(): Record<string, string> {
  return {
    WAP_ROLE: 'gateway',
    REDIS_URL: redis.url,
    MARKET_URL: market.url(''),
    WAP_DATA_DIR: sharedData,
  };
}

beforeAll(async () => {
  redis = await startRedis();
  market = await startChildServer({ WAP_ROLE: 'market', REDIS_URL: redis.url });
  [a, b] = await Promise.all([startChildServer(gatewayEnv()), startChildServer(gatewayEnv())]);
});

afterAll(async () => {
  for (const s of [...extra, a, b, market]) await s?.stop();
  await redis?.stop();
  fs.rmSync(sharedData, { recursive: true, force: true });
});

type Hq = { hq: { dyna?: { LastPrice: number }; tick?: unknown[] }[] };

/** Quote sockets open on a gateway, from its /metrics. */
async function socketsOn(gateway: ChildServer): Promise<number> {
  const text = await (await fetch(gateway.url('/metrics'))).text();
  const line = text.split('\n').find((l) => l.startsWith('wapq_quote_sockets'));
  return Number(line?.slice(line.lastIndexOf(' ') + 1) ?? NaN);
}

async function subscribed(gateway: ChildServer, token: string): Promise<RawClient> {
  const c = await RawClient.open(gateway.wsUrl(QUOTE_WS_PATH));
  const auth = await c.request(MsgType.Auth, { token });
  expect(auth.body).toEqual({ ok: true });
  const reply = await c.request(MsgType.IndexSnapshot, SNAPSHOT);
  expect((reply.body as Hq).hq[0].dyna?.LastPrice).toBeGreaterThan(0);
  return c;
}

const pushes = (c: RawClient) =>
  c.messages.filter((m) => m.msg.header.seq === 0 && m.msg.header.type === 202);

test('clients on two gateways get the same pushes, byte for byte, in the same order', async () => {
  // A token from gateway A's quote-token call (passed on to the market) is good on gateway B.
  const token = await fetchQuoteToken(a.url(''));
  const onA = await subscribed(a, token);
  const onB = await subscribed(b, token);
  await until(() => pushes(onA).length >= 8 && pushes(onB).length >= 8, 60_000, 'pushes on both gateways');
  const textsA = pushes(onA).map((m) => m.text);
  const textsB = pushes(onB).map((m) => m.text);
  // The two subscribed a moment apart: line the streams up on B's first push, then compare.
  const from = textsA.indexOf(textsB[0]);
  expect(from).toBeGreaterThanOrEqual(0);
  const common = Math.min(textsA.length - from, textsB.length);
  expect(common).toBeGreaterThanOrEqual(4);
  expect(textsB.slice(0, common)).toEqual(textsA.slice(from, from + common));
  onA.ws.close();
  onB.ws.close();
});

test('a gateway started later serves a subscribe from the bus, with no simulator of its own', async () => {
  const c = gatewayEnv();
  const late = await startChildServer(c);
  extra.push(late);
  const token = await fetchQuoteToken(late.url(''));
  const client = await subscribed(late, token);
  await until(() => pushes(client).length >= 2, 60_000, 'pushes on the late gateway');
  client.ws.close();
});

test('the market-data calls pass through a gateway unchanged (K-line with the quote token header)', async () => {
  const token = await fetchQuoteToken(b.url(''));
  const call = `${QUOTE_PATHS.kline}?inst=600519&market=sh&period=DAY&limit=-5`;
  const viaGateway = await fetch(b.url(call), { headers: { token } });
  const direct = await fetch(market.url(call), { headers: { token } });
  expect(viaGateway.status).toBe(direct.status);
  expect(viaGateway.status).toBe(200);
  const [g, d] = (await Promise.all([viaGateway.json(), direct.json()])) as KlineResponse[];
  expect(g.KlineData.length).toBe(5);
  expect(g.KlineData.slice(0, -1)).toEqual(d.KlineData.slice(0, -1)); // the live last bar may have moved
});

describe('failures', () => {
  let lb: Balancer;
  let alive: number[];
  beforeAll(async () => {
    alive = [a.port, b.port];
    lb = await startBalancer(() => alive);
  });
  afterAll(async () => {
    await lb?.close();
  });

  test('killing a gateway moves its clients to the other through reconnect and replay, each subscription once', async () => {
    const base = `http://127.0.0.1:${lb.port}`;
    const { conn, wire } = liveConnection(`ws://127.0.0.1:${lb.port}${QUOTE_WS_PATH}`, base);
    let killed: ChildServer | null = null;
    // Whatever fails, a retry (and the Redis test) starts with both gateways up and in the balancer.
    try {
      const openBefore = [await socketsOn(a), await socketsOn(b)];
      conn.connect();
      const got: Message<Hq>[] = [];
      conn.subscribe<Hq>(MsgType.IndexSnapshot, SNAPSHOT, (m) => got.push(m));
      await until(() => got.some((m) => m.header.seq === 0), 60_000, 'a push before the kill');
      const socketsBefore = wire.sockets;
      const sentBefore = wire.sent.length;

      // The balancer sent this socket to A or B (the one with a socket more); kill that one.
      const first = (await socketsOn(a)) > openBefore[0] ? a : b;
      expect(await socketsOn(first)).toBe((first === a ? openBefore[0] : openBefore[1]) + 1);
      alive = [first === a ? b.port : a.port];
      killed = first;
      await first.kill();
      const killedAt = got.length;
      await until(() => got.slice(killedAt).some((m) => m.header.seq === 0), 30_000, 'a push after the kill');

      expect(wire.sockets).toBe(socketsBefore + 1);
      const replayed = wire.sent.slice(sentBefore).filter((m) => m.header.type === MsgType.IndexSnapshot);
      expect(replayed).toHaveLength(1);
    } finally {
      conn.close();
      if (killed && killed.pid() === null) await killed.start();
      alive = [a.port, b.port];
    }
  });

  test('Redis away for 10 s: sockets stay open, quotes are marked stale, then resume with no restart', async () => {
    const token = await fetchQuoteToken(b.url(''));
    const client = await subscribed(b, token);
    try {
      await until(() => pushes(client).length >= 1, 60_000, 'a push before Redis stops');

      await redis.stop();
      const feed = (state: string) =>
        client.messages.some((m) => m.msg.header.type === MsgType.Handshake && m.msg.body.feed === state);
      await until(() => feed('stale'), 15_000, 'the stale notice');
      await new Promise((r) => setTimeout(r, 10_000));
      expect(client.closeCode).toBeNull();
      const before = pushes(client).length;

      await redis.start();
      await until(() => feed('live'), 30_000, 'the live notice');
      await until(() => pushes(client).length > before, 30_000, 'pushes again');
    } finally {
      client.ws.close();
      await redis.start();
    }
  });
});
