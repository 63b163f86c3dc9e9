/**
 * The six index tiles (§3 "the six index tiles"): one index snapshot (202) subscription for the
 * six, each tile one observable object updated in place by the pushes.
 */
import { makeAutoObservable } from 'mobx';
import { INDEX_TILES } from '../../lib/indices/indices';
import { keyId, quoteKey } from '../../quote/keys';
import { MsgType, type Message, type QuoteKey, type SnapshotBody } from '../../quote/protocol';
import type { QuoteTransport } from '../../quote/transport';

export class IndexTile {
  last: number | null = null;
  change: number | null = null;
  /** Change as a ratio (0.0123 = +1.23 %). */
  rate: number | null = null;

  constructor(
    readonly market: string,
    readonly code: string,
    readonly name: string,
  ) {
    makeAutoObservable(this, { market: false, code: false, name: false });
  }

  get link(): string {
    return `/${this.market}/${this.code}.html`;
  }

  apply(d: { LastPrice?: number; Updown?: number; UpdownRate?: number }): void {
    if (d.LastPrice !== undefined && d.LastPrice !== this.last) this.last = d.LastPrice;
    if (d.Updown !== undefined && d.Updown !== this.change) this.change = d.Updown;
    if (d.UpdownRate !== undefined && d.UpdownRate !== this.rate) this.rate = d.UpdownRate;
  }
}

export class IndexTilesStore {
  readonly tiles = INDEX_TILES.map((t) => new IndexTile(t.market, t.code, t.name));
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

  enter(): void {
    if (this.release) return;
    const body = { key: this.keys, level: 2, sections: ['dyna'], timestamp: true };
    this.release = this.quote.subscribe<SnapshotBody>(MsgType.IndexSnapshot, body, (m) => this.apply(m));
  }

  leave(): void {
    this.release?.();
    this.release = null;
  }

  apply(message: Message<SnapshotBody>): void {
    for (const item of message.body.hq) {
      if (item.dyna) this.byKey.get(keyId(item.key))?.apply(item.dyna);
    }
  }
}
