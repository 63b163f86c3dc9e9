import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';

export default async function globalTeardown(): Promise<void> {
  const app = (globalThis as Record<string, unknown>).__E2E_APP__ as FastifyInstance | undefined;
  if (app) await app.close();
  if (process.env.E2E_DATA_DIR) fs.rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
