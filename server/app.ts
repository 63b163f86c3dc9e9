/** Builds the reference server: bundle, API prefixes of §7, quote channel. */
import type { FastifyInstance } from 'fastify';
import { baseServer } from './base-server';
import type { ServerContext, ServerSettings } from './context';
import { serverClock } from './clock';
import { buildGateway } from './gateway-app';
import { createMarket } from './market';
import { MarketPublisher } from './bus/publisher';
import { connectBus } from './bus/redis';
import { routeModules } from './routes';
import { registerBundle } from './static';
import { bundleCheck, busLog, opsOf, redisCheck } from './ops';

export async function buildServer(settings: ServerSettings): Promise<FastifyInstance> {
  if (settings.role === 'gateway') return buildGateway(settings);
  const app = await baseServer(settings);
  const closers: (() => void | Promise<void>)[] = [];
  const { now } = serverClock(settings.startAt);
  const market = createMarket(settings, { now });
  const ctx: ServerContext = { settings, now, market, onClose: (fn) => closers.push(fn) };
  // Tests run with stepMs 0 and call market.step() themselves.
  if (settings.stepMs > 0) market.start(settings.stepMs);
  closers.push(() => market.stop());
  if (settings.role === 'market') await publishToBus(app, ctx, closers);
  app.addHook('onClose', async () => {
    for (const fn of closers.reverse()) await fn();
  });

  for (const register of routeModules) await register(app, ctx);
  opsOf(app).readiness.add('bundle', bundleCheck(settings.distDir));
  await registerBundle(app, settings.distDir);
  return app;
}

/** The market process also publishes every pair some gateway wants (docs/scaling.md). */
async function publishToBus(
  app: FastifyInstance,
  ctx: ServerContext,
  closers: (() => void | Promise<void>)[],
): Promise<void> {
  if (!ctx.settings.redisUrl) throw new Error('WAP_ROLE=market needs REDIS_URL');
  const bus = connectBus(ctx.settings.redisUrl);
  const publisher = new MarketPublisher({
    market: ctx.market,
    redis: bus.redis,
    subscriber: bus.subscriber,
    prefix: ctx.settings.busPrefix,
    now: ctx.now,
    log: busLog(app),
  });
  await publisher.start();
  opsOf(app).readiness.add('redis', redisCheck(bus.redis, bus.subscriber));
  closers.push(async () => {
    await publisher.close();
    await bus.close();
  });
}
