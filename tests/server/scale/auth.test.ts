/**
 * Issue 33 ("`rediss://` and Redis AUTH work", docs/operations.md "Redis"): a Redis started with
 * `--requirepass`; a market and a gateway given `redis://:password@host:port` carry quote pushes to
 * a client. A password that stops matching under a running gateway: /readyz answers "not ready" at
 * once with the reason (ioredis's WRONGPASS), not only "reconnecting", and ready again when it
 * matches. A wrong password at start: the process exits 1 with WRONGPASS in its log, no hang. TLS:
 * a TLS-only redis-server (a self-signed certificate made now) on `rediss://:password@…`.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MsgType, QUOTE_WS_PATH } from '../../../contract/quote-protocol';
import { startChildServer, type ChildServer } from '../quote/child-server';
import { until } from '../quote/live-client';
import { fetchQuoteToken } from '../quote/token';
import { RawClient } from '../quote/ws-client';
import { startRedis, type TestRedis } from './redis-server';

jest.setTimeout(60_000);

const PASSWORD = 's3cret/with:odd@chars';
const SZ = { market: 0, code: '399001' };

let redis: TestRedis;
const servers: ChildServer[] = [];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-auth-'));

beforeAll(async () => {
  redis = await startRedis({ password: PASSWORD });
});

afterAll(async () => {
  for (const s of servers.reverse()) await s.stop();
  await redis?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

test('a market and a gateway on redis://:password@… carry a quote push to a client', async () => {
  expect(redis.url).toContain(`:${encodeURIComponent(PASSWORD)}@`);
  const market = await startChildServer({ WAP_ROLE: 'market', REDIS_URL: redis.url });
  servers.push(market);
  const gateway = await startChildServer({
    WAP_ROLE: 'gateway',
    REDIS_URL: redis.url,
    MARKET_URL: market.url(''),
    WAP_DATA_DIR: path.join(tmp, 'data'),
  });
  servers.push(gateway);
  const token = await fetchQuoteToken(gateway.url(''));
  const c = await RawClient.open(gateway.wsUrl(QUOTE_WS_PATH));
  await c.request(MsgType.Auth, { token });
  await c.request(MsgType.IndexSnapshot, { key: [SZ], sections: ['dyna'] });
  const pushes = () =>
    c.messages.filter((m) => m.msg.header.seq === 0 && m.msg.header.type === MsgType.IndexSnapshot);
  // Pushes reach a gateway client only through Redis: the market publishes, the gateway subscribes.
  await until(() => pushes().length >= 2, 20_000, 'quote pushes through the password-protected Redis');
  const ready = (await (await fetch(gateway.url('/readyz'))).json()) as { checks: Record<string, string> };
  expect(ready.checks.redis).toBe('ok');
  c.ws.close();
});

test('a password changed under a running gateway: /readyz 503 at once, naming WRONGPASS', async () => {
  const gateway = servers[1];
  // The password is rotated and the connections dropped: every reconnect now fails authentication.
  try {
    redisCli(PASSWORD, 'CONFIG', 'SET', 'requirepass', 'rotated');
    redisCli('rotated', 'CLIENT', 'KILL', 'TYPE', 'normal');
    redisCli('rotated', 'CLIENT', 'KILL', 'TYPE', 'pubsub');
    let body: Readiness = { ready: true, checks: {} };
    const deadline = Date.now() + 10_000;
    while (!/WRONGPASS/.test(body.checks.redis ?? '')) {
      if (Date.now() > deadline) throw new Error(`no WRONGPASS in /readyz: ${JSON.stringify(body)}`);
      const asked = Date.now();
      const res = await fetch(gateway.url('/readyz'), { signal: AbortSignal.timeout(5_000) });
      expect(Date.now() - asked).toBeLessThan(2_000);
      expect(res.status).toBe(503);
      body = (await res.json()) as Readiness;
      if (!/WRONGPASS/.test(body.checks.redis ?? '')) await new Promise((r) => setTimeout(r, 100));
    }
    expect(body.ready).toBe(false);
    expect(body.checks.redis).toMatch(/^redis \w+: WRONGPASS/);
    // The old password back: ready again without a restart.
    redisCli('rotated', 'CONFIG', 'SET', 'requirepass', PASSWORD);
    // (The redis check alone: this gateway has no bundle to serve, so /readyz stays 503 for that.)
    const back = Date.now() + 10_000;
    for (;;) {
      body = (await (await fetch(gateway.url('/readyz'))).json()) as Readiness;
      if (body.checks.redis === 'ok') break;
      if (Date.now() > back) throw new Error(`redis not ok again: ${JSON.stringify(body)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    // Whatever failed, the next test (and a retry) meets Redis with its own password.
    try {
      redisCli('rotated', 'CONFIG', 'SET', 'requirepass', PASSWORD);
    } catch {
      // Already back (or never rotated).
    }
  }
});

test('a wrong password at start: the process exits 1 within 15 s, its log naming WRONGPASS', async () => {
  const wrong = redis.url.replace(encodeURIComponent(PASSWORD), 'wrong');
  expect(wrong).not.toBe(redis.url);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve(__dirname, '../../..'),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      WAP_ROLE: 'gateway',
      REDIS_URL: wrong,
      MARKET_URL: servers[0].url(''),
      WAP_DATA_DIR: path.join(tmp, 'data-wrong'),
      WAP_DIST: path.join(tmp, 'dist'),
      WAP_LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(null);
    }, 15_000);
    child.once('exit', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  expect(code).toBe(1);
  expect(out).toMatch(/WRONGPASS/);
});

test('TLS: a market and a gateway on rediss://:password@… carry a quote push to a client', async () => {
  const tls = await startRedis({ password: PASSWORD, tls: true });
  const own: ChildServer[] = [];
  try {
    expect(tls.url.startsWith('rediss://')).toBe(true);
    // The test certificate is self-signed: the processes trust it as an extra CA, nothing else.
    const env = { REDIS_URL: tls.url, NODE_EXTRA_CA_CERTS: tls.caFile! };
    const market = await startChildServer({ WAP_ROLE: 'market', ...env });
    own.push(market);
    const gateway = await startChildServer({
      WAP_ROLE: 'gateway',
      ...env,
      MARKET_URL: market.url(''),
      WAP_DATA_DIR: path.join(tmp, 'data-tls'),
    });
    own.push(gateway);
    const token = await fetchQuoteToken(gateway.url(''));
    const c = await RawClient.open(gateway.wsUrl(QUOTE_WS_PATH));
    await c.request(MsgType.Auth, { token });
    await c.request(MsgType.IndexSnapshot, { key: [SZ], sections: ['dyna'] });
    await until(
      () => c.messages.some((m) => m.msg.header.seq === 0 && m.msg.header.type === MsgType.IndexSnapshot),
      20_000,
      'a quote push through the TLS Redis',
    );
    c.ws.close();
  } finally {
    for (const s of own.reverse()) await s.stop();
    await tls.stop();
  }
});

interface Readiness {
  ready: boolean;
  checks: Record<string, string>;
}

function redisCli(password: string, ...args: string[]): void {
  execFileSync('redis-cli', ['--no-auth-warning', '-p', String(redis.port), '-a', password, ...args]);
}
