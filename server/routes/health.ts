import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

const startedAt = Date.now();

export function registerHealth(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/health', async () => ({
    status: 'ok',
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    clock: ctx.settings.clock,
  }));
}
