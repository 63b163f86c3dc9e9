/** The §4 (states and transitions) live connection state machine against a fake socket, with fake timers. */
import { QUOTE_CONNECTION, type QuoteConnectionTiming } from './constants';
import { QuoteConnection, QuoteRequestError, backoffDelay, type QuoteSocket } from './connection';
import { INFO_FLAG_UNSUBSCRIBE, MsgType, type Message } from '../../contract/quote-protocol';

class FakeSocket implements QuoteSocket {
  readyState = 0;
  readonly sent: Message<Record<string, unknown>>[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  /** When set, auth and data requests are answered like the server does. */
  autoReply = true;
  /** When set, only auth and heartbeats are answered (the test answers data requests itself). */
  holdData = false;

  send(data: string): void {
    const msg = JSON.parse(data) as Message<Record<string, unknown>>;
    this.sent.push(msg);
    if (!this.autoReply) return;
    const { type, seq, infoFlag } = msg.header;
    if (type === MsgType.Auth) this.reply(type, seq, { ok: true });
    else if (type === MsgType.Handshake) this.reply(type, seq, { time: 1 });
    else if (this.holdData) return;
    else if (infoFlag === INFO_FLAG_UNSUBSCRIBE) this.reply(type, seq, { hq: [] }, INFO_FLAG_UNSUBSCRIBE);
    else {
      const keys = (msg.body.key as object[]) ?? [];
      this.reply(type, seq, {
        hq: keys.map((key) => ({ key, dyna: { LastPrice: 1 }, statistics: { PreClosePrice: 1 } })),
      });
    }
  }
  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    queueMicrotask(() => this.onclose?.({}));
  }
  // ---- test controls ----
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  reply(type: number, seq: number, body: unknown, infoFlag = 0): void {
    const text = JSON.stringify({
      header: { frame: 0, group: 0, model: 0, length: 0, rawLength: 0, seq, type, infoFlag },
      body,
    });
    queueMicrotask(() => this.onmessage?.({ data: text }));
  }
  push(type: number, body: unknown): void {
    this.reply(type, 0, body, 1);
  }
  drop(): void {
    this.readyState = 3;
    this.onclose?.({});
  }
  fail(): void {
    this.onerror?.({});
    this.readyState = 3;
    this.onclose?.({});
  }
  sentOf(type: number, infoFlag?: number) {
    return this.sent.filter(
      (m) => m.header.type === type && (infoFlag === undefined || m.header.infoFlag === infoFlag),
    );
  }
}

const KEY = { market: 1, code: '600519' };
const SNAP = { key: [KEY], level: 2, sections: ['dyna', 'statistics'], timestamp: true };

function setup(opts: { random?: number; maxRetries?: number; timing?: Partial<QuoteConnectionTiming> } = {}) {
  const sockets: FakeSocket[] = [];
  const logs: string[] = [];
  const getToken = jest.fn(async () => `token-${sockets.length}`);
  const conn = new QuoteConnection({
    url: 'ws://quote.test/ws/quote',
    socketFactory: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    getToken,
    random: () => opts.random ?? 0,
    timing: { ...opts.timing, ...(opts.maxRetries !== undefined ? { maxRetries: opts.maxRetries } : {}) },
    log: (m) => logs.push(m),
  });
  // State changes only (listeners also hear about gaveUpRetrying and `live` changing).
  const states: string[] = [];
  let previous = conn.state;
  conn.onStateChange((s) => {
    if (s !== previous) states.push(s);
    previous = s;
  });
  const last = () => sockets[sockets.length - 1];
  return { conn, sockets, last, logs, states, getToken };
}

const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the numbers of §4/§9: heartbeat 30000 ms, reconnect 3000 ms, a bounded retry count', () => {
  expect(QUOTE_CONNECTION.heartbeatMs).toBe(30000);
  expect(QUOTE_CONNECTION.reconnectDelayMs).toBe(3000);
  expect(QUOTE_CONNECTION.maxRetries).toBe(10);
  expect(QUOTE_CONNECTION.reconnectJitterMs).toBeGreaterThan(0);
});

