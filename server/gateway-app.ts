/**
 * A gateway (`WAP_ROLE=gateway`, docs/scaling.md): the process that grows with the number of users.
 * It holds the quote sockets, fed from the market bus on Redis, serves the community (whose store
 * every gateway shares) and the bundle, and passes every market-data call to the market process
 * unchanged (signature headers included), so it needs no simulator of its own.
 */
import type { FastifyInstance } from 'fastify';
import replyFrom from '@fastify/reply-from';
import { baseServer } from './base-server';
import { BusGateway, feedStateMessage } from './bus/gateway';
import { connectBus } from './bus/redis';
import type { ServerContext, ServerSettings } from './context';
import { isValidQuoteToken } from './market/token';
import { attachQuoteChannel } from './quote/channel';
import { userPushOf } from './alerts/push';
import { channelTimers } from './quote';
import { registerCommunity } from './routes/community';
import { registerDownloadPage } from './routes/download';
import { registerHealth } from './routes/health';
import { registerBundle } from './static';
import { bundleCheck, busLog, httpCheck, opsOf, redisCheck } from './ops';

export async function buildGateway(settings: ServerSettings): Promise<FastifyInstance> {
  if (!settings.redisUrl) throw new Error('WAP_ROLE=gateway needs REDIS_URL');
  if (!settings.marketUrl) throw new Error('WAP_ROLE=gateway needs MARKET_URL (the market process)');
  const app = await baseServer(settings);
  const closers: (() => void | Promise<void>)[] = [];
  const ctx: Pick<ServerContext, 'settings' | 'onClose'> = { settings, onClose: (fn) => closers.push(fn) };
  app.addHook('onClose', async () => {
    for (const fn of closers.reverse()) await fn();
  });

  const bus = connectBus(settings.redisUrl);
  const gateway = new BusGateway({
    redis: bus.redis,
    subscriber: bus.subscriber,
    prefix: settings.busPrefix,
    log: busLog(app),
    onPushDelay: (ms) => opsOf(app).metrics.pushDelay.observe(ms / 1000),
  });
  await gateway.start();
  const channel = attachQuoteChannel(app.server, {
    feed: gateway,
    validateToken: (token) => isValidQuoteToken(token),
    ...channelTimers(settings),
    log: (msg, detail) => app.log.warn({ detail }, msg),
    // UserAuth (93) binds a socket to its user here; the firings come over the bus (registerCommunity).
    users: userPushOf(app),
  });
  // Sockets stay open while Redis is away; their quotes are marked stale, then live again.
  const stopFeedNotices = gateway.onFeedState((state) =>
    channel.broadcast(feedStateMessage(state, Date.now())),
  );
  let channelClosed: Promise<void> | null = null;
  const closeChannel = () => (channelClosed ??= channel.close());
  app.addHook('preClose', closeChannel);
  closers.push(async () => {
    stopFeedNotices();
    await closeChannel();
    await bus.close();
  });

  const ops = opsOf(app);
  ops.metrics.watchChannel(channel);
  ops.onDrain(() => channel.drain(settings.drainMs, settings.drainGraceMs));
  ops.readiness.add('redis', redisCheck(bus.redis, bus.subscriber));
  // MARKET_URL may list several market processes (failover); the active one announces itself.
  const marketUrls = settings.marketUrl
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  const market = () => gateway.marketUrl() ?? marketUrls[0];
  ops.readiness.add('market', () => httpCheck(new URL('/healthz', market()).href)());
  ops.readiness.add('bundle', bundleCheck(settings.distDir));
  registerHealth(app, ctx);
  await registerCommunity(app, ctx);
  registerDownloadPage(app);
  await registerBundle(app, settings.distDir);
  await passToMarket(app, market);
  return app;
}

/**
 * Every other path goes to the market process as it came: the body unparsed and streamed (a form or
 * JSON body would otherwise be re-encoded, and signed calls are signed over the values as sent).
 */
async function passToMarket(app: FastifyInstance, marketUrl: () => string): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // The body stays the raw request stream, piped through as it arrives.
    scope.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    // No fixed base: the market answering is whichever holds the lease now.
    await scope.register(replyFrom, { undici: { connections: 64, pipelining: 1 } });
    scope.all('/*', (req, reply) => reply.from(new URL(req.url, marketUrl()).href));
  });
}
