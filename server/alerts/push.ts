/**
 * One push registry per server (beyond the spec: docs/watchlist-and-alerts.md): the quote channel
 * binds sockets to users in it, the community routes resolve login tokens for it, and the alert
 * service's stored firings go out through it.
 */
import type { FastifyInstance } from 'fastify';
import { AlertPushRegistry } from '../quote/alert-push';
import type { UserPush } from '../quote/session';

interface Holder extends UserPush {
  resolveWith(fn: (token: string) => Promise<number | null>): void;
}

const holders = new WeakMap<FastifyInstance, Holder>();

export function userPushOf(app: FastifyInstance): Holder {
  let h = holders.get(app);
  if (!h) {
    // Until the community store is there, no token names a user.
    let resolver: (token: string) => Promise<number | null> = () => Promise.resolve(null);
    h = {
      registry: new AlertPushRegistry(),
      resolve: (token) => resolver(token),
      resolveWith: (fn) => {
        resolver = fn;
      },
    };
    holders.set(app, h);
  }
  return h;
}
