/**
 * The attacker's probe of issue #20 item 7: one logged-in user publishes posts as fast as the
 * server answers, for PROBE_SECONDS (default 40), against a real server with the default limits
 * (WAP_RATE_LIMIT_FACTOR applies). Prints accepted / refused counts.
 *
 *   npx tsx scripts/probe-forum-flood.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../server/app';
import { setSmsSink } from '../server/community/sms-sink';
import { settingsFromEnv } from '../server/settings';
import { CommunityPaths } from '../contract/community';

async function main(): Promise<void> {
  const seconds = Number(process.env.PROBE_SECONDS ?? 40);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-probe-'));
  const codes = new Map<string, string>();
  setSmsSink((phone, code) => codes.set(phone, code));
  const app = await buildServer({
    ...settingsFromEnv(),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    env: 'test',
    stepMs: 0,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const post = async (p: string, body: unknown) =>
    (await (
      await fetch(base + p, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as { code: number; token?: string; msg?: string };
  const phone = '13800000000';
  const sent = await post(CommunityPaths.smsSend, { phone });
  const login = await post(CommunityPaths.smsLogin, {
    phone,
    captcha: codes.get(phone),
    smsToken: sent.token,
  });
  const counts = new Map<string, number>();
  const end = Date.now() + seconds * 1000;
  let n = 0;
  while (Date.now() < end) {
    const res = await post(CommunityPaths.publish, {
      token: login.token,
      market: 'sh',
      symbol: '600000',
      content: `刷屏 ${n++}`,
    });
    const key = `code ${res.code}${res.code === 1 ? '' : ` ${res.msg}`}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  console.log(`one user, ${seconds} s, ${n} publish calls, factor ${settingsFromEnv().rateLimitFactor}:`);
  for (const [k, v] of counts) console.log(`  ${k}: ${v}`);
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

void main();