test('on open: connected, authenticate with a fresh token, then flush cached subscriptions', async () => {
  const { conn, last, states, getToken } = setup();
  expect(conn.state).toBe('unknown');
  const listener = jest.fn();
  conn.subscribe(MsgType.StockSnapshot, SNAP, listener); // cached before connecting
  conn.connect();
  expect(conn.state).toBe('before-connect');
  expect(last().sent).toHaveLength(0);
  last().open();
  expect(conn.state).toBe('connected');
  await settle();
  expect(getToken).toHaveBeenCalledTimes(1);
  const auth = last().sentOf(MsgType.Auth);
  expect(auth).toHaveLength(1);
  expect(auth[0].body.token).toBe('token-1');
  // The subscription goes out only after auth is accepted.
  expect(last().sent.map((m) => m.header.type)).toEqual([MsgType.Auth, MsgType.StockSnapshot]);
  await settle();
  expect(listener).toHaveBeenCalledTimes(1);
  expect(states).toEqual(['before-connect', 'connected']);
});

test('heartbeat: a handshake every 30 s while connected; an error stops it', async () => {
  const { conn, last } = setup({ timing: { silenceProbeMs: 60_000 } });
  conn.connect();
  last().open();
  await settle();
  await jest.advanceTimersByTimeAsync(29_999);
  expect(last().sentOf(MsgType.Handshake)).toHaveLength(0);
  await jest.advanceTimersByTimeAsync(1);
  expect(last().sentOf(MsgType.Handshake)).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(30_000);
  expect(last().sentOf(MsgType.Handshake)).toHaveLength(2);

  const first = last();
  first.autoReply = false;
  first.onerror?.({}); // error without close: heartbeat stops, state error, reconnect scheduled
  expect(conn.state).toBe('error');
  await jest.advanceTimersByTimeAsync(2_999);
  expect(first.sentOf(MsgType.Handshake)).toHaveLength(2);
});

test('reference counting: K subscribers send one subscription; K-1 releases keep it; the last unsubscribes (infoFlag 32)', async () => {
  const { conn, last } = setup();
  conn.connect();
  last().open();
  await settle();
  const listeners = [jest.fn(), jest.fn(), jest.fn()];
  const releases = listeners.map((l) => conn.subscribe(MsgType.StockSnapshot, { ...SNAP }, l));
  await settle();
  expect(last().sentOf(MsgType.StockSnapshot)).toHaveLength(1);
  expect(conn.refCount(MsgType.StockSnapshot, SNAP)).toBe(3);
  expect(conn.wireSubscriptionCount).toBe(1);
  // Later subscribers still receive the data the first one got.
  for (const l of listeners) expect(l).toHaveBeenCalledTimes(1);

  last().push(MsgType.StockSnapshot, { hq: [{ key: KEY, dyna: { LastPrice: 2 } }] });
  await settle();
  for (const l of listeners) expect(l).toHaveBeenCalledTimes(2);

  releases[0]();
  releases[0](); // releasing twice counts once
  releases[1]();
  await settle();
  expect(last().sentOf(MsgType.StockSnapshot, INFO_FLAG_UNSUBSCRIBE)).toHaveLength(0);
  expect(conn.refCount(MsgType.StockSnapshot, SNAP)).toBe(1);
  releases[2]();
  await settle();
  const unsub = last().sentOf(MsgType.StockSnapshot, INFO_FLAG_UNSUBSCRIBE);
  expect(unsub).toHaveLength(1);
  expect(unsub[0].body).toEqual(SNAP);
  expect(conn.wireSubscriptionCount).toBe(0);
  last().push(MsgType.StockSnapshot, { hq: [{ key: KEY, dyna: { LastPrice: 3 } }] });
  await settle();
  expect(listeners[2]).toHaveBeenCalledTimes(2);
});

test('K-line pushes reach only subscriptions of the same period', async () => {
  const { conn, last } = setup();
  conn.connect();
  last().open();
  await settle();
  const day = jest.fn();
  const minute = jest.fn();
  conn.subscribe(MsgType.Kline, { key: [KEY], period: 1440, count: 10, type: 1, timestamp: true }, day);
  conn.subscribe(MsgType.Kline, { key: [KEY], period: 1, count: 10, type: 1, timestamp: true }, minute);
  await settle();
  day.mockClear();
  minute.mockClear();
  last().push(MsgType.Kline, { hq: [{ key: KEY, Period: 1, KlineData: [] }] });
  await settle();
  expect(minute).toHaveBeenCalledTimes(1);
  expect(day).not.toHaveBeenCalled();
});

