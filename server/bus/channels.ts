/**
 * The market bus on Redis (docs/scaling.md): channel and key names, and the messages the market
 * process and the gateways exchange. Pub/sub, not streams: a push is only worth something to a
 * gateway that is listening now; a gateway that was away replays from snapshots, not from history.
 */
import type { QuoteKey } from '../../contract/quote-protocol';

/** Every name starts with the prefix, so several deployments can share one Redis (tests do). */
export interface BusNames {
  /** Pushes of one (instrument, variant) pair: `${step}:${sentAt}:${epoch}\n`, the wire message's bytes. */
  push(pair: string): string;
  /** Gateways → market: want / unwant / alive. */
  control: string;
  /** Market → gateways: hello (a market became active: say what you want again), `{ epoch, url }`. */
  announce: string;
  /** The active market's lease and the epoch counter (server/bus/lease.ts). */
  lease: string;
  epoch: string;
  /** Gateways → market: reply requests. */
  request: string;
  /** Market → one gateway: the replies to its requests. */
  reply(gateway: string): string;
  /** The reply cache the market keeps: one entry per (kind, reply params, instrument). */
  snapshot(kind: number, params: string, id: string): string;
}

export function busNames(prefix = 'wq'): BusNames {
  return {
    push: (pair) => `${prefix}:push:${pair}`,
    control: `${prefix}:ctl`,
    announce: `${prefix}:hello`,
    lease: `${prefix}:market:lease`,
    epoch: `${prefix}:market:epoch`,
    request: `${prefix}:req`,
    reply: (gateway) => `${prefix}:rep:${gateway}`,
    snapshot: (kind, params, id) => `${prefix}:snap:${kind}:${params}:${id}`,
  };
}

export interface BusRef {
  key: QuoteKey;
  id: string;
}

/** One pair a gateway's clients hold; `params` is what the kind's parse() made of the request. */
export interface Want {
  pair: string;
  type: number;
  params: unknown;
  ref: BusRef;
}

export type ControlMessage =
  | { op: 'want'; gateway: string; wants: Want[] }
  | { op: 'unwant'; gateway: string; pairs: string[] }
  | { op: 'alive'; gateway: string };

export interface ReplyRequest {
  rid: number;
  gateway: string;
  type: number;
  params: unknown;
  refs: BusRef[];
}

export type ReplyMessage =
  { rid: number; step: number; items: unknown[] } | { rid: number; error: { code: number; message: string } };

/**
 * A push on the wire of the bus: the publisher's step, the wall-clock ms it was published (the
 * gateways' push-delay metric measures from it), the publisher's lease epoch (gateways drop older
 * epochs), a newline, then the client message.
 */
export function framePush(step: number, message: Buffer, sentAt = Date.now(), epoch = 0): Buffer {
  return Buffer.concat([Buffer.from(`${step}:${sentAt}:${epoch}\n`), message]);
}

export interface BusFrame {
  step: number;
  sentAt: number;
  epoch: number;
  message: Buffer;
}

export function unframePush(frame: Buffer): BusFrame | null {
  const nl = frame.indexOf(10);
  if (nl <= 0 || nl > 60) return null;
  const [step, sentAt, epoch] = frame.subarray(0, nl).toString('latin1').split(':').map(Number);
  if (![step, sentAt, epoch].every(Number.isSafeInteger)) return null;
  return { step, sentAt, epoch, message: frame.subarray(nl + 1) };
}

/** What an active market announces: its epoch and where gateways pass the market-data calls. */
export interface Hello {
  epoch: number;
  url?: string;
}

export function parseHello(text: string): Hello | null {
  try {
    const v = JSON.parse(text) as Partial<Hello>;
    return typeof v.epoch === 'number'
      ? { epoch: v.epoch, url: typeof v.url === 'string' ? v.url : undefined }
      : null;
  } catch {
    return null;
  }
}

/** How long a gateway may stay silent before the market forgets what it wanted. */
export const GATEWAY_LEASE_MS = 20_000;
/** How often a gateway says it is alive. */
export const GATEWAY_ALIVE_MS = 5_000;
/** How long a gateway waits for the market to answer a reply request. */
export const REPLY_TIMEOUT_MS = 5_000;
/** How long the market keeps a computed reply in Redis for other gateways asking in the same moment. */
export const SNAPSHOT_TTL_MS = 1_000;
