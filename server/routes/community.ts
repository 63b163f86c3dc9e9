/**
 * The community services of §7 (rjhy-circle, rjhy-sms, rjhy-user, rjhy-file) over one SQLite store,
 * opened at start (`<dataDir>/community.db`) and closed with the server.
 */
import type { FastifyInstance } from 'fastify';
import { openCommunity } from '../community';
import type { ServerContext } from '../context';
import { registerCircleRoutes } from './circle';
import { registerFileRoutes } from './file';
import { registerSmsRoutes } from './sms';
import { registerUserRoutes } from './user';

export async function registerCommunity(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const community = openCommunity({
    dataDir: ctx.settings.dataDir,
    autoApproveSeconds: ctx.settings.autoApproveSeconds,
  });
  ctx.onClose(() => community.close());
  registerCircleRoutes(app, community);
  registerSmsRoutes(app, community);
  registerUserRoutes(app, community);
  await registerFileRoutes(app, community);
}
