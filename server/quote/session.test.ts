/** The per-client send bound: a client whose unsent data passes the limit is dropped, nobody else. */
import type { WebSocket } from 'ws';
import { FanoutHub } from './hub';
import { KIND_HANDLERS } from './kinds';
import { QuoteSession } from './session';
import { QUOTE_LIMITS, encodeMessage, type QuoteLimits } from './wire';
import { INFO_FLAG_UNSUBSCRIBE, MsgType } from '../../contract/quote-protocol';
import { createFakeMarket } from './fake-market';
import { localSource } from './source';

/** A session's dependencies: the market's source and a hub over it, these limits and this clock. */
function depsOf(
  market: ReturnType<typeof createFakeMarket>,
  limits: QuoteLimits = QUOTE_LIMITS,
  now: () => number = () => 0,
  hub = new FanoutHub(market),
) {
  return { source: localSource(market), hub, validateToken: () => true, limits, log: () => undefined, now };
}

function fakeSocket(bufferedAmount: number) {
  return { OPEN: 1, readyState: 1, bufferedAmount, send: jest.fn(), terminate: jest.fn() };
}

test('a client over the send-buffer bound is terminated and unsubscribed; the others still get the push', () => {
  const market = createFakeMarket();
  const hub = new FanoutHub(market);
  market.onUpdate((u) => hub.publish(u));
  const deps = depsOf(market, QUOTE_LIMITS, () => 0, hub);
  const slowWs = fakeSocket(QUOTE_LIMITS.maxBufferedBytes + 1);
  const fastWs = fakeSocket(0);
  const slow = new QuoteSession(slowWs as unknown as WebSocket, deps);
  const fast = new QuoteSession(fastWs as unknown as WebSocket, deps);
  const auth = JSON.stringify({ header: { seq: 1, type: MsgType.Auth }, body: { token: 't' } });
  const sub = JSON.stringify({
    header: { seq: 2, type: MsgType.StockSnapshot },
    body: { key: [{ market: 1, code: '600519' }], sections: ['dyna'] },
  });
  // The slow socket is over the bound from the start, so even its replies are not queued.
  for (const s of [slow, fast]) {
    s.handle(Buffer.from(auth), false);
    s.handle(Buffer.from(sub), false);
  }
  expect(slowWs.terminate).toHaveBeenCalledTimes(1);
  expect(slowWs.send).not.toHaveBeenCalled();
  expect(fastWs.send).toHaveBeenCalledTimes(2);

  // The slow client is gone from the index before its subscribe could register: only fast remains.
  expect(hub.stats().subscriptions).toBe(1);
  market.step();
  expect(fastWs.send).toHaveBeenCalledTimes(3);
  expect(slowWs.send).not.toHaveBeenCalled();
});

test('a client that falls behind after subscribing is dropped at the next push', () => {
  const market = createFakeMarket();
  const hub = new FanoutHub(market);
  market.onUpdate((u) => hub.publish(u));
  const deps = depsOf(market, QUOTE_LIMITS, () => 0, hub);
  const ws = fakeSocket(0);
  const other = fakeSocket(0);
  const s = new QuoteSession(ws as unknown as WebSocket, deps);
  const o = new QuoteSession(other as unknown as WebSocket, deps);
  const sub = {
    header: { seq: 2, type: MsgType.StockSnapshot },
    body: { key: [{ market: 1, code: '600519' }], sections: ['dyna'] },
  };
  for (const x of [s, o]) {
    x.handle(
      Buffer.from(JSON.stringify({ header: { seq: 1, type: MsgType.Auth }, body: { token: 't' } })),
      false,
    );
    x.handle(Buffer.from(JSON.stringify(sub)), false);
  }
  expect(hub.stats().subscriptions).toBe(2);
  ws.bufferedAmount = QUOTE_LIMITS.maxBufferedBytes + 1;
  market.step();
  expect(ws.terminate).toHaveBeenCalledTimes(1);
  expect(hub.stats().subscriptions).toBe(1);
  expect(other.send).toHaveBeenCalledTimes(3);
  expect(QUOTE_LIMITS.maxBufferedBytes).toBe(1024 * 1024);
  expect(QUOTE_LIMITS.maxPayloadBytes).toBe(64 * 1024);
  expect(KIND_HANDLERS.size).toBe(10);
});

