/**
 * Issue 36 (docs/watchlist-and-alerts.md): a fired alert is pushed over the quote channel to every
 * open socket of its user, on the real server and simulator — after the socket named its user with
 * UserAuth (93) and its login token; not to another user's socket, nor to one that never named a
 * user or has logged out; a bad login token is refused.
 */
import { AlertPaths } from '../../../contract/alerts';
import { MsgType, QUOTE_WS_PATH } from '../../../contract/quote-protocol';
import { startTestServer, stopTestServer, type TestServer } from '../harness';
import { api, login, useCommunityClock, useSmsInbox } from '../community/helpers';
import { fetchQuoteToken } from './token';
import { RawClient } from './ws-client';

jest.setTimeout(180_000);

const PINGAN = { market: 0, code: '000001' };

let srv: TestServer;
const clock = useCommunityClock();
const inbox = useSmsInbox();
beforeAll(async () => {
  // The simulator steps on its own (100 ms): trades cross the levels while the test waits.
  srv = await startTestServer({ stepMs: 100 });
}, 120_000);
afterAll(() => stopTestServer(srv), 30_000);

async function socket(): Promise<RawClient> {
  const c = await RawClient.open(srv.wsUrl(QUOTE_WS_PATH));
  const auth = await c.request(MsgType.Auth, {
    orgCode: 'gmg',
    appType: 'h5',
    appName: 'test',
    appVersion: '1',
    token: await fetchQuoteToken(srv.url('')),
  });
  expect(auth.body.ok).toBe(true);
  return c;
}

async function price(c: RawClient): Promise<number> {
  const r = await c.request(MsgType.StockSnapshot, {
    key: [PINGAN],
    level: 1,
    sections: ['dyna'],
    timestamp: false,
  });
  return (r.body.hq as { dyna: { LastPrice: number } }[])[0].dyna.LastPrice;
}

test('a fired alert reaches every socket of its user, and no other', async () => {
  const alice = await login(srv, inbox, clock);
  const bob = await login(srv, inbox, clock);
  const [a1, a2, b, anon, gone] = await Promise.all([socket(), socket(), socket(), socket(), socket()]);
  for (const [c, token] of [
    [a1, alice.token],
    [a2, alice.token],
    [b, bob.token],
    [gone, alice.token],
  ] as const) {
    expect((await c.request(MsgType.UserAuth, { token })).body).toEqual({ ok: true });
  }
  // A logout (empty token) unbinds; a bad token is refused.
  expect((await gone.request(MsgType.UserAuth, { token: '' })).body).toEqual({ ok: true });
  expect((await anon.request(MsgType.UserAuth, { token: 'not-a-token' })).body).toMatchObject({ ok: false });

  // One tick above and one below: the random walk crosses one of them within seconds.
  const now = await price(a1);
  for (const [kind, level] of [
    ['priceUp', now + 0.01],
    ['priceDown', now - 0.01],
  ] as const) {
    const res = await api(srv).postJson(AlertPaths.create, {
      token: alice.token,
      instrument: 'sz:000001',
      kind,
      level: Number(level.toFixed(2)),
    });
    expect(res.body.code).toBe(1);
  }
  const pushed = await a1.next((m) => m.header.type === MsgType.AlertFired, 90_000);
  expect(pushed.header).toMatchObject({ seq: 0, infoFlag: 1 });
  // With its name: the toast and the notification read 平安银行(000001), as the inbox does.
  expect(pushed.body).toMatchObject({
    instrument: 'sz:000001',
    name: '平安银行',
    metric: 'price',
    read: false,
  });
  // The same entry on her other socket, and in her inbox.
  const other = await a2.next((m) => m.header.type === MsgType.AlertFired, 5_000);
  expect(other.body).toEqual(pushed.body);
  const stored = await api(srv).get(AlertPaths.inbox, { token: alice.token });
  expect(stored.body.data[0]).toEqual(pushed.body);
  // Nobody else heard of it.
  await new Promise((r) => setTimeout(r, 500));
  for (const c of [b, anon, gone]) expect(c.pushes(MsgType.AlertFired)).toEqual([]);
  for (const c of [a1, a2, b, anon, gone]) c.close();
});

test('UserAuth needs the quote auth first', async () => {
  const c = await RawClient.open(srv.wsUrl(QUOTE_WS_PATH));
  const reply = await c.request(MsgType.UserAuth, { token: 'x' });
  expect(reply.header.type).toBe(MsgType.Error);
  expect(reply.body.code).toBe(401);
  c.close();
});
