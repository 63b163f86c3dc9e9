/**
 * One websocket client of the quote channel: parses its messages, enforces the handshake/auth
 * order, the per-client subscription limit and the send-buffer bound, and answers every request
 * (or error) with the request's seq. Nothing a client sends can affect another client.
 */
import type { WebSocket, RawData } from 'ws';
import { INFO_FLAG_UNSUBSCRIBE, MsgType, marketNameOf, type QuoteKey } from '../../contract/quote-protocol';
import type { QuoteHub, Subscriber } from './hub';
import { KIND_HANDLERS, type InstrumentRef } from './kinds';
import type { QuoteSource, ReplyItems } from './source';
import { QuoteError, encodeError, encodeMessage, encodeMessageInSlices, type QuoteLimits } from './wire';
import { jsonDepthExceeds } from '../json-depth';
import { QuoteLedger, type SocketAccount } from './ledger';
import type { AlertPushRegistry } from './alert-push';

export type TokenValidator = (token: string) => boolean;

/** Pushes arrive as UTF-8 Buffers (encoded once by the hub); they still go out as text frames. */
const TEXT_FRAME = { binary: false } as const;

export interface SessionDeps {
  source: QuoteSource;
  hub: QuoteHub;
  validateToken: TokenValidator;
  limits: QuoteLimits;
  log: (msg: string, detail?: unknown) => void;
  /** Monotonic milliseconds for the idle time-out and the message rate (injected in tests). */
  now: () => number;
  /** Who a login token is, and the sockets by user for the push of fired alerts (UserAuth, 93). */
  users?: UserPush;
}

export interface UserPush {
  resolve(token: string): Promise<number | null>;
  registry: AlertPushRegistry;
}

/** A queued message; `message` is unset while it is still being serialised ('' once dropped). */
interface OutboxSlot {
  message?: string | Buffer;
}

export class QuoteSession implements Subscriber {
  private authed = false;
  /** When the socket opened (the auth deadline counts from here, not from the last message). */
  readonly openedAt: number;
  /** (instrument, variant) pairs this client holds in the hub. */
  private readonly pairs = new Set<string>();
  private closed = false;
  /** Messages waiting behind a reply still being serialised (see send), oldest first. */
  private readonly outbox: OutboxSlot[] = [];
  private outboxBytes = 0;
  lastSeen: number;
  /** Start of the current one-second rate window and the request units spent in it. */
  private windowStart: number;
  private windowCount = 0;

  constructor(
    private readonly ws: WebSocket,
    private readonly deps: SessionDeps,
    /** This socket's share of its address's and the process's bounds; alone, a ledger of its own. */
    private readonly account: SocketAccount = new QuoteLedger(deps.limits, deps.now).open(''),
  ) {
    this.lastSeen = this.windowStart = this.openedAt = deps.now();
  }

  get isAuthed(): boolean {
    return this.authed;
  }

  /** Unsent bytes queued for this client. */
  get bufferedAmount(): number {
    return this.ws.bufferedAmount;
  }

  get subscriptionCount(): number {
    return this.pairs.size;
  }

