/**
 * §3 (entities and their fields) Security store, "the six index tiles": 上证指数, 深证成指, 创业板指, 中小100, 沪深300, 上证50, each
 * one observable object for the life of the app, updated in place by the quote channel's index
 * snapshots (202). Any page can show them (the major-indices page does); an observer of one tile
 * re-renders only when that tile's own fields change.
 *
 * One subscription for the six, made by enter() and released by leave(), both idempotent like the
 * stock home's (SecurityStore.enter): a boot warm-up and the page that then mounts share it, and
 * the page's leave() releases it.
 */
import { makeObservable, observable, runInAction } from 'mobx';
import { INDEX_TILES } from '../lib/indices/tiles';
import { keyId, quoteKey } from '../quote/keys';
import {
  MsgType,
  type Dyna,
  type Message,
  type QuoteKey,
  type SnapshotBody,
} from '../../contract/quote-protocol';
import type { QuoteTransport } from './quote-connection';

/** What a tile reads of an index snapshot's dyna. */
export type TileDyna = Partial<Pick<Dyna, 'LastPrice' | 'Updown' | 'UpdownRate'>>;

export class IndexTile {
  last: number | null = null;
  change: number | null = null;
  /** Change as a ratio (0.0123 = +1.23 %). */
  rate: number | null = null;

  constructor(
    readonly market: 'sh' | 'sz',
    readonly code: string,
    readonly name: string,
  ) {
    makeObservable(this, { last: observable, change: observable, rate: observable });
  }

  get link(): string {
    return `/${this.market}/${this.code}.html`;
  }

  /** Writes only the fields that changed (run inside the caller's action). */
  apply(d: TileDyna): void {
    if (d.LastPrice !== undefined && d.LastPrice !== this.last) this.last = d.LastPrice;
    if (d.Updown !== undefined && d.Updown !== this.change) this.change = d.Updown;
    if (d.UpdownRate !== undefined && d.UpdownRate !== this.rate) this.rate = d.UpdownRate;
  }
}

export class IndexTiles {
  /** The six, in §2 (screens and routes)'s order (two rows of three); the same objects for the life of the store. */
  readonly tiles: readonly IndexTile[] = INDEX_TILES.map((t) => new IndexTile(t.market, t.code, t.name));
  private readonly byKey = new Map<string, IndexTile>();
  private readonly keys: QuoteKey[];
  private release: (() => void) | null = null;

  constructor(private readonly quote: QuoteTransport) {
    this.keys = this.tiles.map((t) => {
      const key = quoteKey(t.market, t.code);
      this.byKey.set(keyId(key), t);
      return key;
    });
  }

  /** Subscribes the six (one 202 subscription, dyna only); a no-op while subscribed. */
  enter(): void {
    if (this.release) return;
    const body = { key: this.keys, level: 2, sections: ['dyna'], timestamp: true };
    this.release = this.quote.subscribe<SnapshotBody>(MsgType.IndexSnapshot, body, (m) => this.apply(m));
  }

  /** Releases the subscription; the tiles keep their last values. */
  leave(): void {
    const release = this.release;
    this.release = null;
    release?.();
  }

  get subscribed(): boolean {
    return this.release !== null;
  }

  /** One push, one transaction: observers of a tile run once, and only for a tile that changed. */
  apply(message: Message<SnapshotBody>): void {
    runInAction(() => {
      for (const item of message.body.hq) {
        if (item.dyna) this.byKey.get(keyId(item.key))?.apply(item.dyna);
      }
    });
  }
}
