/**
 * e2e global setup: make sure the bundle is built and fresh, then start one real server on a
 * free port for all e2e files (its URL goes to the workers through an environment variable).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../../server/app';
import { settingsFromEnv, ROOT } from '../../server/settings';
import { bundleIsStale } from '../../scripts/bundle-state';
import { setSmsSink, smsLogLine } from '../../server/community/sms-sink';

/** The e2e server's market instant: WAP_NOW when set, else a fixed Tuesday 10:00 Beijing. */
export const DEFAULT_E2E_NOW = '2026-11-24T02:00:00Z';
export function e2eNow(): string {
  return process.env.WAP_NOW || DEFAULT_E2E_NOW;
}

/** The e2e server's SMS log (the lines it would print), read by the login steps. */
export const SMS_LOG_FILE = 'sms.log';

export default async function globalSetup(): Promise<void> {
  if (bundleIsStale()) {
    execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], {
      stdio: 'inherit',
      cwd: ROOT,
    });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-e2e-'));
  const settings = {
    // The market starts at a fixed instant (WAP_NOW overrides it), never the hour the run starts.
    ...settingsFromEnv({ WAP_NOW: e2eNow() }),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    env: 'test' as const,
    stepMs: 250,
    // Every e2e file shares this server and one IP address: the abuse limits stay on, raised.
    rateLimitFactor: 100,
  };
  // The server prints SMS codes to its log; here the same lines go to a file the tests read.
  setSmsSink((phone, code) =>
    fs.appendFileSync(path.join(dataDir, SMS_LOG_FILE), `${smsLogLine(phone, code)}\n`),
  );
  const app = await buildServer(settings);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  process.env.E2E_DATA_DIR = dataDir;
  (globalThis as Record<string, unknown>).__E2E_APP__ = app;
}