test('the token is asked for while the socket opens, so the two round trips overlap', async () => {
  const { conn, last, getToken } = setup();
  conn.connect();
  await settle();
  expect(getToken).toHaveBeenCalledTimes(1); // socket not open yet
  last().open();
  await settle();
  expect(getToken).toHaveBeenCalledTimes(1); // the same answer serves the authentication
  expect(last().sentOf(MsgType.Auth)[0].body.token).toBe('token-1');
});

test('on close (not by the user): reconnect after 3000 ms plus jitter, fresh token, all subscriptions replayed, retry count reset', async () => {
  const { conn, sockets, last, getToken } = setup({ random: 0.5 });
  conn.connect();
  last().open();
  await settle();
  conn.subscribe(MsgType.StockSnapshot, SNAP, () => undefined);
  conn.subscribe(MsgType.Tick, { key: [KEY], count: 50, timestamp: true }, () => undefined);
  await settle();
  last().drop();
  expect(conn.state).toBe('disconnected');
  const jitter = Math.floor(0.5 * QUOTE_CONNECTION.reconnectJitterMs);
  await jest.advanceTimersByTimeAsync(3000 + jitter - 1);
  expect(sockets).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(sockets).toHaveLength(2);
  expect(conn.retryCount).toBe(1);
  last().open();
  expect(conn.retryCount).toBe(0);
  await settle();
  expect(getToken).toHaveBeenCalledTimes(2);
  expect(last().sent.map((m) => m.header.type)).toEqual([MsgType.Auth, MsgType.StockSnapshot, MsgType.Tick]);
});

test('past the retry limit: gave up is reported, requests fail, and attempts go on at the capped backoff', async () => {
  const { conn, sockets, logs } = setup({ maxRetries: 3 });
  conn.connect();
  sockets[0].fail();
  expect(conn.state).toBe('error');
  for (let i = 0; i < 3; i++) {
    await jest.advanceTimersByTimeAsync(QUOTE_CONNECTION.reconnectDelayMs);
    sockets[sockets.length - 1].fail();
  }
  expect(sockets).toHaveLength(1 + 3);
  expect(conn.gaveUpRetrying).toBe(true);
  expect(logs.some((l) => l.includes('retry limit'))).toBe(true);
  await expect(conn.request(MsgType.Dictionary, { key: [KEY] })).rejects.toThrow('closed');
  // The schedule past the limit (random 0): 6 s, 12 s, then the 15 s cap.
  for (const delay of [6_000, 12_000, 15_000, 15_000, 15_000]) {
    const before = sockets.length;
    await jest.advanceTimersByTimeAsync(delay - 1);
    expect(sockets).toHaveLength(before);
    await jest.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(before + 1);
    sockets[sockets.length - 1].fail();
  }
  // A server that answers is taken at the next attempt: gave up is cleared, the retry count reset.
  await jest.advanceTimersByTimeAsync(15_000);
  sockets[sockets.length - 1].open();
  await settle();
  expect(conn.ready).toBe(true);
  expect(conn.gaveUpRetrying).toBe(false);
  expect(conn.retryCount).toBe(0);
});

test.each([
  [1, 6_000],
  [2, 12_000],
  [3, 15_000],
  [40, 15_000],
  [1e9, 15_000],
])('backoffDelay(%p) = %p ms with §4 timing', (k, ms) => {
  expect(backoffDelay(k, QUOTE_CONNECTION)).toBe(ms);
  // With the jitter, a server back after any outage is reached within 20 s of its first answer.
  expect(ms + QUOTE_CONNECTION.reconnectJitterMs).toBeLessThanOrEqual(20_000);
});

test('an error sets the error state, stops the heartbeat and reconnects (error then close schedules once)', async () => {
  const { conn, sockets, last, states } = setup();
  conn.connect();
  last().open();
  await settle();
  last().fail();
  expect(conn.state).toBe('error');
  expect(states).toContain('error');
  await jest.advanceTimersByTimeAsync(QUOTE_CONNECTION.reconnectDelayMs);
  expect(sockets).toHaveLength(2);
  await jest.advanceTimersByTimeAsync(QUOTE_CONNECTION.reconnectDelayMs * 3);
  expect(sockets).toHaveLength(2);
});

