/**
 * The market side of the bus (`WAP_ROLE=market`): keeps one subscriber per (instrument, variant)
 * pair that some gateway wants in an ordinary FanoutHub, so each push is built and serialised once
 * per step exactly as in one process, and published once to Redis for every gateway. Answers the
 * gateways' reply requests from the simulator and keeps each answer in Redis for a second, where
 * other gateways asking for the same snapshot read it without a round trip to the market.
 */
import type { Redis } from 'ioredis';
import { retryAtStart } from './redis';
import type { MarketSimulator } from '../market/api';
import { FanoutHub, type Subscriber } from '../quote/hub';
import { KIND_HANDLERS } from '../quote/kinds';
import { QuoteError } from '../quote/wire';
import {
  GATEWAY_LEASE_MS,
  SNAPSHOT_TTL_MS,
  busNames,
  framePush,
  type BusNames,
  type ControlMessage,
  type ReplyMessage,
  type ReplyRequest,
  type Want,
} from './channels';

export interface PublisherOptions {
  market: MarketSimulator;
  /** Publishes and writes the cache. */
  redis: Redis;
  /** A second connection in subscriber mode (Redis forbids other commands on it). */
  subscriber: Redis;
  prefix?: string;
  now?: () => number;
  log?: (msg: string, detail?: unknown) => void;
  /**
   * The market lease (server/bus/lease.ts): only its holder publishes and answers, stamping its
   * epoch. Without one this publisher is the only market and always active (epoch 0).
   */
  lease?: { isActive(): boolean; epoch(): number };
  /** Where gateways reach this market's HTTP API, announced when it becomes active. */
  url?: string;
}

interface WantedPair {
  gateways: Map<string, number>;
  channel: Subscriber;
}

export interface PublisherStats {
  pairs: number;
  gateways: number;
  published: number;
  replies: number;
}

export class MarketPublisher {
  private readonly names: BusNames;
  private readonly hub: FanoutHub;
  private readonly pairs = new Map<string, WantedPair>();
  /** gateway id → last time it spoke */
  private readonly gateways = new Map<string, number>();
  private step = 0;
  private published = 0;
  private replies = 0;
  private readonly stopUpdates: () => void;
  private readonly leaseTimer: ReturnType<typeof setInterval>;
  private readonly now: () => number;
  private readonly log: (msg: string, detail?: unknown) => void;

  constructor(private readonly opts: PublisherOptions) {
    this.names = busNames(opts.prefix);
    this.now = opts.now ?? Date.now;
    this.log = opts.log ?? (() => undefined);
    this.hub = new FanoutHub(opts.market, (err, pair) => this.log(`bus push failed for ${pair}`, err));
    // The previous step's fan-out (sent in slices, server/quote/hub.ts) finishes under its own step
    // number; then the counter moves, so every push carries the step it belongs to.
    this.stopUpdates = opts.market.onUpdate((u) => {
      this.hub.flush();
      this.step++;
      this.hub.publish(u);
    });
    opts.subscriber.on('message', (channel: string, text: string) => this.onMessage(channel, text));
    this.leaseTimer = setInterval(() => this.expireGateways(), GATEWAY_LEASE_MS / 4);
    this.leaseTimer.unref();
  }

  /** Subscribes to the gateways' channels, then asks every running gateway to say what it wants. */
  async start(): Promise<void> {
    await retryAtStart(() => this.opts.subscriber.subscribe(this.names.control, this.names.request));
    if (this.active()) await retryAtStart(() => this.announce());
  }

  /** Tells every gateway this market is active (they say what they want again and use its URL). */
  async announce(): Promise<void> {
    const hello = { epoch: this.opts.lease?.epoch() ?? 0, url: this.opts.url };
    await this.opts.redis.publish(this.names.announce, JSON.stringify(hello));
  }

  private active(): boolean {
    return this.opts.lease?.isActive() ?? true;
  }

  async close(): Promise<void> {
    clearInterval(this.leaseTimer);
    this.stopUpdates();
    this.hub.stop();
    await this.opts.subscriber.unsubscribe().catch(() => undefined);
  }

