/**
 * The early script's session on the parked socket (issue 38, cold start's live price): auth, the
 * dictionary, the page's own snapshot subscription and the chart's day of minutes in one write,
 * each recorded for the connection to adopt once the auth is accepted; the quote and the minutes
 * reported from the reply and each push; nothing sent after the hand-over.
 */
import { handOver, type ParkedSocket } from './early-socket';
import { startEarlySession, type EarlyLiveQuote } from './early-session';
import { pageSnapshot } from './page-subscription';
import { minuteBody, type MinuteUpdate } from './minute-feed';
import { MsgType, type Message } from '../../contract/quote-protocol';

const KEY = { market: 1, code: '600519' };
const frame = (type: number, seq: number, body: unknown, infoFlag = 0) =>
  JSON.stringify({
    header: { frame: 0, group: 0, model: 0, length: 0, rawLength: 0, seq, type, infoFlag },
    body,
  });

class Socket {
  readyState = 0;
  sent: Message<Record<string, unknown>>[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data) as Message<Record<string, unknown>>);
  }
  close() {
    this.readyState = 3;
  }
  hear(data: string) {
    this.onmessage?.({ data });
  }
  last() {
    return this.sent[this.sent.length - 1].header;
  }
}

function park() {
  const socket = new Socket();
  const parked: ParkedSocket = { url: 'ws://x/ws/quote', socket, messages: [] };
  socket.onmessage = (ev) => parked.messages.push(ev.data);
  return { socket, parked };
}

const flush = () => new Promise<void>((r) => setTimeout(r, 0));

function start(
  parked: ParkedSocket,
  token: Promise<string | null> = Promise.resolve('t-1'),
  withMinutes = false,
) {
  const quotes: EarlyLiveQuote[] = [];
  const minutes: MinuteUpdate[] = [];
  const lost = jest.fn();
  const ended = jest.fn();
  const { session, stop } = startEarlySession(
    parked,
    token,
    { market: 'sh', symbol: '600519', key: KEY },
    {
      quote: (q) => quotes.push(q),
      lost,
      ended,
      ...(withMinutes ? { minutes: (u: MinuteUpdate) => minutes.push(u) } : {}),
    },
  );
  return { session, quotes, minutes, lost, ended, stop };
}

const STOCK = { hq: [{ key: KEY, name: '贵州茅台', type: 'stock', lotSize: 100 }] };

test('auth, dictionary and the page snapshot in one write: recorded for adoption, the quote reported', async () => {
  const { socket, parked } = park();
  const { session, quotes } = start(parked);
  socket.readyState = 1;
  socket.onopen?.({});
  await flush();
  // All behind the auth, not a trip later each (the server reads frames in order, auth at once).
  const page = pageSnapshot('stock', KEY);
  expect(socket.sent.map((m) => m.header)).toMatchObject([
    { type: MsgType.Auth, seq: 1 },
    { type: MsgType.Dictionary, seq: 2 },
    { type: page.type, seq: 3 },
  ]);
  expect(socket.sent[0].body).toMatchObject({ token: 't-1', orgCode: 'gmg', appType: 'h5' });
  expect(socket.sent[2].body).toEqual(page.body);
  // Not adoptable before the auth is accepted: behind a refused one their replies are errors.
  expect(session.exchanges).toEqual([]);
  socket.hear(frame(MsgType.Auth, 1, { ok: true }));
  expect(session.authed).toBe(true);
  expect(session.exchanges).toEqual([
    { type: MsgType.Dictionary, body: { key: [KEY] }, seq: 2 },
    { type: page.type, body: page.body, seq: 3 },
  ]);
  socket.hear(
    frame(MsgType.Dictionary, 2, { hq: [{ key: KEY, name: '贵州茅台', type: 'stock', lotSize: 100 }] }),
  );
  // The code said a stock and the dictionary agrees: nothing more to ask.
  expect(socket.sent).toHaveLength(3);
  socket.hear(
    frame(page.type, 3, {
      hq: [{ key: KEY, dyna: { LastPrice: 10, Volume: 5 }, statistics: { PreClosePrice: 9 } }],
    }),
  );
  socket.hear(frame(page.type, 0, { hq: [{ key: KEY, dyna: { LastPrice: 11 } }] }, 1));
  expect(quotes).toEqual([
    { stockname: '贵州茅台', dyna: { LastPrice: 10, Volume: 5 }, statistic: { PreClosePrice: 9 } },
    { stockname: '贵州茅台', dyna: { LastPrice: 11, Volume: 5 }, statistic: { PreClosePrice: 9 } },
  ]);
  // Every message stays parked for the connection, in order.
  expect(parked.messages).toHaveLength(4);
});

