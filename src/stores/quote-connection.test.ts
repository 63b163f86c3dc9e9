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
