/**
 * Which subscribed instruments have data that is live on the current socket (issue 31 item 1).
 * An instrument is fresh once a reply or push for it arrived on this socket, and stays fresh unless
 * its last known status says it is trading and nothing has come for longer than the no-push bound.
 * A new socket forgets everything: its data must arrive again before anything counts as live.
 */

/**
 * Why quotes on screen are not live: the link is down and being retried, the retry limit was
 * reached (retries go on, a tap tries at once), or the link is up but the data is late (the
 * gateway's market feed is stale, or a trading instrument has had no push past the bound).
 */
export type NotLiveReason = 'reconnecting' | 'gave-up' | 'delayed';

/** §4 (states and transitions) market status codes during which the server pushes every trade (continuous, pre/post market). */
const PUSHING_STATUSES: ReadonlySet<number> = new Set([3, 12, 13]);

/** Whether pushes are expected for an instrument with this status; unknown status: no bound. */
export function pushesExpected(status: number | undefined): boolean {
  return status !== undefined && PUSHING_STATUSES.has(status);
}

interface Entry {
  at: number;
  status?: number;
}

export class Freshness {
  private readonly entries = new Map<string, Entry>();

  /** A new socket (or none): nothing heard yet. */
  reset(): void {
    this.entries.clear();
  }

  /** Data for `id` arrived at `now`; `status` when the message carried the instrument's status. */
  record(id: string, now: number, status?: number): void {
    const entry = this.entries.get(id);
    if (entry) {
      entry.at = now;
      if (status !== undefined) entry.status = status;
    } else {
      this.entries.set(id, { at: now, status });
    }
  }

  /**
   * The feed went stale: what trading instruments showed is old, so each waits for its next push;
   * an instrument not trading keeps its (final) data.
   */
  expireTrading(): void {
    for (const [id, entry] of this.entries) if (pushesExpected(entry.status)) this.entries.delete(id);
  }

  forget(id: string): void {
    this.entries.delete(id);
  }

  isFresh(id: string, now: number, staleAfterMs: number): boolean {
    const entry = this.entries.get(id);
    if (!entry) return false;
    return !pushesExpected(entry.status) || now - entry.at <= staleAfterMs;
  }
}