test('an index is asked as an index: at once when its code says so, else once the dictionary does', async () => {
  const known = park();
  known.socket.readyState = 1;
  startEarlySession(
    known.parked,
    Promise.resolve('t-1'),
    { market: 'sh', symbol: '000001', key: { market: 1, code: '000001' } },
    { quote: () => undefined, lost: () => undefined, ended: () => undefined },
  );
  await flush();
  expect(known.socket.sent.map((m) => m.header.type)).toEqual([
    MsgType.Auth,
    MsgType.Dictionary,
    MsgType.IndexSnapshot,
  ]);

  // sh 600519 read as a stock; the dictionary says index: the page's own subscription now, adoptable
  // at once; the guessed one's reply and error are nobody's (the connection releases it unadopted).
  const { socket, parked } = park();
  socket.readyState = 1;
  const { session, quotes, ended } = start(parked);
  await flush();
  socket.hear(frame(MsgType.Auth, 1, { ok: true }));
  socket.hear(
    frame(MsgType.Dictionary, 2, { hq: [{ key: KEY, name: '某指数', type: 'index', lotSize: 1 }] }),
  );
  const index = pageSnapshot('index', KEY);
  expect(socket.last()).toMatchObject({ type: index.type, seq: 4 });
  expect(socket.sent[3].body).toEqual(index.body);
  expect(session.exchanges.map((e) => [e.type, e.seq])).toEqual([
    [MsgType.Dictionary, 2],
    [MsgType.StockSnapshot, 3],
    [MsgType.IndexSnapshot, 4],
  ]);
  socket.hear(frame(MsgType.StockSnapshot, 3, { hq: [{ key: KEY, dyna: { LastPrice: 1 } }] }));
  socket.hear(frame(MsgType.Error, 3, { code: 400, msg: 'not a stock' }));
  socket.hear(frame(MsgType.StockSnapshot, 0, { hq: [{ key: KEY, dyna: { LastPrice: 2 } }] }, 1));
  expect(quotes).toEqual([]);
  expect(ended).not.toHaveBeenCalled();
  socket.hear(frame(MsgType.IndexSnapshot, 4, { hq: [{ key: KEY, dyna: { LastPrice: 3000 } }] }));
  expect(quotes.map((q) => q.dyna.LastPrice)).toEqual([3000]);
});

test('what comes before the dictionary waits for it, so the quote keeps its statistics (§5)', async () => {
  const { socket, parked } = park();
  socket.readyState = 1;
  const { quotes, minutes } = start(parked, undefined, true);
  await flush();
  socket.hear(frame(MsgType.Auth, 1, { ok: true }));
  // Across the bus the replies may pass each other: the quote and the minutes come first.
  socket.hear(
    frame(201, 3, { hq: [{ key: KEY, dyna: { LastPrice: 10 }, statistics: { PreClosePrice: 9 } }] }),
  );
  const entry = { Time: 1_700_000_000, Price: 10, Volume: 5, Amount: 50, AvgPrice: 10 };
  socket.hear(
    frame(MsgType.Minute, 4, { hq: [{ key: KEY, TradingDay: 20261130, PreClose: [], data: [entry] }] }),
  );
  expect(quotes).toEqual([]);
  expect(minutes).toEqual([]);
  socket.hear(frame(MsgType.Dictionary, 2, STOCK));
  expect(quotes).toEqual([
    { stockname: '贵州茅台', dyna: { LastPrice: 10 }, statistic: { PreClosePrice: 9 } },
  ]);
  // The minutes read after the quote: their pre-close is the snapshot's.
  expect(minutes).toEqual([{ tradingDay: 20261130, preClose: 9, data: [entry], full: true }]);
  expect(socket.sent).toHaveLength(4);
});

