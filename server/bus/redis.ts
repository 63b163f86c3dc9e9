/** Redis connections of the bus: one for commands and publishing, one in subscriber mode. */
import { Redis } from 'ioredis';

export interface BusConnections {
  redis: Redis;
  subscriber: Redis;
  close(): Promise<void>;
}

export function connectBus(url: string): BusConnections {
  const options = {
    // Reconnect for ever, at most every 2 s: a Redis restart must not need a gateway restart.
    retryStrategy: (times: number) => Math.min(200 * times, 2_000),
    // Commands issued while Redis is away fail instead of queueing for ever; callers retry on 'ready'.
    maxRetriesPerRequest: 1,
    // One step publishes hundreds of pushes: send them in one write.
    enableAutoPipelining: true,
  };
  const redis = new Redis(url, options);
  const subscriber = new Redis(url, options);
  // Errors surface as 'close'/'reconnecting'; without a listener ioredis would print each one.
  redis.on('error', () => undefined);
  subscriber.on('error', () => undefined);
  return {
    redis,
    subscriber,
    close: async () => {
      redis.disconnect();
      subscriber.disconnect();
    },
  };
}
