/**
 * The §4 live connection: a state machine over an injected socket (the browser WebSocket in the
 * app, a fake in unit tests, `ws` in server tests), with authentication on open, a heartbeat,
 * reconnect with jitter up to a retry limit, reference-counted subscriptions replayed after every
 * reconnect, and replies matched to requests by seq. No React, no MobX.
 */
import { decode, encode } from './codec';
import { QUOTE_CONNECTION, type QuoteConnectionTiming } from './constants';
import { keyId } from './keys';
import {
  INFO_FLAG_UNSUBSCRIBE,
  MsgType,
  type AuthBody,
  type AuthReply,
  type ErrorBody,
  type Message,
  type QuoteKey,
} from './protocol';

export type ConnectionState = 'unknown' | 'error' | 'before-connect' | 'connected' | 'disconnected';

/** The part of the WebSocket interface the connection uses (browser WebSocket and `ws` both fit). */
export interface QuoteSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
}
export type SocketFactory = (url: string) => QuoteSocket;

export type QuoteListener<B = unknown> = (message: Message<B>) => void;

export interface QuoteConnectionOptions {
  url: string;
  socketFactory: SocketFactory;
  /** Fetches a token from the quote-token HTTP call; called on every open. */
  getToken: () => Promise<string>;
  /**
   * Called when the server refuses the token (e.g. a restarted server does not know it), before
   * the reconnect: a caching getToken must forget its token here so the next open fetches a new one.
   */
  onAuthRefused?: () => void;
  authInfo?: Partial<Omit<AuthBody, 'token'>>;
  timing?: Partial<QuoteConnectionTiming>;
  /** 0..1, for the reconnect jitter (injectable so tests are deterministic). */
  random?: () => number;
  log?: (msg: string, detail?: unknown) => void;
}

/** A reply with type 999 (or an auth refusal) rejects the request with this. */
export class QuoteRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const OPEN = 1;

