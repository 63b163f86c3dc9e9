/**
 * The quote socket opened before the app's code has run (issue 21 item 6: instant cold start).
 * index.html's early script (src/app/early-boot.ts) opens the channel as soon as config.json has
 * said where it is, and parks it here with whatever the server sent meanwhile (a greeting); the
 * app's QuoteConnection then takes it instead of opening its own, through `takeEarlySocket` in the
 * socket factory. A parked socket that is closing or closed, or opened to another URL, is not
 * taken (the connection opens a new one and the parked one is closed).
 */
import type { QuoteSocket } from './connection';
import type { EarlySession } from './early-exchange';

export type { EarlyExchange, EarlySession } from './early-exchange';

/** What the early script leaves on `window.__wapEarlySocket`. */
export interface ParkedSocket {
  url: string;
  socket: BrowserSocket;
  /** Message data received before the hand-over, in order. */
  messages: unknown[];
  /**
   * What the early script already asked on this socket (the stock home's live price before the
   * app, quote/early-session.ts), for the connection to adopt rather than ask again.
   */
  session?: EarlySession;
  /**
   * Hears every message and the close after the hand-over, sending nothing: the early block keeps
   * its live quote current, or says 非实时, until the page's own view replaces it.
   */
  watch?: { message(data: unknown): void; closed(): void };
}

/** The part of the browser WebSocket used here (a fake in tests): the connection's own socket type. */
export type BrowserSocket = QuoteSocket;

const OPEN = 1;

/**
 * A parked socket as a QuoteSocket: the connection's handlers go straight to the socket; an
 * `onopen` set on a socket that is already open is called (on a microtask, as an event would be),
 * and the first `onmessage` gets the parked messages (and those received since the take) first,
 * in order.
 */
export function handOver(parked: ParkedSocket): QuoteSocket {
  const { socket } = parked;
  let pending: unknown[] | null = parked.messages.slice();
  let handler: BrowserSocket['onmessage'] = null;
  let closeHandler: BrowserSocket['onclose'] = null;
  let errorHandler: BrowserSocket['onerror'] = null;
  const closed = () => {
    try {
      parked.watch?.closed();
    } catch {
      /* the early block's own failure: never the connection's */
    }
  };
  // The watch draws the early block (its quote, its day line): whatever it throws, the connection
  // still gets the message.
  const watched = (data: unknown) => {
    try {
      parked.watch?.message(data);
    } catch {
      /* as above */
    }
  };
  socket.onmessage = (ev) => {
    watched(ev.data);
    pending?.push(ev.data);
  };
  socket.onclose = (ev) => {
    closed();
    closeHandler?.(ev);
  };
  socket.onerror = (ev) => {
    closed();
    errorHandler?.(ev);
  };
  if (parked.session) parked.session.taken = true;
  return {
    early: parked.session,
    get readyState() {
      return socket.readyState;
    },
    send: (data) => socket.send(data),
    close: (code, reason) => socket.close(code, reason),
    get onopen() {
      return socket.onopen;
    },
    set onopen(fn) {
      socket.onopen = fn;
      if (fn && socket.readyState === OPEN)
        queueMicrotask(() => {
          if (socket.onopen === fn) fn({ type: 'open' });
        });
    },
    get onclose() {
      return closeHandler;
    },
    set onclose(fn) {
      closeHandler = fn;
    },
    get onerror() {
      return errorHandler;
    },
    set onerror(fn) {
      errorHandler = fn;
    },
    get onmessage() {
      return handler;
    },
    set onmessage(fn) {
      let backlog = pending && pending.length ? pending : null;
      pending = null;
      handler = fn;
      if (!fn) {
        // The connection let the socket go (a close, a dead link): what it carried is not live.
        socket.onmessage = null;
        closed();
        return;
      }
      // The parked messages go first: on the next microtask, or before a newer message if one
      // were dispatched sooner.
      const drain = () => {
        const b = backlog;
        backlog = null;
        for (const data of b ?? []) fn({ data });
      };
      const own = (ev: { data: unknown }) => {
        watched(ev.data);
        drain();
        fn(ev);
      };
      socket.onmessage = own;
      if (backlog)
        queueMicrotask(() => {
          if (socket.onmessage === own) drain();
        });
    },
  };
}

/** Left on the window by the app when it opened its own socket first: the early script opens none. */
export const CLAIMED = 'claimed';

type Holder = { __wapEarlySocket?: ParkedSocket | typeof CLAIMED };

/**
 * The parked socket for `url`, handed over once; null when there is none to take. Either way the
 * app owns the channel from now on: an early script that has not opened its socket yet opens none.
 */
export function takeEarlySocket(url: string, holder: Holder = globalThis as Holder): QuoteSocket | null {
  const parked = holder.__wapEarlySocket;
  holder.__wapEarlySocket = CLAIMED;
  if (!parked || parked === CLAIMED) return null;
  if (parked.url !== url || parked.socket.readyState > OPEN) {
    try {
      parked.socket.close(1000, 'not taken');
    } catch {
      /* already closed */
    }
    return null;
  }
  return handOver(parked);
}
