/**
 * Server at rest (issue 38 item 4): the CPU the whole server spends per simulator step with no
 * client connected, read from process.cpuUsage over SERVER_REST_SECONDS (default 30) after a 25 s (SERVER_REST_WARMUP)
 * warm-up, at the production step (500 ms). The rows with 1,000 idle clients and 1,000 × 20
 * instruments are not built yet. Profile where it goes with
 * `node --cpu-prof --import tsx bench/server-rest.ts`. Not a test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../server/app';
import { settingsFromEnv } from '../server/settings';
import type { BenchRow } from './types';

const SECONDS = Number(process.env.SERVER_REST_SECONDS ?? 30);
const STEP_MS = 500;
/** server/warm.ts builds the margin and dragon-tiger content after listen (about 4 s of CPU here): the window starts after it. */
const WARMUP_S = Number(process.env.SERVER_REST_WARMUP ?? 25);

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
    // 5 s slices: warm.ts may still be building (it yields to requests and runs slowly on a loaded
    // machine), so the slices show when the server came to rest; the row is the last slice's.
    const slices: number[] = [];
    for (let i = 0; i < Math.max(1, Math.round(SECONDS / 5)); i++) {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      await new Promise((r) => setTimeout(r, 5_000));
      const cpu = process.cpuUsage(cpu0);
      slices.push((cpu.user + cpu.system) / 1000 / ((performance.now() - t0) / STEP_MS));
    }
    const last = slices[slices.length - 1];
    return [
      {
        group: 'server at rest',
        name: `CPU per simulator step, no client (${STEP_MS} ms step, ${SECONDS} s)`,
        value: Math.round(last * 10) / 10,
        unit: 'ms',
        note: `${((last / STEP_MS) * 100).toFixed(1)} % of a core; 5 s slices ${slices.map((v) => v.toFixed(1)).join('/')} ms per step; load ${os.loadavg()[0].toFixed(1)}`,
      },
    ];
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
