/**
 * One active market process among several (docs/operations.md "Market failover"): the active one
 * holds a lease in Redis (`SET NX PX`, renewed by compare-and-extend), and every lease won draws a
 * new epoch from a Redis counter. Pushes carry the epoch; gateways drop pushes of an older epoch,
 * so a market that lost its lease (paused, cut off) but still publishes is fenced out. No consensus
 * of our own: one Redis key is enough for one writer, and Redis being away stops publishing anyway.
 */
import type { Redis } from 'ioredis';

/** A lease lives this long unless renewed; a dead active market is replaced within about this. */
export const LEASE_TTL_MS = 3_000;
/** The active market renews, and a standby tries to take the lease, this often. */
export const LEASE_TRY_MS = 500;

/** Extends the lease only while this process still holds it. */
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

export interface LeaseNames {
  lease: string;
  epoch: string;
}

export type LeaseEvent = { state: 'won'; epoch: number } | { state: 'lost'; epoch: number };

export class MarketLease {
  private epochNow = 0;
  private active = false;
  /** When the lease was last confirmed (local monotonic ms): past the TTL without one, it is gone. */
  private confirmedAt = 0;
  private timer: NodeJS.Timeout | null = null;
  private busy = false;

  constructor(
    private readonly redis: Redis,
    private readonly names: LeaseNames,
    /** This process's value in the lease key: unique per process life. */
    private readonly holder: string,
    private readonly onChange: (e: LeaseEvent) => void,
    private readonly now: () => number = () => performance.now(),
    private readonly ttlMs = LEASE_TTL_MS,
    private readonly tryMs = LEASE_TRY_MS,
  ) {}

  start(): void {
    void this.tick();
    this.timer = setInterval(() => void this.tick(), this.tryMs);
    this.timer.unref();
  }

  /** Stops trying; an active holder gives the lease up at once so a standby need not wait the TTL. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (!this.active) return;
    this.setActive(false);
    const release = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
    await this.redis.eval(release, 1, this.names.lease, this.holder).catch(() => undefined);
  }

  /** True only while the lease is held and confirmed within its TTL. */
  isActive(): boolean {
    if (this.active && this.now() - this.confirmedAt > this.ttlMs) this.setActive(false);
    return this.active;
  }

  epoch(): number {
    return this.epochNow;
  }

  private async tick(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    const asked = this.now();
    try {
      if (this.active) {
        const kept = await this.redis.eval(RENEW, 1, this.names.lease, this.holder, String(this.ttlMs));
        if (kept === 1) this.confirmedAt = asked;
        else this.setActive(false);
      } else {
        const won = await this.redis.set(this.names.lease, this.holder, 'PX', this.ttlMs, 'NX');
        if (won === 'OK') {
          this.epochNow = await this.redis.incr(this.names.epoch);
          this.confirmedAt = asked;
          this.setActive(true);
        }
      }
    } catch {
      // Redis away: nothing to do but let isActive() run the lease out.
      this.isActive();
    } finally {
      this.busy = false;
    }
  }

  private setActive(active: boolean): void {
    if (active === this.active) return;
    this.active = active;
    this.onChange({ state: active ? 'won' : 'lost', epoch: this.epochNow });
  }
}