  /**
   * Sends a serialised message, or drops this client when its unsent data is past the bound. While
   * a large reply is being serialised in slices, messages queue behind it in order, and what is
   * queued counts toward the unsent data.
   */
  send(message: string | Buffer): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    if (this.outbox.length === 0) return this.write(message);
    this.outbox.push({ message });
    this.outboxBytes += message.length;
    if (this.ws.bufferedAmount + this.outboxBytes > this.deps.limits.maxBufferedBytes) {
      this.deps.log('quote client dropped: send buffer over limit', {
        buffered: this.ws.bufferedAmount + this.outboxBytes,
      });
      this.ws.terminate();
      this.dispose();
    }
  }

  /** Queues a message still being serialised; it and whatever follows go out once it is ready. */
  private sendLater(message: Promise<string | null>, seq: number): void {
    const slot: OutboxSlot = {};
    this.outbox.push(slot);
    const ready = (text: string | null) => {
      slot.message = text ?? '';
      this.drainOutbox();
    };
    message.then(ready, (err: unknown) => {
      this.deps.log('quote request failed', err);
      ready(encodeError(seq, 500, 'internal error'));
    });
  }

  private drainOutbox(): void {
    while (this.outbox.length > 0 && this.outbox[0].message !== undefined) {
      const { message } = this.outbox.shift()!;
      if (this.closed) continue;
      this.outboxBytes -= message!.length;
      if (message!.length > 0) this.write(message!);
    }
  }

  private write(message: string | Buffer): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > this.deps.limits.maxBufferedBytes) {
      this.deps.log('quote client dropped: send buffer over limit', { buffered: this.ws.bufferedAmount });
      this.ws.terminate();
      this.dispose();
      return;
    }
    this.ws.send(message, TEXT_FRAME);
  }

  handle(data: RawData, isBinary: boolean): void {
    if (this.closed) return; // dropped: late frames must not re-register subscriptions
    this.lastSeen = this.deps.now();
    let seq = 0;
    try {
      if (isBinary) {
        if (!this.charge(1, 0)) return;
        throw new QuoteError(400, 'binary frames are not accepted; send JSON text');
      }
      // The frame's own cost is charged before anything reads it: one unit, and unitsPerKiB per whole
      // KiB it holds (receiving a 40 KB frame costs more than its reply: issue 32 row 3, 31,000
      // deep frames in 8 s slowed /health 2.8×). Parsing is then bounded by the frame limit
      // (64 KiB) and, by a scan before JSON.parse, by nesting depth (a 20,000-deep frame cost
      // ~100 ms to parse). What its keys cost beyond that is charged once it is parsed, with its
      // seq known.
      const text = String(data);
      const kib = Math.floor(rawLength(data) / 1024);
      if (!this.charge(1 + this.deps.limits.unitsPerKiB * kib, seqHint(text))) return;
      if (jsonDepthExceeds(text, this.deps.limits.maxJsonDepth)) {
        throw new QuoteError(400, `JSON nested too deep (limit ${this.deps.limits.maxJsonDepth})`);
      }
      const msg = parseMessage(text);
      seq = msg.seq;
      // Keys and bytes measure the same request twice (a key is ~30 bytes of it): it pays the larger,
      // so 自选's 200-key requests cost ~200 units, not ~250 (four of them at a page's load).
      const keys = Array.isArray(msg.body.key) ? msg.body.key.length : 0;
      const paidForBytes = this.deps.limits.unitsPerKiB * kib;
      const keyUnits = Math.max(0, Math.min(keys, this.deps.limits.maxKeysPerRequest) - paidForBytes);
      if (!this.charge(keyUnits, seq)) return;
      // A reply across the bus comes later; its failure is answered like a synchronous one.
      this.dispatch(msg)?.catch((err: unknown) => this.fail(err, msg.seq));
    } catch (err) {
      this.fail(err, seq);
    }
  }

  private fail(err: unknown, seq: number): void {
    if (err instanceof QuoteError) {
      this.send(encodeError(err.seq ?? seq, err.code, err.message));
    } else {
      this.deps.log('quote request failed', err);
      this.send(encodeError(seq, 500, 'internal error'));
    }
  }

  /**
   * Spends request units of this second's budget. False when the message must not be handled:
   * over the budget it is answered with 429, far over it the client is closed (1008).
   */
  private charge(units: number, seq: number): boolean {
    const now = this.deps.now();
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.windowCount = 0;
    }
    this.windowCount += units;
    const { maxUnitsPerSecond, closeUnitsPerSecond } = this.deps.limits;
    if (this.windowCount > closeUnitsPerSecond) {
      this.deps.log('quote client closed: message flood', { unitsPerSecond: this.windowCount });
      this.account.refused('flood close');
      this.ws.close(1008, 'too many messages');
      this.dispose();
      return false;
    }
    if (this.windowCount > maxUnitsPerSecond) {
      // Not handled: answering costs little, and the flood cannot keep the loop from others.
      this.account.refused('message rate');
      this.send(encodeError(seq, 429, `too many requests (limit ${maxUnitsPerSecond} units/s)`));
      return false;
    }
    return true;
  }

  /** Removes every subscription of this client (on close or drop). */
  dispose(): void {
    if (this.closed) return;
    this.closed = true;
    for (const pair of this.pairs) this.deps.hub.remove(this, pair);
    this.pairs.clear();
    this.outbox.length = 0;
    this.outboxBytes = 0;
    this.deps.users?.registry.unbind(this);
    this.account.close();
  }

  private dispatch(msg: ParsedMessage): Promise<void> | undefined {
    const { type, seq, infoFlag, body } = msg;
    if (type === MsgType.Handshake) {
      this.send(encodeMessage(MsgType.Handshake, seq, 0, { time: Date.now() }));
      return undefined;
    }
    if (type === MsgType.Auth) {
      const token = body.token;
      const ok =
        typeof token === 'string' &&
        token.length > 0 &&
        token.length <= 512 &&
        this.deps.validateToken(token);
      if (ok && !this.authed) {
        this.authed = true;
        this.account.markAuthed();
      }
      this.send(
        encodeMessage(
          MsgType.Auth,
          seq,
          0,
          ok ? { ok: true } : { ok: false, msg: 'invalid or expired token' },
        ),
      );
      return undefined;
    }
    if (!this.authed) throw new QuoteError(401, 'not authenticated: send auth (92) with a quote token first');
    if (type === MsgType.UserAuth) return this.userAuth(body.token, seq);

    const handler = KIND_HANDLERS.get(type);
    if (!handler) throw new QuoteError(400, `unknown message type: ${type}`);
    const params = handler.parse(body);
    const unsubscribe = (infoFlag & INFO_FLAG_UNSUBSCRIBE) !== 0;
    const refs = this.resolveKeys(body.key, !unsubscribe);

    if (unsubscribe) {
      for (const ref of refs) {
        const pair = this.deps.hub.pairKey(handler, params, ref);
        if (this.pairs.delete(pair)) this.release(pair);
      }
      this.send(encodeMessage(type, seq, INFO_FLAG_UNSUBSCRIBE, { hq: [] }));
      return undefined;
    }

    const rows = handler.rows(params) * refs.length;
    this.chargeRows(handler.rows(params), refs.length);

    // Subscribed before the reply is read, so no update between the two is lost; the hub holds the
    // new pairs' pushes until open() (across the bus the reply arrives after later pushes).
    const added: string[] = [];
    if (handler.pushes(params)) {
      const fresh = refs.filter((ref) => !this.pairs.has(this.deps.hub.pairKey(handler, params, ref)));
      if (this.pairs.size + fresh.length > this.deps.limits.maxSubscriptions) {
        this.account.refused('subscriptions');
        throw new QuoteError(429, `too many subscriptions (limit ${this.deps.limits.maxSubscriptions})`);
      }
      const refused = this.account.holdPairs(fresh.map((ref) => this.deps.hub.pairKey(handler, params, ref)));
      if (refused) {
        this.account.refused(`pairs ${refused}`);
        const limit = refused === 'address' ? this.deps.limits.maxPairsPerIp : this.deps.limits.maxPairs;
        throw new QuoteError(429, `too many distinct subscriptions ${scopeText[refused]} (limit ${limit})`);
      }
      for (const ref of fresh) added.push(this.deps.hub.add(this, handler, params, ref));
      for (const pair of added) this.pairs.add(pair);
    }
    const undo = () => {
      for (const pair of added) if (this.pairs.delete(pair)) this.release(pair);
    };
    const answer = (r: ReplyItems) => {
      const replyBody = handler.timestamp(params) ? { hq: r.items, time: Date.now() } : { hq: r.items };
      const { replySliceRows, replySliceMs } = this.deps.limits;
      if (rows >= replySliceRows) {
        const alive = () => !this.closed;
        this.sendLater(encodeMessageInSlices(type, seq, 0, replyBody, replySliceMs, alive), seq);
      } else this.send(encodeMessage(type, seq, 0, replyBody));
      this.deps.hub.open(this, added, r.step);
    };
    let reply: ReplyItems | Promise<ReplyItems>;
    try {
      reply = this.deps.source.reply(handler, params, refs);
    } catch (err) {
      undo();
      throw err;
    }
    if (!(reply instanceof Promise)) return void answer(reply);
    return reply.then(
      (r) => {
        // The client may have left, or unsubscribed, while the market answered.
        if (this.closed) return;
        answer(r);
      },
      (err: unknown) => {
        undo();
        throw err;
      },
    );
  }

  /**
   * The page's login token names the user whose fired alerts this socket receives. The token is
   * only checked, never logged; an empty token unbinds (a logout).
   */
  private async userAuth(token: unknown, seq: number): Promise<void> {
    const users = this.deps.users;
    if (!users) throw new QuoteError(404, 'user pushes are not served here');
    if (typeof token !== 'string' || token.length > 500) throw new QuoteError(400, 'token must be a string');
    if (token === '') {
      users.registry.unbind(this);
      this.send(encodeMessage(MsgType.UserAuth, seq, 0, { ok: true }));
      return;
    }
    const userId = await users.resolve(token);
    if (this.closed) return;
    if (userId === null) {
      users.registry.unbind(this);
      this.send(
        encodeMessage(MsgType.UserAuth, seq, 0, { ok: false, msg: 'invalid or expired login token' }),
      );
      return;
    }
    if (!users.registry.bind(this, userId)) {
      this.account.refused('push users');
      throw new QuoteError(429, 'too many users on this server');
    }
    this.send(encodeMessage(MsgType.UserAuth, seq, 0, { ok: true }));
  }

  private release(pair: string): void {
    this.deps.hub.remove(this, pair);
    this.account.releasePair(pair);
  }

  /**
   * A reply's rows (bars, ticks, minutes) are its cost: bounded per reply, and charged to this
   * socket's, its address's and the process's rows per second before anything is built.
   */
  private chargeRows(perKey: number, keys: number): void {
    const rows = perKey * keys;
    const { maxReplyRows } = this.deps.limits;
    if (rows > maxReplyRows) {
      this.account.refused('reply rows');
      throw new QuoteError(
        400,
        `reply too large: ${keys} keys × ${perKey} rows (limit ${maxReplyRows} rows)`,
      );
    }
    const refused = this.account.spendRows(rows);
    if (refused) {
      this.account.refused(`rows ${refused}`);
      const limits = this.deps.limits;
      const limit = {
        client: limits.maxRowsPerSecond,
        address: limits.maxRowsPerSecondPerIp,
        total: limits.maxRowsPerSecondTotal,
      }[refused];
      throw new QuoteError(429, `too many rows per second ${scopeText[refused]} (limit ${limit})`);
    }
  }

  /** Validates body.key and resolves each key to an instrument; unknown keys fail a subscribe. */
  private resolveKeys(raw: unknown, strict: boolean): InstrumentRef[] {
    if (!Array.isArray(raw) || raw.length === 0) throw new QuoteError(400, 'key must be a non-empty array');
    if (raw.length > this.deps.limits.maxKeysPerRequest) {
      throw new QuoteError(400, `too many keys (limit ${this.deps.limits.maxKeysPerRequest})`);
    }
    const refs: InstrumentRef[] = [];
    const unknown: string[] = [];
    for (const k of raw as unknown[]) {
      const key = k as Partial<QuoteKey> | null;
      if (!key || typeof key !== 'object' || typeof key.market !== 'number' || typeof key.code !== 'string') {
        throw new QuoteError(400, 'each key must be { market: number, code: string }');
      }
      if (key.code.length === 0 || key.code.length > 20)
        throw new QuoteError(400, 'key code must be 1 to 20 characters');
      const name = marketNameOf(key.market);
      const seed = name ? this.deps.source.find(name, key.code) : undefined;
      if (!seed) {
        unknown.push(`${key.market}:${key.code}`);
        continue;
      }
      refs.push({ key: { market: key.market, code: seed.code }, id: this.deps.source.idOf(seed) });
    }
    if (strict && unknown.length) throw new QuoteError(404, `unknown instrument: ${unknown.join(', ')}`);
    return refs;
  }
}

