/**
 * The live quote channel (§7 (the calls it makes)): a `ws` server without its own port, attached to the HTTP server's
 * upgrade event at QUOTE_PATH, fed by the simulator's per-step updates.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { MarketSimulator } from '../market/api';
import { FanoutHub, type HubStats, type QuoteHub } from './hub';
import { QuoteSession, type TokenValidator, type UserPush } from './session';
import { localSource, type QuoteSource } from './source';
import { QUOTE_LIMITS, QUOTE_PATH, type QuoteLimits } from './wire';
import { QuoteLedger, type SocketAccount } from './ledger';
import { originAllowed } from '../origin';
import { drainSockets } from './drain';

/** Where a channel's data comes from when it is not the in-process simulator: the bus (server/bus). */
export interface QuoteFeed {
  source: QuoteSource;
  hub: QuoteHub;
  /** A message for each new socket before anything else (a gateway whose market feed is stale says so). */
  greeting?(): string | null;
  close(): Promise<void>;
}

export interface QuoteChannelOptions {
  /** The in-process market (`WAP_ROLE=all`), or `feed` on a gateway. */
  market?: MarketSimulator;
  feed?: QuoteFeed;
  validateToken: TokenValidator;
  limits?: Partial<QuoteLimits>;
  /** Page origins besides the server's own that may open a socket (server/origin.ts). */
  allowedOrigins?: readonly string[];
  /**
   * Clients silent for longer than this are dropped and their subscriptions freed (the app sends a
   * heartbeat every 30 s). 75 s: two missed heartbeats and a margin; with the sweep a half-open
   * client is freed within 80 s of its last message (docs/reliability.md).
   */
  idleTimeoutMs?: number;
  /** How often silent and slow clients are looked for. */
  sweepMs?: number;
  /** Each step's fan-out time, from the simulator's update to the last socket (ms; a metric). */
  onPushDelay?: (ms: number) => void;
  /** Monotonic milliseconds (tests inject a fake). */
  now?: () => number;
  /** Login tokens to users, and the sockets by user, for the push of fired alerts. */
  users?: UserPush;
  log?: (msg: string, detail?: unknown) => void;
}

/** Defaults of the channel's timers (docs/reliability.md); WAP_QUOTE_IDLE_MS etc. override them. */
export const QUOTE_TIMERS = { idleTimeoutMs: 75_000, sweepMs: 5_000 } as const;

/** Close code sent to every client on a graceful stop: "service restart", reconnect (RFC 6455 registry). */
export const CLOSE_SERVICE_RESTART = 1012;
/** Close code for a socket that did not authenticate within authDeadlineMs: policy violation. */
export const CLOSE_POLICY = 1008;

export interface QuoteChannel {
  clientCount(): number;
  /** Refusals since start by the bound that refused (server/quote/ledger.ts). */
  refusals(): Record<string, number>;
  /** Sends one message to every connected client (a gateway's feed-state notice). */
  broadcast(message: string): void;
  /** Subscriptions held in the hub by connected clients. */
  stats(): HubStats;
  /** Refuses new sockets (503) and closes the open ones over the window (server/quote/drain.ts). */
  drain(windowMs: number, graceMs: number): Promise<void>;
  close(): Promise<void>;
}

