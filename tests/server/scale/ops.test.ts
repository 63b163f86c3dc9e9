/**
 * Issue 33 (docs/operations.md): the probes, the metrics and the drain of a gateway, with a real
 * Redis, a market process and two gateways as child processes. Redis stopped: /readyz false within
 * 2 s, clients told stale, live again soon after Redis is back. A gateway SIGTERMed: not ready at
 * once, its clients closed with 1012 over the drain window, each reconnects (the app's own
 * connection code) to the other gateway with its subscription replayed once, and it exits 0.
 * Short form in `npm test`; WAP_SCALE_FULL=1 runs 200 clients instead of 20.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MsgType, QUOTE_WS_PATH, type Message } from '../../../contract/quote-protocol';
import type { QuoteConnection } from '../../../src/quote/connection';
import { startChildServer, type ChildServer } from '../quote/child-server';
import { liveConnection, until } from '../quote/live-client';
import { fetchQuoteToken } from '../quote/token';
import { RawClient } from '../quote/ws-client';
import { startBalancer, type Balancer } from './balancer';
import { startRedis, type TestRedis } from './redis-server';

jest.setTimeout(240_000);

const FULL = process.env.WAP_SCALE_FULL === '1';
const CLIENTS = FULL ? 200 : 20;
const SZ = { market: 0, code: '399001' };
const SNAPSHOT = { key: [SZ], sections: ['dyna', 'tick'] };

let redis: TestRedis;
let market: ChildServer;
let a: ChildServer;
let b: ChildServer;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-ops-'));
const dist = path.join(tmp, 'dist');

beforeAll(async () => {
  // /readyz wants a bundle to serve; the probes read only its index.html.
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>wap-quote</title>');
  redis = await startRedis();
  market = await startChildServer({ WAP_ROLE: 'market', REDIS_URL: redis.url, WAP_DIST: dist });
  const env = {
    WAP_ROLE: 'gateway',
    REDIS_URL: redis.url,
    MARKET_URL: market.url(''),
    WAP_DATA_DIR: path.join(tmp, 'data'),
    WAP_DIST: dist,
    WAP_DRAIN_MS: '3000',
  };
  [a, b] = await Promise.all([startChildServer(env), startChildServer(env)]);
});

afterAll(async () => {
  for (const s of [a, b, market]) await s?.stop();
  await redis?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

interface Readiness {
  ready: boolean;
  draining: boolean;
  checks: Record<string, string>;
}

async function readyz(s: ChildServer): Promise<{ status: number; body: Readiness }> {
  const res = await fetch(s.url('/readyz'));
  return { status: res.status, body: (await res.json()) as Readiness };
}

/** A metric's value from the Prometheus text (the first series of that name). */
function metric(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(name) && /[ {]/.test(l[name.length]));
  if (!line) throw new Error(`no ${name} in /metrics`);
  return Number(line.slice(line.lastIndexOf(' ') + 1));
}

const pushes = (c: RawClient) =>
  c.messages.filter((m) => m.msg.header.seq === 0 && m.msg.header.type === 202);

test('healthz, readyz with every check, and the metrics of a gateway with a client', async () => {
  expect((await fetch(a.url('/healthz'))).status).toBe(200);
  const r = await readyz(a);
  expect(r.status).toBe(200);
  expect(r.body).toEqual({
    ready: true,
    draining: false,
    checks: { redis: 'ok', market: 'ok', bundle: 'ok' },
  });
  // A market serves the gateways' calls, not pages: no bundle check; it is ready once warm.
  let m = await readyz(market);
  for (let i = 0; i < 300 && m.body.checks.warm !== 'ok'; i++) {
    await new Promise((r) => setTimeout(r, 200));
    m = await readyz(market);
  }
  expect(m.body.checks).toEqual({ redis: 'ok', warm: 'ok' });

  const token = await fetchQuoteToken(a.url(''));
  const c = await RawClient.open(a.wsUrl(QUOTE_WS_PATH));
  try {
    await c.request(MsgType.Auth, { token });
    await c.request(MsgType.IndexSnapshot, SNAPSHOT);
    await until(() => pushes(c).length >= 3, 60_000, 'pushes');
    const text = await (await fetch(a.url('/metrics'))).text();
    expect(metric(text, 'wapq_quote_sockets')).toBe(1);
    expect(metric(text, 'wapq_quote_subscriptions')).toBe(1);
    expect(metric(text, 'wapq_quote_pushes_sent_total')).toBeGreaterThanOrEqual(3);
    expect(metric(text, 'wapq_quote_push_delay_seconds_count')).toBeGreaterThanOrEqual(3);
    expect(metric(text, 'wapq_bus_errors_total')).toBe(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds\{role="gateway"\} /m);
    expect(text).toMatch(/^wapq_http_request_duration_seconds_count\{.*route="\/readyz".*\} \d+/m);
  } finally {
    c.ws.close();
  }
});

