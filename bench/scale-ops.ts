/**
 * Issue 33's operating rows of `npm run bench -- scale` (docs/operations.md "Benchmark"), measured
 * on real processes with the test harness's pieces (tests/server/scale/): a Redis, two market
 * processes (active + standby), two gateways, raw WebSocket clients in this process.
 *
 * - failover: SIGKILL of the active market → the first push from the standby seen by a client;
 * - drain: SIGTERM of a gateway → its exit (0 expected), and → every one of its clients reconnected
 *   to the other gateway and subscribed again (the first push there after the resubscription).
 *
 * SCALE_OPS_CLIENTS (default 20) clients per gateway. One run each; not a test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MsgType, QUOTE_WS_PATH } from '../contract/quote-protocol';
import { testNow } from '../tests/server/harness';
import { startChildServer, type ChildServer } from '../tests/server/quote/child-server';
import { until } from '../tests/server/quote/live-client';
import { fetchQuoteToken } from '../tests/server/quote/token';
import { RawClient } from '../tests/server/quote/ws-client';
import { startRedis } from '../tests/server/scale/redis-server';
import type { BenchRow } from './types';

const CLIENTS = Number(process.env.SCALE_OPS_CLIENTS ?? 20);
const DRAIN_MS = 3_000;
const SNAPSHOT = { key: [{ market: 0, code: '399001' }], sections: ['dyna'] };
const GROUP = 'Operations (issue 33): failover and drain, real processes';

const pushes = (c: RawClient) =>
  c.messages.filter((m) => m.msg.header.seq === 0 && m.msg.header.type === MsgType.IndexSnapshot).length;

async function subscribed(url: string, token: string): Promise<RawClient> {
  const c = await RawClient.open(url);
  await c.request(MsgType.Auth, { token });
  await c.request(MsgType.IndexSnapshot, SNAPSHOT);
  return c;
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

export async function runOpsBench(log: (line: string) => void = console.log): Promise<BenchRow[]> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-bench-ops-'));
  const redis = await startRedis();
  const servers: ChildServer[] = [];
  try {
    const clock = { WAP_NOW: testNow(), WAP_NOW_ANCHOR: String(Date.now()) };
    const first = await startChildServer({ WAP_ROLE: 'market', REDIS_URL: redis.url, ...clock });
    servers.push(first);
    await until(() => /market lease won/.test(first.stdout()), 30_000, 'the first market to lead');
    const second = await startChildServer({
      WAP_ROLE: 'market',
      REDIS_URL: redis.url,
      WAP_LOG_LEVEL: 'info',
      ...clock,
    });
    servers.push(second);
    const env = {
      WAP_ROLE: 'gateway',
      REDIS_URL: redis.url,
      MARKET_URL: `${first.url('')},${second.url('')}`,
      WAP_DATA_DIR: path.join(tmp, 'data'),
      WAP_DRAIN_MS: String(DRAIN_MS),
    };
    const [a, b] = await Promise.all([startChildServer(env), startChildServer(env)]);
    servers.push(a, b);
    const token = await fetchQuoteToken(a.url(''));
    const onA = await Promise.all(
      Array.from({ length: CLIENTS }, () => subscribed(a.wsUrl(QUOTE_WS_PATH), token)),
    );
    await until(() => onA.every((c) => pushes(c) >= 3), 60_000, 'pushes before the kill');

    // Failover.
    const killedAt = Date.now();
    await first.kill();
    const counts = onA.map(pushes);
    await until(() => onA.some((c, i) => pushes(c) > counts[i]), 30_000, 'a push from the standby');
    const failoverMs = Date.now() - killedAt;
    const failoverLoad = load();
    log(`scale ops: failover ${failoverMs} ms (load average ${failoverLoad})`);
    await until(() => onA.every((c, i) => pushes(c) >= counts[i] + 2), 30_000, 'pushes after the takeover');

    // Drain: each client closed with 1012 reconnects to the other gateway and subscribes again.
    const moved: RawClient[] = [];
    const reconnects = onA.map(async (c) => {
      await c.closed();
      const n = await subscribed(b.wsUrl(QUOTE_WS_PATH), token);
      moved.push(n);
      const before = pushes(n);
      await until(() => pushes(n) > before, 30_000, 'a push after the move');
    });
    const termAt = Date.now();
    const exit = a.terminate().then((code) => ({ code, ms: Date.now() - termAt }));
    await Promise.all(reconnects);
    const movedMs = Date.now() - termAt;
    const exited = await exit;
    const drainLoad = load();
    log(
      `scale ops: drain exit ${exited.code} after ${exited.ms} ms, ${CLIENTS} clients moved in ${movedMs} ms ` +
        `(WAP_DRAIN_MS=${DRAIN_MS}, load average ${drainLoad})`,
    );
    if (exited.code !== 0) throw new Error(`the drained gateway exited ${exited.code}`);
    for (const c of moved) c.close();
    return [
      {
        group: GROUP,
        name: 'market failover: SIGKILL → first push from the standby',
        value: failoverMs,
        unit: 'ms',
        goal: '≤ 5000',
        note: `${CLIENTS} clients; load average ${failoverLoad}`,
      },
      {
        group: GROUP,
        name: 'gateway drain: SIGTERM → exit 0',
        value: exited.ms,
        unit: 'ms',
        note: `WAP_DRAIN_MS=${DRAIN_MS}; load average ${drainLoad}`,
      },
      {
        group: GROUP,
        name: `gateway drain: SIGTERM → all ${CLIENTS} clients subscribed elsewhere`,
        value: movedMs,
        unit: 'ms',
        note: `first push on the other gateway after each resubscription; load average ${drainLoad}`,
      },
    ];
  } finally {
    for (const s of servers.reverse()) await s.stop();
    await redis.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
