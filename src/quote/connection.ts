/**
 * The §4 (states and transitions) live connection: a state machine over an injected socket (the browser WebSocket in the
 * app, a fake in unit tests, `ws` in server tests), with authentication on open, a heartbeat,
 * reconnect with jitter up to a retry limit and on a capped backoff after it, reference-counted
 * subscriptions replayed after every reconnect, and replies matched to requests by seq. It also
 * says whether what it delivers is live: per connection (`live`) and per instrument (freshness
 * events). No React, no MobX.
 */
import { decode, encode } from './codec';
import { AUTH_INFO, QUOTE_CONNECTION, type QuoteConnectionTiming } from './constants';
import { Freshness } from './freshness';
import { keyId } from './keys';
import type { EarlyExchange, EarlySession } from './early-exchange';
import {
  INFO_FLAG_UNSUBSCRIBE,
  MsgType,
  type AuthBody,
  type AuthReply,
  type ErrorBody,
  type Message,
  type QuoteKey,
} from '../../contract/quote-protocol';

export type ConnectionState = 'unknown' | 'error' | 'before-connect' | 'connected' | 'disconnected';

/**
 * An instrument's data on this connection: `fresh` (arrived on this socket, not silent), `waiting`
 * (nothing yet on this socket: just subscribed, or the link is down), `silent` (trading, but no
 * push for longer than the no-push bound).
 */
export type KeyFreshness = 'fresh' | 'waiting' | 'silent';

/** The close code a draining server sends (docs/quote-protocol.md): reconnect at once. */
export const CLOSE_SERVICE_RESTART = 1012;

/** How often freshness and link silence are checked while a socket is open. */
const CHECK_MS = 1000;

/**
 * How long the early script's requests on a taken socket wait for the app to ask the same: past it,
 * a subscription nobody adopted is released on the server (it would go on being pushed).
 */
export const ADOPT_WINDOW_MS = 10_000;
/** Pushes kept behind an adoptable reply; past this the app's own ask goes to the wire instead. */
const ADOPT_MAX_PUSHES = 100;

/** An early exchange waiting for the app (adoptEarly): its reply and later pushes, as received. */
interface Adoptable extends EarlyExchange {
  keyIds: ReadonlySet<string>;
  reply?: string;
  pushes: string[];
  /**
   * Its backlog cannot be replayed as it came (too long, or another subscription already heard its
   * pushes): the app's same ask goes to the wire, and if none comes it is still released.
   */
  spoilt?: boolean;
}

/**
 * The delay of the k-th attempt past the retry limit (k ≥ 1), before jitter: the reconnect delay
 * doubled per attempt, capped (docs/reliability.md "Never give up").
 */
export function backoffDelay(
  k: number,
  timing: Pick<QuoteConnectionTiming, 'reconnectDelayMs' | 'backoffCapMs'>,
): number {
  return Math.min(timing.backoffCapMs, timing.reconnectDelayMs * 2 ** Math.min(Math.max(k, 0), 30));
}

/** The part of the WebSocket interface the connection uses (browser WebSocket and `ws` both fit). */
export interface QuoteSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  /**
   * A socket the early script opened and already used (quote/early-socket.ts): its auth, and the
   * requests whose replies the connection adopts instead of asking again.
   */
  readonly early?: EarlySession;
}
export type SocketFactory = (url: string) => QuoteSocket;

const ignoreLateError = (): void => undefined;

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
  /** Clock for freshness and link silence (injectable for tests). */
  now?: () => number;
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
  /** Refusals in a row on the current link (the retry's back-off), and the retry waiting, if any. */
  refusals?: number;
  retryTimer?: ReturnType<typeof setTimeout>;
}

/**
 * Error codes that mean "not now" (docs/quote-protocol.md): the subscription is asked again. Not 429:
 * past a per-socket or per-address bound it stays refused, and asking again only spends budget.
 */
const RETRY_CODES: ReadonlySet<number> = new Set([500, 503, 504]);

/** Whether a failed subscribe is worth asking again on the same link (not a close, not a bad request). */
export function subscribeRetryable(err: unknown): boolean {
  if (err instanceof QuoteRequestError) return RETRY_CODES.has(err.code);
  return err instanceof Error && err.message.startsWith('no reply to ');
}

const KLINE_TYPES: ReadonlySet<number> = new Set([MsgType.Kline, MsgType.NewKline]);

