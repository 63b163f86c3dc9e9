/**
 * The gateway side of the bus (`WAP_ROLE=gateway`): the quote channel's hub and reply source, fed
 * by the market process through Redis instead of an in-process simulator. A gateway listens to an
 * instrument's channel only while one of its own clients holds it, and fans each push out to its
 * sockets as the bytes that arrived, exactly as one process does.
 */
import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import { retryAtStart } from './redis';
import { findInstrument, instrumentId } from '../data/universe';
import { INFO_FLAG_PUSH, MsgType } from '../../contract/quote-protocol';
import { pairKeyOf, type HubStats, type QuoteHub, type Subscriber } from '../quote/hub';
import type { InstrumentRef, KindHandler } from '../quote/kinds';
import type { QuoteFeed } from '../quote/channel';
import type { QuoteSource, ReplyItems } from '../quote/source';
import { QuoteError, encodeMessage } from '../quote/wire';
import {
  GATEWAY_ALIVE_MS,
  REPLY_TIMEOUT_MS,
  busNames,
  parseHello,
  unframePush,
  type BusNames,
  type ControlMessage,
  type ReplyMessage,
  type ReplyRequest,
  type Want,
} from './channels';

export interface GatewayOptions {
  redis: Redis;
  subscriber: Redis;
  prefix?: string;
  /** Defaults to a random id: a restarted gateway is a new one, and the market forgets the old. */
  id?: string;
  /** Instrument lookup; defaults to the static universe (server/data). The fan-out bench passes its own. */
  lookup?: Pick<QuoteSource, 'find' | 'idOf'>;
  log?: (msg: string, detail?: unknown) => void;
  /** Each push's delay from its publication to the last of this gateway's sockets (ms; a metric). */
  onPushDelay?: (ms: number) => void;
}

interface Variant {
  want: Want;
  clients: Set<Subscriber>;
  /** Clients whose reply has not gone out yet, with the pushes held for them. */
  held: Map<Subscriber, { step: number; message: Buffer }[]>;
  /** Step of the last push received: a cached reply older than this would miss updates. */
  lastStep: number;
  /** Resolved once the channel is subscribed and the market has been told. */
  ready: Promise<void>;
}

/** The feed state a gateway tells its clients about (server push of a handshake, docs/scaling.md). */
export type FeedState = 'live' | 'stale';

export class BusGateway implements QuoteFeed {
  readonly id: string;
  readonly hub: QuoteHub;
  readonly source: QuoteSource;
  private readonly names: BusNames;
  private readonly variants = new Map<string, Variant>();
  private readonly pending = new Map<number, { resolve: (m: ReplyMessage) => void; timer: NodeJS.Timeout }>();
  private nextRid = 1;
  private readonly aliveTimer: NodeJS.Timeout;
  private readonly log: (msg: string, detail?: unknown) => void;
  private feed: FeedState = 'live';
  private readonly feedListeners = new Set<(s: FeedState) => void>();
  private closed = false;
  /** Pushes handed to this gateway's client sockets (a metric). */
  private pushes = 0;
  /** The newest market epoch seen: pushes of an older one come from a fenced-out market. */
  private epoch = 0;
  /** The active market's HTTP address, from its hello (undefined until one says). */
  private activeUrl: string | undefined;
  /** Pushes dropped for an older epoch (a metric and the failover test's evidence). */
  private fenced = 0;

  constructor(private readonly opts: GatewayOptions) {
    this.id = opts.id ?? crypto.randomBytes(6).toString('hex');
    this.names = busNames(opts.prefix);
    this.log = opts.log ?? (() => undefined);
    this.hub = this.makeHub();
    this.source = this.makeSource();
    opts.subscriber.on('messageBuffer', (channel: Buffer, message: Buffer) =>
      this.onMessage(channel.toString(), message),
    );
    // ioredis re-subscribes by itself after a reconnect; what the market must hear again is said here.
    opts.redis.on('ready', () => void this.reannounce());
    opts.redis.on('close', () => this.setFeed('stale'));
    opts.subscriber.on('close', () => this.setFeed('stale'));
    // While Redis is away the call fails; the lease is renewed by the re-announce once it is back.
    this.aliveTimer = setInterval(
      () => void this.control({ op: 'alive', gateway: this.id }).catch(() => undefined),
      GATEWAY_ALIVE_MS,
    );
    this.aliveTimer.unref();
  }

