/**
 * The community services of §7 (rjhy-circle, rjhy-sms, rjhy-user, rjhy-file) over the community
 * store (SQLite `<dataDir>/community.db`, or PostgreSQL at DATABASE_URL), opened at start (pending
 * migrations applied) and closed with the server.
 */
import type { FastifyInstance } from 'fastify';
import { AlertService } from '../alerts/service';
import { userPushOf } from '../alerts/push';
import {
  busAlertSink,
  followAlertChanges,
  followFired,
  publishFired,
  type AlertSink,
  type FiredPush,
} from '../alerts/bus';
import { connectBus } from '../bus/redis';
import { openCommunity } from '../community';
import { badInput } from '../community/failure';
import { scaledLimits } from '../community/limits';
import type { ServerContext } from '../context';
import type { MarketSimulator } from '../market/api';
import { opsOf } from '../ops';
import { sql } from '../community/sql';
import { PostgresDb } from '../community/postgres-db';
import { validationMessage } from '../validation';
import { registerAlertRoutes } from './alerts';
import { registerCircleRoutes } from './circle';
import { registerFileRoutes } from './file';
import { registerSmsRoutes } from './sms';
import { registerUserRoutes } from './user';
import { registerWatchlistRoutes } from './watchlist';
import { withName } from '../alerts/names';

export async function registerCommunity(
  app: FastifyInstance,
  ctx: Pick<ServerContext, 'settings' | 'onClose'> & { market?: MarketSimulator },
): Promise<void> {
  const community = await openCommunity({
    dataDir: ctx.settings.dataDir,
    databaseUrl: ctx.settings.databaseUrl,
    autoApproveSeconds: ctx.settings.autoApproveSeconds,
    limits: scaledLimits(ctx.settings.rateLimitFactor ?? 1),
    readCounts: ctx.settings.readCounts,
  });
  ctx.onClose(() => community.close());
  community.reads.start();
  // A draining process writes its pending read counts before it goes (and again on close).
  opsOf(app).onDrain(() => community.reads.flush().catch(() => undefined));
  // Alerts are evaluated where the trades are made: not on a gateway (docs/watchlist-and-alerts.md).
  const push = userPushOf(app);
  push.resolveWith(async (token) => (await community.accounts.authenticate(token))?.id ?? null);
  let publishToGateways: ((fired: readonly FiredPush[]) => void) | undefined;
  const alertService = ctx.market
    ? new AlertService(
        community.alerts,
        ctx.market,
        (msg, err) => app.log.error({ err }, msg),
        (stored) => {
          const named = stored.map(({ userId, entry }) => ({ userId, entry: withName(entry) }));
          for (const { userId, entry } of named) push.registry.push(userId, entry);
          // Distributed mode: the gateways hold the users' sockets.
          publishToGateways?.(named);
        },
      )
    : undefined;
  if (alertService) {
    await alertService.start();
    // Registered after the store's close, so it runs first (closers run in reverse).
    ctx.onClose(() => alertService.close());
  }
  // Distributed mode: a gateway publishes its alert changes; the market process follows them.
  let sink: AlertSink | undefined = alertService;
  if (ctx.settings.redisUrl && (ctx.settings.role === 'gateway' || ctx.settings.role === 'market')) {
    const bus = connectBus(ctx.settings.redisUrl);
    ctx.onClose(() => bus.close());
    const log = (msg: string, err: unknown) => app.log.error({ err }, msg);
    if (alertService) {
      await followAlertChanges(bus.subscriber, ctx.settings.busPrefix, alertService);
      publishToGateways = publishFired(bus.redis, ctx.settings.busPrefix, log);
    } else {
      sink = busAlertSink(bus.redis, ctx.settings.busPrefix, log);
      // Each firing the market process publishes goes to this gateway's sockets of its user.
      await followFired(bus.subscriber, ctx.settings.busPrefix, ({ userId, entry }) =>
        push.registry.push(userId, entry),
      );
    }
  }
  const { db } = community;
  if (db instanceof PostgresDb) {
    opsOf(app).metrics.watchPool(db.pool);
    // Answers within the pool's own bounds; the readiness bound cuts a frozen server shorter.
    opsOf(app).readiness.add('postgres', async () => void (await db.get(sql`SELECT 1`)));
  }
  await app.register(async (scope) => {
    // The app's forum code reads failures from the community envelope (§8 (the error catalogue): HTTP 200, code ≠ 1), so
    // a bad parameter answers code 2 and the message here instead of a 400.
    scope.setSchemaErrorFormatter((errors, dataVar) => badInput(validationMessage(errors, dataVar)));
    registerCircleRoutes(scope, community);
    registerSmsRoutes(scope, community, () => ctx.settings.allowedOrigins ?? []);
    registerUserRoutes(scope, community);
    registerWatchlistRoutes(scope, community);
    registerAlertRoutes(scope, community, sink);
    await registerFileRoutes(scope, community);
  });
}
