import { autorun } from 'mobx';
import type { QuoteSocket } from '../quote/connection';
import { QuoteConnectionStore } from './quote-connection';

test('the connection state is observable and follows the socket', async () => {
  let socket: QuoteSocket | null = null;
  const store = new QuoteConnectionStore({
    url: 'ws://x/ws/quote',
    socketFactory: () => {
      socket = {
        readyState: 0,
        send: () => undefined,
        close: () => undefined,
        onopen: null,
        onclose: null,
        onerror: null,
        onmessage: null,
      };
      return socket;
    },
    getToken: async () => 't',
    log: () => undefined,
  });
  const states: string[] = [];
  const stop = autorun(() => states.push(store.state));
  store.connect();
  (socket as unknown as { readyState: number }).readyState = 1;
  socket!.onopen?.({});
  expect(store.connected).toBe(true);
  store.close();
  expect(states).toEqual(['unknown', 'before-connect', 'connected', 'disconnected']);
  stop();
});

test('stale once quotes were live and the connection is down; gave up after the retry limit; retry() starts over', () => {
  jest.useFakeTimers();
  try {
    const sockets: QuoteSocket[] = [];
    const store = new QuoteConnectionStore({
      url: 'ws://x/ws/quote',
      socketFactory: () => {
        const s: QuoteSocket = {
          readyState: 0,
          send: () => undefined,
          close: () => undefined,
          onopen: null,
          onclose: null,
          onerror: null,
          onmessage: null,
        };
        sockets.push(s);
        return s;
      },
      getToken: async () => 't',
      timing: { maxRetries: 1, reconnectDelayMs: 10, reconnectJitterMs: 0 },
      random: () => 0,
      log: () => undefined,
    });
    const open = (s: QuoteSocket) => {
      (s as { readyState: number }).readyState = 1;
      s.onopen?.({});
    };
    const drop = (s: QuoteSocket) => {
      (s as { readyState: number }).readyState = 3;
      s.onclose?.({});
    };
    store.connect();
    expect(store.stale).toBe(false); // never live yet: nothing to call stale
    open(sockets[0]);
    expect(store.stale).toBe(false);
    drop(sockets[0]);
    expect([store.stale, store.gaveUp]).toEqual([true, false]);
    jest.advanceTimersByTime(10);
    drop(sockets[1]);
    expect([store.stale, store.gaveUp]).toEqual([true, true]);
    store.retry();
    expect(store.gaveUp).toBe(false);
    open(sockets[2]);
    expect(store.stale).toBe(false);
  } finally {
    jest.useRealTimers();
  }
});
