/**
 * Issue #20 item 2: a link that silently stops forwarding (tests/faults/blackhole-proxy.ts). The
 * client notices from its heartbeat (one without a reply within heartbeatTimeoutMs counts), marks
 * its quotes stale and reconnects; the server notices the silence (idle time-out, sweep) and frees
 * the client's subscriptions by closing its socket. The timers are shortened through the injected
 * config (the client's timing, the server's WAP_QUOTE_IDLE_MS / WAP_QUOTE_SWEEP_MS); the defaults,
 * checked below, keep the promises of 40 s and 90 s.
 */
import { QUOTE_TIMERS } from '../../server/quote/channel';
import { QUOTE_CONNECTION } from '../../src/quote/constants';
import { QUOTE_WS_PATH } from '../../contract/quote-protocol';
import { QuoteConnectionStore } from '../../src/stores/quote-connection';
import { startChildServer, type ChildServer } from '../server/quote/child-server';
import { BlackholeProxy } from './blackhole-proxy';
import { PAGES } from './pages';
import { HANG_GUARD_MS } from './sizes';
import { RawQuoteClient, fetchToken, pageConnection, until } from './wire';

jest.setTimeout(HANG_GUARD_MS);

const IDLE_MS = 3000;
const SWEEP_MS = 250;
let srv: ChildServer;
let proxy: BlackholeProxy;
beforeAll(async () => {
  srv = await startChildServer({ WAP_QUOTE_IDLE_MS: String(IDLE_MS), WAP_QUOTE_SWEEP_MS: String(SWEEP_MS) });
  proxy = new BlackholeProxy(srv.port);
  await proxy.listen();
}, 120_000);
afterAll(async () => {
  await proxy?.close();
  await srv?.stop();
});

test('the defaults keep the promises: the client notices within 40 s, the server within 90 s', () => {
  expect(QUOTE_CONNECTION.heartbeatMs).toBe(30_000);
  expect(QUOTE_CONNECTION.heartbeatMs + QUOTE_CONNECTION.heartbeatTimeoutMs).toBeLessThanOrEqual(40_000);
  // The server's clock starts at the client's last message, which may be a heartbeat just sent.
  expect(QUOTE_TIMERS.idleTimeoutMs + QUOTE_TIMERS.sweepMs).toBeLessThanOrEqual(90_000);
  // Two heartbeats may be missed before the server drops a client that is still there.
  expect(QUOTE_TIMERS.idleTimeoutMs).toBeGreaterThan(2 * QUOTE_CONNECTION.heartbeatMs);
});

test('a black-holed link: the client marks quotes stale and reconnects; the server frees the dead socket', async () => {
  const page = PAGES[0];
  const c = pageConnection(`ws://127.0.0.1:${proxy.port}${QUOTE_WS_PATH}`, srv.port, {
    timing: { heartbeatMs: 500, heartbeatTimeoutMs: 400, reconnectDelayMs: 200, reconnectJitterMs: 100 },
  });
  const store = new QuoteConnectionStore(c.conn);
  let priceAt = 0;
  for (const s of page.subs) c.conn.subscribe(s.type, s.body, () => (priceAt = performance.now()));
  const states: string[] = [];
  c.conn.onStateChange((s) => states.push(s));
  try {
    // Connections of an earlier attempt (a retry) are already black-holed; count from here.
    const before = proxy.connections.length;
    store.connect();
    await until(() => c.conn.ready && priceAt > 0, 60_000, 'first price through the proxy');
    expect(proxy.connections).toHaveLength(before + 1);

    proxy.blackhole();
    const dead = proxy.connections[before];
    // The client: its heartbeat goes unanswered, the quotes are marked stale, a new socket opens.
    await until(() => store.stale, 30_000, 'the client to notice');
    expect(states).toContain('error');
    const afterNotice = performance.now();
    await until(() => c.conn.ready && priceAt > afterNotice && !store.stale, 60_000, 'prices on a new link');
    expect(proxy.connections.length).toBeGreaterThanOrEqual(before + 2);
    expect(c.sockets.length).toBeGreaterThanOrEqual(2);
    expect(dead.dropped).toBeGreaterThan(0); // heartbeats (and pushes) went into the black hole
    // Both sockets of the dead link are still open on the proxy: nothing told either side.
    expect(dead.client.destroyed).toBe(false);

    // The server: silent past its idle time-out, the socket is closed and its subscriptions freed.
    await until(() => dead.upstreamClosedAt !== null, 60_000, 'the server to close the dead socket');
  } finally {
    c.conn.close();
  }
});

test('a raw client behind the black hole is dropped by the server while a direct client keeps its prices', async () => {
  const token = await fetchToken(srv.port);
  const direct = await RawQuoteClient.open(srv.port, token);
  const sub = PAGES[0].subs[0];
  await direct.request(sub.type, sub.body);
  const behind = await RawQuoteClient.open(proxy.port, token);
  await behind.request(sub.type, sub.body);
  const conn = proxy.connections[proxy.connections.length - 1];
  // The direct client heartbeats as the app does (faster, for the shortened idle time-out).
  const beats: number[] = [];
  const beat = setInterval(() => void direct.heartbeat().then((ms) => beats.push(ms)), IDLE_MS / 6);
  try {
    proxy.blackhole();
    await until(() => conn.upstreamClosedAt !== null, 60_000, 'the server to drop the silent client');
  } finally {
    clearInterval(beat);
  }
  // The direct client stayed and its heartbeats were answered all along.
  await direct.heartbeat();
  expect(beats.length).toBeGreaterThan(0);
  expect(direct.closeCode).toBeNull();
  direct.ws.close();
  behind.ws.terminate();
});