export class QuoteConnection {
  private readonly timing: QuoteConnectionTiming;
  private readonly log: (msg: string, detail?: unknown) => void;
  private readonly random: () => number;
  private readonly now: () => number;

  private _state: ConnectionState = 'unknown';
  private readonly stateListeners = new Set<(s: ConnectionState) => void>();
  /** Called after every successful auth (a new or re-opened socket). */
  private readonly readyListeners = new Set<() => void>();
  /** Pushes that are not quotes (no hq section), by message type: fired alerts. */
  private readonly pushListeners = new Map<number, Set<(body: unknown) => void>>();
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
  /** Keys whose dictionary (100) reply has arrived; statistics and static need it (§5 (validation rules)). */
  private readonly dictionary = new Set<string>();
  private readyWaiters: { resolve: () => void; reject: (e: Error) => void }[] = [];
  /** What the gateway last said of its market feed on this socket (a stale feed pushes nothing). */
  private feed: 'live' | 'stale' = 'live';
  /** A reply or push carrying data arrived on the current authenticated socket. */
  private hasData = false;
  private lastMessageAt = 0;
  private checkTimer: ReturnType<typeof setInterval> | null = null;
  private readonly freshness = new Freshness();
  /** Subscribed keys last reported as not fresh, with how. */
  private readonly notFresh = new Map<string, KeyFreshness>();
  private readonly freshnessListeners = new Set<(id: string, f: KeyFreshness) => void>();
  /** The early script's requests on the current socket, by subscription id (adoptEarly). */
  private readonly adoptable = new Map<string, Adoptable>();
  private adoptTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly opts: QuoteConnectionOptions) {
    this.timing = { ...QUOTE_CONNECTION, ...opts.timing };
    this.log = opts.log ?? ((msg, detail) => console.warn(`[quote] ${msg}`, detail ?? ''));
    this.random = opts.random ?? Math.random;
    this.now = opts.now ?? Date.now;
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
  /**
   * The retry limit was reached: the page offers its retry tap (connect()); meanwhile the
   * connection keeps trying on the capped backoff.
   */
  get gaveUpRetrying(): boolean {
    return this.gaveUp;
  }
  /** The gateway said its market feed is stale (Redis away): nothing pushed is current. */
  get feedStale(): boolean {
    return this.feed === 'stale';
  }
  /**
   * What this connection delivers is live: authenticated, the feed is live, and data arrived on
   * this socket (or nothing is subscribed). State listeners hear when it changes.
   */
  get live(): boolean {
    return this.ready && this.feed === 'live' && (this.hasData || this.subs.size === 0);
  }
  /** One instrument's data (by keyId); a key nobody subscribes is `fresh` (nothing to show). */
  keyFreshness(id: string): KeyFreshness {
    return this.notFresh.get(id) ?? 'fresh';
  }
  /** Called when a subscribed instrument's freshness changes (and `fresh` when it is released). */
  onFreshnessChange(fn: (id: string, f: KeyFreshness) => void): () => void {
    this.freshnessListeners.add(fn);
    return () => this.freshnessListeners.delete(fn);
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

  /** Runs after every successful auth: a socket's per-connection state (the user) is sent again. */
  onReady(fn: () => void): () => void {
    this.readyListeners.add(fn);
    return () => void this.readyListeners.delete(fn);
  }

  /** Listens to a push type that carries no quotes (beyond the spec: MsgType.AlertFired). */
  onPush(type: number, fn: (body: unknown) => void): () => void {
    let set = this.pushListeners.get(type);
    if (!set) this.pushListeners.set(type, (set = new Set()));
    set.add(fn);
    return () => void set.delete(fn);
  }

  onStateChange(fn: (s: ConnectionState) => void): () => void {
    this.stateListeners.add(fn);
    return () => this.stateListeners.delete(fn);
  }

  /**
   * Starts (or restarts after a user close) the connection. After the retry limit it is the retry
   * tap: a fresh retry count and an attempt now (unless one is already under way).
   */
  connect(): void {
    if (!this.userClosed && !this.gaveUp && (this.socket || this.reconnectTimer)) return;
    const wasGaveUp = this.gaveUp;
    this.userClosed = false;
    this.gaveUp = false;
    this.retries = 0;
    this.authFailures = 0;
    this.clearReconnect();
    if (this.socket && this.socket.readyState <= OPEN) {
      if (wasGaveUp) this.notifyState();
      return;
    }
    this.open();
    if (wasGaveUp) this.notifyState();
  }

  /**
   * The device says now is a good time (back online, the page visible again, the host app's
   * resume): a link that is down is tried at once, without spending a retry; an open link is
   * probed with a heartbeat, so one that died while the phone slept is noticed in seconds.
   */
  resume(): void {
    if (this.userClosed && !this.gaveUp) return; // closed by the user, or never started
    const socket = this.socket;
    if (socket && socket.readyState <= OPEN) {
      if (this.ready) this.beat(socket);
      return; // open, or an attempt under way
    }
    this.clearReconnect();
    this.userClosed = false;
    this.open();
  }

  /** User close: no reconnect; every subscription, pending request and cached dictionary is cleared. */
  close(): void {
    this.userClosed = true;
    this.gaveUp = false;
    this.clearReconnect();
    this.stopHeartbeat();
    const s = this.socket;
    this.detach();
    if (s && s.readyState <= OPEN) s.close(1000, 'closed by user');
    for (const sub of this.subs.values()) clearTimeout(sub.retryTimer);
    this.subs.clear();
    this.routes.clear();
    this.dictionary.clear();
    this.refreshFreshness();
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
      this.refreshFreshness(sub.keyIds);
      if (this.subs.size === 1) this.notifyState(); // `live` now waits for this one's data
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
      clearTimeout(owner.retryTimer);
      for (const k of owner.keyIds) {
        const route = `${type}|${k}`;
        const set = this.routes.get(route);
        set?.delete(owner);
        if (set && set.size === 0) this.routes.delete(route);
      }
      this.refreshFreshness(owner.keyIds);
      if (this.subs.size === 0) this.notifyState();
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
    this.adoptEarly(socket);
    // The token is asked for while the socket opens, not after it: the two round trips overlap
    // (the HTTP call was the longest step between boot and the first quote). A failure is reported
    // by authenticate once the socket is open; until then nobody awaits it.
    // A socket the early script has authenticated needs none (authenticate).
    const token = socket.early?.authed
      ? Promise.resolve('')
      : Promise.resolve().then(() => this.opts.getToken());
    token.catch(() => undefined);
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.retries = 0;
      this.gaveUp = false;
      this.lastMessageAt = this.now();
      this.setState('connected');
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
    socket.onclose = (ev) => {
      if (this.socket !== socket) return;
      this.stopHeartbeat();
      this.detach();
      this.failPending(new Error('connection closed'));
      if (this.userClosed) return;
      if (this._state !== 'error') this.setState('disconnected');
      // A draining server (deploy, restart) asks everyone to come back now: its peers or its
      // successor are ready, so no delay and no retry spent, only a jitter against the herd.
      const code = (ev as { code?: unknown } | null)?.code;
      this.scheduleReconnect(code === CLOSE_SERVICE_RESTART);
    };
  }

  /** Sends auth (92) on socket; null when the socket went away or the request failed. */
  private async sendAuth(socket: QuoteSocket, token: string): Promise<Message<AuthReply> | null> {
    const body: AuthBody = {
      ...AUTH_INFO,
      ...this.opts.authInfo,
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
    // The early script's auth on this socket was accepted: no token wait, no second trip.
    if (socket.early?.authed) return this.authenticated();
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
    this.authenticated();
  }

  /** The socket is authenticated: subscriptions go out and waiting requests are sent. */
  private authenticated(): void {
    this.authFailures = 0;
    this.authed = true;
    this.notifyState(); // `live` may hold already (nothing subscribed)
    for (const sub of this.subs.values()) {
      sub.refusals = 0; // a new link starts the back-off afresh
      this.sendSubscribe(sub);
    }
    const waiters = this.readyWaiters;
    this.readyWaiters = [];
    for (const w of waiters) w.resolve();
    for (const fn of [...this.readyListeners]) {
      try {
        fn();
      } catch (err) {
        this.log('ready listener failed', err);
      }
    }
  }

  /**
   * §4 (states and transitions)'s reconnect delay up to the retry limit; past it the page says so (gaveUpRetrying, 点击重试)
   * and the attempts go on at backoffDelay. `restart`: the server asked for it (close 1012).
   */
  private scheduleReconnect(restart = false): void {
    if (this.userClosed || this.reconnectTimer) return;
    const jitter = Math.floor(this.random() * this.timing.reconnectJitterMs);
    let delay: number;
    if (restart) {
      delay = jitter;
    } else {
      this.retries += 1;
      const past = this.retries - this.timing.maxRetries;
      if (past > 0) {
        if (!this.gaveUp) {
          this.log(`retry limit (${this.timing.maxRetries}) reached; retrying on a backoff`);
          this.gaveUp = true;
          this.notifyState();
          const waiters = this.readyWaiters;
          this.readyWaiters = [];
          for (const w of waiters) w.reject(new Error('quote connection gave up'));
        }
        delay = backoffDelay(past, this.timing) + jitter;
      } else {
        delay = this.timing.reconnectDelayMs + jitter;
      }
    }
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
      if (socket?.readyState === OPEN) this.beat(socket);
    }, this.timing.heartbeatMs);
    this.checkTimer = setInterval(() => this.check(), CHECK_MS);
  }

  /** Sends a heartbeat unless one is in flight: its deadline, not the next beat, decides the link is dead. */
  private beat(socket: QuoteSocket): void {
    if (this.heartbeatDeadline) return;
    this.heartbeatDeadline = setTimeout(() => {
      this.heartbeatDeadline = null;
      if (this.socket === socket) this.linkDead(socket);
    }, this.timing.heartbeatTimeoutMs);
    this.send(MsgType.Handshake, { time: Date.now() }, 0).then(
      () => this.clearHeartbeatDeadline(),
      () => undefined, // a closed socket is handled by onclose; silence by the deadline
    );
  }

  /** Every second while a socket is open: instruments gone silent, and a link gone quiet is probed. */
  private check(): void {
    const socket = this.socket;
    if (socket?.readyState !== OPEN) return;
    this.refreshFreshness();
    if (this.now() - this.lastMessageAt >= this.timing.silenceProbeMs) this.beat(socket);
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
    if (this.checkTimer) clearInterval(this.checkTimer);
    this.checkTimer = null;
    this.clearHeartbeatDeadline();
  }

  /**
   * Forgets the current socket (its late events are ignored), the authenticated flag and what
   * arrived on it: nothing counts as live until data arrives on the next one.
   */
  private detach(): void {
    const s = this.socket;
    if (s) {
      s.onopen = s.onmessage = s.onclose = null;
      // Not null: Node's ws reports closing a socket that is still connecting as an error event,
      // and an error event with no listener throws out of the process (browsers only log it).
      s.onerror = ignoreLateError;
    }
    const wasLive = this.live;
    this.adoptable.clear();
    if (this.adoptTimer) clearTimeout(this.adoptTimer);
    this.adoptTimer = null;
    this.socket = null;
    this.authed = false;
    this.hasData = false;
    this.feed = 'live';
    this.freshness.reset();
    this.refreshFreshness();
    if (wasLive) this.notifyState();
  }

  /** Reports the subscribed keys (all, or `ids`) whose freshness changed; released keys as fresh. */
  private refreshFreshness(ids?: Iterable<string>): void {
    const now = this.now();
    const subscribed = new Set<string>();
    for (const sub of this.subs.values()) for (const k of sub.keyIds) subscribed.add(k);
    const candidates = ids ? [...ids] : [...new Set([...subscribed, ...this.notFresh.keys()])];
    for (const id of candidates) {
      let next: KeyFreshness = 'fresh';
      if (!subscribed.has(id)) this.freshness.forget(id);
      else if (!this.freshness.isFresh(id, now, this.timing.staleAfterMs))
        next = this.freshness.isFresh(id, now, Number.POSITIVE_INFINITY) ? 'silent' : 'waiting';
      if ((this.notFresh.get(id) ?? 'fresh') === next) continue;
      if (next === 'fresh') this.notFresh.delete(id);
      else this.notFresh.set(id, next);
      for (const fn of this.freshnessListeners) {
        try {
          fn(id, next);
        } catch (err) {
          this.log('freshness listener failed', err);
        }
      }
    }
  }

  /** Data for these items arrived on the current socket. */
  private received(
    items: readonly { key: QuoteKey; status?: { StatusType?: unknown } }[],
    extra: string[] = [],
  ): void {
    const now = this.now();
    const ids: string[] = [...extra];
    for (const id of extra) this.freshness.record(id, now);
    for (const item of items) {
      const id = keyId(item.key);
      const status = item.status?.StatusType;
      this.freshness.record(id, now, typeof status === 'number' ? status : undefined);
      ids.push(id);
    }
    this.refreshFreshness(ids);
    if (!this.hasData) {
      this.hasData = true;
      this.notifyState();
    }
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
    const adopted = infoFlag === 0 ? this.takeAdoptable(type, body) : undefined;
    if (!adopted) this.seq = this.seq >= 0x7fffffff ? 1 : this.seq + 1;
    const seq = adopted ? adopted.seq : this.seq;
    return new Promise<Message>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(seq);
        reject(new Error(`no reply to ${type} within ${this.timing.requestTimeoutMs} ms`));
      }, this.timing.requestTimeoutMs);
      this.pending.set(seq, { onReply, resolve, reject, timer });
      if (!adopted) socket.send(encode(type, body, seq, infoFlag));
      else if (adopted.reply !== undefined) {
        // Already answered on this socket: the reply, then the pushes since, as if they came now.
        const backlog = [adopted.reply, ...adopted.pushes];
        queueMicrotask(() => {
          if (this.socket === socket) for (const data of backlog) this.handleMessage(data);
        });
      }
      // else its reply is still on the way, and comes to this pending request by its seq.
    });
  }

  // ---- the early script's requests (quote/early-socket.ts) ----

  /**
   * Keeps the early script's requests on a taken socket for the app's same asks (send): their
   * replies and the pushes since are delivered as if this connection had asked, so the app's first
   * quote costs no trip. Whatever the app has not asked within ADOPT_WINDOW_MS is released.
   */
  private adoptEarly(socket: QuoteSocket): void {
    const early = socket.early;
    if (!early) return;
    this.seq = Math.max(this.seq, early.seq);
    for (const ex of early.exchanges) {
      const keys = (ex.body as { key?: QuoteKey[] }).key ?? [];
      this.adoptable.set(subscriptionId(ex.type, ex.body), {
        ...ex,
        keyIds: new Set(keys.map(keyId)),
        pushes: [],
      });
    }
    // Taken before the early auth answered, its requests may yet turn out live: checked then too.
    if (this.adoptable.size > 0 || (!early.authed && early.unconfirmed?.length))
      this.adoptTimer = setTimeout(() => this.releaseUnadopted(socket), ADOPT_WINDOW_MS);
  }

  private takeAdoptable(type: number, body: object): Adoptable | undefined {
    if (this.adoptable.size === 0) return undefined;
    const id = subscriptionId(type, body);
    const found = this.adoptable.get(id);
    this.adoptable.delete(id);
    return found?.spoilt ? undefined : found;
  }

  /**
   * Subscriptions the early script made that the app never asked for, and those it sent behind an
   * auth accepted only after the take (never adoptable): released on the server. A key the app
   * subscribes to itself with the same type is kept: the server holds one subscription per type
   * and key, which the release would take from the app.
   */
  private releaseUnadopted(socket: QuoteSocket): void {
    this.adoptTimer = null;
    const left: EarlyExchange[] = [...this.adoptable.values()];
    this.adoptable.clear();
    if (this.socket !== socket) return;
    const release = () => {
      if (this.socket !== socket) return;
      const early = socket.early;
      if (early?.authed) left.push(...(early.unconfirmed ?? []));
      for (const ex of left) {
        if (ex.type === MsgType.Dictionary) continue; // a request, not a subscription
        const body = ex.body as { key?: QuoteKey[] };
        const keys = (body.key ?? []).filter((k) => !this.routes.get(`${ex.type}|${keyId(k)}`)?.size);
        if (keys.length === 0) continue;
        this.send(ex.type, { ...body, key: keys }, INFO_FLAG_UNSUBSCRIBE).catch((e) =>
          this.log('unsubscribe failed', e),
        );
      }
    };
    // Still authenticating itself (taken before the early auth answered): released once it can.
    if (this.ready) release();
    else this.whenReady().then(release, () => undefined);
  }

  /**
   * An early request's reply (or a push after it) that the app has not asked for yet: kept for
   * its ask (true: not handled further). Pushes are also routed as usual.
   */
  private keepForAdoption(msg: Message, data: string): boolean {
    const { seq, type } = msg.header;
    const hq = (msg.body as { hq?: { key: QuoteKey }[] }).hq ?? [];
    for (const [id, ex] of this.adoptable) {
      if (seq !== 0) {
        if (seq !== ex.seq || this.pending.has(seq)) continue;
        // Refused (a 429, an unknown key): nothing to adopt; the app's own ask goes to the wire and
        // gets its own answer, which its store can retry.
        if (type === MsgType.Error) {
          this.adoptable.delete(id);
          return true;
        }
        ex.reply = data;
        // Its statistics and static are readable from now on (§5), as if the app had asked.
        if (type === MsgType.Dictionary) for (const item of hq) this.dictionary.add(keyId(item.key));
        return true;
      }
      if (type !== ex.type || ex.reply === undefined || ex.spoilt) continue;
      const keys = hq.map((item) => keyId(item.key)).filter((k) => ex.keyIds.has(k));
      if (keys.length === 0) continue;
      // Another subscription hears this push now: replayed later it would reach that one twice.
      const heard = keys.some((k) => this.routes.has(`${type}|${k}`));
      ex.pushes.push(data);
      // Too long behind, or heard: the app's own ask will bring the whole state again.
      if (heard || ex.pushes.length > ADOPT_MAX_PUSHES) {
        ex.spoilt = true;
        ex.reply = undefined;
        ex.pushes = [];
      }
    }
    return false;
  }

  private sendSubscribe(sub: Subscription): void {
    clearTimeout(sub.retryTimer);
    sub.retryTimer = undefined;
    const socket = this.socket;
    // The reply is delivered synchronously: a push read in the same chunk must not overtake it.
    const onReply = (reply: Message) => {
      if (this.subs.get(sub.id) !== sub) return; // released while the reply was on its way
      const hq = (reply.body as { hq?: unknown } | null)?.hq;
      this.received(Array.isArray(hq) ? (hq as { key: QuoteKey }[]) : [], sub.keyIds);
      sub.lastReply = reply;
      for (const r of [...sub.refs]) this.deliver(r.listener, reply);
    };
    this.send(sub.type, sub.body, 0, onReply).catch((err) => {
      this.log(`subscription ${sub.type} failed`, err instanceof Error ? err.message : err);
      // A close is not retried here: the reconnect replays every subscription.
      if (!subscribeRetryable(err) || this.subs.get(sub.id) !== sub || this.socket !== socket) return;
      const refusals = (sub.refusals ?? 0) + 1;
      sub.refusals = refusals;
      // Never under 100 ms, whatever the configuration says: a server answering 500 at once must
      // not be asked in a tight loop.
      const base = Math.max(
        100,
        Math.min(this.timing.backoffCapMs, this.timing.subscribeRetryMs * 2 ** Math.min(refusals - 1, 30)),
      );
      const delay = base + Math.floor(this.random() * this.timing.reconnectJitterMs);
      sub.retryTimer = setTimeout(() => {
        sub.retryTimer = undefined;
        if (this.subs.get(sub.id) === sub && this.socket === socket && this.ready) this.sendSubscribe(sub);
      }, delay);
    });
  }

  private failPending(err: Error): void {
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(err);
    }
    this.pending.clear();
  }

  private handleMessage(data: unknown): void {
    const text = typeof data === 'string' ? data : String(data);
    const result = decode(text, this.dictionary);
    if (!result.ok) {
      this.log(`message discarded: ${result.reason}`);
      return;
    }
    const msg = result.message;
    const { seq, type } = msg.header;
    this.lastMessageAt = this.now();
    // Kept as received (not as decoded): the dictionary may arrive before it is delivered.
    if (this.adoptable.size > 0 && this.keepForAdoption(msg, text)) return;
    if (type === MsgType.Handshake && seq === 0) {
      this.feedNotice(msg.body as { feed?: unknown });
      return;
    }
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
    if (seq !== 0) return;
    const listeners = this.pushListeners.get(type);
    if (!listeners) return this.route(msg);
    for (const fn of [...listeners]) {
      try {
        fn(msg.body);
      } catch (err) {
        this.log('push listener failed', err);
      }
    }
  }

  /** A gateway's `{ feed: 'stale' | 'live' }` push (docs/quote-protocol.md). */
  private feedNotice(body: { feed?: unknown } | null): void {
    const feed = body?.feed;
    if ((feed !== 'stale' && feed !== 'live') || feed === this.feed) return;
    this.feed = feed;
    this.log(`market feed ${feed}`);
    // Back from a stale feed, a trading instrument is live again at its first fresh push, not at
    // the notice (its price on screen is from before the outage).
    if (feed === 'stale') this.freshness.expireTrading();
    this.refreshFreshness();
    this.notifyState();
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
    if (perSub.size > 0) this.received([...new Set([...perSub.values()].flat())]);
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