test('a user close clears everything and never reconnects', async () => {
  const { conn, sockets, last } = setup();
  conn.connect();
  last().open();
  await settle();
  conn.subscribe(MsgType.StockSnapshot, SNAP, () => undefined);
  await settle();
  conn.close();
  await settle();
  expect(conn.state).toBe('disconnected');
  expect(conn.wireSubscriptionCount).toBe(0);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(sockets).toHaveLength(1);
  conn.connect();
  last().open();
  await settle();
  expect(last().sent.map((m) => m.header.type)).toEqual([MsgType.Auth]);
});

test('replies are matched to requests by seq, out of order; an error reply (999) rejects its request', async () => {
  const { conn, last } = setup();
  conn.connect();
  last().open();
  await settle();
  const s = last();
  s.autoReply = false;
  const a = conn.request(MsgType.Dictionary, { key: [KEY] });
  const b = conn.request(MsgType.Dictionary, { key: [{ market: 0, code: '000001' }] });
  const c = conn.request(MsgType.Tick, { key: [KEY], count: 1 });
  await settle();
  const [sa, sb, sc] = s.sent.slice(-3).map((m) => m.header.seq);
  s.reply(MsgType.Dictionary, sb, { hq: [{ key: { market: 0, code: '000001' }, name: 'B' }] });
  s.reply(MsgType.Error, sc, { code: 404, msg: 'unknown instrument' });
  s.reply(MsgType.Dictionary, sa, { hq: [{ key: KEY, name: 'A' }] });
  await settle();
  await expect(a).resolves.toMatchObject({ body: { hq: [{ name: 'A' }] } });
  await expect(b).resolves.toMatchObject({ body: { hq: [{ name: 'B' }] } });
  await expect(c).rejects.toEqual(new QuoteRequestError(404, 'unknown instrument'));
  expect(conn.hasDictionary(KEY)).toBe(true);
});

test('statistics reach subscribers only after the dictionary reply; unparsable messages are logged and ignored', async () => {
  const { conn, last, logs } = setup();
  conn.connect();
  last().open();
  await settle();
  const got: Message<{ hq: Record<string, unknown>[] }>[] = [];
  conn.subscribe<{ hq: Record<string, unknown>[] }>(MsgType.StockSnapshot, SNAP, (m) => got.push(m));
  await settle();
  expect(got[0].body.hq[0].statistics).toBeUndefined();
  const dictionary = conn.request(MsgType.Dictionary, { key: [KEY] });
  await settle();
  await dictionary;
  last().push(MsgType.StockSnapshot, { hq: [{ key: KEY, statistics: { PreClosePrice: 9 } }] });
  last().onmessage?.({ data: '{broken' });
  last().onmessage?.({ data: JSON.stringify({ header: { type: 201, seq: 0 }, body: {} }) });
  await settle();
  expect(got).toHaveLength(2);
  expect(got[1].body.hq[0].statistics).toEqual({ PreClosePrice: 9 });
  expect(logs).toEqual(
    expect.arrayContaining(['message discarded: malformed JSON', 'message discarded: missing hq section']),
  );
});

test('a token failure closes the socket and goes through the normal reconnect', async () => {
  const { conn, sockets, last, getToken } = setup();
  getToken.mockRejectedValueOnce(new Error('token call failed'));
  conn.connect();
  last().open();
  await settle();
  expect(last().sent).toHaveLength(0);
  expect(conn.state).toBe('disconnected');
  await jest.advanceTimersByTimeAsync(QUOTE_CONNECTION.reconnectDelayMs);
  expect(sockets).toHaveLength(2);
});

test('a subscription reply reaches listeners before a push read right after it', async () => {
  const { conn, last } = setup();
  conn.connect();
  const s = last();
  s.open();
  await settle();
  s.autoReply = false;
  const seen: number[] = [];
  conn.subscribe(MsgType.StockSnapshot, SNAP, (m) => seen.push(m.header.seq));
  const seq = s.sentOf(MsgType.StockSnapshot)[0].header.seq;
  const frame = (q: number) =>
    JSON.stringify({
      header: {
        frame: 0,
        group: 0,
        model: 0,
        length: 0,
        rawLength: 0,
        seq: q,
        type: 201,
        infoFlag: q ? 0 : 1,
      },
      body: { hq: [{ key: KEY }] },
    });
  // Both frames in one synchronous burst, as `ws` emits frames of one TCP read.
  s.onmessage?.({ data: frame(seq) });
  s.onmessage?.({ data: frame(0) });
  expect(seen).toEqual([seq, 0]);
});

