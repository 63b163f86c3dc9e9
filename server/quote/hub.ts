/**
 * The subscription index and the fan-out. Subscribers of one instrument with equal request
 * parameters share a variant; after each simulator step every changed instrument's variants build
 * their push once, serialise it once, and send the same string to each subscriber.
 *
 * A step's fan-out runs in slices of at most `sliceMs` of main-thread time: with thousands of
 * distinct variants (issue 32, attack 4) one synchronous pass blocked the event loop for ~25 ms a
 * step, and every other client's heartbeat and HTTP call waited behind it. Between slices other
 * work runs. The next step finishes the previous step's slices first, so a pair's pushes keep
 * their order and at most one step is ever in flight.
 */
import type { MarketSimulator, MarketUpdate } from '../market/api';
import { INFO_FLAG_PUSH } from '../../contract/quote-protocol';
import type { InstrumentRef, KindHandler } from './kinds';
import { encodeMessage, encodeMessageText } from './wire';

/** A client as the hub sees it: something that accepts an already-serialised message. */
export interface Subscriber {
  /** A Buffer holds the message's UTF-8 bytes; it is sent as a text frame. */
  send(message: string | Buffer): void;
}

interface Variant {
  handler: KindHandler<unknown>;
  params: unknown;
  ref: InstrumentRef;
  /** Each subscriber with the fan-out generation it joined in (see `Fanout.generation`). */
  clients: Map<Subscriber, number>;
}

/** One step's fan-out while it is being sent in slices. */
interface Fanout {
  /**
   * Counts steps published. A subscriber that joins while step g's slices are still running got a
   * reply built after step g (its ticks included), so step g's remaining pushes skip it.
   */
  generation: number;
  update: MarketUpdate;
  at: number;
  ids: string[];
  next: number;
  started: number;
}

export interface FanoutHubOptions {
  /** Main-thread time one slice of a step's fan-out may take before yielding (default 1 ms). */
  sliceMs?: number;
  /** A step's whole fan-out time, first build to last send (the push-delay metric). */
  onPublished?: (ms: number) => void;
}

/**
 * A heartbeat waits at most about one slice behind a step's fan-out. 1 ms rather than 4: in an A/B
 * by turns on the quiet machine (2 rounds each, stop 45) a normal client's heartbeat p99 under attack
 * 4 went 4.8 / 6.1 → 3.1 / 3.7 ms and under attack 2b 3.5 / 3.7 → 2.5 / 2.8 ms (docs/security.md).
 */
const DEFAULT_SLICE_MS = 1;

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
  private generation = 0;
  private inFlight: Fanout | null = null;
  private resume: ReturnType<typeof setImmediate> | null = null;
  private readonly sliceMs: number;

  constructor(
    private readonly market: MarketSimulator,
    private readonly onError: (err: unknown, pair: string) => void = () => undefined,
    private readonly options: FanoutHubOptions = {},
  ) {
    this.sliceMs = options.sliceMs ?? DEFAULT_SLICE_MS;
  }

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
    if (!variant) variants.set(variantKey, (variant = { handler, params, ref, clients: new Map() }));
    if (!variant.clients.has(client)) variant.clients.set(client, this.generation);
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

  /** Called once per simulator step: sends what it can within a slice, the rest in later slices. */
  publish(update: MarketUpdate): void {
    this.flush();
    const ids = [...update.changed];
    // Trades normally come with a changed quote; cover a simulator that reports them separately.
    if (update.ticks.size > 0) {
      const changed = new Set(update.changed);
      for (const id of update.ticks.keys()) if (!changed.has(id)) ids.push(id);
    }
    this.generation++;
    const at = update.at ?? Date.now();
    this.inFlight = { generation: this.generation, update, at, ids, next: 0, started: performance.now() };
    this.runSlice(this.sliceMs);
  }

  /** Sends whatever is left of the step in flight now (before the next step, or at a close). */
  flush(): void {
    this.runSlice(Infinity);
  }

  /** Drops whatever is left of the step in flight (the channel is closing). */
  stop(): void {
    if (this.resume) clearImmediate(this.resume);
    this.resume = null;
    this.inFlight = null;
  }

  /** Whether a step's fan-out is still being sent. */
  busy(): boolean {
    return this.inFlight !== null;
  }

  private runSlice(budgetMs: number): void {
    if (this.resume) {
      clearImmediate(this.resume);
      this.resume = null;
    }
    const f = this.inFlight;
    if (!f) return;
    const deadline = performance.now() + budgetMs;
    while (f.next < f.ids.length) {
      this.publishInstrument(f.ids[f.next++], f);
      if (f.next < f.ids.length && performance.now() >= deadline) {
        this.resume = setImmediate(() => this.runSlice(this.sliceMs));
        return;
      }
    }
    this.inFlight = null;
    this.options.onPublished?.(performance.now() - f.started);
  }

  private publishInstrument(id: string, f: Fanout): void {
    const { update, at: now, generation } = f;
    const variants = this.byInstrument.get(id);
    if (!variants) return;
    // Parts of this instrument's push that its variants share (kinds.ts pushJson), for this step.
    const memo = new Map<string, string>();
    for (const [variantKey, v] of variants) {
      let bytes: Buffer;
      try {
        const time = v.handler.timestamp(v.params);
        let message: string;
        if (v.handler.pushJson) {
          const item = v.handler.pushJson(this.market, v.ref, v.params, update, memo);
          if (item === null) continue;
          const bodyText = time ? `{"hq":[${item}],"time":${now}}` : `{"hq":[${item}]}`;
          message = encodeMessageText(v.handler.type, 0, INFO_FLAG_PUSH, bodyText);
        } else {
          const item = v.handler.push(this.market, v.ref, v.params, update);
          if (item === null) continue;
          const body = time ? { hq: [item], time: now } : { hq: [item] };
          message = encodeMessage(v.handler.type, 0, INFO_FLAG_PUSH, body);
        }
        // Serialised and UTF-8 encoded once: every subscriber's socket gets the same bytes.
        bytes = Buffer.from(message);
      } catch (err) {
        this.onError(err, `${id}#${variantKey}`);
        continue;
      }
      for (const [client, joined] of v.clients) {
        if (joined >= generation) continue;
        client.send(bytes);
        this.pushes++;
      }
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
