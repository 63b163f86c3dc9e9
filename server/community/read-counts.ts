/**
 * Read counts (issue 32 row 11): every anonymous read of a post used to be a write transaction (an
 * fsync on SQLite), so 11,143 reads in 10 s set one post's count to 11,147 and made others' likes
 * 10× slower. A read now counts once per visitor per period, in memory, and the counts reach the
 * database in one batch every flush interval and when the store closes or the server drains.
 *
 * Bounds: at most `maxVisitors` (visitor, post) pairs are remembered; past it the oldest pair is
 * forgotten (its visitor may count once more). Pending counts are per post, so they are at most as
 * many as the pairs. One flush is one transaction of one UPDATE per post read since the last.
 */
import crypto from 'node:crypto';
import { sql, type SqlDb } from './sql';

export interface ReadCountOptions {
  /** A visitor's reads of one post within this window count once. */
  periodMs: number;
  /** How often pending counts are written. */
  flushMs: number;
  /** (visitor, post) pairs remembered at most; the oldest is forgotten first. */
  maxVisitors: number;
}

export const DEFAULT_READ_COUNTS: ReadCountOptions = {
  periodMs: 3_600_000,
  flushMs: 5_000,
  maxVisitors: 100_000,
};

/**
 * Who reads: a logged-in user by id; a visitor by address and a hash of the user agent (people
 * behind one address with different browsers count apart; the agent's text is not kept).
 */
export function visitorKey(userId: number | null, ip: string, userAgent: string | undefined): string {
  if (userId !== null) return `u:${userId}`;
  const agent = crypto
    .createHash('sha256')
    .update(userAgent ?? '')
    .digest('base64url')
    .slice(0, 12);
  return `a:${ip}:${agent}`;
}

export class ReadCounts {
  /** `${postId} ${visitor}` → when its period ends; insertion order is age order. */
  private readonly seen = new Map<string, number>();
  private pending = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: SqlDb,
    private readonly now: () => number,
    private readonly opts: ReadCountOptions = DEFAULT_READ_COUNTS,
  ) {}

  /** Starts the flush timer (not in the moderation command, which only writes what it is told). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush().catch(() => undefined), this.opts.flushMs);
    this.timer.unref();
  }

  /** Counts this visitor's read of the post unless they read it within the period; the reads not yet written. */
  read(postId: number, visitor: string): number {
    const key = `${postId} ${visitor}`;
    const t = this.now();
    const until = this.seen.get(key);
    if (until === undefined || until <= t) {
      // Re-inserted, so it moves to the young end of the age order.
      this.seen.delete(key);
      this.seen.set(key, t + this.opts.periodMs);
      while (this.seen.size > this.opts.maxVisitors) {
        const oldest = this.seen.keys().next().value as string;
        this.seen.delete(oldest);
      }
      this.pending.set(postId, (this.pending.get(postId) ?? 0) + 1);
    }
    return this.pending.get(postId) ?? 0;
  }

  /** Reads counted but not yet in the database. */
  unwritten(postId: number): number {
    return this.pending.get(postId) ?? 0;
  }

  /** How many (visitor, post) pairs are remembered (bounded by maxVisitors). */
  get tracked(): number {
    return this.seen.size;
  }

  /** Writes the pending counts in one transaction; on failure they are kept for the next flush. */
  flush(): Promise<void> {
    // One flush at a time; a failed one does not stop the next.
    this.flushing = this.flushing
      .catch(() => undefined)
      .then(async () => {
        if (this.pending.size === 0) return;
        const batch = this.pending;
        this.pending = new Map();
        try {
          await this.db.write(
            async (tx) => {
              for (const [id, n] of [...batch].sort((a, b) => a[0] - b[0])) {
                await tx.run(sql`UPDATE posts SET hit_count = hit_count + ${n} WHERE id = ${id}`);
              }
            },
            { contention: 'hot' },
          );
        } catch (err) {
          for (const [id, n] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + n);
          throw err;
        }
      });
    return this.flushing;
  }

  /**
   * Stops the timer and writes what is pending. A store that cannot take the write loses those
   * counts: a read count is not worth keeping a process from closing.
   */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush().catch(() => undefined);
  }
}
