/**
 * The app-wide live quote connection as observable state (§4 "Live connection"). The socket comes
 * from an injected factory: the browser WebSocket in the app, a fake in tests.
 */
import { action, makeObservable, observable } from 'mobx';
import {
  QuoteConnection,
  type ConnectionState,
  type QuoteConnectionOptions,
  type QuoteListener,
  type QuoteSocket,
  type SocketFactory,
} from '../quote/connection';
import type { Message, QuoteKey } from '../quote/protocol';
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
  /** The retry limit was reached: the page offers a retry (§4, §8) and nothing reconnects until it. */
  gaveUp = false;
  /** Quotes were live once: from then on a lost connection means the shown quotes are stale. */
  wasConnected = false;
  readonly connection: QuoteConnection;

  constructor(connection: QuoteConnection | QuoteConnectionOptions) {
    this.connection = connection instanceof QuoteConnection ? connection : new QuoteConnection(connection);
    this.state = this.connection.state;
    makeObservable(this, {
      state: observable,
      gaveUp: observable,
      wasConnected: observable,
      setState: action,
    });
    this.connection.onStateChange((s) => this.setState(s));
  }

  get connected(): boolean {
    return this.state === 'connected';
  }

  /** Quotes on screen are not live: the connection was up and is now down (or gave up). */
  get stale(): boolean {
    return (this.wasConnected && this.state !== 'connected') || this.gaveUp;
  }

  setState(s: ConnectionState): void {
    this.state = s;
    this.gaveUp = this.connection.gaveUpRetrying;
    if (s === 'connected') this.wasConnected = true;
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
