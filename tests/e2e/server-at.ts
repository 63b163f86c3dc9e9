/**
 * A server of its own for an e2e test that needs the market at a chosen instant (the shared one of
 * global setup runs at WAP_NOW): built in this process on a free port, in a throw-away data folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../server/app';
import { settingsFromEnv } from '../../server/settings';

export interface InstantServer {
  app: FastifyInstance;
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

export async function serverAt(instant: string, tag: string): Promise<InstantServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `wapq-e2e-${tag}-`));
  const app = await buildServer({
    ...settingsFromEnv({ WAP_NOW: instant }),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    env: 'test',
    stepMs: 250,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    stop: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
