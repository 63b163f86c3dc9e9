/** Builds the reference server: bundle, API prefixes of §7 (the calls it makes), quote channel. */
import type { FastifyInstance } from 'fastify';
import { baseServer } from './base-server';
import type { ServerContext, ServerSettings } from './context';
import { serverClock } from './clock';
import { buildGateway } from './gateway-app';
import { createMarket } from './market';
import { MarketPublisher } from './bus/publisher';
import { connectBus } from './bus/redis';
import crypto from 'node:crypto';
import os from 'node:os';
import { busNames } from './bus/channels';
import { MarketLease } from './bus/lease';
import { stateLogger, type Logger } from './ops/logging';
import { routeModules } from './routes';
import { registerBundle } from './static';
import { bundleCheck, busLog, opsOf, redisCheck } from './ops';
import { warmAfterListen } from './warm';

export async function buildServer(settings: ServerSettings): Promise<FastifyInstance> {
  if (settings.role === 'gateway') return buildGateway(settings);
  const app = await baseServer(settings);
  const closers: (() => void | Promise<void>)[] = [];
  const { now } = serverClock(settings.startAt, Date.now, settings.startAnchor);
  const market = createMarket(settings, { now });
  const ctx: ServerContext = { settings, now, market, onClose: (fn) => closers.push(fn) };
  // Tests run with stepMs 0 and call market.step() themselves.
  if (settings.stepMs > 0) market.start(settings.stepMs);
  closers.push(() => market.stop());
  if (settings.role === 'market') await publishToBus(app, ctx, closers);
  app.addHook('onClose', async () => {
    for (const fn of closers.reverse()) await fn();
  });

  // Before the routes: its request hook (a heavy warm step waits for a quiet spell) covers them all.
  warmAfterListen(app, ctx, (fn) => closers.push(fn));
  for (const register of routeModules) await register(app, ctx);
  // A market process serves the gateways' calls, not pages: its readiness does not wait for a bundle.
  if (settings.role !== 'market') opsOf(app).readiness.add('bundle', bundleCheck(settings.distDir));
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
  // Several market processes may run; the lease decides which one publishes (server/bus/lease.ts).
  const holder = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  const names = busNames(ctx.settings.busPrefix);
  const log = stateLogger(app.log as Logger);
  let publisher: MarketPublisher | null = null;
  const lease = new MarketLease(bus.redis, names, holder, (e) => {
    log.info({ epoch: e.epoch }, e.state === 'won' ? 'market lease won' : 'market lease lost');
    if (e.state === 'won') void publisher?.announce().catch(() => undefined);
  });
  publisher = new MarketPublisher({
    market: ctx.market,
    redis: bus.redis,
    subscriber: bus.subscriber,
    prefix: ctx.settings.busPrefix,
    now: ctx.now,
    log: busLog(app),
    lease,
    url: advertisedUrl(ctx.settings),
  });
  await publisher.start();
  // Once the server is built: building blocks the event loop for seconds, longer than the lease.
  app.addHook('onReady', () => lease.start());
  opsOf(app).readiness.add('redis', redisCheck(bus.redis, bus.subscriber));
  closers.push(async () => {
    await lease.stop();
    await publisher.close();
    await bus.close();
  });
}

/** Where gateways reach this market's HTTP API (MARKET_ADVERTISE_URL, else its own host and port). */
function advertisedUrl(settings: ServerSettings): string {
  if (settings.advertiseUrl) return settings.advertiseUrl;
  const host = settings.host === '0.0.0.0' || settings.host === '::' ? '127.0.0.1' : settings.host;
  return `http://${host}:${settings.port}`;
}
