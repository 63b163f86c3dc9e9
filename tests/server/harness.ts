/**
 * Builds the real server on a free port for a test file and tears it down.
 * Usage: const srv = useTestServer(); ... await fetch(srv.url('/health'))
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../server/app';
import type { ServerSettings } from '../../server/context';
import { settingsFromEnv } from '../../server/settings';

export interface TestServer {
  app: FastifyInstance;
  port: number;
  settings: ServerSettings;
  url(p: string): string;
  wsUrl(p: string): string;
}

export async function startTestServer(overrides: Partial<ServerSettings> = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-test-'));
  const settings: ServerSettings = {
    // WAP_NOW from the environment: CI runs the server suite at chosen instants (.ci/run).
    ...settingsFromEnv({ WAP_NOW: process.env.WAP_NOW }),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    env: 'test',
    stepMs: 0,
    ...overrides,
  };
  const app = await buildServer(settings);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    port,
    settings,
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
