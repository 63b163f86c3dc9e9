/**
 * Server at rest (issue 38 item 4): the CPU the whole server spends per simulator step with no
 * client connected, read from process.cpuUsage over SERVER_REST_SECONDS (default 30) after a 25 s (SERVER_REST_WARMUP)
 * warm-up, at the production step (500 ms); then the same with 1,000 idle clients (authenticated,
 * watching nothing) and with 1,000 clients × 20 instruments each (100 A-shares), the clients in
 * their own process (bench/fanout-client.ts) so only the server's CPU is counted. Profile with
 * `node --cpu-prof --import tsx bench/server-rest.ts`. Not a test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildServer } from '../server/app';
import { settingsFromEnv } from '../server/settings';
import { DEFAULT_SECRETS } from '../server/secrets';
import { UNIVERSE } from '../server/data/universe';
import { QUOTE_PATHS } from '../contract/quote';
import { QUOTE_WS_PATH } from '../contract/quote-protocol';
import { ClientProcess } from './fanout';
import type { BenchRow } from './types';

const SECONDS = Number(process.env.SERVER_REST_SECONDS ?? 30);
const STEP_MS = 500;
/** server/warm.ts builds the margin and dragon-tiger content after listen (about 4 s of CPU here): the window starts after it. */
const WARMUP_S = Number(process.env.SERVER_REST_WARMUP ?? 25);

const CLIENTS = Number(process.env.SERVER_REST_CLIENTS ?? 1000);
const PER_CLIENT = 20;

/**
 * The server's CPU per step over the next SECONDS, in 5 s slices: warm.ts may still be building
 * (it yields to requests and runs slowly on a loaded machine), so the slices show when the server
 * came to rest; the figure is the last slice's.
 */
async function cpuPerStep(): Promise<number[]> {
  const slices: number[] = [];
  for (let i = 0; i < Math.max(1, Math.round(SECONDS / 5)); i++) {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, 5_000));
    const cpu = process.cpuUsage(cpu0);
    slices.push((cpu.user + cpu.system) / 1000 / ((performance.now() - t0) / STEP_MS));
  }
  return slices;
}

function restRow(label: string, slices: number[]): BenchRow {
  const last = slices[slices.length - 1];
  return {
    group: 'server at rest',
    name: `CPU per simulator step, ${label} (${STEP_MS} ms step, ${SECONDS} s)`,
    value: Math.round(last * 10) / 10,
    unit: 'ms',
    note: `${((last / STEP_MS) * 100).toFixed(1)} % of a core; 5 s slices ${slices.map((v) => v.toFixed(1)).join('/')} ms per step; load ${os.loadavg()[0].toFixed(1)}`,
  };
}

/** A quote token from the server's own token call, as the app asks for one. */
async function quoteToken(base: string): Promise<string> {
  const res = await fetch(base + QUOTE_PATHS.token, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      AppKey: 'wapquote-h5',
      AppSecret: DEFAULT_SECRETS.WAP_APP_SECRET,
      Name: 'wap-quote',
      Version: '1.0.0',
      Type: 'h5',
    }),
  });
  const token = ((await res.json()) as { Data?: { Token?: string } }).Data?.Token;
  if (!token) throw new Error(`no quote token (HTTP ${res.status})`);
  return token;
}

export async function runServerRestBench(): Promise<BenchRow[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-rest-'));
  const app = await buildServer({
    ...settingsFromEnv({}),
    port: 0,
    host: '127.0.0.1',
    env: 'test',
    stepMs: STEP_MS,
    dataDir,
    distDir: dataDir,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    await new Promise((r) => setTimeout(r, WARMUP_S * 1000));
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const rows = [restRow('no client', await cpuPerStep())];
    const proc = new ClientProcess();
    try {
      const token = await quoteToken(base);
      const codes = UNIVERSE.filter((u) => u.kind === 'stock' && u.market === 'sh')
        .slice(0, 100)
        .map((u) => u.code);
      for (const [label, perClient] of [
        [`${CLIENTS} idle clients`, 0],
        [`${CLIENTS} clients × ${PER_CLIENT} instruments`, PER_CLIENT],
      ] as const) {
        const connected = await proc.ask<{ ready?: number; error?: string }>({
          cmd: 'connect',
          url: base.replace('http', 'ws') + QUOTE_WS_PATH,
          mode: 'channel',
          clients: CLIENTS,
          perClient,
          codes,
          token,
          ...(perClient === 0 ? { keys: [] } : {}),
        });
        if (connected.ready !== CLIENTS)
          throw new Error(`clients did not connect: ${JSON.stringify(connected)}`);
        rows.push(restRow(label, await cpuPerStep()));
        await proc.ask({ cmd: 'close' });
      }
    } finally {
      proc.kill();
    }
    return rows;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module)
  runServerRestBench().then(
    (rows) => console.log(rows),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
