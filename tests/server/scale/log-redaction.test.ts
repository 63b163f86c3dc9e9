/**
 * Issue 32 row 6: 30-day login tokens reached the log. A gateway logs every call it passes to the
 * market process with its whole URL (@fastify/reply-from's "fetching from remote server", at info),
 * and any URL, header set or error message in a log line could carry a token or a signature. Here
 * a gateway and its market process log at trace, the most they ever write, while calls carry
 * secrets in every place a client puts them; no secret may appear in either process's output.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CommunityPaths } from '../../../contract/community';
import { startChildServer, type ChildServer } from '../quote/child-server';
import { startRedis, type TestRedis } from './redis-server';

jest.setTimeout(240_000);

let redis: TestRedis;
let market: ChildServer;
let gateway: ChildServer;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-logs-'));

beforeAll(async () => {
  redis = await startRedis();
  const loud = { WAP_LOG_LEVEL: 'trace', REDIS_URL: redis.url };
  market = await startChildServer({ ...loud, WAP_ROLE: 'market' });
  gateway = await startChildServer({
    ...loud,
    WAP_ROLE: 'gateway',
    MARKET_URL: market.url(''),
    WAP_DATA_DIR: path.join(tmp, 'data'),
  });
});

afterAll(async () => {
  for (const s of [gateway, market]) await s?.stop();
  await redis?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

test('no token, signature or credential header reaches either log', async () => {
  const secret = (n: number) => `S3cretT0ken${n}x${process.pid}`;
  const calls: [string, RequestInit?][] = [
    // The spec's GET calls with the login token as a parameter (§7: stockBar list, detail, review list).
    [`${CommunityPaths.postDetail}?token=${secret(1)}&serverId=1&newsId=1`],
    [`${CommunityPaths.reviewList}?newsId=1&token=${secret(2)}&pageNo=1`],
    // A call the gateway passes to the market process, with a token and a signature in its query.
    [`/rjhy-news/api/anything?smsToken=${secret(3)}&sign=${secret(4)}&x=1`],
    [`/no-such-path?access_token=${secret(5)}`],
    ['/health', { headers: { authorization: `Bearer ${secret(6)}`, token: secret(7) } }],
    [
      `${CommunityPaths.publish}?token=${secret(8)}`,
      { method: 'POST', body: '{bad', headers: { 'content-type': 'application/json' } },
    ],
  ];
  for (const [p, init] of calls) await fetch(gateway.url(p), init);
  // Lines are written asynchronously: wait until the passed call's line is in.
  const deadline = Date.now() + 10_000;
  while (!gateway.stdout().includes('fetching from remote server') && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
  }
  const out = gateway.stdout() + market.stdout();
  // The calls were logged (the test reads real lines), with the secrets' names and no values.
  expect(gateway.stdout()).toContain('fetching from remote server');
  expect(out).toContain('/rjhy-news/api/anything?smsToken=[redacted]&sign=[redacted]&x=1');
  for (let n = 1; n <= 8; n++) expect(out).not.toContain(secret(n));
});
