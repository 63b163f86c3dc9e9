/**
 * The early script's session on the parked socket (issue 38, cold start's live price): auth, the
 * dictionary, then the page's own snapshot subscription, each recorded for the connection to adopt;
 * the quote reported from the reply and each push; nothing sent after the hand-over.
 */
import { handOver, type ParkedSocket } from './early-socket';
import { startEarlySession, type EarlyLiveQuote } from './early-session';
import { pageSnapshot } from './page-subscription';
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

function start(parked: ParkedSocket, token: Promise<string | null> = Promise.resolve('t-1')) {
  const quotes: EarlyLiveQuote[] = [];
  const lost = jest.fn();
  const session = startEarlySession(
    parked,
    token,
    { market: 'sh', symbol: '600519', key: KEY },
    {
      quote: (q) => quotes.push(q),
      lost,
    },
  );
  return { session, quotes, lost };
}

test('auth, dictionary, then the page snapshot: recorded for adoption, the quote reported', async () => {
  const { socket, parked } = park();
  const { session, quotes } = start(parked);
  socket.readyState = 1;
  socket.onopen?.({});
  await flush();
  expect(socket.last()).toMatchObject({ type: MsgType.Auth, seq: 1 });
  expect(socket.sent[0].body).toMatchObject({ token: 't-1', orgCode: 'gmg', appType: 'h5' });
  socket.hear(frame(MsgType.Auth, 1, { ok: true }));
  expect(session.authed).toBe(true);
  expect(socket.last()).toMatchObject({ type: MsgType.Dictionary, seq: 2 });
  socket.hear(
    frame(MsgType.Dictionary, 2, { hq: [{ key: KEY, name: '贵州茅台', type: 'stock', lotSize: 100 }] }),
  );
  const page = pageSnapshot('stock', KEY);
  expect(socket.last()).toMatchObject({ type: page.type, seq: 3 });
  expect(socket.sent[2].body).toEqual(page.body);
  expect(session.exchanges).toEqual([
    { type: MsgType.Dictionary, body: { key: [KEY] }, seq: 2 },
    { type: page.type, body: page.body, seq: 3 },
  ]);
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

test('an index is asked as an index (the dictionary says so), with the same body the page asks', async () => {
  const { socket, parked } = park();
  socket.readyState = 1;
  start(parked);
  await flush();
  socket.hear(frame(MsgType.Auth, 1, { ok: true }));
  socket.hear(
    frame(MsgType.Dictionary, 2, { hq: [{ key: KEY, name: '某指数', type: 'index', lotSize: 1 }] }),
  );
  expect(socket.last().type).toBe(MsgType.IndexSnapshot);
});

test('a refused auth, an unknown instrument or no token: nothing further is asked', async () => {
  const a = park();
  a.socket.readyState = 1;
  const first = start(a.parked);
  await flush();
  a.socket.hear(frame(MsgType.Auth, 1, { ok: false, msg: 'expired' }));
  expect(first.session.authed).toBe(false);
  expect(a.socket.sent).toHaveLength(1);

  const b = park();
  b.socket.readyState = 1;
  start(b.parked);
  await flush();
  b.socket.hear(frame(MsgType.Auth, 1, { ok: true }));
  b.socket.hear(frame(MsgType.Dictionary, 2, { hq: [] }));
  expect(b.socket.sent).toHaveLength(2);

  const c = park();
  c.socket.readyState = 1;
  start(c.parked, Promise.resolve(null));
  await flush();
  expect(c.socket.sent).toHaveLength(0);
});

test('after the hand-over the session sends and hears nothing; a close before it is reported', async () => {
  const { socket, parked } = park();
  socket.readyState = 1;
  const { session, quotes, lost } = start(parked);
  await flush();
  socket.hear(frame(MsgType.Auth, 1, { ok: true }));
  socket.hear(
    frame(MsgType.Dictionary, 2, { hq: [{ key: KEY, name: '贵州茅台', type: 'stock', lotSize: 100 }] }),
  );
  socket.hear(frame(201, 3, { hq: [{ key: KEY, dyna: { LastPrice: 10 } }] }));
  socket.onclose?.({});
  expect(lost).toHaveBeenCalledTimes(1);

  const taken = handOver(parked);
  expect(taken.early).toBe(session);
  expect(session.taken).toBe(true);
  socket.hear(frame(201, 0, { hq: [{ key: KEY, dyna: { LastPrice: 12 } }] }, 1));
  expect(quotes).toHaveLength(1);
});
