/**
 * The OpenAPI document as committed in docs/openapi.json: built from a server with the routes'
 * schemas (no listening socket, no simulator timer), so the script and its up-to-date test agree.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from './app';
import { ROOT, settingsFromEnv } from './settings';

export const OPENAPI_FILE = path.join(ROOT, 'docs', 'openapi.json');

export async function openApiText(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-openapi-'));
  const app = await buildServer({ ...settingsFromEnv({}), dataDir, env: 'test', stepMs: 0 });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
