/**
 * Evaluates the stored alerts on the market's own trades (docs/watchlist-and-alerts.md): the index
 * is loaded from the store at start and kept in step with the alert calls of this process; every
 * simulator step feeds it each new trade of the instruments it watches, and what fires is written
 * to the store (inbox entry; a `once` alert deleted, the others muted) in the order it fired. So
 * alerts fire with no page open, and each crossing once.
 */
import type { Alerts, InboxEntry } from '../community/alerts';
import type { MarketSimulator, MarketUpdate } from '../market/api';
import { AlertIndex, type Firing, type IndexedAlert } from './alert-index';
import { nextExchangeDay } from './exchange-day';

export class AlertService {
  // A daily alert wakes at the next day of its own exchange (New York's for 美股), not Beijing's.
  readonly index = new AlertIndex(nextExchangeDay);
  private unsubscribe?: () => void;
  /** Writes of fired alerts, one after another, so the store sees them in firing order. */
  private writes: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly alerts: Alerts,
    private readonly market: Pick<MarketSimulator, 'onUpdate' | 'statistics' | 'dyna'>,
    private readonly log: (msg: string, err: unknown) => void,
    /** Each step's stored firings with their inbox entries (the push to the users' open pages). */
    private readonly onStored: (stored: { userId: number; entry: InboxEntry }[]) => void = () => undefined,
  ) {}

  async start(): Promise<void> {
    for (const a of await this.alerts.all()) this.index.add(a);
    this.unsubscribe = this.market.onUpdate((u) => this.onUpdate(u));
  }

  add(alert: IndexedAlert): void {
    this.index.add(alert);
  }

  remove(id: number): void {
    this.index.remove(id);
  }

  /** Resolves when every firing so far is in the store. */
  settled(): Promise<unknown> {
    return this.writes;
  }

  async close(): Promise<void> {
    this.unsubscribe?.();
    await this.writes;
  }

  private onUpdate(u: MarketUpdate): void {
    const firings: Firing[] = [];
    for (const [id, ticks] of u.ticks) {
      if (ticks.length === 0 || !this.index.watches(id)) continue;
      const preClose = this.market.statistics(id).PreClosePrice;
      // The step's 5-minute speed (a ratio) stands for each of its trades: steps are sub-second.
      const speed = this.market.dyna(id).FiveMinsUpdown * 100;
      for (const t of ticks) {
        const change = preClose > 0 ? (t.Price / preClose - 1) * 100 : Number.NaN;
        firings.push(...this.index.onTrade({ code: id, at: t.Time * 1000, price: t.Price, change, speed }));
      }
    }
    if (firings.length === 0) return;
    this.writes = this.writes
      .then(async () => this.onStored(await this.alerts.fired(firings)))
      .catch((err: unknown) => this.log('alert firings not stored', err));
  }
}