const scopeText = {
  client: 'on this socket',
  address: 'from this address',
  total: 'on this server',
} as const;

interface ParsedMessage {
  type: number;
  seq: number;
  infoFlag: number;
  body: Record<string, unknown>;
}

function parseMessage(text: string): ParsedMessage {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new QuoteError(400, 'malformed JSON');
  }
  if (!isObject(value)) throw new QuoteError(400, 'message must be a JSON object { header, body }');
  const header = value.header;
  if (!isObject(header)) throw new QuoteError(400, 'missing header');
  const seq =
    typeof header.seq === 'number' && Number.isInteger(header.seq) && header.seq >= 0 ? header.seq : 0;
  if (typeof header.type !== 'number' || !Number.isInteger(header.type)) {
    throw new QuoteError(400, 'header.type must be an integer', seq);
  }
  const body = value.body;
  if (!isObject(body)) throw new QuoteError(400, 'missing body', seq);
  const infoFlag =
    typeof header.infoFlag === 'number' && Number.isInteger(header.infoFlag) ? header.infoFlag : 0;
  return { type: header.type, seq, infoFlag, body };
}

/** The request's seq read from the frame's head without parsing it, so even a refusal names its request. */
function seqHint(text: string): number {
  const m = /"seq"\s*:\s*(\d{1,15})/.exec(text.slice(0, 512));
  return m ? Number(m[1]) : 0;
}

function rawLength(data: RawData): number {
  if (Buffer.isBuffer(data)) return data.length;
  if (Array.isArray(data)) return data.reduce((n, b) => n + b.length, 0);
  return data.byteLength;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
