/**
 * Issue 32 rows 1 and 3: one address cannot exhaust the quote channel's sockets, a socket that
 * never authenticates is closed however often it sends a handshake, and deeply nested frames are
 * refused before JSON.parse; a reply's rows and an address's distinct subscriptions are bounded. Shortened (tens of sockets); WAP_ATTACK_FULL=1 runs the attack sizes.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { attachQuoteChannel, type QuoteChannel } from '../../../server/quote/channel';
import { QUOTE_PATH, type QuoteLimits } from '../../../server/quote/wire';
import { INFO_FLAG_UNSUBSCRIBE, KlinePeriod, MsgType } from '../../../contract/quote-protocol';
import { createFakeMarket } from '../../../server/quote/fake-market';
import { RawClient } from './ws-client';

const TOKEN = 'good-token';
const FULL = process.env.WAP_ATTACK_FULL === '1';
const N = FULL ? 2000 : 40;

interface Rig {
  url: string;
  channel: QuoteChannel;
  stop(): Promise<void>;
}

async function rig(
  limits: Partial<QuoteLimits>,
  now?: () => number,
  allowedOrigins?: string[],
): Promise<Rig> {
  const server = http.createServer();
  const channel = attachQuoteChannel(server, {
    market: createFakeMarket(),
    validateToken: (t) => t === TOKEN,
    limits,
    log: () => undefined,
    now,
    allowedOrigins,
  });
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `ws://127.0.0.1:${port}${QUOTE_PATH}`,
    channel,
    stop: async () => {
      await channel.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Opens a socket from a given local address; resolves 'open' or the refused upgrade's status. */
function attempt(
  url: string,
  localAddress = '127.0.0.1',
  origin?: string,
): Promise<{ ws: WebSocket; status: number | 'open' }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { localAddress, origin });
    ws.once('open', () => resolve({ ws, status: 'open' }));
    ws.once('unexpected-response', (_req, res) => {
      resolve({ ws, status: res.statusCode ?? 0 });
      res.resume();
      ws.terminate();
    });
    ws.once('error', () => undefined);
  });
}

const authBody = { orgCode: 'gmg', appType: 'h5', appName: 't', appVersion: '1', token: TOKEN };

async function authedClient(url: string, localAddress?: string): Promise<RawClient> {
  const c = await RawClient.open(url, localAddress);
  expect((await c.request(MsgType.Auth, authBody)).body).toEqual({ ok: true });
  return c;
}

