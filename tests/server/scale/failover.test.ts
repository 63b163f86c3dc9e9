/**
 * Issue 33 item 2 (docs/operations.md "Market failover"): two market processes on one Redis, one
 * active by lease. SIGKILL of the active one: the standby publishes within 5 s; every client of the
 * gateway gets no push twice and none out of order (pushes carry the market time, strictly rising
 * per client), and the prices continue the same day (the standby runs the same seeded paths on the
 * same market clock). Market-data calls through the gateway go to the new active market.
 * Short form in `npm test` (20 clients); WAP_SCALE_FULL=1 runs 200.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QUOTE_PATHS } from '../../../contract/quote';
import { MsgType, QUOTE_WS_PATH } from '../../../contract/quote-protocol';
import { startChildServer, type ChildServer } from '../quote/child-server';
import { testNow } from '../harness';
import { until } from '../quote/live-client';
import { fetchQuoteToken } from '../quote/token';
import { RawClient } from '../quote/ws-client';
import { startRedis, type TestRedis } from './redis-server';

jest.setTimeout(240_000);

const CLIENTS = process.env.WAP_SCALE_FULL === '1' ? 200 : 20;
const SZ = { market: 0, code: '399001' };
const SNAPSHOT = { key: [SZ], sections: ['dyna'], timestamp: true };

let redis: TestRedis;
let first: ChildServer;
let second: ChildServer;
let gateway: ChildServer;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-failover-'));

beforeAll(async () => {
  redis = await startRedis();
  // One market clock for both processes, whenever each starts.
  const clock = { WAP_NOW: testNow(), WAP_NOW_ANCHOR: String(Date.now()) };
  first = await startChildServer({ WAP_ROLE: 'market', REDIS_URL: redis.url, ...clock });
  await until(() => /market lease won/.test(first.stdout()), 30_000, 'the first market to take the lease');
  second = await startChildServer({
    WAP_ROLE: 'market',
    REDIS_URL: redis.url,
    WAP_LOG_LEVEL: 'info',
    ...clock,
  });
  gateway = await startChildServer({
    WAP_ROLE: 'gateway',
    REDIS_URL: redis.url,
    MARKET_URL: `${first.url('')},${second.url('')}`,
    WAP_DATA_DIR: path.join(tmp, 'data'),
  });
});

afterAll(async () => {
  for (const s of [gateway, second, first]) await s?.stop();
  await redis?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Which market holds the lease now; a retry of the test swaps them (the killed one restarted). */
let active: () => ChildServer = () => first;
let standby: () => ChildServer = () => second;
const leasesWon = (s: ChildServer) => (s.stdout().match(/market lease won/g) ?? []).length;

interface Push {
  time: number;
  price: number;
  text: string;
}

test(`active market SIGKILLed: standby publishing within 5 s; ${CLIENTS} clients: no duplicate, in order, prices continue`, async () => {
  const token = await fetchQuoteToken(gateway.url(''));
  const clients: RawClient[] = [];
  const killed = active();
  try {
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        const c = await RawClient.open(gateway.wsUrl(QUOTE_WS_PATH));
        clients.push(c);
        await c.request(MsgType.Auth, { token });
        await c.request(MsgType.IndexSnapshot, SNAPSHOT);
      }),
    );
    const pushesOf = (c: RawClient): Push[] =>
      c.messages
        .filter((m) => m.msg.header.seq === 0 && m.msg.header.type === MsgType.IndexSnapshot)
        .map((m) => {
          const body = m.msg.body as { time: number; hq: { dyna: { LastPrice: number } }[] };
          return { time: body.time, price: body.hq[0].dyna.LastPrice, text: m.text };
        });
    await until(() => clients.every((c) => pushesOf(c).length >= 3), 60_000, 'pushes before the kill');
    const standbyWonBefore = leasesWon(standby());

    const killedAt = Date.now();
    await killed.kill();
    const counts = clients.map((c) => pushesOf(c).length);
    await until(
      () => clients.some((c, i) => pushesOf(c).length > counts[i]),
      30_000,
      'a push from the standby',
    );
    const failoverMs = Date.now() - killedAt;
    expect(leasesWon(standby())).toBe(standbyWonBefore + 1);
    await until(
      () => clients.every((c, i) => pushesOf(c).length >= counts[i] + 3),
      60_000,
      'three pushes per client after the takeover',
    );

    for (const [i, c] of clients.entries()) {
      const got = pushesOf(c);
      // No push twice and none out of order: the market time strictly rises, the bytes never repeat.
      for (let k = 1; k < got.length; k++) expect(got[k].time).toBeGreaterThan(got[k - 1].time);
      expect(new Set(got.map((p) => p.text)).size).toBe(got.length);
      // The same day's path: the standby's first price is where the active one left off (±0.5 %).
      const before = got[counts[i] - 1].price;
      const after = got[counts[i]].price;
      expect(Math.abs(after - before) / before).toBeLessThan(0.005);
    }
    console.info(`market failover: first push from the standby ${failoverMs} ms after the SIGKILL`);
    expect(failoverMs).toBeLessThanOrEqual(5_000);

    // The market-data calls follow the active market.
    const call = `${QUOTE_PATHS.kline}?inst=600519&market=sh&period=DAY&limit=-5`;
    const res = await fetch(gateway.url(call), { headers: { token } });
    expect(res.status).toBe(200);
  } finally {
    // Whatever failed, a retry starts with two markets: the killed one back as the standby.
    for (const c of clients) c.ws.close();
    if (killed.pid() === null) {
      await killed.start();
      const survivor = killed === first ? second : first;
      active = () => survivor;
      standby = () => killed;
    }
  }
});
