/**
 * The reference server for the page benchmarks: built in this process on a free port with the
 * simulator stepping, as the e2e setup runs it, serving `distDir`; stopped and its data removed after.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../server/app';
import { settingsFromEnv } from '../server/settings';

export async function withServer<T>(fn: (baseUrl: string) => Promise<T>, distDir: string): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-bench-'));
  const app = await buildServer({
    ...settingsFromEnv({}),
    port: 0,
    host: '127.0.0.1',
    env: 'test',
    stepMs: 250,
    dataDir,
    distDir,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    return await fn(`http://127.0.0.1:${port}`);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
