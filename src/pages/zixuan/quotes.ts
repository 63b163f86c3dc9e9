/**
 * The 自选 page's live quotes (beyond the spec: docs/watchlist-and-alerts.md): ONE stock-snapshot
 * (201) subscription of the dyna of every instrument and, at the same time, one dictionary (100)
 * request for the names; each row is one observable object updated in place, so a push re-renders
 * only the rows whose numbers changed. A changed list (add, delete) replaces both; a reorder does
 * not (same keys). The channel refuses a subscription holding any unknown key as a whole (a device
 * list from an older universe may hold one): when the dictionary lacks some, the subscription is
 * replaced by one of the known keys. Both at once, not one after the other: the first price is one
 * round trip after the socket opens, not two.
 */
import { makeObservable, observable, runInAction } from 'mobx';
import {
  MsgType,
  type DictionaryBody,
  type Dyna,
  type Message,
  type QuoteKey,
  type SnapshotBody,
} from '../../../contract/quote-protocol';
import { parseWatchId } from '../../lib/watchlist';
import { keyId, quoteKey } from '../../quote/keys';
import type { QuoteTransport } from '../../stores/quote-connection';

export class WatchQuote {
  name: string | null = null;
  price: number | null = null;
  /** Change as a ratio (0.0123 = +1.23 %). */
  changeRate: number | null = null;

  constructor(
    readonly id: string,
    /** The quote channel's key id (the live-or-not answer is per key); undefined for a market it lacks. */
    readonly liveKey: string | undefined,
  ) {
    makeObservable(this, { name: observable, price: observable, changeRate: observable });
  }

  /** Writes only what changed (inside the caller's action). */
  update(dyna: Partial<Dyna> | undefined, name: string | undefined): void {
    if (name && name !== this.name) this.name = name;
    if (!dyna) return;
    if (typeof dyna.LastPrice === 'number' && dyna.LastPrice !== this.price) this.price = dyna.LastPrice;
    if (typeof dyna.UpdownRate === 'number' && dyna.UpdownRate !== this.changeRate) {
      this.changeRate = dyna.UpdownRate;
    }
  }
}

export class WatchQuotes {
  private readonly rows = new Map<string, WatchQuote>();
  private readonly byKey = new Map<string, WatchQuote>();
  private release: (() => void) | null = null;
  private subscribed = '';
  /** Bumped by every follow and leave: a dictionary reply for an older list is dropped. */
  private generation = 0;
  /** A list is followed (its dictionary on the way, or subscribed). */
  private following = false;

  constructor(private readonly quote: QuoteTransport) {}

  /** The row object of an id (the same object for as long as the id is followed). */
  row(id: string): WatchQuote {
    let r = this.rows.get(id);
    if (!r) {
      const key = keyOf(id);
      r = new WatchQuote(id, key ? keyId(key) : undefined);
      this.rows.set(id, r);
      if (r.liveKey) this.byKey.set(r.liveKey, r);
    }
    return r;
  }

  /**
   * Follows exactly these ids: one subscription of their keys (at most the list's cap of 200, the
   * channel's keys per request); nothing for an empty list. The same set again is a no-op.
   */
  follow(ids: readonly string[]): void {
    const keys: QuoteKey[] = [];
    for (const id of ids) {
      const k = keyOf(id);
      if (k) {
        keys.push(k);
        this.row(id);
      }
    }
    const set = keys.map(keyId).sort().join(',');
    if (set === this.subscribed && (this.following || !keys.length)) return;
    this.leave();
    this.subscribed = set;
    if (!keys.length) return;
    this.following = true;
    const generation = this.generation;
    this.subscribe(keys);
    this.quote.request<DictionaryBody>(MsgType.Dictionary, { key: keys }).then(
      (reply) => {
        if (generation !== this.generation) return;
        const known: QuoteKey[] = [];
        runInAction(() => {
          for (const h of reply.body.hq ?? []) {
            const row = this.byKey.get(keyId(h.key));
            if (!row) continue;
            row.update(undefined, h.name);
            known.push(h.key);
          }
        });
        if (known.length === keys.length) return;
        const release = this.release;
        this.release = null;
        release?.();
        this.subscribe(known);
      },
      // No dictionary (the channel failed it): prices without names rather than nothing.
      () => undefined,
    );
  }

  private subscribe(keys: QuoteKey[]): void {
    if (!keys.length) return;
    const body = { key: keys, level: 2, sections: ['dyna'], timestamp: true };
    this.release = this.quote.subscribe<SnapshotBody>(MsgType.StockSnapshot, body, (m) => this.apply(m));
  }

  /** Releases the subscription; the rows keep their last values. */
  leave(): void {
    const release = this.release;
    this.release = null;
    this.subscribed = '';
    this.following = false;
    this.generation += 1;
    release?.();
  }

  get subscriptions(): number {
    return this.release ? 1 : 0;
  }

  /** One push, one transaction. */
  apply(message: Message<SnapshotBody>): void {
    runInAction(() => {
      for (const item of message.body.hq ?? []) {
        this.byKey.get(keyId(item.key))?.update(item.dyna, undefined);
      }
    });
  }
}

function keyOf(id: string): QuoteKey | null {
  const p = parseWatchId(id);
  if (!p) return null;
  try {
    return quoteKey(p.market, p.code);
  } catch {
    return null;
  }
}
