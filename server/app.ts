/** Builds the reference server: bundle, API prefixes of §7, quote channel. */
import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import type { ServerContext, ServerSettings } from './context';
import { serverClock } from './clock';
import { installErrorHandler } from './errors';
import { createMarket } from './market';
import { routeModules } from './routes';
import { registerBundle } from './static';

export async function buildServer(settings: ServerSettings): Promise<FastifyInstance> {
  fs.mkdirSync(settings.dataDir, { recursive: true });
  const app = Fastify({
    logger: { level: process.env.WAP_LOG_LEVEL ?? (settings.env === 'test' ? 'warn' : 'info') },
    bodyLimit: 1024 * 1024,
    trustProxy: false,
  });
  installErrorHandler(app);
  await app.register(formbody);

  const closers: (() => void | Promise<void>)[] = [];
  const { now } = serverClock(settings.startAt);
  const market = createMarket(settings, { now });
  const ctx: ServerContext = { settings, now, market, onClose: (fn) => closers.push(fn) };
  // Tests run with stepMs 0 and call market.step() themselves.
  if (settings.stepMs > 0) market.start(settings.stepMs);
  closers.push(() => market.stop());
  app.addHook('onClose', async () => {
    for (const fn of closers.reverse()) await fn();
  });

  for (const register of routeModules) await register(app, ctx);
  await registerBundle(app, settings.distDir);
  return app;
}
