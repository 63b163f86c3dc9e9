/**
 * Issue #20 item 1: pages survive server crashes. The real server runs as a child process and is
 * SIGKILLed and restarted on the same port (5 times here, 30 with WAP_FAULTS_FULL=1). Three pages
 * (stock home 分时, HK stock, 日K) each hold their subscriptions through QuoteConnection as the app
 * does (cached token, forgotten when refused). After every restart each page gets a new live price;
 * on every socket whose auth was accepted each subscription went out exactly once; the token of the
 * killed server is replaced on the same socket (no reconnect for it); the status line's state says
 * "not live" while the server is down and stops once it is back. After the retry limit the page
 * offers the retry, and the retry reconnects.
 */
import { QUOTE_WS_PATH, MsgType, INFO_FLAG_UNSUBSCRIBE } from '../../contract/quote-protocol';
import { QuoteConnectionStore } from '../../src/stores/quote-connection';
import { startChildServer, type ChildServer } from '../server/quote/child-server';
import { PAGES, type PageSubscription } from './pages';
import { FULL, HANG_GUARD_MS, SIZES } from './sizes';
import { pageConnection, sleep, until, type AnyMessage, type RecordedSocket } from './wire';

jest.setTimeout(HANG_GUARD_MS);

let srv: ChildServer;
beforeAll(async () => {
  srv = await startChildServer();
}, 120_000);
afterAll(async () => {
  await srv?.stop();
});

// Short form: quicker reconnects so five restarts fit CI; the full form runs §4 (states and transitions)'s delay (3 s + up to
// 1 s jitter). Both raise the retry limit: on the shared 2-core machine a server start took longer
// than 100 × 0.3–0.6 s (and than §4 (states and transitions)'s 10 × 3–4 s), and a give-up there is the machine's speed, not
// the page's behaviour. The limit itself is tested below with 3 retries.
const TIMING = FULL
  ? { maxRetries: 1000 }
  : { reconnectDelayMs: 300, reconnectJitterMs: 300, maxRetries: 1000 };

const identity = (type: number, body: object) => `${type}|${JSON.stringify(body)}`;
const subIds = (subs: PageSubscription[]) => subs.map((s) => identity(s.type, s.body)).sort();

/** Subscriptions a socket sent, as identities (unsubscribes and other requests left out). */
function subscriptionsSent(sock: RecordedSocket, wanted: Set<string>): string[] {
  return sock.sent
    .filter((m) => m.header.infoFlag !== INFO_FLAG_UNSUBSCRIBE)
    .map((m) => identity(m.header.type, m.body))
    .filter((id) => wanted.has(id))
    .sort();
}

/** The auth replies a socket got, in order: true accepted, false refused. */
function authReplies(sock: RecordedSocket): boolean[] {
  return sock.received
    .filter((m: AnyMessage) => m.header.type === MsgType.Auth)
    .map((m) => (m.body as { ok?: boolean }).ok === true);
}

test(`${SIZES.restarts} SIGKILL restarts: every page gets a new live price each time, every subscription replayed exactly once per socket, the refused token replaced on the same socket`, async () => {
  // A retry after a failure with the server down starts from a running server.
  if (srv.pid() === null) await srv.start();
  const pages = PAGES.map((page) => {
    const c = pageConnection(srv.wsUrl(QUOTE_WS_PATH), srv.port, { timing: TIMING });
    const store = new QuoteConnectionStore(c.conn);
    let lastPrice = { at: 0, price: NaN };
    for (const s of page.subs) {
      c.conn.subscribe<{ hq: { dyna?: { LastPrice?: number } }[] }>(s.type, s.body, (m) => {
        const price = m.body.hq[0]?.dyna?.LastPrice;
        if (s.type === MsgType.StockSnapshot && typeof price === 'number') {
          lastPrice = { at: performance.now(), price };
        }
      });
    }
    store.connect();
    return { page, store, ...c, lastPrice: () => lastPrice };
  });
  await until(() => pages.every((p) => p.conn.ready && p.lastPrice().at > 0), 60_000, 'first prices');

  for (let i = 0; i < SIZES.restarts; i++) {
    await srv.kill();
    await until(() => pages.every((p) => p.store.stale), 30_000, 'pages to see the server gone');
    await sleep(Math.floor(Math.random() * 1500)); // down for a while, as a crash loop is
    // Signed tokens survive a restart (server/market/token.ts); a new secret on every life makes the
    // server forget them, so the page's cached token is refused and must be replaced on the socket.
    await srv.start({ WAP_QUOTE_SECRET: `restart-${i}` });
    const answered = performance.now();
    await until(
      () => pages.every((p) => p.conn.ready && p.lastPrice().at > answered && !p.store.stale),
      60_000,
      `a new live price on every page after restart ${i + 1}`,
    ).catch((err: Error) => {
      const why = pages.map((p) => ({
        page: p.page.name,
        state: p.store.state,
        gaveUp: p.store.gaveUp,
        ready: p.conn.ready,
        priced: p.lastPrice().at > answered,
        logs: p.logs.slice(-5),
      }));
      throw new Error(`${err.message}: ${JSON.stringify(why)}`);
    });
  }

  for (const p of pages) {
    const wanted = subIds(p.page.subs);
    const wantedSet = new Set(wanted);
    let authed = 0;
    for (const sock of p.sockets) {
      const auths = authReplies(sock);
      const accepted = auths.includes(true);
      // A refused token (the killed server's) is followed at once by an accepted one on the same socket.
      expect(auths.slice(0, auths.indexOf(true) + 1).filter((ok) => !ok).length).toBeLessThanOrEqual(1);
      if (accepted) authed += 1;
      expect(subscriptionsSent(sock, wantedSet)).toEqual(accepted ? wanted : []);
    }
    // One accepted socket per life of the server: the first and one after every restart.
    expect(authed).toBe(SIZES.restarts + 1);
    expect(p.logs.filter((l) => /listener failed|reply handler failed/.test(l))).toEqual([]);
    expect(p.tokenFetches()).toBe(SIZES.restarts + 1);
    p.conn.close();
  }
});

test('after the retry limit the page offers the retry and keeps trying; a tap reconnects and prices come again', async () => {
  if (srv.pid() === null) await srv.start();
  const page = PAGES[0];
  const c = pageConnection(srv.wsUrl(QUOTE_WS_PATH), srv.port, {
    timing: { reconnectDelayMs: 100, reconnectJitterMs: 100, maxRetries: 3 },
  });
  const store = new QuoteConnectionStore(c.conn);
  let prices = 0;
  c.conn.subscribe(page.subs[0].type, page.subs[0].body, () => (prices += 1));
  store.connect();
  await until(() => c.conn.ready && prices > 0, 60_000, 'first price');
  await srv.kill();
  await until(() => store.gaveUp, 30_000, 'the connection to give up');
  expect(store.stale).toBe(true);
  const socketsWhenGaveUp = c.sockets.length;
  expect(socketsWhenGaveUp).toBe(1 + 3);
  // Past the limit it goes on trying on the capped backoff (issue 31: 200, 400, 800 ms here).
  await sleep(1500);
  expect(c.sockets.length).toBeGreaterThan(socketsWhenGaveUp);
  expect(store.gaveUp).toBe(true);
  await srv.start();
  const before = prices;
  store.retry();
  expect(store.gaveUp).toBe(false);
  await until(() => c.conn.ready && prices > before && !store.stale, 60_000, 'prices after the retry');
  c.conn.close();
});