export function attachQuoteChannel(server: Server, opts: QuoteChannelOptions): QuoteChannel {
  const limits = { ...QUOTE_LIMITS, ...opts.limits };
  const log = opts.log ?? ((msg: string, detail?: unknown) => console.warn(msg, detail ?? ''));
  const { source, hub, stopFeed } = feedOf(opts, log);
  const sessions = new Map<WebSocket, QuoteSession>();
  const now = opts.now ?? (() => performance.now());
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxPayloadBytes,
    perMessageDeflate: false,
  });

  let draining = false;
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node leaves an upgrading socket without an 'error' listener: a client that resets the
    // connection while it is refused (ECONNRESET) raised an unhandled 'error' and took the whole
    // process down (issue 32, attack 1's 19,800 refused sockets closing at once).
    socket.on('error', () => socket.destroy());
    const pathname = (req.url ?? '').split('?')[0];
    if (draining && pathname === QUOTE_PATH) {
      // A draining process takes no new sockets: the client retries and lands on another process.
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    if (pathname !== QUOTE_PATH) {
      // Another upgrade handler may own this path; if none does, refuse instead of hanging.
      if (server.listenerCount('upgrade') === 1) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      }
      return;
    }
    if (!originAllowed(req.headers.origin, req.headers.host, opts.allowedOrigins ?? [])) {
      log('quote socket refused', { reason: 'origin', origin: req.headers.origin });
      ledger.refused('origin');
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const ip = req.socket.remoteAddress ?? '';
    const refusal = ledger.admit(ip);
    if (refusal) {
      log('quote socket refused', { ip, reason: refusal.reason });
      ledger.refused(`sockets ${refusal.reason}`);
      socket.end(
        `HTTP/1.1 ${refusal.status}\r\nConnection: close\r\nRetry-After: 5\r\nContent-Length: 0\r\n\r\n`,
      );
      return;
    }
    // Counted from here: a socket mid-upgrade holds a file descriptor too.
    const account = ledger.open(ip);
    socket.once('close', () => account.close());
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req, account));
  };
  const ledger = new QuoteLedger(limits, now);
  server.on('upgrade', onUpgrade);

  wss.on('connection', (ws: WebSocket, _req: IncomingMessage, account: SocketAccount) => {
    const session = new QuoteSession(
      ws,
      { source, hub, validateToken: opts.validateToken, limits, log, now, users: opts.users },
      account,
    );
    sessions.set(ws, session);
    const greeting = opts.feed?.greeting?.();
    if (greeting) session.send(greeting);
    ws.on('message', (data, isBinary) => session.handle(data, isBinary));
    // An oversized frame makes ws emit an error and close with 1009; only this client is affected.
    ws.on('error', (err) => {
      log('quote client error', err.message);
      ws.terminate();
    });
    ws.on('close', () => {
      session.dispose();
      sessions.delete(ws);
    });
  });

  const idleTimeoutMs = opts.idleTimeoutMs ?? QUOTE_TIMERS.idleTimeoutMs;
  const sweepMs = opts.sweepMs ?? QUOTE_TIMERS.sweepMs;
  // Finds clients whose link died without a close (half-open: no heartbeat arrives) and clients
  // that stopped reading (their unsent data passed the bound while no push came to check it).
  // The sweep also enforces the auth deadline, so it runs at least every second when that is short.
  const sweep = setInterval(
    () => {
      const cutoff = now() - idleTimeoutMs;
      const authCutoff = now() - limits.authDeadlineMs;
      for (const [ws, s] of sessions) {
        if (!s.isAuthed && s.openedAt < authCutoff) {
          log('quote client closed: not authenticated in time', { authDeadlineMs: limits.authDeadlineMs });
          ledger.refused('auth deadline');
          ws.close(CLOSE_POLICY, 'authentication timeout');
          // A client that ignores the close frame is cut at the next sweep.
          setTimeout(() => ws.terminate(), 1000).unref();
        } else if (s.lastSeen < cutoff) {
          log('quote client dropped: silent past the idle time-out', { idleTimeoutMs });
          ws.terminate();
        } else if (s.bufferedAmount > limits.maxBufferedBytes) {
          log('quote client dropped: send buffer over limit', { buffered: s.bufferedAmount });
          ws.terminate();
        }
      }
    },
    Math.min(sweepMs, Math.max(100, limits.authDeadlineMs / 2)),
  );
  sweep.unref();

  return {
    clientCount: () => sessions.size,
    broadcast: (message) => {
      for (const session of sessions.values()) session.send(message);
    },
    stats: () => hub.stats(),
    refusals: () => ledger.refusals(),
    drain: async (windowMs, graceMs) => {
      draining = true;
      await drainSockets([...sessions.keys()], windowMs, graceMs, CLOSE_SERVICE_RESTART);
    },
    close: async () => {
      clearInterval(sweep);
      await stopFeed();
      server.off('upgrade', onUpgrade);
      // 1012 "service restart": the client reconnects (its normal path after any close it did not ask for).
      for (const ws of sessions.keys()) ws.close(CLOSE_SERVICE_RESTART, 'service restart');
      // Clients answer the close frame within a round trip; cut whoever has not after a second.
      const deadline = now() + 1000;
      while (sessions.size > 0 && now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      for (const ws of sessions.keys()) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

function feedOf(
  opts: QuoteChannelOptions,
  log: (msg: string, detail?: unknown) => void,
): { source: QuoteSource; hub: QuoteHub; stopFeed: () => Promise<void> } {
  if (opts.feed) return { source: opts.feed.source, hub: opts.feed.hub, stopFeed: () => opts.feed!.close() };
  const market = opts.market;
  if (!market) throw new Error('attachQuoteChannel needs a market or a feed');
  const hub = new FanoutHub(market, (err, pair) => log(`quote push failed for ${pair}`, err), {
    onPublished: opts.onPushDelay,
  });
  const stop = market.onUpdate((update) => hub.publish(update));
  return {
    source: localSource(market),
    hub,
    stopFeed: async () => {
      stop();
      hub.stop();
    },
  };
}
