/**
 * Issue 33 item 5 (docs/operations.md "Timeouts"): PostgreSQL frozen (every process of the cluster
 * SIGSTOPped, as a hung host or a stalled disk looks) for 15 s. The community routes on the real
 * server's base (error handler, envelope) answer within their bound with the envelope §8 (the error catalogue) reads and a
 * clear message, /readyz says not ready within its own bound, and once PostgreSQL runs again the same
 * calls succeed without a restart. Needs PostgreSQL's programs (`npm test` installs them as root).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CommunityPaths } from '../../../contract/community';
import { baseServer } from '../../../server/base-server';
import { settingsFromEnv } from '../../../server/settings';
import { registerCommunity } from '../../../server/routes/community';
import { startPgCluster, type PgCluster } from '../pg-cluster';

jest.setTimeout(180_000);

const FORUM = `${CommunityPaths.stockBarList}?market=sh&symbol=600519`;

let pgc: PgCluster | undefined;
let app: FastifyInstance | undefined;
const closers: (() => void | Promise<void>)[] = [];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-pgfrozen-'));

afterAll(async () => {
  for (const fn of closers.reverse()) await fn();
  await app?.close();
  await pgc?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** The cluster's postmaster and every backend: what SIGSTOP must reach to freeze the database. */
function clusterPids(socketDir: string): number[] {
  const pidFile = path.join(socketDir, 'data', 'postmaster.pid');
  const main = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(main)], { encoding: 'utf8' })
    .split('\n')
    .map((l) => Number(l.trim()))
    .filter((n) => n > 0);
  return [main, ...children];
}

test('PostgreSQL frozen 15 s: community calls fail within their bound with the envelope, then work again', async () => {
  pgc = await startPgCluster();
  const databaseUrl = await pgc.newDatabase();
  const settings = {
    ...settingsFromEnv({ WAP_DATA_DIR: path.join(tmp, 'data'), WAP_DIST: path.join(tmp, 'dist') }),
    env: 'test' as const,
    databaseUrl,
  };
  app = await baseServer(settings);
  await registerCommunity(app, { settings, onClose: (fn) => closers.push(fn) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const get = async (url: string) => {
    const res = await fetch(`http://127.0.0.1:${port}${url}`);
    return {
      statusCode: res.status,
      body: (await res.json()) as { code?: number; msg?: string; checks?: Record<string, string> },
    };
  };

  const before = await get(FORUM);
  expect(before.body).toMatchObject({ code: 1 });

  const pids = clusterPids(pgc.socketDir);
  for (const pid of pids) process.kill(pid, 'SIGSTOP');
  const frozenAt = Date.now();
  try {
    const timings: number[] = [];
    // Calls keep coming while it is frozen; each must end within the bound, none may hang.
    while (Date.now() - frozenAt < 15_000) {
      const started = Date.now();
      const { body } = await get(FORUM);
      timings.push(Date.now() - started);
      expect(body.code).not.toBe(1);
      expect(body.msg).toBe('服务暂时不可用，请稍后再试');
    }
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.body.checks?.postgres).not.toBe('ok');
    console.info(`PostgreSQL frozen: ${timings.length} calls failed in ${timings.join(', ')} ms`);
    // Connect 3 s or query 6 s (server/community/postgres-db.ts), with room for a loaded machine.
    expect(Math.max(...timings)).toBeLessThanOrEqual(9_000);
  } finally {
    for (const pid of pids) process.kill(pid, 'SIGCONT');
  }
  const thawedAt = Date.now();
  let after = await get(FORUM);
  while (after.body.code !== 1 && Date.now() - thawedAt < 30_000) {
    await new Promise((r) => setTimeout(r, 200));
    after = await get(FORUM);
  }
  expect(after.body).toMatchObject({ code: 1 });
  console.info(`PostgreSQL thawed: community calls answer again after ${Date.now() - thawedAt} ms`);
});
