/**
 * What each remote address, and the whole process, holds and spends on the quote channel, against
 * the bounds of issue 32: sockets (row 1: one address held 19,965 and reached the open-file limit),
 * rows built for replies (row 2: 200 keys × 1,500 bars made a 34.9 MB reply from a 9 KB request)
 * and distinct (instrument, variant) pairs, each of which the hub builds a push for on every step
 * (row 4: 150 sockets with a variant each made 75,000 pushes per step).
 *
 * Addresses are the TCP peer's; behind a proxy every client shares the proxy's, so the per-address
 * bounds are settings (docs/security.md).
 */
import type { QuoteLimits } from './wire';

export type LedgerLimits = Pick<
  QuoteLimits,
  | 'maxSockets'
  | 'maxSocketsPerIp'
  | 'maxUnauthed'
  | 'maxUnauthedPerIp'
  | 'maxUpgradesPerSecondPerIp'
  | 'maxRowsPerSecond'
  | 'maxRowsPerSecondPerIp'
  | 'maxRowsPerSecondTotal'
  | 'maxPairsPerIp'
  | 'maxPairs'
>;

/** Addresses whose upgrade counts are kept before stale ones are swept (memory bound). */
const MAX_RECENT_ADDRESSES = 10_000;
/** How long an address waits for a new socket after one of its sockets was closed for a flood. */
export const FLOOD_COOL_DOWN_MS = 10_000;

/** Why an upgrade is refused: the HTTP status line and the reason logged. */
export interface Refusal {
  status: '429 Too Many Requests' | '503 Service Unavailable';
  reason: string;
}

/** Units spent in the current one-second window. */
class SecondWindow {
  private start = -Infinity;
  private spent = 0;

  /** Spends n if that stays within limit; false (nothing spent) otherwise. */
  trySpend(now: number, n: number, limit: number): boolean {
    if (now - this.start >= 1000) {
      this.start = now;
      this.spent = 0;
    }
    if (this.spent + n > limit) return false;
    this.spent += n;
    return true;
  }

  /** Whether its window has ended (nothing spent in it counts any more). */
  idleSince(now: number): boolean {
    return now - this.start >= 1000;
  }

  refund(n: number): void {
    this.spent = Math.max(0, this.spent - n);
  }
}

/** Pairs held, each with the number of sockets holding it. */
class PairCounts {
  private readonly counts = new Map<string, number>();

  get size(): number {
    return this.counts.size;
  }
  /** How many of these pairs are not held yet. */
  newOf(pairs: readonly string[]): number {
    let n = 0;
    for (const p of pairs) if (!this.counts.has(p)) n++;
    return n;
  }
  hold(pair: string): void {
    this.counts.set(pair, (this.counts.get(pair) ?? 0) + 1);
  }
  release(pair: string): void {
    const n = this.counts.get(pair);
    if (n === undefined) return;
    if (n <= 1) this.counts.delete(pair);
    else this.counts.set(pair, n - 1);
  }
}

interface Holdings {
  sockets: number;
  unauthed: number;
  readonly rows: SecondWindow;
  readonly pairs: PairCounts;
}

const holdings = (): Holdings => ({
  sockets: 0,
  unauthed: 0,
  rows: new SecondWindow(),
  pairs: new PairCounts(),
});

export class QuoteLedger {
  private readonly total = holdings();
  private readonly byAddress = new Map<string, Holdings>();
  private readonly recent = new Map<string, { upgrades: SecondWindow; coolUntil: number }>();
  /** Refusals since start, by the bound that refused (the wapq_quote_refused_total metric). */
  private readonly refusalCounts = new Map<string, number>();

  constructor(
    private readonly limits: LedgerLimits,
    private readonly now: () => number,
  ) {}

  /** Checked before an upgrade is accepted; null admits. */
  admit(ip: string): Refusal | null {
    const mine = this.byAddress.get(ip);
    if (this.total.sockets >= this.limits.maxSockets)
      return { status: '503 Service Unavailable', reason: 'total' };
    if (this.total.unauthed >= this.limits.maxUnauthed)
      return { status: '503 Service Unavailable', reason: 'unauthed total' };
    if ((mine?.sockets ?? 0) >= this.limits.maxSocketsPerIp)
      return { status: '429 Too Many Requests', reason: 'per address' };
    if ((mine?.unauthed ?? 0) >= this.limits.maxUnauthedPerIp)
      return { status: '429 Too Many Requests', reason: 'unauthed per address' };
    const reason = this.upgradeRefusal(ip);
    return reason ? { status: '429 Too Many Requests', reason } : null;
  }

