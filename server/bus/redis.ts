/** Redis connections of the bus: one for commands and publishing, one in subscriber mode. */
import { Redis } from 'ioredis';

export interface BusConnections {
  redis: Redis;
  subscriber: Redis;
  close(): Promise<void>;
}

/** Bounds on Redis: opening a connection, and one command's answer. */
export const REDIS_CONNECT_TIMEOUT_MS = 2_000;
export const REDIS_COMMAND_TIMEOUT_MS = 2_000;

/** How long a process's start keeps trying a first Redis command that timed out before it exits. */
export const REDIS_START_RETRY_MS = 60_000;

/**
 * Runs a start-time Redis command (a subscribe, the first publish) again every 500 ms while it times
 * out, for at most `forMs`. A command times out when the event loop was blocked past its bound even
 * though Redis answered: a market process builds its simulator for seconds on a loaded machine, and
 * its first subscribe then "timed out" and the process exited (a fault test's start, stop 44). Any
 * other failure (a wrong password, Redis refusing the connection) still fails the start at once, for
 * the operator to see and the supervisor to restart (docs/operations.md).
 */
export async function retryAtStart<T>(command: () => Promise<T>, forMs = REDIS_START_RETRY_MS): Promise<T> {
  const until = Date.now() + forMs;
  for (;;) {
    try {
      return await command();
    } catch (e) {
      if (!/timed out/i.test((e as Error).message) || Date.now() >= until) throw e;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/** `redis://[:password@]host:port[/db]` or `rediss://…` (TLS); ioredis reads both from the URL. */
/** Per connection, the last error since it was last ready (a wrong password, a refused connect). */
const lastErrors = new WeakMap<object, string>();

/** Why a connection is not ready, as ioredis last said it (e.g. `WRONGPASS …`), if it said so. */
export function redisError(conn: object): string | undefined {
  return lastErrors.get(conn);
}

export function connectBus(url: string): BusConnections {
  const options = {
    // Reconnect for ever, at most 1 s apart: a Redis restart must not need a gateway restart, and
    // quotes are live again within about a second of Redis (issue 33 asks for 2 s).
    retryStrategy: (times: number) => Math.min(200 * times, 1_000),
    // Commands issued while Redis is away fail instead of queueing for ever; callers retry on 'ready'.
    maxRetriesPerRequest: 1,
    // One step publishes hundreds of pushes: send them in one write.
    enableAutoPipelining: true,
    // A Redis that accepts the TCP connection but never answers (frozen, a half-open link) must fail
    // a command within a bound, not hold the caller for ever (docs/operations.md "Timeouts").
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  };
  const redis = new Redis(url, options);
  const subscriber = new Redis(url, options);
  // Errors surface as 'close'/'reconnecting'; without a listener ioredis would print each one. The
  // last one is kept for /readyz: "reconnecting" alone does not tell a wrong password from a down Redis.
  for (const conn of [redis, subscriber]) {
    conn.on('error', (err: Error) => lastErrors.set(conn, err.message));
    conn.on('ready', () => lastErrors.delete(conn));
  }
  return {
    redis,
    subscriber,
    close: async () => {
      redis.disconnect();
      subscriber.disconnect();
    },
  };
}
