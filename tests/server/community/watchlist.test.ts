/**
 * 自选 on the server (issue 36, docs/watchlist-and-alerts.md), on each store: add, remove,
 * reorder, groups, the login merge, a second server on the same store seeing the change, limits and
 * bad input.
 */
import { CommunityCode } from '../../../contract/community';
import { WatchPaths } from '../../../contract/watchlist';
import { scaledLimits } from '../../../server/community/limits';
import { startTestServer, stopTestServer, type TestServer } from '../harness';
import { api, databaseUrlFor, login, STORES, useCommunityClock, useSmsInbox, type Body } from './helpers';

jest.setTimeout(180_000);

const A = 'sh:600000';
const B = 'sz:000001';
const C = 'sh:600519';
const HK = 'HKSE:00700';

describe.each(STORES)('自选 (%s)', (store) => {
  let srv: TestServer;
  let second: TestServer;
  const clock = useCommunityClock();
  const inbox = useSmsInbox();

  beforeAll(async () => {
    const databaseUrl = await databaseUrlFor(store);
    srv = await startTestServer({ databaseUrl });
    // The same store behind another server: a second gateway, as far as the community goes.
    second = await startTestServer({ databaseUrl, dataDir: srv.settings.dataDir });
  }, 240_000);
  afterAll(async () => {
    if (second) await second.app.close();
    await stopTestServer(srv);
  }, 30_000);

  const call = (s: TestServer, path: string, body: Record<string, unknown>) => api(s).postJson(path, body);
  const state = async (s: TestServer, token: string): Promise<Body> =>
    (await api(s).get(WatchPaths.list, { token })).body;

  it('adds at the top, ignores a second add, removes and reorders', async () => {
    const { token } = await login(srv, inbox, clock);
    expect((await state(srv, token)).data).toEqual({ instruments: [], groups: [] });
    await call(srv, WatchPaths.add, { token, instrument: A });
    await call(srv, WatchPaths.add, { token, instrument: B });
    const again = await call(srv, WatchPaths.add, { token, instrument: A });
    expect(again.body.data.instruments).toEqual([B, A]);
    await call(srv, WatchPaths.add, { token, instrument: C });
    const reordered = await call(srv, WatchPaths.reorder, { token, instruments: [A, B, C] });
    expect(reordered.body.data.instruments).toEqual([A, B, C]);
    const removed = await call(srv, WatchPaths.remove, { token, instruments: [B] });
    expect(removed.body.data.instruments).toEqual([A, C]);
    // A reorder that is not the same set was made against an old list.
    const stale = await call(srv, WatchPaths.reorder, { token, instruments: [A, B] });
    expect(stale.body.code).toBe(CommunityCode.Conflict);
    expect((await state(srv, token)).data.instruments).toEqual([A, C]);
  });

  it('answers the list with the token in the token header, as the app sends it (issue 32 row 6)', async () => {
    const { token } = await login(srv, inbox, clock);
    await call(srv, WatchPaths.add, { token, instrument: A });
    const res = await fetch(srv.url(WatchPaths.list), { headers: { token } });
    expect((await res.json()).data.instruments).toEqual([A]);
  });

  it('keeps groups: create, rename, move in and out, delete; removal leaves groups too', async () => {
    const { token } = await login(srv, inbox, clock);
    for (const id of [A, B, HK]) await call(srv, WatchPaths.add, { token, instrument: id });
    let s = (await call(srv, WatchPaths.createGroup, { token, name: '长线' })).body;
    const groupId = s.data.groups[0].id;
    expect((await call(srv, WatchPaths.createGroup, { token, name: '长线' })).body.msg).toBe(
      '分组名称已存在',
    );
    s = (await call(srv, WatchPaths.moveToGroup, { token, groupId, instruments: [A, HK], member: true }))
      .body;
    expect(s.data.groups[0]).toEqual({ id: groupId, name: '长线', instruments: [HK, A] });
    s = (await call(srv, WatchPaths.renameGroup, { token, groupId, name: '短线' })).body;
    expect(s.data.groups[0].name).toBe('短线');
    s = (await call(srv, WatchPaths.moveToGroup, { token, groupId, instruments: [A], member: false })).body;
    expect(s.data.groups[0].instruments).toEqual([HK]);
    s = (await call(srv, WatchPaths.remove, { token, instruments: [HK] })).body;
    expect(s.data.groups[0].instruments).toEqual([]);
    s = (await call(srv, WatchPaths.deleteGroup, { token, groupId })).body;
    expect(s.data.groups).toEqual([]);
    expect((await call(srv, WatchPaths.deleteGroup, { token, groupId })).body.msg).toBe('分组不存在');
  });

  it("merges a device's list on login: the account's order first, no duplicates", async () => {
    const { token } = await login(srv, inbox, clock);
    await call(srv, WatchPaths.add, { token, instrument: B });
    await call(srv, WatchPaths.add, { token, instrument: A });
    const merged = await call(srv, WatchPaths.merge, { token, instruments: [C, A, 'sh:999999'] });
    expect(merged.body.data.instruments).toEqual([A, B, C]);
  });

  it("keeps every market's instrument under the universe's id, whatever form the route wrote", async () => {
    const { token } = await login(srv, inbox, clock);
    // The stock home's routes: /hk/00700.html, /shetf/510300.html, /nasdaq/aapl.html, an HK index.
    for (const instrument of [
      'hk:00700',
      'shetf:510300',
      'nasdaq:aapl',
      'HKIDX:.HSI',
      'AMEX:SPY',
      'sh:000300',
    ]) {
      const res = await call(srv, WatchPaths.add, { token, instrument });
      expect(res.body.code).toBe(CommunityCode.Ok);
    }
    const ids = ['sh:000300', 'AMEX:SPY', 'HKIDX:.HSI', 'NASDAQ:AAPL', 'sh:510300', HK];
    expect((await state(srv, token)).data.instruments).toEqual(ids);
    // A device list from before the rule merges into the same ids, not beside them.
    const merged = await call(srv, WatchPaths.merge, { token, instruments: ['HK:0700', 'NYSE:baba'] });
    expect(merged.body.data.instruments).toEqual([...ids, 'NYSE:BABA']);
  });

  it('a second server on the same store sees the change, for a token from the first', async () => {
    const phone = `1370000${String(process.pid % 10000).padStart(4, '0')}`;
    const { token } = await login(srv, inbox, clock, phone);
    await call(srv, WatchPaths.add, { token, instrument: HK });
    expect((await state(second, token)).data.instruments).toEqual([HK]);
    await call(second, WatchPaths.add, { token, instrument: A });
    expect((await state(srv, token)).data.instruments).toEqual([A, HK]);
    // A fresh login (another device) finds the same list.
    const again = await login(second, inbox, clock, phone);
    expect((await state(second, again.token)).data.instruments).toEqual([A, HK]);
  });

  it.each<[string, string, Record<string, unknown>, string | RegExp]>([
    ['an unknown code', WatchPaths.add, { instrument: 'sh:999999' }, '股票代码不存在：sh:999999'],
    ['no instrument', WatchPaths.add, {}, /instrument/],
    ['a list that is not a list', WatchPaths.remove, { instruments: 'sh:600000' }, /instruments/],
    ['a blank group name', WatchPaths.createGroup, { name: '   ' }, '分组名称须为1至10个字'],
    [
      'a long group name',
      WatchPaths.createGroup,
      { name: '一二三四五六七八九十十' },
      '分组名称须为1至10个字',
    ],
    ['a group id that is not a number', WatchPaths.deleteGroup, { groupId: 'x' }, /groupId/],
  ])('refuses %s with a clear message', async (_name, path, body, msg) => {
    const { token } = await login(srv, inbox, clock);
    const res = await call(srv, path, { token, ...body });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(CommunityCode.BadInput);
    expect(res.body.msg).toMatch(msg);
  });

  it('needs a login', async () => {
    const res = await call(srv, WatchPaths.add, { instrument: A });
    expect(res.body.code).toBe(CommunityCode.LoginRequired);
    expect((await api(srv).get(WatchPaths.list, { token: 'forged' })).body.code).toBe(
      CommunityCode.LoginRequired,
    );
  });
});

describe('自选 write limits', () => {
  let srv: TestServer;
  const clock = useCommunityClock();
  const inbox = useSmsInbox();
  beforeAll(async () => {
    srv = await startTestServer({ rateLimitFactor: 1 });
  }, 120_000);
  afterAll(() => stopTestServer(srv), 30_000);

  it('refuses writes past the per-user minute limit', async () => {
    const perMinute = scaledLimits(1).watch[0].perUser;
    const { token } = await login(srv, inbox, clock);
    for (let i = 0; i < perMinute; i++) {
      const res = await api(srv).postJson(WatchPaths.add, { token, instrument: i % 2 ? A : B });
      expect(res.body.code).toBe(CommunityCode.Ok);
    }
    const over = await api(srv).postJson(WatchPaths.add, { token, instrument: C });
    expect(over.body).toMatchObject({ code: CommunityCode.RateLimited, msg: '请求过于频繁，请稍后再试' });
  });
});
