/**
 * Issue #20 item 3, slow consumers: a client that stops reading is dropped once its unsent data
 * (the socket's bufferedAmount) passes the bound (QUOTE_LIMITS.maxBufferedBytes, 1 MiB), while
 * other clients' heartbeats stay answered within 2 s (well before the 75 s idle time-out could act). The slow client holds many subscriptions
 * so its pushes pile up fast; its socket is paused, so the kernel buffers fill first and
 * then the server's own queue.
 */
import { MsgType } from '../../contract/quote-protocol';
import { QUOTE_LIMITS } from '../../server/quote/wire';
import { startChildServer, type ChildServer } from '../server/quote/child-server';
import { instrumentPool } from './instruments';
import { serverSide } from './proc';
import { HANG_GUARD_MS } from './sizes';
import { RawQuoteClient, fetchToken, sleep, until } from './wire';

jest.setTimeout(HANG_GUARD_MS);

let srv: ChildServer;
beforeAll(async () => {
  srv = await startChildServer();
}, 120_000);
afterAll(async () => {
  await srv?.stop();
});

test('a client that stops reading is dropped past the send-buffer bound; the others keep answering heartbeats', async () => {
  expect(QUOTE_LIMITS.maxBufferedBytes).toBe(1024 * 1024);
  const token = await fetchToken(srv.port);
  const slow = await RawQuoteClient.open(srv.port, token);
  const pool = await instrumentPool(slow, 250);
  await sleep(1100); // a new second of the request budget (docs/security.md: units)
  // Many subscriptions, every push heavy; each reply well under the bound itself (a reply that
  // alone passes it would drop the client at once, which is not what this test is about).
  await slow.request(MsgType.StockSnapshot, {
    key: pool.slice(0, 200),
    level: 2,
    sections: ['dyna', 'statistics', 'static', 'status', 'tick', 'mmp'],
    timestamp: true,
  });
  await slow.request(MsgType.Tick, { key: pool.slice(0, 200), count: 5, timestamp: true });
  await slow.request(MsgType.Minute, {
    key: pool.slice(0, 10),
    pushflag: true,
    timestamp: true,
    noPushAuction: false,
    days: 1,
  });
  const slowPort = (slow.ws as unknown as { _socket: { localPort: number } })._socket.localPort;
  const others = await Promise.all(Array.from({ length: 10 }, () => RawQuoteClient.open(srv.port, token)));
  for (const o of others)
    await o.request(MsgType.StockSnapshot, {
      key: pool.slice(0, 20),
      level: 2,
      sections: ['dyna'],
      timestamp: true,
    });

  // Stop reading: nothing more is taken from the socket.
  (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
  const rtts: number[] = [];
  let beating = true;
  const beats = (async () => {
    while (beating) {
      rtts.push(...(await Promise.all(others.map((o) => o.heartbeat()))));
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  // The server lets go of the slow client: its side leaves ESTABLISHED (closed with data unsent).
  const held = () => serverSide(srv.port).find((e) => e.remotePort === slowPort);
  await until(() => held()?.state !== 'ESTABLISHED', 120_000, 'the server to drop the slow client');
  beating = false;
  await beats;
  expect(rtts.length).toBeGreaterThan(0);
  expect(Math.max(...rtts)).toBeLessThan(2000);
  for (const o of others) expect(o.closeCode).toBeNull();
  for (const o of others) o.ws.close();
  slow.ws.terminate();
});
