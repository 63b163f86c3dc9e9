/**
 * The reference server for the page benchmarks: built in this process on a free port with the
 * simulator stepping, as the e2e setup runs it, serving `distDir`; stopped and its data removed after.
 * The benches start once it is ready (`/readyz`), as a balancer sends users only to a ready server:
 * its warm-up builds the heavy first answers (the dragon-tiger year board, the margin book) in the
 * first quiet second, holding the event loop for seconds, and a bench that began before that had
 * whichever page turn it landed on slowed by it (the stock home's price read 1,206 and 695 ms in
 * two turns of one run, its floor 214–456 ms).
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
    await untilReady(`http://127.0.0.1:${port}`);
    return await fn(`http://127.0.0.1:${port}`);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Waits for the server's readiness (its warm-up done); a server not ready in 3 minutes fails the bench. */
async function untilReady(base: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const res = await fetch(`${base}/readyz`).catch(() => null);
    if (res?.ok) return;
    if (Date.now() > deadline)
      throw new Error(`the bench server was not ready within 3 minutes (${res?.status})`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