test('Redis stopped 15 s: readyz false within 2 s, clients told stale, live again within 2 s of Redis', async () => {
  const token = await fetchQuoteToken(b.url(''));
  const c = await RawClient.open(b.wsUrl(QUOTE_WS_PATH));
  const feed = (state: string) =>
    c.messages.some((m) => m.msg.header.type === MsgType.Handshake && m.msg.body.feed === state);
  // Redis and the client are put back whatever fails, so a retry (and the drain test) starts from
  // a running Redis and a gateway B with no client of this test.
  try {
    await c.request(MsgType.Auth, { token });
    await c.request(MsgType.IndexSnapshot, SNAPSHOT);
    await until(() => pushes(c).length >= 1, 60_000, 'a push before Redis stops');
    await redis.stop();
    const stoppedAt = Date.now();
    let notReadyMs = -1;
    while (Date.now() - stoppedAt < 10_000) {
      if ((await readyz(b)).status === 503) {
        notReadyMs = Date.now() - stoppedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(notReadyMs).toBeGreaterThanOrEqual(0);
    expect(notReadyMs).toBeLessThanOrEqual(2_000);
    expect((await readyz(b)).body.checks.redis).toMatch(/^redis /);
    await until(() => feed('stale'), 5_000, 'the stale notice');
    await new Promise((r) => setTimeout(r, Math.max(0, 15_000 - (Date.now() - stoppedAt))));
    expect(c.closeCode).toBeNull();

    const before = pushes(c).length;
    await redis.start();
    const backAt = Date.now();
    // ioredis retries at most every 2 s; generous bounds here, the figure goes to the log.
    await until(() => feed('live'), 30_000, 'the live notice');
    const liveMs = Date.now() - backAt;
    await until(() => pushes(c).length > before, 30_000, 'pushes again');
    const readyAgain = Date.now();
    while ((await readyz(b)).status !== 200 && Date.now() - readyAgain < 30_000)
      await new Promise((r) => setTimeout(r, 100));
    console.info(`Redis stop: readyz false after ${notReadyMs} ms; Redis back: live after ${liveMs} ms`);
    expect(liveMs).toBeLessThanOrEqual(FULL ? 2_500 : 10_000);
  } finally {
    c.ws.close();
    await redis.start();
    // The drain test comes next (and jest runs retries after it): both gateways ready again first.
    for (const g of [a, b]) {
      for (let i = 0; i < 300 && (await readyz(g).catch(() => null))?.status !== 200; i++)
        await new Promise((r) => setTimeout(r, 100));
    }
  }
});

describe('drain', () => {
  let lb: Balancer;
  let alive: number[];
  beforeAll(async () => {
    alive = [a.port, b.port];
    lb = await startBalancer(() => alive);
  });
  afterAll(async () => {
    await lb?.close();
  });

  test(`SIGTERM to a gateway with ${CLIENTS} clients: exit 0, each client reconnects once, no subscription lost`, async () => {
    const base = `http://127.0.0.1:${lb.port}`;
    const clients: {
      conn: QuoteConnection;
      wire: ReturnType<typeof liveConnection>['wire'];
      got: Message[];
    }[] = [];
    try {
      for (let i = 0; i < CLIENTS; i++) {
        // The app's own connection: on 1012 it reconnects after a jitter of at most 1 s, no delay. The
        // drain's grace (WAP_DRAIN_GRACE_MS, 1 s) closes nobody until the balancer below has seen
        // /readyz turn 503; without it a client closed early in a loaded run went back to A, was
        // refused and reconnected twice (CI, stop 47).
        const { conn, wire } = liveConnection(`ws://127.0.0.1:${lb.port}${QUOTE_WS_PATH}`, base);
        const got: Message[] = [];
        conn.connect();
        conn.subscribe(MsgType.IndexSnapshot, SNAPSHOT, (m) => got.push(m));
        clients.push({ conn, wire, got });
      }
      await until(
        () => clients.every((c) => c.got.some((m) => m.header.seq === 0)),
        120_000,
        'a push for every client',
      );
      const socketsBefore = clients.map((c) => c.wire.sockets);
      const sentBefore = clients.map((c) => c.wire.sent.length);

      // As a load balancer does: stop sending new connections to A once its /readyz says no.
      const started = Date.now();
      const exit = a.terminate();
      for (;;) {
        const r = await fetch(a.url('/readyz')).catch(() => null);
        if (!r || r.status === 503) break;
        await new Promise((res) => setTimeout(res, 50));
      }
      alive = [b.port];
      const outMs = Date.now() - started;
      const code = await exit;
      const drainMs = Date.now() - started;
      expect(code).toBe(0);

      const gotAt = clients.map((c) => c.got.length);
      await until(
        () => clients.every((c, i) => c.got.slice(gotAt[i]).some((m) => m.header.seq === 0)),
        60_000,
        'a push for every client after the drain',
      );
      const moved = clients.filter((c, i) => c.wire.sockets > socketsBefore[i]);
      // The balancer gave A about half the clients; each of those reconnected once, to B.
      expect(moved.length).toBeGreaterThan(0);
      for (const c of moved) {
        const i = clients.indexOf(c);
        expect(c.wire.sockets).toBe(socketsBefore[i] + 1);
        const replayed = c.wire.sent
          .slice(sentBefore[i])
          .filter((m) => m.header.type === MsgType.IndexSnapshot);
        expect(replayed).toHaveLength(1);
      }
      const metrics = await (await fetch(b.url('/metrics'))).text();
      expect(metric(metrics, 'wapq_quote_subscriptions')).toBe(CLIENTS);
      console.info(
        `drain: ${moved.length} of ${CLIENTS} clients moved; out of the balancer after ${outMs} ms; SIGTERM to exit ${drainMs} ms`,
      );
    } finally {
      // Leave A running and both in the balancer whatever failed: a retry of this test (or the next
      // test) starts from the same two gateways.
      for (const c of clients) c.conn.close();
      if (a.pid() === null) await a.start();
      alive = [a.port, b.port];
    }
  });
});