test('a refused auth, an unknown instrument, an error, no price or no token: nothing further, ended', async () => {
  const a = park();
  a.socket.readyState = 1;
  const first = start(a.parked);
  await flush();
  a.socket.hear(frame(MsgType.Auth, 1, { ok: false, msg: 'expired' }));
  expect(first.session.authed).toBe(false);
  expect(a.socket.sent.map((m) => m.header.type)).toEqual([
    MsgType.Auth,
    MsgType.Dictionary,
    MsgType.StockSnapshot,
  ]);
  expect(first.session.exchanges).toEqual([]); // the 401s behind it are nobody's to adopt
  a.socket.hear(frame(MsgType.Error, 2, { code: 401, msg: 'not authenticated' }));
  a.socket.hear(frame(MsgType.Error, 3, { code: 401, msg: 'not authenticated' }));
  expect(a.socket.sent).toHaveLength(3);
  expect(first.quotes).toEqual([]);
  expect(first.ended).toHaveBeenCalled();

  const b = park();
  b.socket.readyState = 1;
  const second = start(b.parked);
  await flush();
  b.socket.hear(frame(MsgType.Auth, 1, { ok: true }));
  b.socket.hear(frame(MsgType.Dictionary, 2, { hq: [] }));
  expect(b.socket.sent).toHaveLength(3);
  expect(second.ended).toHaveBeenCalledTimes(1);

  const c = park();
  c.socket.readyState = 1;
  const third = start(c.parked, Promise.resolve(null));
  await flush();
  expect(c.socket.sent).toHaveLength(0);
  expect(third.ended).toHaveBeenCalledTimes(1);

  const d = park();
  d.socket.readyState = 1;
  const fourth = start(d.parked);
  await flush();
  d.socket.hear(frame(MsgType.Auth, 1, { ok: true }));
  d.socket.hear(frame(MsgType.Error, 2, { code: 429, msg: 'slow down' }));
  expect(fourth.ended).toHaveBeenCalledTimes(1);

  const e = park();
  e.socket.readyState = 1;
  const fifth = start(e.parked);
  await flush();
  e.socket.hear(frame(MsgType.Auth, 1, { ok: true }));
  e.socket.hear(
    frame(MsgType.Dictionary, 2, { hq: [{ key: KEY, name: '贵州茅台', type: 'stock', lotSize: 100 }] }),
  );
  e.socket.hear(frame(201, 3, { hq: [{ key: KEY, status: { StatusType: 1 } }] }));
  expect(fifth.quotes).toEqual([]);
  expect(fifth.ended).toHaveBeenCalledTimes(1);
});

