/**
 * Sockets by logged-in user, for the push of fired alerts (beyond the spec:
 * docs/watchlist-and-alerts.md). A socket names its user with a UserAuth (93) frame after its quote
 * auth; each fired alert then goes to every socket of its user in this process. Bounded like the
 * channel's other resources: one user per socket (a second UserAuth replaces the first), at most
 * MAX_SOCKETS_PER_USER sockets per user (the oldest is let go), at most MAX_USERS users per process.
 */
import { MsgType, type AlertFiredBody } from '../../contract/quote-protocol';
import { encodeMessage } from './wire';

export interface PushSink {
  send(message: string | Buffer): void;
}

export const ALERT_PUSH_LIMITS = { maxSocketsPerUser: 10, maxUsers: 20_000 } as const;

export class AlertPushRegistry {
  private readonly byUser = new Map<number, Set<PushSink>>();
  private readonly userOf = new Map<PushSink, number>();

  constructor(private readonly limits: { maxSocketsPerUser: number; maxUsers: number } = ALERT_PUSH_LIMITS) {}

  get users(): number {
    return this.byUser.size;
  }

  get sockets(): number {
    return this.userOf.size;
  }

  /** Binds a socket to a user; false when the process holds its most users already. */
  bind(sink: PushSink, userId: number): boolean {
    if (this.userOf.get(sink) === userId) return true;
    this.unbind(sink);
    let set = this.byUser.get(userId);
    if (!set) {
      if (this.byUser.size >= this.limits.maxUsers) return false;
      this.byUser.set(userId, (set = new Set()));
    }
    if (set.size >= this.limits.maxSocketsPerUser) {
      // The oldest socket of this user stops getting pushes (the user's newest pages are kept).
      const oldest = set.values().next().value as PushSink;
      set.delete(oldest);
      this.userOf.delete(oldest);
    }
    set.add(sink);
    this.userOf.set(sink, userId);
    return true;
  }

  unbind(sink: PushSink): void {
    const userId = this.userOf.get(sink);
    if (userId === undefined) return;
    this.userOf.delete(sink);
    const set = this.byUser.get(userId);
    set?.delete(sink);
    if (set && set.size === 0) this.byUser.delete(userId);
  }

  /** Pushes a fired alert to every socket of its user here; the number of sockets reached. */
  push(userId: number, entry: AlertFiredBody): number {
    const set = this.byUser.get(userId);
    if (!set) return 0;
    const message = encodeMessage(MsgType.AlertFired, 0, 1, entry);
    for (const sink of set) sink.send(message);
    return set.size;
  }
}
