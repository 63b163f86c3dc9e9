/**
 * The app-wide live quote connection as observable state (§4 (states and transitions) "Live connection"). The socket comes
 * from an injected factory: the browser WebSocket in the app, a fake in tests.
 */
import { action, computed, makeObservable, observable } from 'mobx';
import type { NotLiveReason } from '../quote/freshness';
import {
  QuoteConnection,
  type ConnectionState,
  type KeyFreshness,
  type QuoteConnectionOptions,
  type QuoteListener,
  type QuoteSocket,
  type SocketFactory,
} from '../quote/connection';
import type { Message, QuoteKey } from '../../contract/quote-protocol';
import type { QuoteTransport } from '../quote/transport';
import { takeEarlySocket } from '../quote/early-socket';

export type { QuoteTransport };

/**
 * The browser's WebSocket as a socket factory; the first open takes the socket index.html's early
 * script opened before the app's code ran, when there is one for the same URL (issue 21).
 */
// The DOM types its handlers with `this: WebSocket` and MessageEvent; the connection only reads
// `data`, so the browser socket fits QuoteSocket at run time.
export const browserSocketFactory: SocketFactory = (url) =>
  takeEarlySocket(url) ?? (new WebSocket(url) as unknown as QuoteSocket);

export class QuoteConnectionStore implements QuoteTransport {
  state: ConnectionState = 'unknown';
  /** The retry limit was reached: the page offers a retry (§4 (states and transitions), §8 (the error catalogue)) and nothing reconnects until it. */
  gaveUp = false;
  /** Quotes were live once: from then on a lost connection means the shown quotes are stale. */
  wasConnected = false;
  /** Authenticated: requests go out. */
  ready = false;
  /** What the connection delivers is live (QuoteConnection.live). */
  live = false;
  /** The gateway says its market feed is stale (Redis away). */
  feedStale = false;
  /** Subscribed instruments (by keyId) whose data is not live, and how; fresh ones are absent. */
  readonly keyStates = observable.map<string, KeyFreshness>();
  readonly connection: QuoteConnection;

  constructor(connection: QuoteConnection | QuoteConnectionOptions) {
    this.connection = connection instanceof QuoteConnection ? connection : new QuoteConnection(connection);
    this.state = this.connection.state;
    makeObservable(this, {
      state: observable,
      gaveUp: observable,
      wasConnected: observable,
      ready: observable,
      live: observable,
      feedStale: observable,
      reason: computed,
      setState: action,
      setKey: action,
    });
    this.connection.onStateChange((s) => this.setState(s));
    this.connection.onFreshnessChange((id, f) => this.setKey(id, f));
  }

  get connected(): boolean {
    return this.state === 'connected';
  }

  /**
   * Why quotes on screen are not live (the status line's reason), or null when they are. Before
   * the first connection nothing live is on screen yet (a cold start's cached quote says 非实时
   * itself), so there is nothing to call stale.
   */
  get reason(): NotLiveReason | null {
    if (this.gaveUp) return 'gave-up';
    if (this.wasConnected && !this.ready) return 'reconnecting';
    if (this.feedStale) return 'delayed';
    for (const f of this.keyStates.values()) if (f === 'silent') return 'delayed';
    if (this.wasConnected && !this.live) return 'reconnecting'; // authenticated, data not yet in
    return null;
  }

  /** Quotes on screen are not live, for any reason. */
  get stale(): boolean {
    return this.reason !== null;
  }

  /**
   * The one question every live number asks (issue 31 item 1): is it live? Without a key, the
   * connection's answer (lists fed over HTTP next to live quotes); with an instrument's keyId,
   * also that instrument's (its data arrived on this socket and it is not silent while trading).
   */
  isLive(key?: string): boolean {
    if (this.gaveUp || (this.wasConnected && !this.live)) return false;
    return key === undefined || !this.keyStates.has(key);
  }

  setState(s: ConnectionState): void {
    this.state = s;
    this.gaveUp = this.connection.gaveUpRetrying;
    this.ready = this.connection.ready;
    this.live = this.connection.live;
    this.feedStale = this.connection.feedStale;
    if (s === 'connected') this.wasConnected = true;
  }

  setKey(id: string, f: KeyFreshness): void {
    if (f === 'fresh') this.keyStates.delete(id);
    else this.keyStates.set(id, f);
  }

  /** Back online, the page visible again, the host app's resume: try or probe the link now. */
  resume(): void {
    this.connection.resume();
  }

  /** The status line's retry tap: starts over with a fresh retry count. */
  retry(): void {
    this.connection.connect();
  }

  connect(): void {
    this.connection.connect();
  }

  /** User close: no reconnect, every subscription cleared. */
  close(): void {
    this.connection.close();
  }

  subscribe<B = unknown, Q extends { key: QuoteKey[] } = { key: QuoteKey[] }>(
    type: number,
    body: Q,
    listener: QuoteListener<B>,
  ): () => void {
    return this.connection.subscribe(type, body, listener);
  }

  request<B = unknown>(type: number, body: object): Promise<Message<B>> {
    return this.connection.request<B>(type, body);
  }
}