test("the chart's day of minutes: asked with the snapshot, adoptable, the reply and pushes reported", async () => {
  const { socket, parked } = park();
  socket.readyState = 1;
  const { session, minutes, quotes, ended } = start(parked, undefined, true);
  await flush();
  expect(socket.sent.slice(2).map((m) => m.header.type)).toEqual([MsgType.StockSnapshot, MsgType.Minute]);
  socket.hear(frame(MsgType.Auth, 1, { ok: true }));
  socket.hear(frame(MsgType.Dictionary, 2, STOCK));
  // The chart store's own body (minute-feed.ts), so the connection adopts the reply.
  expect(socket.sent[3].body).toEqual(minuteBody(KEY, 1));
  expect(session.exchanges.map((e) => e.type)).toEqual([
    MsgType.Dictionary,
    MsgType.StockSnapshot,
    MsgType.Minute,
  ]);
  socket.hear(
    frame(201, 3, { hq: [{ key: KEY, dyna: { LastPrice: 10 }, statistics: { PreClosePrice: 9 } }] }),
  );
  const entry = { Time: 1_700_000_000, Price: 10, Volume: 5, Amount: 50, AvgPrice: 10 };
  socket.hear(
    frame(MsgType.Minute, 4, { hq: [{ key: KEY, TradingDay: 20261130, PreClose: [], data: [entry] }] }),
  );
  const pushed = { ...entry, Time: entry.Time + 60, Price: 10.5 };
  socket.hear(
    frame(MsgType.Minute, 0, { hq: [{ key: KEY, TradingDay: 20261130, PreClose: [9], data: [pushed] }] }, 1),
  );
  expect(minutes).toEqual([
    // Without exactly one pre-close in the reply, the snapshot's (§5 minute pre-close).
    { tradingDay: 20261130, preClose: 9, data: [entry], full: true },
    { tradingDay: 20261130, preClose: 9, data: [pushed], full: false },
  ]);
  expect(quotes).toHaveLength(1);
  expect(ended).not.toHaveBeenCalled();
});

test('a refused minute request draws no line and leaves the price going', async () => {
  const { socket, parked } = park();
  socket.readyState = 1;
  const { minutes, quotes, ended } = start(parked, undefined, true);
  await flush();
  socket.hear(frame(MsgType.Auth, 1, { ok: true }));
  socket.hear(frame(MsgType.Dictionary, 2, STOCK));
  socket.hear(frame(MsgType.Error, 4, { code: 429, msg: 'too many subscriptions' }));
  socket.hear(frame(201, 3, { hq: [{ key: KEY, dyna: { LastPrice: 10 } }] }));
  expect(minutes).toEqual([]);
  expect(quotes).toHaveLength(1);
  expect(ended).not.toHaveBeenCalled();
});

test('replies to what was asked before the hand-over are still heard after it; nothing more is asked', async () => {
  const { socket, parked } = park();
  socket.readyState = 1;
  const late = start(parked, undefined, true);
  await flush();
  socket.hear(frame(MsgType.Auth, 1, { ok: true }));
  socket.hear(frame(MsgType.Dictionary, 2, STOCK));
  handOver(parked).onmessage = () => undefined;
  socket.hear(frame(201, 3, { hq: [{ key: KEY, dyna: { LastPrice: 10 } }] }));
  socket.hear(
    frame(MsgType.Minute, 4, { hq: [{ key: KEY, TradingDay: 20261130, PreClose: [9], data: [] }] }),
  );
  expect(late.quotes).toHaveLength(1);
  expect(late.minutes).toHaveLength(1);

  const b = park();
  b.socket.readyState = 1;
  const early = start(b.parked, undefined, true);
  await flush();
  b.socket.hear(frame(MsgType.Auth, 1, { ok: true }));
  handOver(b.parked).onmessage = () => undefined;
  b.socket.hear(frame(201, 3, { hq: [{ key: KEY, dyna: { LastPrice: 10 } }] }));
  b.socket.hear(frame(MsgType.Dictionary, 2, STOCK));
  // The dictionary is heard, so the quote it held back is read; nothing more goes on the app's socket.
  expect(b.socket.sent).toHaveLength(4);
  expect(early.quotes.map((q) => q.dyna.LastPrice)).toEqual([10]);
  expect(early.ended).not.toHaveBeenCalled();

  // A guess the dictionary corrects after the hand-over: the session cannot ask, so it ends.
  const c = park();
  c.socket.readyState = 1;
  const corrected = start(c.parked);
  await flush();
  c.socket.hear(frame(MsgType.Auth, 1, { ok: true }));
  handOver(c.parked).onmessage = () => undefined;
  c.socket.hear(
    frame(MsgType.Dictionary, 2, { hq: [{ key: KEY, name: '某指数', type: 'index', lotSize: 1 }] }),
  );
  expect(c.socket.sent).toHaveLength(3);
  expect(corrected.ended).toHaveBeenCalledTimes(1);
});

