import { autorun } from 'mobx';
import type { QuoteSocket } from '../quote/connection';
import { QUOTE_CONNECTION, type QuoteConnectionTiming } from '../quote/constants';
import { MsgType, type Message } from '../../contract/quote-protocol';
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

/** A socket that answers auth (and heartbeats) like the server; data requests the test answers. */
function answeringSocket(): QuoteSocket & {
  sent: Message<Record<string, unknown>>[];
  reply(m: object): void;
} {
  const s = {
    readyState: 0,
    sent: [] as Message<Record<string, unknown>>[],
    send(data: string) {
      const msg = JSON.parse(data) as Message<Record<string, unknown>>;
      s.sent.push(msg);
      const { type, seq } = msg.header;
      if (type === MsgType.Auth) s.reply({ header: { seq, type, infoFlag: 0 }, body: { ok: true } });
      if (type === MsgType.Handshake) s.reply({ header: { seq, type, infoFlag: 0 }, body: { time: 1 } });
    },
    close: () => undefined,
    onopen: null as QuoteSocket['onopen'],
    onclose: null as QuoteSocket['onclose'],
    onerror: null as QuoteSocket['onerror'],
    onmessage: null as QuoteSocket['onmessage'],
    reply(m: object) {
      const full = {
        header: {
          frame: 0,
          group: 0,
          model: 0,
          length: 0,
          rawLength: 0,
          ...(m as { header: object }).header,
        },
        body: (m as { body: unknown }).body,
      };
      queueMicrotask(() => s.onmessage?.({ data: JSON.stringify(full) }));
    },
  };
  return s;
}

function setupStore(timing: Partial<QuoteConnectionTiming> = {}) {
  const sockets: ReturnType<typeof answeringSocket>[] = [];
  const store = new QuoteConnectionStore({
    url: 'ws://x/ws/quote',
    socketFactory: () => {
      const s = answeringSocket();
      sockets.push(s);
      return s;
    },
    getToken: async () => 't',
    timing: { maxRetries: 1, reconnectDelayMs: 10, reconnectJitterMs: 0, ...timing },
    random: () => 0,
    log: () => undefined,
  });
  const open = async (s: QuoteSocket) => {
    (s as { readyState: number }).readyState = 1;
    s.onopen?.({});
    await jest.advanceTimersByTimeAsync(0);
  };
  const drop = (s: QuoteSocket) => {
    (s as { readyState: number }).readyState = 3;
    s.onclose?.({});
  };
  return { store, sockets, open, drop };
}

const KEY = { market: 1, code: '600519' };
const ID = '1:600519';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('stale once quotes were live and the connection is down; gave up after the retry limit; retry() starts over', async () => {
  const { store, sockets, open, drop } = setupStore();
  store.connect();
  expect(store.stale).toBe(false); // never live yet: nothing to call stale
  await open(sockets[0]);
  expect(store.stale).toBe(false);
  drop(sockets[0]);
  expect([store.reason, store.gaveUp]).toEqual(['reconnecting', false]);
  await jest.advanceTimersByTimeAsync(10);
  drop(sockets[1]);
  expect([store.reason, store.gaveUp]).toEqual(['gave-up', true]);
  store.retry();
  expect(store.gaveUp).toBe(false);
  await open(sockets[2]);
  expect(store.stale).toBe(false);
  store.close();
});

test('isLive: per connection and per instrument; the reason says why', async () => {
  const { store, sockets, open, drop } = setupStore();
  const seen: string[] = [];
  const stop = autorun(() => seen.push(`${store.isLive()}/${store.isLive(ID)}/${store.reason}`));
  store.subscribe(MsgType.StockSnapshot, { key: [KEY] }, () => undefined);
  store.connect();
  await open(sockets[0]);
  // Authenticated, the subscription's reply not in yet: not live, still reconnecting.
  expect([store.isLive(), store.isLive(ID), store.reason]).toEqual([false, false, 'reconnecting']);
  const sub = sockets[0].sent.find((m) => m.header.type === MsgType.StockSnapshot)!;
  sockets[0].reply({
    header: { seq: sub.header.seq, type: MsgType.StockSnapshot, infoFlag: 0 },
    body: { hq: [{ key: KEY, status: { StatusType: 3 }, dyna: { LastPrice: 1 } }] },
  });
  await jest.advanceTimersByTimeAsync(0);
  expect([store.isLive(), store.isLive(ID), store.reason]).toEqual([true, true, null]);

  // No push for longer than the bound while trading: that instrument only, 行情数据延迟.
  await jest.advanceTimersByTimeAsync(QUOTE_CONNECTION.staleAfterMs + 1000);
  expect([store.isLive(), store.isLive(ID), store.isLive('1:600000'), store.reason]).toEqual([
    true,
    false,
    true,
    'delayed',
  ]);
  const push = (body: object) =>
    sockets[0].reply({ header: { seq: 0, type: MsgType.StockSnapshot, infoFlag: 1 }, body });
  push({ hq: [{ key: KEY, dyna: { LastPrice: 2 } }] });
  await jest.advanceTimersByTimeAsync(0);
  expect([store.isLive(ID), store.reason]).toEqual([true, null]);

  // The gateway's stale feed: everything not live, 行情数据延迟; back with its live notice.
  sockets[0].reply({
    header: { seq: 0, type: MsgType.Handshake, infoFlag: 1 },
    body: { time: 1, feed: 'stale' },
  });
  await jest.advanceTimersByTimeAsync(0);
  expect([store.isLive(), store.isLive(ID), store.reason]).toEqual([false, false, 'delayed']);
  sockets[0].reply({
    header: { seq: 0, type: MsgType.Handshake, infoFlag: 1 },
    body: { time: 2, feed: 'live' },
  });
  await jest.advanceTimersByTimeAsync(0);
  // The feed is back; the trading instrument's price is from before it: live at its next push.
  expect([store.isLive(), store.isLive(ID), store.reason]).toEqual([true, false, null]);
  push({ hq: [{ key: KEY, dyna: { LastPrice: 3 } }] });
  await jest.advanceTimersByTimeAsync(0);
  expect(store.isLive(ID)).toBe(true);

  drop(sockets[0]);
  expect([store.isLive(), store.isLive(ID), store.reason]).toEqual([false, false, 'reconnecting']);
  stop();
  store.close();
  expect(seen.length).toBeGreaterThan(4);
});