function cachingSetup() {
  const sockets: FakeSocket[] = [];
  let cached: string | null = null;
  let issued = 0;
  const onAuthRefused = jest.fn(() => (cached = null));
  const conn = new QuoteConnection({
    url: 'ws://x',
    socketFactory: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    getToken: async () => (cached ??= `token-${++issued}`),
    onAuthRefused,
    random: () => 0,
    log: () => undefined,
  });
  return { sockets, conn, onAuthRefused };
}

test('a refused token (a restarted server) is replaced at once on the same socket, without a reconnect delay', async () => {
  const { sockets, conn, onAuthRefused } = cachingSetup();
  const listener = jest.fn();
  conn.subscribe(MsgType.StockSnapshot, SNAP, listener);
  conn.connect();
  const first = sockets[0];
  first.autoReply = false;
  first.open();
  await settle();
  const auth = first.sentOf(MsgType.Auth)[0];
  expect(auth.body.token).toBe('token-1');
  first.reply(MsgType.Auth, auth.header.seq, { ok: false, msg: 'invalid or expired token' });
  await settle();
  expect(onAuthRefused).toHaveBeenCalledTimes(1);
  // No timer advanced: the second auth with a fresh token is already on the wire, same socket.
  const auths = first.sentOf(MsgType.Auth);
  expect(auths).toHaveLength(2);
  expect(auths[1].body.token).toBe('token-2');
  expect(sockets).toHaveLength(1);
  first.reply(MsgType.Auth, auths[1].header.seq, { ok: true });
  await settle();
  expect(conn.ready).toBe(true);
  // The subscription goes out exactly once, after the accepted auth.
  expect(first.sentOf(MsgType.StockSnapshot)).toHaveLength(1);
  expect(first.sent.findIndex((m) => m.header.type === MsgType.StockSnapshot)).toBeGreaterThan(
    first.sent.indexOf(auths[1]),
  );
});

test('a token refused twice in a row: the connection reconnects after the delay with another fresh token', async () => {
  const { sockets, conn, onAuthRefused } = cachingSetup();
  conn.connect();
  const first = sockets[0];
  first.autoReply = false;
  first.open();
  await settle();
  for (let i = 0; i < 2; i++) {
    const auth = first.sentOf(MsgType.Auth)[i];
    first.reply(MsgType.Auth, auth.header.seq, { ok: false, msg: 'invalid or expired token' });
    await settle();
  }
  expect(onAuthRefused).toHaveBeenCalledTimes(2);
  expect(first.readyState).toBe(3);
  expect(sockets).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(QUOTE_CONNECTION.reconnectDelayMs);
  expect(sockets).toHaveLength(2);
  sockets[1].open();
  await settle();
  expect(sockets[1].sentOf(MsgType.Auth)[0].body.token).toBe('token-3');
  expect(conn.ready).toBe(true);
});

describe('heartbeat on a half-open link', () => {
  test('a heartbeat with no reply within heartbeatTimeoutMs drops the socket, marks the state error and reconnects', async () => {
    const { conn, sockets, states } = setup({ random: 0, timing: { silenceProbeMs: 60_000 } });
    conn.subscribe(MsgType.StockSnapshot, SNAP, () => undefined);
    conn.connect();
    sockets[0].open();
    await settle();
    expect(conn.ready).toBe(true);
    // The link goes silent: nothing is answered, nothing errors, nothing closes.
    sockets[0].autoReply = false;
    await jest.advanceTimersByTimeAsync(QUOTE_CONNECTION.heartbeatMs);
    expect(sockets[0].sentOf(MsgType.Handshake)).toHaveLength(1);
    expect(conn.state).toBe('connected');
    await jest.advanceTimersByTimeAsync(QUOTE_CONNECTION.heartbeatTimeoutMs);
    // Noticed within heartbeatMs + heartbeatTimeoutMs of the last reply (the §4 (states and transitions) promise: 40 s).
    expect(QUOTE_CONNECTION.heartbeatMs + QUOTE_CONNECTION.heartbeatTimeoutMs).toBeLessThanOrEqual(40_000);
    expect(conn.state).toBe('error');
    expect(conn.ready).toBe(false);
    expect(sockets[0].readyState).toBe(3);
    await jest.advanceTimersByTimeAsync(QUOTE_CONNECTION.reconnectDelayMs);
    expect(sockets).toHaveLength(2);
    sockets[1].open();
    await settle();
    expect(conn.state).toBe('connected');
    expect(sockets[1].sentOf(MsgType.StockSnapshot)).toHaveLength(1);
    expect(states).toEqual(['before-connect', 'connected', 'error', 'before-connect', 'connected']);
  });

  test('answered heartbeats keep the connection; the timings come from the injected config', async () => {
    const { conn, sockets, logs } = setup({ timing: { silenceProbeMs: 60_000 } });
    conn.connect();
    sockets[0].open();
    await settle();
    for (let i = 0; i < 5; i++) await jest.advanceTimersByTimeAsync(QUOTE_CONNECTION.heartbeatMs);
    expect(logs).toEqual([]);
    expect(sockets[0].sentOf(MsgType.Handshake)).toHaveLength(5);
    expect(conn.state).toBe('connected');
    expect(sockets).toHaveLength(1);
  });
});