  stats(): PublisherStats {
    return {
      pairs: this.pairs.size,
      gateways: this.gateways.size,
      published: this.published,
      replies: this.replies,
    };
  }

  private onMessage(channel: string, text: string): void {
    let msg: unknown;
    try {
      msg = JSON.parse(text);
    } catch {
      this.log('bus: malformed message', { channel });
      return;
    }
    if (channel === this.names.control) this.onControl(msg as ControlMessage);
    else if (channel === this.names.request) void this.onRequest(msg as ReplyRequest);
  }

  private onControl(msg: ControlMessage): void {
    this.gateways.set(msg.gateway, this.now());
    if (msg.op === 'want') for (const w of msg.wants) this.want(msg.gateway, w);
    else if (msg.op === 'unwant') for (const pair of msg.pairs) this.unwant(msg.gateway, pair);
  }

  private want(gateway: string, w: Want): void {
    let wanted = this.pairs.get(w.pair);
    if (!wanted) {
      const handler = KIND_HANDLERS.get(w.type);
      if (!handler || !this.opts.market.byId(w.ref.id)) {
        this.log('bus: a gateway wants an unknown kind or instrument', w);
        return;
      }
      const name = this.names.push(w.pair);
      const channel: Subscriber = {
        send: (message) => {
          // A standby keeps every wanted pair's state current but publishes nothing.
          if (!this.active()) return;
          const bytes = typeof message === 'string' ? Buffer.from(message) : message;
          this.published++;
          const frame = framePush(this.step, bytes, Date.now(), this.opts.lease?.epoch() ?? 0);
          void this.opts.redis.publish(name, frame).catch(() => undefined);
        },
      };
      const pair = this.hub.add(channel, handler, w.params, w.ref);
      if (pair !== w.pair)
        this.log('bus: pair keys differ between gateway and market', { pair, want: w.pair });
      wanted = { gateways: new Map(), channel };
      this.pairs.set(w.pair, wanted);
    }
    wanted.gateways.set(gateway, this.now());
  }

  private unwant(gateway: string, pair: string): void {
    const wanted = this.pairs.get(pair);
    if (!wanted) return;
    wanted.gateways.delete(gateway);
    if (wanted.gateways.size > 0) return;
    this.hub.remove(wanted.channel, pair);
    this.pairs.delete(pair);
  }

  /** A gateway killed without a word stops being served once its lease runs out. */
  private expireGateways(): void {
    const cutoff = this.now() - GATEWAY_LEASE_MS;
    for (const [gateway, seen] of this.gateways) {
      if (seen >= cutoff) continue;
      this.gateways.delete(gateway);
      for (const pair of [...this.pairs.keys()]) this.unwant(gateway, pair);
    }
  }

  private async onRequest(req: ReplyRequest): Promise<void> {
    this.gateways.set(req.gateway, this.now());
    // Only the active market answers: one reply per request, of the epoch the pushes come from.
    if (!this.active()) return;
    let reply: ReplyMessage;
    try {
      const handler = KIND_HANDLERS.get(req.type);
      if (!handler) throw new QuoteError(400, `unknown message type: ${req.type}`);
      const step = this.step;
      const items = req.refs.map((ref) => handler.reply(this.opts.market, ref, req.params));
      reply = { rid: req.rid, step, items };
      this.replies++;
      // Other gateways asking for the same snapshot within the second read it from Redis.
      const params = JSON.stringify(req.params);
      const multi = this.opts.redis.multi();
      req.refs.forEach((ref, i) =>
        multi.set(
          this.names.snapshot(req.type, params, ref.id),
          JSON.stringify({ step, item: items[i] }),
          'PX',
          SNAPSHOT_TTL_MS,
        ),
      );
      void multi.exec().catch(() => undefined);
    } catch (err) {
      const code = err instanceof QuoteError ? err.code : 500;
      const message = err instanceof QuoteError ? err.message : 'internal error';
      if (!(err instanceof QuoteError)) this.log('bus: reply failed', err);
      reply = { rid: req.rid, error: { code, message } };
    }
    await this.opts.redis.publish(this.names.reply(req.gateway), JSON.stringify(reply)).catch(() => 0);
  }
}