test("the guess's error ends the session only when the dictionary agrees with the guess", async () => {
  const INDEX = { hq: [{ key: KEY, name: '某指数', type: 'index', lotSize: 1 }] };
  for (const [dictionary, ends] of [
    [STOCK, true],
    [INDEX, false],
  ] as const) {
    const { socket, parked } = park();
    socket.readyState = 1;
    const { quotes, ended } = start(parked);
    await flush();
    socket.hear(frame(MsgType.Auth, 1, { ok: true }));
    // The guess refused before the dictionary's reply: held, then read after it.
    socket.hear(frame(MsgType.Error, 3, { code: 400, msg: 'not a stock' }));
    expect(ended).not.toHaveBeenCalled();
    socket.hear(frame(MsgType.Dictionary, 2, dictionary));
    expect(ended).toHaveBeenCalledTimes(ends ? 1 : 0);
    if (!ends) {
      socket.hear(frame(MsgType.IndexSnapshot, 4, { hq: [{ key: KEY, dyna: { LastPrice: 3000 } }] }));
      expect(quotes.map((q) => q.dyna.LastPrice)).toEqual([3000]);
    }
  }
});

test('an ETF the code did not tell is asked as a stock is: nothing asked again', async () => {
  const { socket, parked } = park();
  socket.readyState = 1;
  const { quotes } = start(parked);
  await flush();
  socket.hear(frame(MsgType.Auth, 1, { ok: true }));
  socket.hear(frame(MsgType.Dictionary, 2, { hq: [{ key: KEY, name: '某ETF', type: 'etf', lotSize: 100 }] }));
  expect(pageSnapshot('etf', KEY).type).toBe(MsgType.StockSnapshot);
  expect(socket.sent).toHaveLength(3);
  socket.hear(frame(MsgType.StockSnapshot, 3, { hq: [{ key: KEY, dyna: { LastPrice: 1.5 } }] }));
  expect(quotes.map((q) => q.dyna.LastPrice)).toEqual([1.5]);
});

test('taken before the auth answered: what went behind it is left for the connection to release', async () => {
  for (const ok of [true, false]) {
    const { socket, parked } = park();
    socket.readyState = 1;
    const { session } = start(parked, undefined, true);
    await flush();
    expect(session.unconfirmed?.map((e) => e.type)).toEqual([
      MsgType.Dictionary,
      MsgType.StockSnapshot,
      MsgType.Minute,
    ]);
    handOver(parked).onmessage = () => undefined;
    socket.hear(frame(MsgType.Auth, 1, ok ? { ok: true } : { ok: false, msg: 'expired' }));
    expect(session.authed).toBe(ok);
    // Never adoptable (the app has its own auth by now); live on the server only if accepted.
    expect(session.exchanges).toEqual([]);
    expect(session.unconfirmed?.map((e) => e.seq)).toEqual(ok ? [2, 3, 4] : []);
  }
});

test('a dictionary that never answers: the session ends past the messages it may hold', async () => {
  const { socket, parked } = park();
  socket.readyState = 1;
  const { quotes, ended } = start(parked);
  await flush();
  socket.hear(frame(MsgType.Auth, 1, { ok: true }));
  handOver(parked).onmessage = () => undefined;
  // The app's own traffic on the socket is not held, so it does not count.
  for (let i = 0; i < 150; i++) socket.hear(frame(MsgType.Tick, 0, { hq: [{ key: KEY, tick: [] }] }, 1));
  for (let i = 0; i < 100; i++)
    socket.hear(frame(MsgType.StockSnapshot, 0, { hq: [{ key: KEY, dyna: { LastPrice: 10 + i } }] }, 1));
  expect(ended).not.toHaveBeenCalled();
  socket.hear(frame(MsgType.StockSnapshot, 0, { hq: [{ key: KEY, dyna: { LastPrice: 9 } }] }, 1));
  expect(ended).toHaveBeenCalledTimes(1);
  // Nothing held is read, and nothing later draws the block.
  socket.hear(frame(MsgType.Dictionary, 2, STOCK));
  socket.hear(frame(MsgType.StockSnapshot, 3, { hq: [{ key: KEY, dyna: { LastPrice: 10 } }] }));
  expect(quotes).toEqual([]);
});