test('after the retry limit the connection reports that it gave up; connect() (the retry tap) tries at once', async () => {
  const { conn, sockets } = setup({ random: 0, maxRetries: 2 });
  const heard: boolean[] = [];
  conn.onStateChange(() => heard.push(conn.gaveUpRetrying));
  conn.connect();
  sockets[0].fail();
  for (let i = 0; i < 2; i++) {
    await jest.advanceTimersByTimeAsync(QUOTE_CONNECTION.reconnectDelayMs);
    sockets[sockets.length - 1].fail();
  }
  await jest.advanceTimersByTimeAsync(QUOTE_CONNECTION.reconnectDelayMs);
  expect(sockets).toHaveLength(3);
  expect(conn.gaveUpRetrying).toBe(true);
  expect(heard[heard.length - 1]).toBe(true);
  conn.connect();
  expect(conn.gaveUpRetrying).toBe(false);
  expect(heard[heard.length - 1]).toBe(false);
  expect(sockets).toHaveLength(4);
  sockets[3].open();
  await settle();
  expect(conn.state).toBe('connected');
  // The backoff's pending attempt was dropped: nothing else opens.
  await jest.advanceTimersByTimeAsync(30_000);
  expect(sockets).toHaveLength(4);
});

describe('resume, drain and liveness (issue 31)', () => {
  test('a close with 1012 (service restart) reconnects after the jitter only, spending no retry', async () => {
    const { conn, sockets } = setup({ random: 0.5, maxRetries: 1 });
    conn.connect();
    sockets[0].open();
    await settle();
    for (let i = 0; i < 3; i++) {
      const s = sockets[sockets.length - 1];
      s.readyState = 3;
      s.onclose?.({ code: 1012, reason: 'service restart' });
      await jest.advanceTimersByTimeAsync(QUOTE_CONNECTION.reconnectJitterMs / 2 - 1);
      expect(sockets).toHaveLength(i + 1);
      await jest.advanceTimersByTimeAsync(1);
      expect(sockets).toHaveLength(i + 2);
    }
    expect(conn.retryCount).toBe(0);
    expect(conn.gaveUpRetrying).toBe(false);
  });

  test('resume: a link that is down is tried at once; an open link is probed with a heartbeat', async () => {
    const { conn, sockets } = setup({ maxRetries: 1 });
    conn.resume(); // never started: nothing
    expect(sockets).toHaveLength(0);
    conn.connect();
    sockets[0].open();
    await settle();
    conn.resume();
    expect(sockets[0].sentOf(MsgType.Handshake)).toHaveLength(1);
    sockets[0].fail();
    const spent = conn.retryCount;
    conn.resume();
    expect(sockets).toHaveLength(2);
    expect(conn.retryCount).toBe(spent);
    conn.resume(); // an attempt is under way: not another
    expect(sockets).toHaveLength(2);
    sockets[1].fail(); // the second failure with a limit of 1: past the limit
    expect(conn.gaveUpRetrying).toBe(true);
    conn.resume(); // past the limit too, without waiting for the backoff
    expect(sockets).toHaveLength(3);
    conn.close();
    conn.resume(); // a user close stays closed
    expect(sockets).toHaveLength(3);
  });

  test('a silent link is probed after silenceProbeMs: half-open noticed within silenceProbeMs + heartbeatTimeoutMs + 1 s', async () => {
    const { conn, sockets } = setup();
    conn.connect();
    sockets[0].open();
    await settle();
    sockets[0].autoReply = false;
    const bound = QUOTE_CONNECTION.silenceProbeMs + QUOTE_CONNECTION.heartbeatTimeoutMs + 1000;
    expect(bound).toBeLessThan(40_000);
    await jest.advanceTimersByTimeAsync(bound);
    expect(sockets[0].sentOf(MsgType.Handshake)).toHaveLength(1);
    expect(conn.state).toBe('error');
  });

  test('live: after auth and the first data; a stale feed notice and a lost socket end it', async () => {
    const { conn, sockets } = setup();
    const fresh: [string, string][] = [];
    conn.onFreshnessChange((id, f) => fresh.push([id, f]));
    conn.subscribe(MsgType.StockSnapshot, SNAP, () => undefined);
    expect(fresh).toEqual([['1:600519', 'waiting']]);
    conn.connect();
    sockets[0].holdData = true;
    sockets[0].open();
    await settle();
    expect(conn.ready).toBe(true);
    expect(conn.live).toBe(false); // authenticated, but nothing has arrived on this socket
    const sub = sockets[0].sentOf(MsgType.StockSnapshot)[0];
    sockets[0].reply(MsgType.StockSnapshot, sub.header.seq, {
      hq: [{ key: KEY, status: { StatusType: 3 } }],
    });
    await settle();
    expect(conn.live).toBe(true);
    expect(conn.keyFreshness('1:600519')).toBe('fresh');

    // Trading, and no push for longer than the bound: silent.
    await jest.advanceTimersByTimeAsync(QUOTE_CONNECTION.staleAfterMs + 1000);
    expect(conn.keyFreshness('1:600519')).toBe('silent');
    sockets[0].push(MsgType.StockSnapshot, { hq: [{ key: KEY, dyna: { LastPrice: 2 } }] });
    await settle();
    expect(conn.keyFreshness('1:600519')).toBe('fresh');

    sockets[0].push(MsgType.Handshake, { time: 1, feed: 'stale' });
    await settle();
    expect(conn.feedStale).toBe(true);
    expect(conn.live).toBe(false);
    sockets[0].push(MsgType.Handshake, { time: 2, feed: 'live' });
    await settle();
    expect(conn.live).toBe(true);
    expect(conn.keyFreshness('1:600519')).toBe('waiting'); // until its first push after the outage
    sockets[0].push(MsgType.StockSnapshot, { hq: [{ key: KEY, dyna: { LastPrice: 3 } }] });
    await settle();
    expect(conn.keyFreshness('1:600519')).toBe('fresh');

    sockets[0].drop();
    expect(conn.live).toBe(false);
    expect(conn.keyFreshness('1:600519')).toBe('waiting');
    expect(fresh.map((f) => f[1])).toEqual([
      'waiting',
      'fresh',
      'silent',
      'fresh',
      'waiting',
      'fresh',
      'waiting',
    ]);
  });

  test('a closed instrument has no no-push bound', async () => {
    const { conn, sockets } = setup();
    conn.subscribe(MsgType.StockSnapshot, SNAP, () => undefined);
    conn.connect();
    sockets[0].holdData = true;
    sockets[0].open();
    await settle();
    const sub = sockets[0].sentOf(MsgType.StockSnapshot)[0];
    sockets[0].reply(MsgType.StockSnapshot, sub.header.seq, {
      hq: [{ key: KEY, status: { StatusType: 4 } }],
    });
    await jest.advanceTimersByTimeAsync(QUOTE_CONNECTION.staleAfterMs * 4);
    expect(conn.keyFreshness('1:600519')).toBe('fresh');
    expect(conn.live).toBe(true);
  });
});

