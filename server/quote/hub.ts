/**
 * The subscription index and the fan-out. Subscribers of one instrument with equal request
 * parameters share a variant; after each simulator step every changed instrument's variants build
 * their push once, serialise it once, and send the same string to each subscriber.
 */
import type { MarketSimulator, MarketUpdate } from '../market/api';
import { INFO_FLAG_PUSH } from '../../contract/quote-protocol';
import type { InstrumentRef, KindHandler } from './kinds';
import { encodeMessage } from './wire';

/** A client as the hub sees it: something that accepts an already-serialised message. */
export interface Subscriber {
  /** A Buffer holds the message's UTF-8 bytes; it is sent as a text frame. */
  send(message: string | Buffer): void;
}

interface Variant {
  handler: KindHandler<unknown>;
  params: unknown;
  ref: InstrumentRef;
  clients: Set<Subscriber>;
}

export interface HubStats {
  instruments: number;
  variants: number;
  subscriptions: number;
  /** Pushes handed to subscribers since the hub was made (the pushes-sent metric). */
  pushes?: number;
}

/** The key naming (instrument, variant); clients keep it to unsubscribe. One rule for every hub. */
export function pairKeyOf(handler: KindHandler<unknown>, params: unknown, ref: InstrumentRef): string {
  return `${ref.id}#${handler.type}|${ref.key.market}|${handler.signature(params)}`;
}

/** What a quote session needs of a hub: this fan-out, or a gateway's view of the bus (server/bus). */
export interface QuoteHub {
  pairKey(handler: KindHandler<unknown>, params: unknown, ref: InstrumentRef): string;
  add(client: Subscriber, handler: KindHandler<unknown>, params: unknown, ref: InstrumentRef): string;
  remove(client: Subscriber, pair: string): void;
  /**
   * Called once the reply to the subscribe that added `pairs` has been sent: a hub that may receive
   * pushes before the reply is read (the bus) holds them until now, so the client never sees a push
   * before its reply, nor one the reply already contains.
   */
  open(client: Subscriber, pairs: string[], step: number | undefined): void;
  stats(): HubStats;
}

export class FanoutHub implements QuoteHub {
  /** instrument id → variant key → variant */
  private readonly byInstrument = new Map<string, Map<string, Variant>>();
  private pushes = 0;

  constructor(
    private readonly market: MarketSimulator,
    private readonly onError: (err: unknown, pair: string) => void = () => undefined,
  ) {}

  /** The pair key naming (instrument, variant); clients keep it to unsubscribe. */
  pairKey(handler: KindHandler<unknown>, params: unknown, ref: InstrumentRef): string {
    return pairKeyOf(handler, params, ref);
  }

  /** In one process the reply is read and sent before the next step: nothing to hold. */
  open(): void {}

  add(client: Subscriber, handler: KindHandler<unknown>, params: unknown, ref: InstrumentRef): string {
    const pair = this.pairKey(handler, params, ref);
    const variantKey = pair.slice(ref.id.length + 1);
    let variants = this.byInstrument.get(ref.id);
    if (!variants) {
      variants = new Map();
      this.byInstrument.set(ref.id, variants);
    }
    let variant = variants.get(variantKey);
    if (!variant) variants.set(variantKey, (variant = { handler, params, ref, clients: new Set() }));
    variant.clients.add(client);
    return pair;
  }

  remove(client: Subscriber, pair: string): void {
    const hash = pair.indexOf('#');
    const id = pair.slice(0, hash);
    const variants = this.byInstrument.get(id);
    const variant = variants?.get(pair.slice(hash + 1));
    if (!variants || !variant) return;
    variant.clients.delete(client);
    if (variant.clients.size === 0) variants.delete(pair.slice(hash + 1));
    if (variants.size === 0) this.byInstrument.delete(id);
  }

  /** Called once per simulator step. */
  publish(update: MarketUpdate): void {
    const now = update.at ?? Date.now();
    for (const id of update.changed) this.publishInstrument(id, update, now);
    // Trades normally come with a changed quote; cover a simulator that reports them separately.
    if (update.ticks.size === 0) return;
    const changed = new Set(update.changed);
    for (const id of update.ticks.keys()) if (!changed.has(id)) this.publishInstrument(id, update, now);
  }

  private publishInstrument(id: string, update: MarketUpdate, now: number): void {
    const variants = this.byInstrument.get(id);
    if (!variants) return;
    for (const [variantKey, v] of variants) {
      let bytes: Buffer;
      try {
        const item = v.handler.push(this.market, v.ref, v.params, update);
        if (item === null) continue;
        const body = v.handler.timestamp(v.params) ? { hq: [item], time: now } : { hq: [item] };
        // Serialised and UTF-8 encoded once: every subscriber's socket gets the same bytes.
        bytes = Buffer.from(encodeMessage(v.handler.type, 0, INFO_FLAG_PUSH, body));
      } catch (err) {
        this.onError(err, `${id}#${variantKey}`);
        continue;
      }
      for (const client of v.clients) client.send(bytes);
      this.pushes += v.clients.size;
    }
  }

  stats(): HubStats {
    let variants = 0;
    let subscriptions = 0;
    for (const m of this.byInstrument.values()) {
      variants += m.size;
      for (const v of m.values()) subscriptions += v.clients.size;
    }
    return { instruments: this.byInstrument.size, variants, subscriptions, pushes: this.pushes };
  }
}
