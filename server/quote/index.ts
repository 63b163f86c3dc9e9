/**
 * Route module of the live quote channel: attaches the websocket server to Fastify's HTTP server
 * at /ws/quote, authenticating with tokens issued by the quote-token HTTP call.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext, ServerSettings } from '../context';
import { isValidQuoteToken } from '../market/token';
import { opsOf } from '../ops';
import { attachQuoteChannel, type QuoteChannelOptions } from './channel';
import { userPushOf } from '../alerts/push';

export { attachQuoteChannel, CLOSE_SERVICE_RESTART, QUOTE_TIMERS } from './channel';
export { QUOTE_LIMITS, QUOTE_PATH } from './wire';

export function registerQuoteChannel(app: FastifyInstance, ctx: ServerContext): void {
  const channel = attachQuoteChannel(app.server, {
    market: ctx.market,
    validateToken: (token) => isValidQuoteToken(token),
    ...channelTimers(ctx.settings),
    log: (msg, detail) => app.log.warn({ detail }, msg),
    onPushDelay: (ms) => opsOf(app).metrics.pushDelay.observe(ms / 1000),
    users: userPushOf(app),
  });
  opsOf(app).metrics.watchChannel(channel);
  opsOf(app).onDrain(() => channel.drain(ctx.settings.drainMs, ctx.settings.drainGraceMs));
  let closed: Promise<void> | null = null;
  const close = () => (closed ??= channel.close());
  // preClose: open websockets would otherwise keep the HTTP server from closing.
  app.addHook('preClose', close);
  ctx.onClose(close);
}

/** The channel's timers and bounds from the settings (WAP_QUOTE_*), for every role that serves sockets. */
export function channelTimers(
  settings: Pick<ServerSettings, 'quote' | 'allowedOrigins'>,
): Pick<QuoteChannelOptions, 'idleTimeoutMs' | 'sweepMs' | 'limits' | 'allowedOrigins'> {
  const { idleTimeoutMs, sweepMs, ...bounds } = settings.quote ?? {};
  // Only the bounds that are set: an undefined would override the default in the channel's spread.
  const limits = Object.fromEntries(Object.entries(bounds).filter(([, v]) => v !== undefined));
  return {
    idleTimeoutMs,
    sweepMs,
    limits: Object.keys(limits).length > 0 ? limits : undefined,
    allowedOrigins: settings.allowedOrigins,
  };
}