test('a message flood: past the per-second budget each message gets a 429 and is not handled; past the close limit the client is closed (1008)', () => {
  const market = createFakeMarket();
  const hub = new FanoutHub(market);
  let now = 0;
  const limits = { ...QUOTE_LIMITS, maxUnitsPerSecond: 5, closeUnitsPerSecond: 10 };
  const deps = depsOf(market, limits, () => now, hub);
  const ws = { ...fakeSocket(0), close: jest.fn() };
  const s = new QuoteSession(ws as unknown as WebSocket, deps);
  const beat = (seq: number) =>
    s.handle(Buffer.from(JSON.stringify({ header: { seq, type: MsgType.Handshake }, body: {} })), false);
  for (let i = 1; i <= 7; i++) beat(i);
  const replies = ws.send.mock.calls.map((c) => JSON.parse(String(c[0])));
  expect(replies.slice(0, 5).map((r) => r.header.type)).toEqual(Array(5).fill(MsgType.Handshake));
  expect(replies.slice(5).map((r) => [r.header.type, r.body.code])).toEqual([
    [MsgType.Error, 429],
    [MsgType.Error, 429],
  ]);
  // A new second: the client is answered again.
  now += 1000;
  beat(8);
  expect(JSON.parse(String(ws.send.mock.calls[7][0])).header.type).toBe(MsgType.Handshake);
  for (let i = 9; i <= 20; i++) beat(i);
  expect(ws.close).toHaveBeenCalledWith(1008, 'too many messages');
  const sent = ws.send.mock.calls.length;
  beat(21);
  expect(ws.send.mock.calls.length).toBe(sent);
});

test('a request costs 1 plus 1 per key: a request naming many keys spends the budget as many messages do', () => {
  const market = createFakeMarket();
  const hub = new FanoutHub(market);
  const limits = { ...QUOTE_LIMITS, maxUnitsPerSecond: 10, closeUnitsPerSecond: 100 };
  const deps = depsOf(market, limits, () => 0, hub);
  const ws = { ...fakeSocket(0), close: jest.fn() };
  const s = new QuoteSession(ws as unknown as WebSocket, deps);
  s.handle(
    Buffer.from(JSON.stringify({ header: { seq: 1, type: MsgType.Auth }, body: { token: 't' } })),
    false,
  );
  const keys = Array.from({ length: 9 }, () => ({ market: 1, code: '600519' }));
  const dict = (seq: number) =>
    s.handle(
      Buffer.from(JSON.stringify({ header: { seq, type: MsgType.Dictionary }, body: { key: keys } })),
      false,
    );
  dict(2); // auth 1, then 1 + 9 keys: 11 > 10
  const reply = JSON.parse(String(ws.send.mock.calls[1][0]));
  expect([reply.header.type, reply.body.code]).toEqual([MsgType.Error, 429]);
});

test.each([
  // [frame bytes, units it costs at 10 a KiB past the first]
  [500, 1],
  [1023, 1],
  [2048, 21],
  [40_002, 391],
])(
  'a %d-byte frame costs %d units: its bytes are charged, so the budget bounds what a socket makes the server read',
  (bytes, units) => {
    expect(QUOTE_LIMITS.unitsPerKiB).toBe(10);
    const market = createFakeMarket();
    // The budget is the frame's own cost: it is handled at exactly its units and refused one below.
    const replyTo = (budget: number) => {
      const limits = { ...QUOTE_LIMITS, maxUnitsPerSecond: budget, closeUnitsPerSecond: 100_000 };
      const deps = depsOf(market, limits);
      const ws = { ...fakeSocket(0), close: jest.fn() };
      const s = new QuoteSession(ws as unknown as WebSocket, deps);
      const head = JSON.stringify({ header: { seq: 1, type: MsgType.Handshake }, body: { pad: '' } });
      const frame = head.replace('"pad":""', `"pad":"${'x'.repeat(bytes - head.length)}"`);
      expect(Buffer.byteLength(frame)).toBe(bytes);
      s.handle(Buffer.from(frame), false);
      const reply = JSON.parse(String(ws.send.mock.calls[0][0]));
      return reply.header.type === MsgType.Error ? reply.body.code : 'handled';
    };
    expect(replyTo(units)).toBe('handled');
    if (units > 1) expect(replyTo(units - 1)).toBe(429);
  },
);

test('a request pays the larger of its keys and its bytes: 自选’s load of 200 items fits the budget', () => {
  // The page's burst with a full list (src/lib/watchlist.ts MAX_WATCH_ITEMS) holding one key the
  // channel does not know (src/pages/zixuan/quotes.ts): subscribe and dictionary at once, then the
  // subscription dropped and made again for the 199 known. Framed as the app's codec frames them.
  const keys = Array.from({ length: 200 }, (_, i) => ({ market: 1, code: String(600000 + i) }));
  let seq = 0;
  const appFrame = (type: number, body: unknown, infoFlag = 0) => {
    const bodyText = JSON.stringify(body);
    const length = Buffer.byteLength(bodyText);
    const header = { frame: 0, group: 0, model: 0, length, rawLength: length, seq: ++seq, type, infoFlag };
    return Buffer.from(`{"header":${JSON.stringify(header)},"body":${bodyText}}`);
  };
  const snapshot = (k: typeof keys) => ({ key: k, level: 2, sections: ['dyna'], timestamp: true });
  const frames = [
    appFrame(MsgType.Auth, { token: 't' }),
    appFrame(MsgType.StockSnapshot, snapshot(keys)),
    appFrame(MsgType.Dictionary, { key: keys }),
    appFrame(MsgType.StockSnapshot, snapshot(keys), INFO_FLAG_UNSUBSCRIBE),
    appFrame(MsgType.StockSnapshot, snapshot(keys.slice(1))),
  ];
  // Each 200-key frame is ~6 KiB: keys and bytes summed (~260 units each) would pass 1,000.
  expect(frames[1].length).toBeGreaterThan(5 * 1024);
  const ws = { ...fakeSocket(0), close: jest.fn() };
  const s = new QuoteSession(ws as unknown as WebSocket, depsOf(createFakeMarket()));
  for (const f of frames) s.handle(f, false);
  const codes = ws.send.mock.calls.map((c) => JSON.parse(String(c[0])).body.code as number | undefined);
  expect(codes).not.toContain(429);
  expect(ws.close).not.toHaveBeenCalled();
  // And a key still costs a unit: 201 keys' worth of small requests is refused within the second.
  const limits = { ...QUOTE_LIMITS, maxUnitsPerSecond: 200 };
  const small = { ...fakeSocket(0), close: jest.fn() };
  const t = new QuoteSession(small as unknown as WebSocket, depsOf(createFakeMarket(), limits));
  t.handle(appFrame(MsgType.Dictionary, { key: keys }), false);
  expect(JSON.parse(String(small.send.mock.calls[0][0])).body.code).toBe(429);
});