test('a dictionary refused: the quote already on its way draws nothing', async () => {
  const { socket, parked } = park();
  socket.readyState = 1;
  const { quotes, ended } = start(parked);
  await flush();
  socket.hear(frame(MsgType.Auth, 1, { ok: true }));
  socket.hear(frame(MsgType.Error, 2, { code: 429, msg: 'slow down' }));
  expect(ended).toHaveBeenCalledTimes(1);
  socket.hear(frame(MsgType.StockSnapshot, 3, { hq: [{ key: KEY, dyna: { LastPrice: 10 } }] }));
  socket.hear(frame(MsgType.StockSnapshot, 0, { hq: [{ key: KEY, dyna: { LastPrice: 11 } }] }, 1));
  expect(quotes).toEqual([]);
});

test('the gateway says its feed is stale: what was drawn is not live', async () => {
  const { socket, parked } = park();
  socket.readyState = 1;
  const { lost } = start(parked);
  await flush();
  socket.hear(frame(MsgType.Handshake, 0, { time: 1, feed: 'stale' }));
  expect(lost).toHaveBeenCalledTimes(1);
});

test('after the hand-over the session sends nothing and watches: pushes, then the close', async () => {
  const { socket, parked } = park();
  socket.readyState = 1;
  const { session, quotes, lost, stop } = start(parked);
  await flush();
  socket.hear(frame(MsgType.Auth, 1, { ok: true }));
  socket.hear(
    frame(MsgType.Dictionary, 2, { hq: [{ key: KEY, name: '贵州茅台', type: 'stock', lotSize: 100 }] }),
  );
  socket.hear(frame(201, 3, { hq: [{ key: KEY, dyna: { LastPrice: 10 } }] }));

  const taken = handOver(parked);
  expect(taken.early).toBe(session);
  expect(session.taken).toBe(true);
  const app: unknown[] = [];
  taken.onmessage = (ev) => app.push(ev.data);
  taken.onclose = () => app.push('closed');
  socket.hear(frame(201, 0, { hq: [{ key: KEY, dyna: { LastPrice: 12 } }] }, 1));
  // A reply to the app's own request (seq 4) is the app's, not the session's.
  socket.hear(frame(201, 4, { hq: [{ key: KEY, dyna: { LastPrice: 13 } }] }));
  expect(quotes.map((q) => q.dyna.LastPrice)).toEqual([10, 12]);
  expect(socket.sent).toHaveLength(3);
  socket.onclose?.({});
  expect(lost).toHaveBeenCalledTimes(1);
  expect(app).toContain('closed');

  // Once stopped (the page's own view is in), nothing more is heard.
  stop();
  socket.hear(frame(201, 0, { hq: [{ key: KEY, dyna: { LastPrice: 14 } }] }, 1));
  socket.onclose?.({});
  expect(quotes).toHaveLength(2);
  expect(lost).toHaveBeenCalledTimes(1);
});

test('the connection letting go of the socket after the hand-over counts as lost', async () => {
  const { socket, parked } = park();
  socket.readyState = 1;
  const { lost } = start(parked);
  await flush();
  const taken = handOver(parked);
  taken.onmessage = () => undefined;
  taken.onmessage = null; // the connection's detach
  expect(lost).toHaveBeenCalledTimes(1);
});
