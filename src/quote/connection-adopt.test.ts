/**
 * The connection adopting what the early script already asked on the socket it parked (issue 38:
 * the stock home's live price before the app, quote/early-session.ts): no second auth, the early
 * replies and the pushes since delivered as the app's own, nothing asked twice, and what the app
 * never asks for released on the server.
 */
import { ADOPT_WINDOW_MS, QuoteConnection, type QuoteSocket } from './connection';
import type { EarlySession } from './early-socket';
import { INFO_FLAG_UNSUBSCRIBE, MsgType, type Message } from '../../contract/quote-protocol';

const KEY = { market: 1, code: '600519' };
const DICT = { key: [KEY] };
const SNAP = { key: [KEY], level: 2, sections: ['dyna', 'statistics'], timestamp: true };

const frame = (type: number, seq: number, body: unknown, infoFlag = 0) =>
  JSON.stringify({
    header: { frame: 0, group: 0, model: 0, length: 0, rawLength: 0, seq, type, infoFlag },
    body,
  });

/** An open socket the early script has used: its messages are delivered by the test. */
class TakenSocket implements QuoteSocket {
  readyState = 1;
  readonly sent: Message<Record<string, unknown>>[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  private handler: ((ev: { data: unknown }) => void) | null = null;
  constructor(readonly early?: EarlySession) {}
  get onmessage() {
    return this.handler;
  }
  /** Received before the connection listened (handOver keeps them for it the same way). */
  private parked: string[] = [];
  set onmessage(fn) {
    this.handler = fn;
    const backlog = this.parked;
    this.parked = [];
    for (const data of backlog) this.deliver(data);
  }
  send(data: string): void {
    const msg = JSON.parse(data) as Message<Record<string, unknown>>;
    this.sent.push(msg);
    const { type, seq, infoFlag } = msg.header;
    if (type === MsgType.Auth) this.deliver(frame(type, seq, { ok: true }));
    else if (infoFlag === INFO_FLAG_UNSUBSCRIBE) this.deliver(frame(type, seq, { hq: [] }, infoFlag));
    else if (type === MsgType.Dictionary)
      this.deliver(frame(type, seq, { hq: [{ key: KEY, name: '贵州茅台' }] }));
    else if (type !== MsgType.Handshake)
      this.deliver(frame(type, seq, { hq: [{ key: KEY, dyna: { LastPrice: 2 } }] }));
  }
  close(): void {
    this.readyState = 3;
    queueMicrotask(() => this.onclose?.({}));
  }
  deliver(data: string): void {
    if (!this.handler) this.parked.push(data);
    else queueMicrotask(() => this.handler?.({ data }));
  }
  wire(type: number) {
    return this.sent.filter((m) => m.header.type === type);
  }
}

function session(authed = true): EarlySession {
  return {
    authed,
    seq: 3,
    exchanges: [
      { type: MsgType.Dictionary, body: DICT, seq: 2 },
      { type: MsgType.StockSnapshot, body: SNAP, seq: 3 },
    ],
    taken: true,
  };
}

function setup(first: TakenSocket) {
  const sockets: TakenSocket[] = [first];
  let used = 0;
  const getToken = jest.fn(async () => 'token');
  const conn = new QuoteConnection({
    url: 'ws://quote.test/ws/quote',
    socketFactory: () => {
      if (used++ === 0) return first;
      const s = new TakenSocket();
      s.readyState = 0;
      sockets.push(s);
      return s;
    },
    getToken,
    random: () => 0,
    log: () => undefined,
  });
  return { conn, sockets, getToken };
}

/** Opens the taken socket (as handOver does for one already open) and lets the microtasks run. */
async function start(conn: QuoteConnection, socket: TakenSocket) {
  conn.connect();
  socket.onopen?.({ type: 'open' });
  await jest.advanceTimersByTimeAsync(0);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('an early auth, dictionary and snapshot are adopted: nothing is asked again', async () => {
  const socket = new TakenSocket(session());
  const { conn, getToken } = setup(socket);
  // What the early script received before the hand-over.
  socket.deliver(frame(MsgType.Auth, 1, { ok: true }));
  socket.deliver(frame(MsgType.Dictionary, 2, { hq: [{ key: KEY, name: '贵州茅台' }] }));
  socket.deliver(
    frame(MsgType.StockSnapshot, 3, {
      hq: [{ key: KEY, dyna: { LastPrice: 10 }, statistics: { PreClosePrice: 9 } }],
    }),
  );
  socket.deliver(frame(MsgType.StockSnapshot, 0, { hq: [{ key: KEY, dyna: { LastPrice: 11 } }] }, 1));
  await start(conn, socket);
  expect(conn.ready).toBe(true);
  expect(getToken).not.toHaveBeenCalled();

  // (Jest's fake timers also hold queueMicrotask: each answer needs the clock to run.)
  const asked = conn.request(MsgType.Dictionary, DICT);
  await jest.advanceTimersByTimeAsync(0);
  const dict = await asked;
  expect(dict.header.seq).toBe(2);
  expect(conn.hasDictionary(KEY)).toBe(true);
  const got: Message<{ hq: { dyna?: { LastPrice: number }; statistics?: object }[] }>[] = [];
  conn.subscribe(MsgType.StockSnapshot, SNAP, (m) => got.push(m as (typeof got)[number]));
  await jest.advanceTimersByTimeAsync(0);
  // The reply (with its statistics: the dictionary came first), then the push since.
  expect(got.map((m) => [m.header.seq, m.body.hq[0].dyna?.LastPrice])).toEqual([
    [3, 10],
    [0, 11],
  ]);
  expect(got[0].body.hq[0].statistics).toEqual({ PreClosePrice: 9 });
  expect(conn.live).toBe(true);
  expect(socket.sent).toEqual([]);

  // The app's own requests are numbered above the early script's.
  const tick = conn.request(MsgType.Tick, { key: [KEY], count: 5 });
  await jest.advanceTimersByTimeAsync(0);
  await tick;
  expect(socket.wire(MsgType.Tick)[0].header.seq).toBe(4);
  // Adopted once: nothing is released later.
  await jest.advanceTimersByTimeAsync(ADOPT_WINDOW_MS);
  expect(socket.sent.filter((m) => m.header.infoFlag === INFO_FLAG_UNSUBSCRIBE)).toEqual([]);
});

test("an early request the server refused is not adopted: the app's own ask goes to the wire", async () => {
  const MINUTE = { key: [KEY], pushflag: true, timestamp: true, noPushAuction: false, days: 1 };
  const early = session();
  early.seq = 4;
  early.exchanges.push({ type: MsgType.Minute, body: MINUTE, seq: 4 });
  const socket = new TakenSocket(early);
  const { conn } = setup(socket);
  socket.deliver(frame(MsgType.Error, 4, { code: 429, msg: 'too many subscriptions' }));
  await start(conn, socket);
  const got: number[] = [];
  conn.subscribe(MsgType.Minute, MINUTE, (m) => got.push(m.header.seq));
  await jest.advanceTimersByTimeAsync(0);
  // Asked anew (above the early seqs) and answered: the chart is not left with the early 429.
  expect(socket.wire(MsgType.Minute).map((m) => m.header.seq)).toEqual([5]);
  expect(got).toEqual([5]);
});

test('an early reply still on its way goes to the app that asked the same', async () => {
  const socket = new TakenSocket(session());
  const { conn } = setup(socket);
  await start(conn, socket);
  const got: number[] = [];
  conn.subscribe(MsgType.StockSnapshot, SNAP, (m) => got.push(m.header.seq));
  await jest.advanceTimersByTimeAsync(0);
  expect(socket.wire(MsgType.StockSnapshot)).toEqual([]);
  socket.deliver(frame(MsgType.StockSnapshot, 3, { hq: [{ key: KEY, dyna: { LastPrice: 10 } }] }));
  await jest.advanceTimersByTimeAsync(0);
  expect(got).toEqual([3]);
});

test('an early subscription the app never asks for is released after the window', async () => {
  const socket = new TakenSocket(session());
  const { conn } = setup(socket);
  socket.deliver(frame(MsgType.StockSnapshot, 3, { hq: [{ key: KEY, dyna: { LastPrice: 10 } }] }));
  await start(conn, socket);
  await jest.advanceTimersByTimeAsync(ADOPT_WINDOW_MS - 1);
  expect(socket.sent).toEqual([]);
  await jest.advanceTimersByTimeAsync(1);
  const released = socket.sent.filter((m) => m.header.infoFlag === INFO_FLAG_UNSUBSCRIBE);
  expect(released.map((m) => [m.header.type, m.body])).toEqual([[MsgType.StockSnapshot, SNAP]]);
  // Asked after that, it goes to the wire like any other.
  conn.subscribe(MsgType.StockSnapshot, SNAP, () => undefined);
  await jest.advanceTimersByTimeAsync(0);
  expect(socket.wire(MsgType.StockSnapshot).filter((m) => m.header.infoFlag === 0)).toHaveLength(1);
});

test('taken before the early auth answered: what went behind it is released if it was accepted', async () => {
  const MINUTE = { key: [KEY], pushflag: true, timestamp: true, noPushAuction: false, days: 1 };
  for (const accepted of [true, false]) {
    const early: EarlySession = {
      authed: false,
      seq: 4,
      exchanges: [],
      unconfirmed: [
        { type: MsgType.Dictionary, body: DICT, seq: 2 },
        { type: MsgType.StockSnapshot, body: SNAP, seq: 3 },
        { type: MsgType.Minute, body: MINUTE, seq: 4 },
      ],
      taken: true,
    };
    const socket = new TakenSocket(early);
    const { conn } = setup(socket);
    await start(conn, socket);
    // The early auth's reply, heard by the early script's watch after the take.
    early.authed = accepted;
    if (!accepted) early.unconfirmed = [];
    // The page's own snapshot goes to the wire (nothing unconfirmed is adopted): it keeps its key.
    conn.subscribe(MsgType.StockSnapshot, SNAP, () => undefined);
    await jest.advanceTimersByTimeAsync(ADOPT_WINDOW_MS);
    const released = socket.sent.filter((m) => m.header.infoFlag === INFO_FLAG_UNSUBSCRIBE);
    expect(released.map((m) => [m.header.type, m.body])).toEqual(accepted ? [[MsgType.Minute, MINUTE]] : []);
    expect(socket.wire(MsgType.StockSnapshot).map((m) => m.header.infoFlag)).toEqual([0]);
  }
});

test('released once the connection is ready, when its own auth outlasts the window', async () => {
  const early: EarlySession = {
    authed: false,
    seq: 3,
    exchanges: [],
    unconfirmed: [
      { type: MsgType.Dictionary, body: DICT, seq: 2 },
      { type: MsgType.StockSnapshot, body: SNAP, seq: 3 },
    ],
    taken: true,
  };
  const socket = new TakenSocket(early);
  const { conn, getToken } = setup(socket);
  getToken.mockImplementation(
    () => new Promise<string>((r) => setTimeout(() => r('token'), ADOPT_WINDOW_MS + 500)),
  );
  await start(conn, socket);
  early.authed = true; // the early auth's reply, heard after the take
  const unsubscribes = () => socket.sent.filter((m) => m.header.infoFlag === INFO_FLAG_UNSUBSCRIBE);
  await jest.advanceTimersByTimeAsync(ADOPT_WINDOW_MS);
  expect(conn.ready).toBe(false);
  expect(unsubscribes()).toEqual([]);
  await jest.advanceTimersByTimeAsync(500);
  expect(conn.ready).toBe(true);
  expect(unsubscribes().map((m) => [m.header.type, m.body])).toEqual([[MsgType.StockSnapshot, SNAP]]);
});

test('without an accepted early auth the connection authenticates itself', async () => {
  const socket = new TakenSocket(session(false));
  const { conn, getToken } = setup(socket);
  await start(conn, socket);
  expect(getToken).toHaveBeenCalledTimes(1);
  expect(socket.wire(MsgType.Auth)).toHaveLength(1);
  expect(socket.wire(MsgType.Auth)[0].header.seq).toBe(4);
  expect(conn.ready).toBe(true);
});

/** A taken socket whose early snapshot reply has 101 pushes behind it (one past the backlog's bound). */
async function overflowed() {
  const socket = new TakenSocket(session());
  const { conn } = setup(socket);
  socket.deliver(frame(MsgType.StockSnapshot, 3, { hq: [{ key: KEY, dyna: { LastPrice: 10 } }] }));
  for (let i = 0; i < 101; i++)
    socket.deliver(frame(MsgType.StockSnapshot, 0, { hq: [{ key: KEY, dyna: { LastPrice: 10 + i } }] }, 1));
  await start(conn, socket);
  return { conn, socket };
}

test('an early reply too far behind its pushes is asked again', async () => {
  const { conn, socket } = await overflowed();
  conn.subscribe(MsgType.StockSnapshot, SNAP, () => undefined);
  await jest.advanceTimersByTimeAsync(0);
  expect(socket.wire(MsgType.StockSnapshot)).toHaveLength(1);
});

test('an early subscription too far behind that the app never asks for is still released', async () => {
  const { socket } = await overflowed();
  await jest.advanceTimersByTimeAsync(ADOPT_WINDOW_MS);
  const released = socket.sent.filter((m) => m.header.infoFlag === INFO_FLAG_UNSUBSCRIBE);
  expect(released.map((m) => m.header.type)).toEqual([MsgType.StockSnapshot]);
});

test('a push another subscription already heard is not replayed to it: the early ask is asked again', async () => {
  const socket = new TakenSocket(session());
  const { conn } = setup(socket);
  socket.deliver(frame(MsgType.StockSnapshot, 3, { hq: [{ key: KEY, dyna: { LastPrice: 10 } }] }));
  await start(conn, socket);
  // Another page's subscription of the same instrument, another body (zixuan's sections).
  const other: number[] = [];
  conn.subscribe(MsgType.StockSnapshot, { key: [KEY], level: 1, sections: ['dyna'] }, (m) =>
    other.push((m.body as { hq: { dyna: { LastPrice: number } }[] }).hq[0].dyna.LastPrice),
  );
  await jest.advanceTimersByTimeAsync(0);
  socket.deliver(frame(MsgType.StockSnapshot, 0, { hq: [{ key: KEY, dyna: { LastPrice: 11 } }] }, 1));
  await jest.advanceTimersByTimeAsync(0);
  conn.subscribe(MsgType.StockSnapshot, SNAP, () => undefined);
  await jest.advanceTimersByTimeAsync(0);
  // Its own reply (2, the fake server's) then nothing replayed: 11 reached the other one once.
  expect(other).toEqual([2, 11]);
  expect(socket.wire(MsgType.StockSnapshot).map((m) => m.body.level)).toEqual([1, 2]);
});

test('an early dictionary reply makes statistics readable before the app asks for it', async () => {
  const socket = new TakenSocket(session());
  const { conn } = setup(socket);
  socket.deliver(frame(MsgType.Dictionary, 2, { hq: [{ key: KEY, name: '贵州茅台' }] }));
  await start(conn, socket);
  expect(conn.hasDictionary(KEY)).toBe(true);
});

test('a new socket after a drop forgets the early requests', async () => {
  const socket = new TakenSocket(session());
  const { conn, sockets } = setup(socket);
  await start(conn, socket);
  socket.close();
  await jest.advanceTimersByTimeAsync(10_000);
  const next = sockets[1];
  next.readyState = 1;
  next.onopen?.({});
  await jest.advanceTimersByTimeAsync(0);
  conn.subscribe(MsgType.StockSnapshot, SNAP, () => undefined);
  await jest.advanceTimersByTimeAsync(0);
  expect(next.wire(MsgType.Auth)).toHaveLength(1);
  expect(next.wire(MsgType.StockSnapshot)).toHaveLength(1);
});
