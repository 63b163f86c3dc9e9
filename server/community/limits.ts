/**
 * Abuse limits on community writes: per user and per IP address, each action counted over a
 * sliding minute and a sliding hour (values in README "Community store" and
 * docs/reliability.md). With the SQLite store (one process) the counts live in memory
 * (RateLimiter): a restart forgets them (at most one more window's worth for whoever restarts the
 * server — only its operator). With the PostgreSQL store they are rows every gateway counts
 * (SqlRateLimiter, docs/scaling.md). A refused call is answered with code 4 (RateLimited) and the
 * message the SMS limits already use.
 */
import { rateLimited } from './failure';
import { list, sql, type SqlDb } from './sql';

export type LimitedAction = 'post' | 'comment' | 'reply' | 'like' | 'upload' | 'watch';
export const LIMITED_ACTIONS: readonly LimitedAction[] = [
  'post',
  'comment',
  'reply',
  'like',
  'upload',
  'watch',
];

export interface LimitRule {
  windowMs: number;
  perUser: number;
  perIp: number;
}
export type Limits = Record<LimitedAction, readonly LimitRule[]>;

export const RATE_LIMITED_MSG = '请求过于频繁，请稍后再试';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const rules = (minute: [number, number], hour: [number, number]): LimitRule[] => [
  { windowMs: MINUTE, perUser: minute[0], perIp: minute[1] },
  { windowMs: HOUR, perUser: hour[0], perIp: hour[1] },
];

/** [per user, per IP] per minute, then per hour. Likes count likes and unlikes together. */
export const DEFAULT_LIMITS: Limits = {
  post: rules([3, 10], [20, 60]),
  comment: rules([10, 30], [100, 300]),
  reply: rules([10, 30], [100, 300]),
  like: rules([60, 180], [600, 1800]),
  upload: rules([10, 30], [60, 180]),
  /** Every 自选 write (add, remove, reorder, merge, groups): an edit session is a burst of them. */
  watch: rules([60, 180], [600, 1800]),
};

/** Every count multiplied by `factor` (tests, demos and load runs raise them this way). */
export function scaledLimits(factor: number, base: Limits = DEFAULT_LIMITS): Limits {
  if (!(factor > 0)) throw new Error(`limit factor must be positive, got ${factor}`);
  const scale = (n: number) => Math.max(1, Math.round(n * factor));
  const out = {} as Record<LimitedAction, LimitRule[]>;
  for (const a of LIMITED_ACTIONS)
    out[a] = base[a].map((r) => ({ ...r, perUser: scale(r.perUser), perIp: scale(r.perIp) }));
  return out;
}

/** Calls between two sweeps of the events no window holds any more (keys idle since then). */
const SWEEP_EVERY = 1000;

/** What the routes call: counts one action, or throws RateLimited (nothing counted). */
export interface Limiter {
  take(action: LimitedAction, userId: number, ip: string): Promise<void>;
}

const keysOf = (action: LimitedAction, userId: number, ip: string) => ({
  user: `${action}|u|${userId}`,
  ip: `${action}|i|${ip}`,
});

const longestWindow = (limits: Limits) =>
  Math.max(...LIMITED_ACTIONS.flatMap((a) => limits[a].map((r) => r.windowMs)));

/** The in-memory limiter as a Limiter (the SQLite store: one process). */
export function memoryLimiter(limits: Limits, now: () => number): Limiter {
  const limiter = new RateLimiter(limits, now);
  return { take: async (action, userId, ip) => limiter.take(action, userId, ip) };
}

/**
 * The same sliding windows over rows of rate_events (PostgreSQL, shared by every gateway): the
 * counts and the new events in one write transaction, so two gateways cannot both admit the call
 * that reaches a limit. Rows older than the longest window are deleted as the keys are used, and
 * all of them every SWEEP_EVERY calls.
 */
export class SqlRateLimiter implements Limiter {
  private readonly longest: number;
  private calls = 0;

  constructor(
    private readonly db: SqlDb,
    private readonly limits: Limits,
    private readonly now: () => number,
  ) {
    this.longest = longestWindow(limits);
  }

  async take(action: LimitedAction, userId: number, ip: string): Promise<void> {
    const now = this.now();
    const keys = keysOf(action, userId, ip);
    const sweep = ++this.calls % SWEEP_EVERY === 0;
    await this.db.write(async (tx) => {
      const old = now - this.longest;
      if (sweep) await tx.run(sql`DELETE FROM rate_events WHERE at <= ${old}`);
      else
        await tx.run(
          sql`DELETE FROM rate_events WHERE key IN (${list([keys.user, keys.ip])}) AND at <= ${old}`,
        );
      for (const rule of this.limits[action]) {
        const since = now - rule.windowMs;
        const counts = await tx.all<{ key: string; n: number }>(
          sql`SELECT key, COUNT(*) AS n FROM rate_events
              WHERE key IN (${list([keys.user, keys.ip])}) AND at > ${since} GROUP BY key`,
        );
        const n = (key: string) => counts.find((c) => c.key === key)?.n ?? 0;
        if (n(keys.user) >= rule.perUser || n(keys.ip) >= rule.perIp) throw rateLimited(RATE_LIMITED_MSG);
      }
      await tx.run(
        sql`INSERT INTO rate_events (key, at) VALUES (${keys.user}, ${now}), (${keys.ip}, ${now})`,
      );
    });
  }
}

export class RateLimiter {
  /** Event times per key, oldest first, never longer than the key's largest limit. */
  private readonly events = new Map<string, number[]>();
  private readonly longest: number;
  private calls = 0;

  constructor(
    private readonly limits: Limits,
    private readonly now: () => number,
  ) {
    this.longest = longestWindow(limits);
  }

  /** Counts one `action` by this user from this IP, or throws RateLimited (nothing counted). */
  take(action: LimitedAction, userId: number, ip: string): void {
    const now = this.now();
    if (++this.calls % SWEEP_EVERY === 0) this.sweep(now);
    const { user: userKey, ip: ipKey } = keysOf(action, userId, ip);
    const rs = this.limits[action];
    const over = (key: string, pick: (r: LimitRule) => number) =>
      rs.some((r) => this.countSince(key, now - r.windowMs) >= pick(r));
    if (over(userKey, (r) => r.perUser) || over(ipKey, (r) => r.perIp)) throw rateLimited(RATE_LIMITED_MSG);
    this.record(userKey, now, Math.max(...rs.map((r) => r.perUser)));
    this.record(ipKey, now, Math.max(...rs.map((r) => r.perIp)));
  }

  /** Number of keys held (for the memory-bound test). */
  get size(): number {
    return this.events.size;
  }

  private countSince(key: string, since: number): number {
    const list = this.events.get(key);
    if (!list) return 0;
    // Binary search for the first event after `since`.
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid] > since) hi = mid;
      else lo = mid + 1;
    }
    return list.length - lo;
  }

  private record(key: string, now: number, keep: number): void {
    let list = this.events.get(key);
    if (!list) {
      list = [];
      this.events.set(key, list);
    }
    list.push(now);
    if (list.length > keep) list.splice(0, list.length - keep);
  }

  private sweep(now: number): void {
    for (const [key, list] of this.events) {
      if (list[list.length - 1] <= now - this.longest) this.events.delete(key);
    }
  }
}