  async start(): Promise<void> {
    await retryAtStart(() => this.opts.subscriber.subscribe(this.names.reply(this.id), this.names.announce));
    await retryAtStart(() => this.control({ op: 'alive', gateway: this.id }));
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.aliveTimer);
    const pairs = [...this.variants.keys()];
    if (pairs.length) await this.control({ op: 'unwant', gateway: this.id, pairs });
    for (const p of this.pending.values()) clearTimeout(p.timer);
    this.pending.clear();
  }

  feedState(): FeedState {
    return this.feed;
  }

  greeting(): string | null {
    return this.feed === 'stale' ? feedStateMessage('stale', Date.now()) : null;
  }

  /** The channel tells its sockets when the market feed is lost and back. */
  onFeedState(listener: (s: FeedState) => void): () => void {
    this.feedListeners.add(listener);
    return () => this.feedListeners.delete(listener);
  }

  private setFeed(state: FeedState): void {
    if (this.closed || state === this.feed) return;
    this.feed = state;
    this.log(`bus: market feed ${state}`);
    for (const l of this.feedListeners) l(state);
  }

  /** The active market's HTTP address, when one has announced it. */
  marketUrl(): string | undefined {
    return this.activeUrl;
  }

  /** Pushes dropped because an older market epoch sent them. */
  fencedPushes(): number {
    return this.fenced;
  }

  /**
   * A newer market: its step counter is its own, so what this gateway knows of the old one's steps
   * (the cache comparison) starts again; the log says who writes now.
   */
  private advanceEpoch(epoch: number): void {
    if (epoch <= this.epoch) return;
    this.epoch = epoch;
    for (const v of this.variants.values()) v.lastStep = -1;
    this.log(`bus: market epoch ${epoch}`);
  }

  private async reannounce(): Promise<void> {
    const wants = [...this.variants.values()].map((v) => v.want);
    try {
      if (wants.length) await this.control({ op: 'want', gateway: this.id, wants });
      else await this.control({ op: 'alive', gateway: this.id });
      // Both connections must be back before quotes are live again.
      if (this.opts.subscriber.status === 'ready') this.setFeed('live');
    } catch (err) {
      this.log('bus: re-announce failed', err);
    }
  }

  private async control(msg: ControlMessage): Promise<void> {
    await this.opts.redis.publish(this.names.control, JSON.stringify(msg));
  }

  private onMessage(channel: string, message: Buffer): void {
    if (channel === this.names.announce) {
      // A market became active (started, or took over): it may know nothing yet.
      const hello = parseHello(message.toString());
      if (hello) {
        // Only the lease holder says hello, so its epoch is the current one even when lower than
        // what this gateway saw: a Redis restarted empty starts the epoch counter again.
        if (hello.epoch < this.epoch) this.epoch = 0;
        this.advanceEpoch(hello.epoch);
        if (hello.url) this.activeUrl = hello.url;
      }
      void this.reannounce();
      return;
    }
    if (channel === this.names.reply(this.id)) {
      let reply: ReplyMessage;
      try {
        reply = JSON.parse(message.toString()) as ReplyMessage;
      } catch {
        return;
      }
      const p = this.pending.get(reply.rid);
      if (!p) return;
      this.pending.delete(reply.rid);
      clearTimeout(p.timer);
      p.resolve(reply);
      return;
    }
    const pushPrefix = this.names.push('');
    if (!channel.startsWith(pushPrefix)) return;
    const variant = this.variants.get(channel.slice(pushPrefix.length));
    const frame = unframePush(message);
    if (!variant || !frame) return;
    if (frame.epoch < this.epoch) {
      this.fenced++;
      return;
    }
    this.advanceEpoch(frame.epoch);
    if (this.opts.subscriber.status === 'ready' && this.opts.redis.status === 'ready') this.setFeed('live');
    variant.lastStep = frame.step;
    for (const client of variant.clients) {
      const held = variant.held.get(client);
      if (held) held.push(frame);
      else client.send(frame.message);
    }
    this.pushes += variant.clients.size;
    this.opts.onPushDelay?.(Date.now() - frame.sentAt);
  }

  private makeHub(): QuoteHub {
    return {
      pairKey: pairKeyOf,
      add: (client, handler, params, ref) => {
        const pair = pairKeyOf(handler, params, ref);
        let variant = this.variants.get(pair);
        if (!variant) {
          const want: Want = { pair, type: handler.type, params, ref };
          variant = { want, clients: new Set(), held: new Map(), lastStep: -1, ready: Promise.resolve() };
          // Listening before the market is told, so the first push cannot be missed.
          variant.ready = this.opts.subscriber
            .subscribe(this.names.push(pair))
            .then(() => this.control({ op: 'want', gateway: this.id, wants: [want] }));
          variant.ready.catch((err: unknown) => this.log('bus: subscribe failed', err));
          this.variants.set(pair, variant);
        }
        variant.clients.add(client);
        variant.held.set(client, []);
        return pair;
      },
      remove: (client, pair) => {
        const variant = this.variants.get(pair);
        if (!variant) return;
        variant.clients.delete(client);
        variant.held.delete(client);
        if (variant.clients.size > 0) return;
        this.variants.delete(pair);
        void this.opts.subscriber.unsubscribe(this.names.push(pair)).catch(() => undefined);
        void this.control({ op: 'unwant', gateway: this.id, pairs: [pair] }).catch(() => undefined);
      },
      open: (client, pairs, step) => {
        for (const pair of pairs) {
          const variant = this.variants.get(pair);
          const held = variant?.held.get(client);
          if (!variant || !held) continue;
          variant.held.delete(client);
          // Pushes of the reply's step or earlier are already in the reply.
          for (const frame of held) if (step === undefined || frame.step > step) client.send(frame.message);
        }
      },
      stats: (): HubStats => {
        let subscriptions = 0;
        const instruments = new Set<string>();
        for (const v of this.variants.values()) {
          subscriptions += v.clients.size;
          instruments.add(v.want.ref.id);
        }
        return {
          instruments: instruments.size,
          variants: this.variants.size,
          subscriptions,
          pushes: this.pushes,
        };
      },
    };
  }

  private makeSource(): QuoteSource {
    const lookup = this.opts.lookup;
    return {
      find: lookup
        ? (market, code) => lookup.find(market, code)
        : (market, code) => findInstrument(market, code),
      idOf: lookup ? (seed) => lookup.idOf(seed) : (seed) => instrumentId(seed),
      reply: (handler, params, refs) => this.reply(handler, params, refs),
    };
  }

  private async reply(
    handler: KindHandler<unknown>,
    params: unknown,
    refs: InstrumentRef[],
  ): Promise<ReplyItems> {
    const variants = handler.pushes(params)
      ? refs.map((ref) => this.variants.get(pairKeyOf(handler, params, ref)))
      : [];
    await Promise.all(variants.flatMap((v) => (v ? [v.ready] : [])));
    const cached = await this.fromCache(handler.type, params, refs, variants);
    if (cached) return cached;
    const rid = this.nextRid++;
    const req: ReplyRequest = { rid, gateway: this.id, type: handler.type, params, refs };
    const reply = await new Promise<ReplyMessage>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(rid);
        reject(new QuoteError(503, 'market data unavailable, try again'));
      }, REPLY_TIMEOUT_MS);
      this.pending.set(rid, { resolve, timer });
      this.opts.redis.publish(this.names.request, JSON.stringify(req)).catch((err: unknown) => {
        clearTimeout(timer);
        this.pending.delete(rid);
        this.log('bus: request failed', err);
        reject(new QuoteError(503, 'market data unavailable, try again'));
      });
    });
    if ('error' in reply) throw new QuoteError(reply.error.code, reply.error.message);
    return { items: reply.items, step: reply.step };
  }

  /**
   * The market's cached answers, when every one is at least as new as the pushes this gateway has
   * already passed on for the pair; a fresh pair always asks the market (its reply must be read
   * after the market started publishing the pair, or the pushes in between would be lost).
   */
  private async fromCache(
    type: number,
    params: unknown,
    refs: InstrumentRef[],
    variants: (Variant | undefined)[],
  ): Promise<ReplyItems | null> {
    if (variants.some((v) => v !== undefined && v.lastStep < 0)) return null;
    const json = JSON.stringify(params);
    let raw: (string | null)[];
    try {
      raw = await this.opts.redis.mget(refs.map((ref) => this.names.snapshot(type, json, ref.id)));
    } catch {
      return null;
    }
    const items: unknown[] = [];
    let step = Number.MAX_SAFE_INTEGER;
    for (let i = 0; i < refs.length; i++) {
      const text = raw[i];
      if (!text) return null;
      const entry = JSON.parse(text) as { step: number; item: unknown };
      const v = variants[i];
      if (v && entry.step < v.lastStep) return null;
      items.push(entry.item);
      step = Math.min(step, entry.step);
    }
    return { items, step: variants.length ? step : undefined };
  }
}

/** The message a gateway pushes to its sockets when the market feed is lost or back. */
export function feedStateMessage(state: FeedState, now: number): string {
  return encodeMessage(MsgType.Handshake, 0, INFO_FLAG_PUSH, { time: now, feed: state });
}
