/**
 * Route module of the live quote channel: attaches the websocket server to Fastify's HTTP server
 * at /ws/quote, authenticating with tokens issued by the quote-token HTTP call.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { isValidQuoteToken } from '../market/token';
import { attachQuoteChannel } from './channel';

export { attachQuoteChannel, CLOSE_SERVICE_RESTART, QUOTE_TIMERS } from './channel';
export { QUOTE_LIMITS, QUOTE_PATH } from './wire';

export function registerQuoteChannel(app: FastifyInstance, ctx: ServerContext): void {
  const channel = attachQuoteChannel(app.server, {
    market: ctx.market,
    validateToken: (token) => isValidQuoteToken(token),
    idleTimeoutMs: ctx.settings.quote?.idleTimeoutMs,
    sweepMs: ctx.settings.quote?.sweepMs,
    limits:
      ctx.settings.quote?.maxBufferedBytes !== undefined
        ? { maxBufferedBytes: ctx.settings.quote.maxBufferedBytes }
        : undefined,
    log: (msg, detail) => app.log.warn({ detail }, msg),
  });
  let closed: Promise<void> | null = null;
  const close = () => (closed ??= channel.close());
  // preClose: open websockets would otherwise keep the HTTP server from closing.
  app.addHook('preClose', close);
  ctx.onClose(close);
}