  /**
   * Upgrades per address in the current second, and an address's cool-down after one of its
   * sockets was closed for a flood, kept apart from the holdings: an address whose sockets all
   * closed must not reopen them at once and flood again. Entries past both are dropped when the map
   * passes MAX_RECENT_ADDRESSES, so it stays bounded.
   */
  private upgradeRefusal(ip: string): string | null {
    const now = this.now();
    if (this.recent.size >= MAX_RECENT_ADDRESSES) {
      for (const [addr, r] of this.recent)
        if (r.upgrades.idleSince(now) && r.coolUntil <= now) this.recent.delete(addr);
      // Still half full (many addresses within one second): start over, so the sweep stays rare
      // (amortised O(1) per upgrade); the socket caps still hold meanwhile.
      if (this.recent.size >= MAX_RECENT_ADDRESSES / 2) this.recent.clear();
    }
    let r = this.recent.get(ip);
    if (!r) this.recent.set(ip, (r = { upgrades: new SecondWindow(), coolUntil: 0 }));
    if (r.coolUntil > now) return 'cooling down';
    return r.upgrades.trySpend(now, 1, this.limits.maxUpgradesPerSecondPerIp) ? null : 'upgrade rate';
  }

  /** One of the address's sockets was closed for a flood: no new socket from it for FLOOD_COOL_DOWN_MS. */
  coolDown(ip: string): void {
    const r = this.recent.get(ip) ?? { upgrades: new SecondWindow(), coolUntil: 0 };
    r.coolUntil = this.now() + FLOOD_COOL_DOWN_MS;
    this.recent.set(ip, r);
  }

  /** Counts an admitted socket from its upgrade on (a socket mid-upgrade holds a descriptor too). */
  open(ip: string): SocketAccount {
    let mine = this.byAddress.get(ip);
    if (!mine) this.byAddress.set(ip, (mine = holdings()));
    return new SocketAccount(this, ip, mine, this.total);
  }

  /** Counts one refusal by the bound that made it. */
  refused(reason: string): void {
    this.refusalCounts.set(reason, (this.refusalCounts.get(reason) ?? 0) + 1);
  }

  refusals(): Record<string, number> {
    return Object.fromEntries(this.refusalCounts);
  }

  /** Addresses with at least one socket (for the metrics and tests). */
  addresses(): number {
    return this.byAddress.size;
  }

  /** @internal the account's bounds and clock */
  get bounds(): LedgerLimits {
    return this.limits;
  }
  /** @internal */
  clock(): number {
    return this.now();
  }
  /** @internal the account's last socket closed */
  forget(ip: string, mine: Holdings): void {
    if (mine.sockets === 0 && mine.pairs.size === 0 && this.byAddress.get(ip) === mine)
      this.byAddress.delete(ip);
  }
}

/** One socket's share of its address's and the process's holdings. */
export class SocketAccount {
  private authed = false;
  private open = true;
  private readonly pairs = new Set<string>();
  private readonly rows = new SecondWindow();

  constructor(
    private readonly ledger: QuoteLedger,
    private readonly ip: string,
    private readonly mine: Holdings,
    private readonly total: Holdings,
  ) {
    for (const h of [mine, total]) {
      h.sockets++;
      h.unauthed++;
    }
  }

  /** Counts a refusal this socket met (a request over a bound, its flood close). */
  refused(reason: string): void {
    this.ledger.refused(reason);
    if (reason === 'flood close') this.ledger.coolDown(this.ip);
  }

  /** Once, when the socket's auth (92) succeeds. */
  markAuthed(): void {
    if (this.authed || !this.open) return;
    this.authed = true;
    this.mine.unauthed--;
    this.total.unauthed--;
  }

  /**
   * Charges the rows a reply will build (bars, ticks, minutes, summed over its keys) to this socket,
   * its address and the process, each over one second. Null when allowed, else which bound refused.
   */
  spendRows(rows: number): 'client' | 'address' | 'total' | null {
    const b = this.ledger.bounds;
    const now = this.ledger.clock();
    const own = this.rows;
    if (!own.trySpend(now, rows, b.maxRowsPerSecond)) return 'client';
    if (!this.mine.rows.trySpend(now, rows, b.maxRowsPerSecondPerIp)) {
      own.refund(rows);
      return 'address';
    }
    if (!this.total.rows.trySpend(now, rows, b.maxRowsPerSecondTotal)) {
      own.refund(rows);
      this.mine.rows.refund(rows);
      return 'total';
    }
    return null;
  }

  /**
   * Takes the pairs a subscribe adds if the address's and the process's distinct pairs stay within
   * their bounds (pairs another socket already holds cost nothing more). Null when taken.
   */
  holdPairs(pairs: readonly string[]): 'address' | 'total' | null {
    const fresh = pairs.filter((p) => !this.pairs.has(p));
    const b = this.ledger.bounds;
    if (this.mine.pairs.size + this.mine.pairs.newOf(fresh) > b.maxPairsPerIp) return 'address';
    if (this.total.pairs.size + this.total.pairs.newOf(fresh) > b.maxPairs) return 'total';
    for (const p of fresh) {
      this.pairs.add(p);
      this.mine.pairs.hold(p);
      this.total.pairs.hold(p);
    }
    return null;
  }

  releasePair(pair: string): void {
    if (!this.pairs.delete(pair)) return;
    this.mine.pairs.release(pair);
    this.total.pairs.release(pair);
  }

  /** The socket closed: its count and every pair it still held go back. */
  close(): void {
    if (!this.open) return;
    this.open = false;
    for (const p of [...this.pairs]) this.releasePair(p);
    for (const h of [this.mine, this.total]) {
      h.sockets--;
      if (!this.authed) h.unauthed--;
    }
    this.ledger.forget(this.ip, this.mine);
  }
}