describe('socket caps (issue 32 row 1)', () => {
  test('one address past its unauthenticated cap gets 429; another address still connects', async () => {
    const r = await rig({ maxUnauthedPerIp: N, maxSocketsPerIp: 2 * N, maxUpgradesPerSecondPerIp: 4 * N });
    const held: WebSocket[] = [];
    try {
      for (let i = 0; i < N; i++) {
        const a = await attempt(r.url);
        expect(a.status).toBe('open');
        held.push(a.ws);
      }
      expect((await attempt(r.url)).status).toBe(429);
      // The operator sees which bound refused (the wapq_quote_refused_total metric).
      expect(r.channel.refusals()).toEqual({ 'sockets unauthed per address': 1 });
      // A normal client from another address is unharmed.
      const other = await attempt(r.url.replace('127.0.0.1', '127.0.0.2'), '127.0.0.2');
      expect(other.status).toBe('open');
      other.ws.close();
      // Closing attack sockets frees their places.
      held.pop()!.terminate();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const again = await attempt(r.url);
      expect(again.status).toBe('open');
      held.push(again.ws);
    } finally {
      for (const ws of held) ws.terminate();
      await r.stop();
    }
  });

  test('authenticated sockets count against the per-address cap, not the unauthenticated one', async () => {
    const r = await rig({ maxUnauthedPerIp: 2, maxSocketsPerIp: 5 });
    const clients: RawClient[] = [];
    try {
      for (let i = 0; i < 5; i++) clients.push(await authedClient(r.url));
      expect((await attempt(r.url)).status).toBe(429);
    } finally {
      for (const c of clients) c.close();
      await r.stop();
    }
  });

  test('refused upgrades whose clients reset the connection do not take the server down', async () => {
    const r = await rig({ maxUnauthedPerIp: 0 });
    const port = Number(new URL(r.url).port);
    try {
      const errors: string[] = [];
      const resetOne = () =>
        new Promise<void>((resolve) => {
          const s = net.connect(port, '127.0.0.1', () => {
            s.write(
              `GET ${QUOTE_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
                'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
            );
            // Reset as soon as the refusal starts to arrive, or at once.
            s.once('data', () => s.resetAndDestroy());
            setImmediate(() => s.resetAndDestroy());
          });
          s.on('error', (e) => errors.push(String(e)));
          s.on('close', () => resolve());
        });
      for (let i = 0; i < 10; i++) await Promise.all(Array.from({ length: 20 }, resetOne));
      // The process is still there and still refuses by the rule.
      expect((await attempt(r.url)).status).toBe(429);
    } finally {
      await r.stop();
    }
  });

  test('past the total cap any address gets 503', async () => {
    const r = await rig({ maxSockets: 3 });
    const held: WebSocket[] = [];
    try {
      for (let i = 0; i < 3; i++) held.push((await attempt(r.url)).ws);
      expect((await attempt(r.url.replace('127.0.0.1', '127.0.0.3'), '127.0.0.3')).status).toBe(503);
    } finally {
      for (const ws of held) ws.terminate();
      await r.stop();
    }
  });

  test('a socket sending handshakes but never auth is closed (1008) at the deadline; an authed one stays', async () => {
    const r = await rig({ authDeadlineMs: 400 });
    const idle = await RawClient.open(r.url);
    const good = await authedClient(r.url);
    const beat = setInterval(() => {
      if (idle.ws.readyState === WebSocket.OPEN) idle.send(MsgType.Handshake, {});
      if (good.ws.readyState === WebSocket.OPEN) good.send(MsgType.Handshake, {});
    }, 50);
    try {
      const code = await idle.closed();
      expect(code).toBe(1008);
      expect(good.ws.readyState).toBe(WebSocket.OPEN);
      expect((await good.request(MsgType.Handshake, {})).header.type).toBe(MsgType.Handshake);
    } finally {
      clearInterval(beat);
      good.close();
      await r.stop();
    }
  });
});

describe('deep JSON (issue 32 row 3)', () => {
  test('a socket sending large frames back to back is closed (1008) at the default bounds', async () => {
    // A clock that stands still: all frames fall in one second however slow the machine is.
    const r = await rig({}, () => 0);
    const c = await RawClient.open(r.url);
    try {
      const deep = '['.repeat(20_000) + ']'.repeat(20_000);
      for (let i = 0; i < 150 && c.ws.readyState === WebSocket.OPEN; i++) c.sendRaw(deep);
      expect(await c.closed()).toBe(1008);
      // 40,000 bytes cost 391 units (1, and 10 per whole KiB): two of the 1,000 a second are
      // answered (400, too deep), the next eight refused (429), and the eleventh passes 4,000.
      const codes = c.messages.map((m) => m.msg.body.code);
      expect(codes.filter((code) => code === 400)).toHaveLength(2);
      expect(codes.filter((code) => code === 429)).toHaveLength(8);
      // The address cannot come straight back for another round.
      expect((await attempt(r.url)).status).toBe(429);
      expect(r.channel.refusals()).toMatchObject({ 'flood close': 1, 'sockets cooling down': 1 });
    } finally {
      await r.stop();
    }
  });

  test('a 20,000-deep frame is answered 400 without parsing, and a flood of them gets 429', async () => {
    // A 40,000-byte frame costs 391 units (1, and 10 per whole KiB): two fit in 1,000.
    const r = await rig({ maxUnitsPerSecond: 1000, closeUnitsPerSecond: 100_000 });
    const c = await RawClient.open(r.url);
    try {
      const deep = '['.repeat(20_000) + ']'.repeat(20_000);
      c.sendRaw(deep);
      const reply = await c.next((m) => m.header.type === MsgType.Error);
      expect(reply.body.code).toBe(400);
      expect(String(reply.body.msg)).toMatch(/too deep/);
      for (let i = 0; i < 30; i++) c.sendRaw(deep);
      await c.next((m) => m.header.type === MsgType.Error && m.body.code === 429);
    } finally {
      c.close();
      await r.stop();
    }
  });
});

const MOUTAI = { market: 1, code: '600519' };
const klines = (keys: number, count: number) => ({
  key: Array.from({ length: keys }, () => MOUTAI),
  period: 1,
  count,
});
const errorOf = (m: { header: { type: number }; body: Record<string, unknown> }) =>
  m.header.type === MsgType.Error ? `${String(m.body.code)} ${String(m.body.msg)}` : 'reply';

describe('reply cost (issue 32 row 2)', () => {
  test('a request for more rows than one reply may hold is refused before anything is built', async () => {
    const r = await rig({ maxReplyRows: 6000 });
    const c = await authedClient(r.url);
    try {
      // The attack asked 200 keys × 1,500 bars (a 34.9 MB reply from 9 KB); 5 × 1,500 is over too.
      expect(errorOf(await c.request(MsgType.Kline, klines(200, 1500)))).toMatch(/^400 reply too large/);
      expect(errorOf(await c.request(MsgType.Kline, klines(5, 1500)))).toMatch(/^400 reply too large/);
      // What the app asks: one key, 1,500 bars.
      expect(errorOf(await c.request(MsgType.Kline, klines(1, 1500)))).toBe('reply');
    } finally {
      c.close();
      await r.stop();
    }
  });

  test('a 季K or 年K bar is charged the trading days it rolls up, not one row', async () => {
    // Only the reply bound here: the rate bounds are tested below.
    const r = await rig({ maxReplyRows: 6000, maxRowsPerSecond: 1e6, maxRowsPerSecondPerIp: 1e6 });
    const c = await authedClient(r.url);
    const live = (keys: number, period: number) => ({ ...klines(keys, 1), period });
    try {
      // A year rolls up to 252 days: 23 keys are 5,796 rows, 24 are 6,048.
      expect(errorOf(await c.request(MsgType.Kline, live(23, KlinePeriod.YEAR)))).toBe('reply');
      expect(errorOf(await c.request(MsgType.Kline, live(24, KlinePeriod.YEAR)))).toMatch(
        /^400 reply too large: 24 keys × 252 rows/,
      );
      // A quarter up to 66: 90 keys are 5,940 rows, 91 are 6,006.
      expect(errorOf(await c.request(MsgType.Kline, live(90, KlinePeriod.SEASON)))).toBe('reply');
      expect(errorOf(await c.request(MsgType.Kline, live(91, KlinePeriod.SEASON)))).toMatch(
        /^400 reply too large: 91 keys × 66 rows/,
      );
    } finally {
      c.close();
      await r.stop();
    }
  });

  test('rows per second are bounded per socket and per address; another address is unharmed', async () => {
    // A clock that stands still: every request falls in one window however slow the machine is.
    const r = await rig({ maxRowsPerSecond: 3000, maxRowsPerSecondPerIp: 4500 }, () => 0);
    const a = await authedClient(r.url);
    const b = await authedClient(r.url);
    const other = await authedClient(r.url.replace('127.0.0.1', '127.0.0.2'), '127.0.0.2');
    try {
      const seen: string[] = [];
      for (let i = 0; i < 3; i++) seen.push(errorOf(await a.request(MsgType.Kline, klines(1, 1500))));
      expect(seen).toEqual([
        'reply',
        'reply',
        expect.stringMatching(/^429 too many rows per second on this socket/),
      ]);
      // Same address, another socket: 1,500 left of the address's 4,500.
      expect(errorOf(await b.request(MsgType.Kline, klines(1, 1500)))).toBe('reply');
      expect(errorOf(await b.request(MsgType.Kline, klines(1, 1500)))).toMatch(
        /^429 too many rows per second from this address/,
      );
      expect(r.channel.refusals()).toEqual({ 'rows client': 1, 'rows address': 1 });
      expect(errorOf(await other.request(MsgType.Kline, klines(1, 1500)))).toBe('reply');
    } finally {
      for (const c of [a, b, other]) c.close();
      await r.stop();
    }
  });
});

describe('distinct variants (issue 32 row 4)', () => {
  const snapshot = (sections: string[]) => ({
    key: [MOUTAI, { market: 102, code: '00700' }, { market: 0, code: '000001' }],
    level: 2,
    sections,
  });

  test('sockets of one address asking each for another variant stop at the address bound', async () => {
    const r = await rig({ maxPairsPerIp: 6 });
    const clients: RawClient[] = [];
    const open = async (addr?: string) => {
      const c = await authedClient(addr ? r.url.replace('127.0.0.1', addr) : r.url, addr);
      clients.push(c);
      return c;
    };
    try {
      const first = await open();
      expect(errorOf(await first.request(MsgType.StockSnapshot, snapshot(['dyna'])))).toBe('reply');
      // The same variant from another socket shares the pairs: no new cost.
      expect(errorOf(await (await open()).request(MsgType.StockSnapshot, snapshot(['dyna'])))).toBe('reply');
      expect(errorOf(await (await open()).request(MsgType.StockSnapshot, snapshot(['static'])))).toBe(
        'reply',
      );
      const fourth = await open();
      expect(errorOf(await fourth.request(MsgType.StockSnapshot, snapshot(['status'])))).toMatch(
        /^429 too many distinct subscriptions from this address/,
      );
      // Another address has its own bound.
      const elsewhere = await open('127.0.0.2');
      expect(errorOf(await elsewhere.request(MsgType.StockSnapshot, snapshot(['status'])))).toBe('reply');
      // Unsubscribing gives the pairs back.
      await first.request(MsgType.StockSnapshot, snapshot(['dyna']), INFO_FLAG_UNSUBSCRIBE);
      clients[1].close();
      await clients[1].closed();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(errorOf(await fourth.request(MsgType.StockSnapshot, snapshot(['status'])))).toBe('reply');
    } finally {
      for (const c of clients) c.close();
      await r.stop();
    }
  });

  test('the process bound holds across addresses', async () => {
    const r = await rig({ maxPairs: 3 });
    const a = await authedClient(r.url);
    const b = await authedClient(r.url.replace('127.0.0.1', '127.0.0.2'), '127.0.0.2');
    try {
      expect(errorOf(await a.request(MsgType.StockSnapshot, snapshot(['dyna'])))).toBe('reply');
      expect(errorOf(await b.request(MsgType.StockSnapshot, snapshot(['tick'])))).toMatch(
        /^429 too many distinct subscriptions on this server/,
      );
    } finally {
      a.close();
      b.close();
      await r.stop();
    }
  });
});

describe('page origins (issue 32 row 12)', () => {
  test("another site's page cannot open a socket; the app's own pages, listed ones and native code can", async () => {
    const r = await rig({}, undefined, ['https://cdn.example.com']);
    const own = new URL(r.url.replace('ws:', 'http:')).origin;
    try {
      const results: Record<string, number | 'open'> = {};
      for (const origin of ['https://evil.example', 'null', own, 'https://cdn.example.com', undefined]) {
        const a = await attempt(r.url, '127.0.0.1', origin);
        results[origin ?? 'none'] = a.status;
        a.ws.terminate();
      }
      expect(results).toEqual({
        'https://evil.example': 403,
        null: 403,
        [own]: 'open',
        'https://cdn.example.com': 'open',
        none: 'open',
      });
    } finally {
      await r.stop();
    }
  });
});
