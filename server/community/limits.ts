/**
 * Abuse limits on community writes: per user and per IP address, each action counted over a
 * sliding minute and a sliding hour (values in README "Community store" and
 * docs/reliability.md). Counts live in memory: a restart forgets them (at most one more
 * window's worth for whoever restarts the server — only its operator). A refused call is answered
 * with code 4 (RateLimited) and the message the SMS limits already use.
 */
import { rateLimited } from './failure';

export type LimitedAction = 'post' | 'comment' | 'reply' | 'like' | 'upload';
export const LIMITED_ACTIONS: readonly LimitedAction[] = ['post', 'comment', 'reply', 'like', 'upload'];

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

/** Keys untouched for this long hold no event inside any window and are dropped. */
const SWEEP_EVERY = 1000;

export class RateLimiter {
  /** Event times per key, oldest first, never longer than the key's largest limit. */
  private readonly events = new Map<string, number[]>();
  private readonly longest: number;
  private calls = 0;

  constructor(
    private readonly limits: Limits,
    private readonly now: () => number,
  ) {
    this.longest = Math.max(...LIMITED_ACTIONS.flatMap((a) => limits[a].map((r) => r.windowMs)));
  }

  /** Counts one `action` by this user from this IP, or throws RateLimited (nothing counted). */
  take(action: LimitedAction, userId: number, ip: string): void {
    const now = this.now();
    if (++this.calls % SWEEP_EVERY === 0) this.sweep(now);
    const userKey = `${action}|u|${userId}`;
    const ipKey = `${action}|i|${ip}`;
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