interface Pending {
  /** Called synchronously with the reply, before any push that follows it in the same read. */
  onReply?: (m: Message) => void;
  resolve: (m: Message) => void;
  reject: (e: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

interface Subscription {
  id: string;
  type: number;
  body: { key: QuoteKey[]; period?: number } & Record<string, unknown>;
  keyIds: string[];
  /** One entry per subscribe call (the reference count); entries are unique objects. */
  refs: { listener: QuoteListener }[];
  lastReply?: Message;
  lastPush: Map<string, Message>;
}

const KLINE_TYPES: ReadonlySet<number> = new Set([MsgType.Kline, MsgType.NewKline]);

export class QuoteConnection {
  private readonly timing: QuoteConnectionTiming;
  private readonly log: (msg: string, detail?: unknown) => void;
  private readonly random: () => number;

  private _state: ConnectionState = 'unknown';
  private readonly stateListeners = new Set<(s: ConnectionState) => void>();
  private socket: QuoteSocket | null = null;
  private authed = false;
  private userClosed = true;
  /** Set when the retry limit is reached; connect() clears it. */
  private gaveUp = false;
  private retries = 0;
  private authFailures = 0;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  /** Armed when a heartbeat goes out, cleared by its reply; firing means the link is dead. */
  private heartbeatDeadline: ReturnType<typeof setTimeout> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private seq = 0;
  private readonly pending = new Map<number, Pending>();
  private readonly subs = new Map<string, Subscription>();
  /** "type|keyId" → subscriptions that include that key. */
  private readonly routes = new Map<string, Set<Subscription>>();
  /** Keys whose dictionary (100) reply has arrived; statistics and static need it (§5). */
  private readonly dictionary = new Set<string>();
  private readyWaiters: { resolve: () => void; reject: (e: Error) => void }[] = [];

  constructor(private readonly opts: QuoteConnectionOptions) {
    this.timing = { ...QUOTE_CONNECTION, ...opts.timing };
    this.log = opts.log ?? ((msg, detail) => console.warn(`[quote] ${msg}`, detail ?? ''));
    this.random = opts.random ?? Math.random;
  }

  get state(): ConnectionState {
    return this._state;
  }
  /** Connected and authenticated: requests go out immediately. */
  get ready(): boolean {
    return this.authed && this.socket?.readyState === OPEN;
  }
  get retryCount(): number {
    return this.retries;
  }
  /** The retry limit was reached: nothing reconnects until connect() (the page's retry tap). */
  get gaveUpRetrying(): boolean {
    return this.gaveUp;
  }
  /** Distinct subscriptions on the wire (what reference counting keeps at one per identity). */
  get wireSubscriptionCount(): number {
    return this.subs.size;
  }
  refCount(type: number, body: object): number {
    return this.subs.get(subscriptionId(type, body))?.refs.length ?? 0;
  }
  hasDictionary(key: QuoteKey): boolean {
    return this.dictionary.has(keyId(key));
  }

  onStateChange(fn: (s: ConnectionState) => void): () => void {
    this.stateListeners.add(fn);
    return () => this.stateListeners.delete(fn);
  }

  /** Starts (or restarts after a user close) the connection. */
  connect(): void {
    if (!this.userClosed && (this.socket || this.reconnectTimer)) return;
    this.userClosed = false;
    this.gaveUp = false;
    this.retries = 0;
    this.authFailures = 0;
    this.open();
  }

  /** User close: no reconnect; every subscription, pending request and cached dictionary is cleared. */
  close(): void {
    this.userClosed = true;
    this.clearReconnect();
    this.stopHeartbeat();
    const s = this.socket;
    this.detach();
    if (s && s.readyState <= OPEN) s.close(1000, 'closed by user');
    this.subs.clear();
    this.routes.clear();
    this.dictionary.clear();
    this.failPending(new Error('connection closed by user'));
    const waiters = this.readyWaiters;
    this.readyWaiters = [];
    for (const w of waiters) w.reject(new Error('connection closed by user'));
    this.setState('disconnected');
  }

  /**
   * Subscribes to a kind of data for the keys in body. Equal (type, body) subscriptions share one
   * wire subscription; the returned function releases this reference, and the unsubscribe (infoFlag
   * 32) goes on the wire only when the last reference is released.
   */
  subscribe<B = unknown, Q extends { key: QuoteKey[] } = { key: QuoteKey[] }>(
    type: number,
    body: Q,
    listener: QuoteListener<B>,
  ): () => void {
    const id = subscriptionId(type, body);
    const ref = { listener: listener as QuoteListener };
    let sub = this.subs.get(id);
    if (!sub) {
      const b = body as Subscription['body'];
      sub = { id, type, body: b, keyIds: b.key.map(keyId), refs: [], lastPush: new Map() };
      this.subs.set(id, sub);
      for (const k of sub.keyIds) {
        const route = `${type}|${k}`;
        let set = this.routes.get(route);
        if (!set) this.routes.set(route, (set = new Set()));
        set.add(sub);
      }
      sub.refs.push(ref);
      if (this.ready) this.sendSubscribe(sub);
    } else {
      sub.refs.push(ref);
      // A late subscriber gets what the earlier ones already have.
      if (sub.lastReply) this.deliver(ref.listener, sub.lastReply);
      for (const m of sub.lastPush.values()) this.deliver(ref.listener, m);
    }
    const owner = sub;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const i = owner.refs.indexOf(ref);
      if (i >= 0) owner.refs.splice(i, 1);
      if (owner.refs.length > 0 || this.subs.get(id) !== owner) return;
      this.subs.delete(id);
      for (const k of owner.keyIds) {
        const route = `${type}|${k}`;
        const set = this.routes.get(route);
        set?.delete(owner);
        if (set && set.size === 0) this.routes.delete(route);
      }
      if (this.ready) {
        this.request(type, owner.body, INFO_FLAG_UNSUBSCRIBE).catch((e) => this.log('unsubscribe failed', e));
      }
    };
  }

  /**
   * Sends a request and resolves with its reply (matched by seq). Waits for the connection to be
   * ready; rejects on an error reply (999), a time-out, or a user close.
   */
  async request<B = unknown>(type: number, body: object, infoFlag = 0): Promise<Message<B>> {
    if (!this.ready) await this.whenReady();
    return this.send(type, body, infoFlag) as Promise<Message<B>>;
  }

  // ---- lifecycle ----

  private open(): void {
    const previous = this.socket;
    this.detach();
    // An error without a close can leave the old socket open; never keep two.
    if (previous && previous.readyState <= OPEN) previous.close(1000, 'reconnecting');
    this.setState('before-connect');
    let socket: QuoteSocket;
    try {
      socket = this.opts.socketFactory(this.opts.url);
    } catch (err) {
      this.log('socket could not be created', err);
      this.setState('error');
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    // The token is asked for while the socket opens, not after it: the two round trips overlap
    // (the HTTP call was the longest step between boot and the first quote). A failure is reported
    // by authenticate once the socket is open; until then nobody awaits it.
    const token = Promise.resolve().then(() => this.opts.getToken());
    token.catch(() => undefined);
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.setState('connected');
      this.retries = 0;
      this.startHeartbeat();
      void this.authenticate(socket, token);
    };
    socket.onmessage = (ev) => {
      if (this.socket === socket) this.handleMessage(ev.data);
    };
    socket.onerror = (ev) => {
      if (this.socket !== socket) return;
      this.log('socket error', ev);
      this.stopHeartbeat();
      this.setState('error');
      this.scheduleReconnect();
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.stopHeartbeat();
      this.detach();
      this.failPending(new Error('connection closed'));
      if (this.userClosed) return;
      if (this._state !== 'error') this.setState('disconnected');
      this.scheduleReconnect();
    };
  }

  /** Sends auth (92) on socket; null when the socket went away or the request failed. */
  private async sendAuth(socket: QuoteSocket, token: string): Promise<Message<AuthReply> | null> {
    const body: AuthBody = {
      orgCode: this.opts.authInfo?.orgCode ?? 'gmg',
      appType: this.opts.authInfo?.appType ?? 'h5',
      appName: this.opts.authInfo?.appName ?? 'wap-quote',
      appVersion: this.opts.authInfo?.appVersion ?? '1.0.0',
      token,
    };
    try {
      const reply = (await this.send(MsgType.Auth, body, 0)) as Message<AuthReply>;
      return this.socket === socket ? reply : null;
    } catch (err) {
      this.log('authentication failed', err);
      return null;
    }
  }

  private forgetToken(): void {
    try {
      this.opts.onAuthRefused?.();
    } catch (err) {
      this.log('onAuthRefused failed', err);
    }
  }

  private async authenticate(socket: QuoteSocket, tokenRequest: Promise<string>): Promise<void> {
    let token: string;
    try {
      token = await tokenRequest;
    } catch (err) {
      this.log('quote token could not be fetched', err);
      if (this.socket === socket) socket.close(4000, 'no token');
      return;
    }
    if (this.socket !== socket) return;
    let reply = await this.sendAuth(socket, token);
    if (!reply) return;
    if (!reply.body.ok) {
      // A refused token is most often one the server no longer knows (it restarted): forget it and
      // authenticate again at once on this same socket with a fresh one, without a reconnect delay.
      this.log('authentication refused; fetching a new token', reply.body.msg);
      this.forgetToken();
      try {
        token = await this.opts.getToken();
      } catch (err) {
        this.log('quote token could not be fetched', err);
        if (this.socket === socket) socket.close(4000, 'no token');
        return;
      }
      if (this.socket !== socket) return;
      reply = await this.sendAuth(socket, token);
      if (!reply) return;
    }
    if (!reply.body.ok) {
      // Refused twice in a row: a reconnect with back-off, up to the retry limit.
      this.authFailures += 1;
      this.log('authentication refused', reply.body.msg);
      this.forgetToken();
      if (this.authFailures > this.timing.maxRetries) {
        this.userClosed = true; // give up like a user close, but keep subscriptions for a manual connect()
        this.gaveUp = true;
        socket.close(4001, 'auth refused');
        this.detach();
        this.setState('error');
        this.notifyState();
        return;
      }
      socket.close(4001, 'auth refused');
      return;
    }
    this.authFailures = 0;
    this.authed = true;
    for (const sub of this.subs.values()) this.sendSubscribe(sub);
    const waiters = this.readyWaiters;
    this.readyWaiters = [];
    for (const w of waiters) w.resolve();
  }

  private scheduleReconnect(): void {
    if (this.userClosed || this.reconnectTimer) return;
    if (this.retries >= this.timing.maxRetries) {
      this.log(`retry limit (${this.timing.maxRetries}) reached; not reconnecting`);
      this.gaveUp = true;
      this.notifyState();
      const waiters = this.readyWaiters;
      this.readyWaiters = [];
      for (const w of waiters) w.reject(new Error('quote connection gave up'));
      return;
    }
    this.retries += 1;
    const delay = this.timing.reconnectDelayMs + Math.floor(this.random() * this.timing.reconnectJitterMs);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (!this.userClosed) this.open();
    }, delay);
  }

  private clearReconnect(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.heartbeatTimer = setInterval(() => {
      const socket = this.socket;
      if (socket?.readyState !== OPEN) return;
      // One heartbeat in flight at a time: its deadline, not the next beat, decides the link is dead.
      if (this.heartbeatDeadline) return;
      this.heartbeatDeadline = setTimeout(() => {
        this.heartbeatDeadline = null;
        if (this.socket === socket) this.linkDead(socket);
      }, this.timing.heartbeatTimeoutMs);
      this.send(MsgType.Handshake, { time: Date.now() }, 0).then(
        () => this.clearHeartbeatDeadline(),
        () => undefined, // a closed socket is handled by onclose; silence by the deadline
      );
    }, this.timing.heartbeatMs);
  }

  /**
   * A heartbeat got no reply in time: the link is half-open (nothing arrives, nothing errors).
   * Quotes are no longer live: the socket is dropped without waiting for a close handshake that
   * cannot complete, and a reconnect is scheduled as after an error.
   */
  private linkDead(socket: QuoteSocket): void {
    this.log(`no heartbeat reply within ${this.timing.heartbeatTimeoutMs} ms: reconnecting`);
    this.stopHeartbeat();
    this.detach();
    try {
      socket.close(4002, 'heartbeat timeout');
    } catch {
      // closing a dead socket may throw in some environments; it is forgotten either way
    }
    this.failPending(new Error('connection lost (no heartbeat reply)'));
    this.setState('error');
    this.scheduleReconnect();
  }

  private clearHeartbeatDeadline(): void {
    if (this.heartbeatDeadline) clearTimeout(this.heartbeatDeadline);
    this.heartbeatDeadline = null;
  }

  private stopHeartbeat(): void {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
    this.clearHeartbeatDeadline();
  }

  /** Forgets the current socket (its late events are ignored) and the authenticated flag. */
  private detach(): void {
    const s = this.socket;
    if (s) s.onopen = s.onmessage = s.onerror = s.onclose = null;
    this.socket = null;
    this.authed = false;
  }

  private setState(s: ConnectionState): void {
    if (this._state === s) return;
    this._state = s;
    this.notifyState();
  }

  /** State listeners also hear about gaveUpRetrying changing (the state itself may stay the same). */
  private notifyState(): void {
    for (const fn of this.stateListeners) fn(this._state);
  }

  private whenReady(): Promise<void> {
    if (this.gaveUp || (this.userClosed && !this.socket && !this.reconnectTimer)) {
      return Promise.reject(new Error('quote connection is closed'));
    }
    return new Promise((resolve, reject) => this.readyWaiters.push({ resolve, reject }));
  }

  // ---- messages ----

  private send(
    type: number,
    body: object,
    infoFlag: number,
    onReply?: (m: Message) => void,
  ): Promise<Message> {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN)
      return Promise.reject(new Error('quote connection is not open'));
    this.seq = this.seq >= 0x7fffffff ? 1 : this.seq + 1;
    const seq = this.seq;
    return new Promise<Message>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(seq);
        reject(new Error(`no reply to ${type} within ${this.timing.requestTimeoutMs} ms`));
      }, this.timing.requestTimeoutMs);
      this.pending.set(seq, { onReply, resolve, reject, timer });
      socket.send(encode(type, body, seq, infoFlag));
    });
  }

  private sendSubscribe(sub: Subscription): void {
    // The reply is delivered synchronously: a push read in the same chunk must not overtake it.
    const onReply = (reply: Message) => {
      if (this.subs.get(sub.id) !== sub) return; // released while the reply was on its way
      sub.lastReply = reply;
      for (const r of [...sub.refs]) this.deliver(r.listener, reply);
    };
    this.send(sub.type, sub.body, 0, onReply).catch((err) =>
      this.log(`subscription ${sub.type} failed`, err instanceof Error ? err.message : err),
    );
  }

  private failPending(err: Error): void {
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(err);
    }
    this.pending.clear();
  }

  private handleMessage(data: unknown): void {
    const result = decode(typeof data === 'string' ? data : String(data), this.dictionary);
    if (!result.ok) {
      this.log(`message discarded: ${result.reason}`);
      return;
    }
    const msg = result.message;
    const { seq, type } = msg.header;
    if (type === MsgType.Dictionary) {
      for (const item of (msg.body as { hq: { key: QuoteKey }[] }).hq) this.dictionary.add(keyId(item.key));
    }
    const pending = seq ? this.pending.get(seq) : undefined;
    if (pending) {
      this.pending.delete(seq);
      clearTimeout(pending.timer);
      if (type === MsgType.Error) {
        const e = msg.body as Partial<ErrorBody>;
        pending.reject(new QuoteRequestError(Number(e.code ?? 0), String(e.msg ?? 'error')));
      } else {
        if (pending.onReply) this.deliverReply(pending.onReply, msg);
        pending.resolve(msg);
      }
      return;
    }
    if (type === MsgType.Error) {
      this.log('error from quote server', msg.body);
      return;
    }
    if (seq === 0) this.route(msg);
  }

  /** Delivers a push to the subscriptions holding its keys (K-lines also by period). */
  private route(msg: Message): void {
    const hq = (msg.body as { hq?: { key: QuoteKey; Period?: number }[] }).hq;
    if (!hq) return;
    const perSub = new Map<Subscription, typeof hq>();
    for (const item of hq) {
      const k = keyId(item.key);
      const subs = this.routes.get(`${msg.header.type}|${k}`);
      if (!subs) continue;
      for (const sub of subs) {
        if (KLINE_TYPES.has(sub.type) && sub.body.period !== item.Period) continue;
        let items = perSub.get(sub);
        if (!items) perSub.set(sub, (items = []));
        items.push(item);
      }
    }
    for (const [sub, items] of perSub) {
      const m =
        items.length === hq.length
          ? msg
          : { header: msg.header, body: { ...(msg.body as object), hq: items } };
      for (const item of items) sub.lastPush.set(keyId(item.key), m);
      for (const r of [...sub.refs]) this.deliver(r.listener, m);
    }
  }

  private deliverReply(onReply: (m: Message) => void, msg: Message): void {
    try {
      onReply(msg);
    } catch (err) {
      this.log('quote reply handler failed', err);
    }
  }

  private deliver(listener: QuoteListener, msg: Message): void {
    try {
      listener(msg);
    } catch (err) {
      this.log('quote listener failed', err);
    }
  }
}

/** Identity of a subscription: type and body with keys in a stable order. */
export function subscriptionId(type: number, body: object): string {
  return `${type}|${stableStringify(body)}`;
}

function stableStringify(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableStringify).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableStringify(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}