describe('a large reply is serialised in slices (issue 32, attack 2)', () => {
  const bar = (i: number) => ({
    Time: 1_763_600_000 + i * 60,
    Open: 10.01,
    Close: 10.02,
    High: 10.05,
    Low: 10,
    Amount: 120_000 + i,
    Volume: 12_000,
    TradingDay: 20261120,
    PreClose: 10,
    TickCount: 40,
  });

  function rigOf(limits = { ...QUOTE_LIMITS, replySliceMs: 0 }) {
    const fake = createFakeMarket();
    // 1,500 one-minute bars, what the app asks for, where the fake market has three.
    const market = { ...fake, klines: () => Array.from({ length: 1500 }, (_, i) => bar(i)) };
    const events: string[] = [];
    const socket = (name: string) => ({
      ...fakeSocket(0),
      send: jest.fn((m: string | Buffer) => {
        const msg = JSON.parse(String(m)) as { header: { type: number } };
        events.push(`${name} ${msg.header.type}`);
      }),
    });
    const deps = depsOf(market, limits);
    const frame = (seq: number, type: number, body: unknown) =>
      Buffer.from(JSON.stringify({ header: { seq, type }, body }));
    const open = (name: string) => {
      const ws = socket(name);
      const session = new QuoteSession(ws as unknown as WebSocket, deps);
      session.handle(frame(1, MsgType.Auth, { token: 't' }), false);
      return { ws, session };
    };
    const kline = frame(2, MsgType.Kline, { key: [{ market: 1, code: '600519' }], period: 1, count: 1500 });
    const until = async (done: () => boolean) => {
      for (let i = 0; i < 10_000 && !done(); i++) await new Promise((r) => setImmediate(r));
    };
    return { events, open, kline, frame, until };
  }

  test('another socket’s heartbeat during the reply is answered before the reply ends', async () => {
    const { events, open, kline, frame, until } = rigOf();
    const a = open('a');
    const b = open('b');
    a.session.handle(kline, false);
    await new Promise((r) => setImmediate(r)); // a slice or two of the reply has been built
    b.session.handle(frame(2, MsgType.Handshake, {}), false);
    await until(() => events.includes(`a ${MsgType.Kline}`));
    expect(events.slice(2)).toEqual([`b ${MsgType.Handshake}`, `a ${MsgType.Kline}`]);
    // The reply is the one encodeMessage makes in one block.
    const reply = String(a.ws.send.mock.calls[1][0]);
    const body = {
      hq: [
        {
          key: { market: 1, code: '600519' },
          Period: 1,
          KlineData: Array.from({ length: 1500 }, (_, i) => bar(i)),
        },
      ],
    };
    expect(reply).toBe(encodeMessage(MsgType.Kline, 2, 0, body));
  });

  test('what the socket is sent meanwhile follows the reply, in order', async () => {
    const { events, open, kline, frame, until } = rigOf();
    const a = open('a');
    a.session.handle(kline, false);
    a.session.send(encodeMessage(MsgType.StockSnapshot, 0, 0, { hq: [] }));
    a.session.handle(frame(3, MsgType.Handshake, {}), false);
    expect(events).toEqual([`a ${MsgType.Auth}`]);
    await until(() => events.length === 4);
    expect(events).toEqual([
      `a ${MsgType.Auth}`,
      `a ${MsgType.Kline}`,
      `a ${MsgType.StockSnapshot}`,
      `a ${MsgType.Handshake}`,
    ]);
  });

  test('what queues behind it counts toward the unsent bytes: past the bound the client is dropped', () => {
    const { open, kline } = rigOf({ ...QUOTE_LIMITS, replySliceMs: 0, maxBufferedBytes: 1000 });
    const a = open('a');
    a.session.handle(kline, false);
    a.session.send('x'.repeat(600));
    expect(a.ws.terminate).not.toHaveBeenCalled();
    a.session.send('x'.repeat(600));
    expect(a.ws.terminate).toHaveBeenCalledTimes(1);
    expect(a.session.subscriptionCount).toBe(0);
  });
});
