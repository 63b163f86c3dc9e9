import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { ServerContext } from '../context';
import { replies } from '../../contract/envelope.schema';

const startedAt = Date.now();

/** The server's own liveness answer (not a §7 (the calls it makes) call): status, uptime and the market clock mode. */
const HealthReply = Type.Object({
  status: Type.Literal('ok'),
  uptimeSeconds: Type.Integer(),
  clock: Type.Union([Type.Literal('demo'), Type.Literal('real')]),
});

export function registerHealth(app: FastifyInstance, ctx: Pick<ServerContext, 'settings'>): void {
  app.get('/health', { schema: { response: replies(HealthReply) } }, async () => ({
    status: 'ok' as const,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    clock: ctx.settings.clock,
  }));
}