describe('a subscription refused for now is asked again on the same link', () => {
  const refuse = (s: FakeSocket, code: number) => {
    const req = s.sentOf(MsgType.StockSnapshot).at(-1)!;
    s.reply(MsgType.Error, req.header.seq, { code, msg: 'market data unavailable, try again' });
  };

  /** A connection on an open link that answers only auth and heartbeats, with SNAP subscribed. */
  async function heldSubscription(opts: Parameters<typeof setup>[0] = {}) {
    const env = setup(opts);
    env.conn.connect();
    env.last().holdData = true;
    env.last().open();
    await settle();
    const listener = jest.fn();
    const release = env.conn.subscribe(MsgType.StockSnapshot, SNAP, listener);
    return { ...env, listener, release };
  }

  test.each([
    { code: 503, retried: true },
    { code: 500, retried: true },
    { code: 504, retried: true },
    { code: 429, retried: false },
    { code: 400, retried: false },
    { code: 404, retried: false },
  ])('error $code: retried $retried', async ({ code, retried }) => {
    const { conn, last } = await heldSubscription();
    expect(last().sentOf(MsgType.StockSnapshot)).toHaveLength(1);
    refuse(last(), code);
    await settle();
    await jest.advanceTimersByTimeAsync(QUOTE_CONNECTION.subscribeRetryMs);
    expect(last().sentOf(MsgType.StockSnapshot)).toHaveLength(retried ? 2 : 1);
    conn.close();
  });

  test('the delay doubles from 1 s up to the back-off cap until a reply', async () => {
    const { conn, last, listener } = await heldSubscription();
    const sentAt: number[] = [Date.now()];
    for (let i = 0; i < 6; i++) {
      refuse(last(), 503);
      await settle();
      const before = last().sentOf(MsgType.StockSnapshot).length;
      while (last().sentOf(MsgType.StockSnapshot).length === before) await jest.advanceTimersByTimeAsync(100);
      sentAt.push(Date.now());
    }
    const gaps = sentAt.slice(1).map((t, i) => Math.round((t - sentAt[i]) / 100) * 100);
    expect(gaps).toEqual([1000, 2000, 4000, 8000, 15000, 15000]);
    // Answered: the listener gets the data (a new link starts the back-off afresh: below).
    const req = last().sentOf(MsgType.StockSnapshot).at(-1)!;
    last().reply(MsgType.StockSnapshot, req.header.seq, { hq: [{ key: KEY, dyna: { LastPrice: 2 } }] });
    await settle();
    expect(listener).toHaveBeenCalledTimes(1);
    conn.close();
  });

  test('a configured delay of 0 still waits 100 ms', async () => {
    const { conn, last } = await heldSubscription({ timing: { subscribeRetryMs: 0, reconnectJitterMs: 0 } });
    refuse(last(), 500);
    await settle();
    await jest.advanceTimersByTimeAsync(99);
    expect(last().sentOf(MsgType.StockSnapshot)).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(last().sentOf(MsgType.StockSnapshot)).toHaveLength(2);
    conn.close();
  });

  test('a request left unanswered is asked again; a released subscription or a closed link is not', async () => {
    const { conn, last, sockets, release } = await heldSubscription({ timing: { requestTimeoutMs: 2_000 } });
    await jest.advanceTimersByTimeAsync(2_000 + QUOTE_CONNECTION.subscribeRetryMs);
    expect(last().sentOf(MsgType.StockSnapshot)).toHaveLength(2);

    // Released while its retry waits: nothing more is asked (only the unsubscribe goes out).
    refuse(last(), 503);
    await settle();
    release();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(last().sentOf(MsgType.StockSnapshot, 0)).toHaveLength(2);

    // Refused three times (the next retry 4 s away), then the link drops: the reconnect (3 s)
    // replays it once and starts the back-off afresh; the old retry adds nothing.
    conn.subscribe(MsgType.StockSnapshot, SNAP, jest.fn());
    for (let i = 0; i < 3; i++) {
      refuse(last(), 503);
      await settle();
      if (i < 2) await jest.advanceTimersByTimeAsync(QUOTE_CONNECTION.subscribeRetryMs * 2 ** i);
    }
    last().drop();
    await jest.advanceTimersByTimeAsync(QUOTE_CONNECTION.reconnectDelayMs);
    expect(sockets).toHaveLength(2);
    last().holdData = true;
    last().open();
    await settle();
    expect(last().sentOf(MsgType.StockSnapshot)).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(last().sentOf(MsgType.StockSnapshot)).toHaveLength(1);
    refuse(last(), 503);
    await settle();
    await jest.advanceTimersByTimeAsync(QUOTE_CONNECTION.subscribeRetryMs);
    expect(last().sentOf(MsgType.StockSnapshot)).toHaveLength(2);
    conn.close();
  });
});
