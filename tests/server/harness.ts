/**
 * Builds the real server on a free port for a test file and tears it down.
 * Usage: const srv = useTestServer(); ... await fetch(srv.url('/health'))
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../server/app';
import { serverClock } from '../../server/clock';
import { DEFAULT_TRADES_PER_MINUTE } from '../../server/market/day';
import type { ServerSettings } from '../../server/context';
import { settingsFromEnv } from '../../server/settings';

/** The market instant test servers start at: WAP_NOW when set, else a fixed Tuesday 10:00 Beijing. */
export const DEFAULT_TEST_NOW = '2026-11-24T02:00:00Z';
export function testNow(): string {
  return process.env.WAP_NOW || DEFAULT_TEST_NOW;
}

export interface TestServer {
  app: FastifyInstance;
  /** The server's market clock (unix ms): it started at settings.startAt and runs on in real time. */
  now(): number;
  port: number;
  settings: ServerSettings;
  url(p: string): string;
  wsUrl(p: string): string;
}

export async function startTestServer(overrides: Partial<ServerSettings> = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-test-'));
  const settings: ServerSettings = {
    // A fixed market instant, never the hour the tests happen to run; CI runs the server suite at
    // other chosen instants through WAP_NOW (.ci/run).
    ...settingsFromEnv({ WAP_NOW: testNow() }),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    env: 'test',
    stepMs: 0,
    // Fewer trades than the live cadence: the first read catches up on the session quickly (the
    // cadence itself is tested on the simulator, server/market/cadence.test.ts, and in e2e).
    tradesPerMinute: DEFAULT_TRADES_PER_MINUTE,
    // Forum tests write many posts in one mocked minute; the limits themselves are tested with
    // factor 1 (tests/server/community/limits.test.ts).
    rateLimitFactor: 1000,
    ...overrides,
  };
  const app = await buildServer(settings);
  const clock = serverClock(settings.startAt);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    port,
    settings,
    now: clock.now,
    url: (p) => `http://127.0.0.1:${port}${p}`,
    wsUrl: (p) => `ws://127.0.0.1:${port}${p}`,
  };
}

export async function stopTestServer(srv: TestServer | undefined): Promise<void> {
  if (!srv) return;
  await srv.app.close();
  fs.rmSync(srv.settings.dataDir, { recursive: true, force: true });
}

/** Generous: building the simulator's history is CPU work, and CI machines are shared. */
export const SERVER_START_TIMEOUT_MS = 120_000;

/** Registers beforeAll/afterAll for a test file and returns a handle filled in before the tests run. */
export function useTestServer(overrides: Partial<ServerSettings> = {}): TestServer {
  const handle = {} as TestServer;
  beforeAll(async () => {
    Object.assign(handle, await startTestServer(overrides));
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await stopTestServer(handle.app ? handle : undefined);
  }, 30_000);
  return handle;
}
