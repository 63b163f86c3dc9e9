/**
 * 股价提醒 on the server (issue 36, docs/watchlist-and-alerts.md), on each store: the calls (limits
 * and bad input through the real server), and the evaluation driven by the real simulator on a
 * clock the test moves — fires on a crossing, once for a `once` alert, once a day for a daily one,
 * never for a level the price does not reach, and with no page open (nothing but the store reads it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AlertPaths } from '../../../contract/alerts';
import { CommunityCode } from '../../../contract/community';
import { type Firing, type IndexedAlert, NaiveAlertScan } from '../../../server/alerts/alert-index';
import { AlertService } from '../../../server/alerts/service';
import { nextExchangeDay } from '../../../server/alerts/exchange-day';
import { type Community, openCommunity } from '../../../server/community';
import { INBOX_KEEP, MAX_ALERTS } from '../../../server/community/alerts';
import { sql } from '../../../server/community/sql';
import { Simulator } from '../../../server/market/simulator';
import { startTestServer, stopTestServer, type TestServer } from '../harness';
import { api, databaseUrlFor, login, STORES, useCommunityClock, useSmsInbox } from './helpers';

jest.setTimeout(300_000);

const MOUTAI = 'sh:600519';

describe.each(STORES)('股价提醒 calls (%s)', (store) => {
  let srv: TestServer;
  const clock = useCommunityClock();
  const inbox = useSmsInbox();
  beforeAll(async () => {
    srv = await startTestServer({ databaseUrl: await databaseUrlFor(store) });
  }, 240_000);
  afterAll(() => stopTestServer(srv), 30_000);

  const create = (token: string, body: Record<string, unknown>) =>
    api(srv).postJson(AlertPaths.create, { token, instrument: MOUTAI, kind: 'priceUp', level: 100, ...body });

  it('creates, lists and deletes; at most 50 per user', async () => {
    const { token } = await login(srv, inbox, clock);
    const first = await create(token, { kind: 'changeAbove', level: 5, repeat: 'every', quietMinutes: 10 });
    expect(first.body.code).toBe(CommunityCode.Ok);
    expect(first.body.data[0]).toMatchObject({
      instrument: MOUTAI,
      metric: 'change',
      direction: 'up',
      level: 5,
      repeat: 'every',
      quietMs: 600_000,
    });
    for (let i = 1; i < MAX_ALERTS; i++) expect((await create(token, { level: 100 + i })).body.code).toBe(1);
    const over = await create(token, { level: 1 });
    expect(over.body).toMatchObject({ code: CommunityCode.BadInput, msg: '提醒最多设置50个' });
    const alertId = first.body.data[0].id;
    const left = await api(srv).postJson(AlertPaths.remove, { token, alertId });
    expect(left.body.data).toHaveLength(MAX_ALERTS - 1);
    expect((await api(srv).postJson(AlertPaths.remove, { token, alertId })).body.msg).toBe('提醒不存在');
    // Another user's list is their own.
    const other = await login(srv, inbox, clock);
    expect((await api(srv).get(AlertPaths.list, { token: other.token })).body.data).toEqual([]);
  });

  it("answers each alert with its instrument's name, for 港股 and 美股 too, under the universe's id", async () => {
    const { token } = await login(srv, inbox, clock);
    for (const instrument of ['hk:00700', 'nasdaq:aapl', MOUTAI]) {
      expect((await create(token, { instrument })).body.code).toBe(CommunityCode.Ok);
    }
    const listed = (await api(srv).get(AlertPaths.list, { token })).body.data as {
      instrument: string;
      name: string;
    }[];
    expect(listed.map((a) => [a.instrument, a.name]).sort()).toEqual([
      ['HKSE:00700', '腾讯控股'],
      ['NASDAQ:AAPL', '苹果'],
      [MOUTAI, '贵州茅台'],
    ]);
  });

  it.each<[string, Record<string, unknown>, string | RegExp]>([
    ['an unknown code', { instrument: 'sh:999999' }, '股票代码不存在：sh:999999'],
    ['a price of 0', { level: 0 }, '提醒价格须大于0'],
    ['a change beyond 1000 %', { kind: 'changeAbove', level: 2000 }, '涨跌幅须在-100%至1000%之间'],
    ['an unknown kind', { kind: 'volumeAbove' }, /kind/],
    ['a level that is text', { level: '十元' }, /level/],
    ['a quiet period of 0 minutes', { repeat: 'every', quietMinutes: 0 }, /quietMinutes/],
  ])('refuses %s with a clear message', async (_name, body, msg) => {
    const { token } = await login(srv, inbox, clock);
    const res = await create(token, body);
    expect(res.body.code).toBe(CommunityCode.BadInput);
    expect(res.body.msg).toMatch(msg);
  });

  it('needs a login', async () => {
    expect(
      (await api(srv).postJson(AlertPaths.create, { instrument: MOUTAI, kind: 'priceUp', level: 1 })).body
        .code,
    ).toBe(CommunityCode.LoginRequired);
  });
});

describe.each(STORES)('股价提醒 evaluation on the simulator (%s)', (store) => {
  // Tuesday 2026-11-24 10:00 Beijing, then Wednesday: a market clock the test moves.
  const TUESDAY = Date.UTC(2026, 10, 24, 2, 0);
  const WEDNESDAY = Date.UTC(2026, 10, 25, 2, 0);
  let now = TUESDAY;
  let market: Simulator;
  let community: Community;
  let service: AlertService;
  let dataDir: string;
  let oracle: NaiveAlertScan;
  let expected: Firing[] = [];
  /** What the service could not store: nothing, or the test says what. */
  const storeErrors: string[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-alerts-'));
    community = await openCommunity({
      dataDir,
      databaseUrl: await databaseUrlFor(store),
      autoApproveSeconds: 0,
    });
    market = new Simulator({ clock: 'real', now: () => now });
    market.step();
    service = new AlertService(community.alerts, market, (msg, err) =>
      storeErrors.push(`${msg}: ${String(err)}`),
    );
    await service.start();
    // The same trades, judged by reading every alert: what the store must end up holding.
    market.onUpdate((u) => {
      for (const t of u.ticks.get(MOUTAI) ?? [])
        expected.push(
          ...oracle.onTrade({ code: MOUTAI, at: t.Time * 1000, price: t.Price, change: 0, speed: 0 }),
        );
    });
  }, 240_000);
  afterAll(async () => {
    await service?.close();
    await community?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  let users = 0;
  /** A new user (each holds at most 50 alerts). */
  const newUser = async () => {
    users += 1;
    const row = await community.db.get<{ id: number }>(
      sql`INSERT INTO users (phone, user_code, nickname, created_at)
          VALUES (${`1390000${String(users).padStart(4, '0')}`}, ${`u${users}`}, '股民', 0) RETURNING id`,
    );
    return Number(row?.id);
  };
  const add = async (
    userId: number,
    level: number,
    direction: 'up' | 'down',
    repeat: 'once' | 'daily' | 'every',
  ) => {
    const a: IndexedAlert = await community.alerts.create(userId, {
      instrument: MOUTAI,
      metric: 'price',
      direction,
      level: Math.round(level * 100) / 100,
      repeat,
      quietMs: 0,
    });
    service.add(a);
    oracle.add({ ...a });
    return a;
  };
  /** A grid of 41 levels 0.1 apart around the price: the hour's walk is sure to cross some. */
  const grid = () => {
    const p = market.dyna(MOUTAI).LastPrice;
    return Array.from({ length: 41 }, (_, i) => p + (i - 20) * 0.1);
  };
  /** Moves the market clock on in 20-second steps, as the server's step timer would. */
  const run = async (minutes: number) => {
    for (let s = 0; s < minutes * 3; s++) {
      now += 20_000;
      market.step();
    }
    await service.settled();
    expect(storeErrors).toEqual([]);
  };
  /** Every stored firing of an alert: the inbox shows only the newest 100, and a volatile hour fires more. */
  const firedOf = async (userId: number, alertId: number) =>
    Number(
      (
        await community.db.get<{ n: number }>(
          sql`SELECT COUNT(*) AS n FROM alert_events WHERE user_id = ${userId} AND alert_id = ${alertId}`,
        )
      )?.n,
    );
  const want = (id: number) => expected.filter((f) => f.alert.id === id).length;

  /**
   * An hour of trades over once, daily and every-time alerts on the same levels: the store holds
   * what a scan of every alert judges; once and daily fire at most once, exactly when the every-time
   * alert on their level fired at all; a level above the day's range never fires.
   */
  async function hour(): Promise<{
    dailies: IndexedAlert[];
    everies: IndexedAlert[];
    onces: IndexedAlert[];
  }> {
    oracle = new NaiveAlertScan(nextExchangeDay);
    expected = [];
    // The index judges the next trade from the last one it saw of an instrument it watches.
    if (service.index.watches(MOUTAI))
      oracle.onTrade({ code: MOUTAI, at: now, price: market.dyna(MOUTAI).LastPrice, change: 0, speed: 0 });
    const [uOnce, uDaily, uEvery] = [await newUser(), await newUser(), await newUser()];
    const levels = grid();
    const onces: IndexedAlert[] = [];
    const dailies: IndexedAlert[] = [];
    const everies: IndexedAlert[] = [];
    for (const l of levels) {
      onces.push(await add(uOnce, l, 'down', 'once'));
      dailies.push(await add(uDaily, l, 'up', 'daily'));
      everies.push(await add(uEvery, l, 'up', 'every'));
    }
    const never = await add(uOnce, levels[0] * 1.5, 'up', 'once');
    await run(60);
    for (const [u, list] of [
      [uOnce, onces],
      [uDaily, dailies],
      [uEvery, everies],
    ] as const)
      for (const a of list) expect(await firedOf(u, a.id)).toBe(want(a.id));
    expect(await firedOf(uOnce, never.id)).toBe(0);
    for (const a of onces) expect(want(a.id)).toBeLessThanOrEqual(1);
    dailies.forEach((d, i) => expect(want(d.id)).toBe(Math.min(1, want(everies[i].id))));
    // The walk did cross levels, and crossed some of them again (the every-time alerts say so).
    expect(onces.some((a) => want(a.id) === 1)).toBe(true);
    expect(everies.some((a) => want(a.id) >= 2)).toBe(true);
    // Fired once alerts are gone from the list; daily ones stay.
    const left = new Set((await community.alerts.list(uOnce)).map((a) => a.id));
    for (const a of onces) expect(left.has(a.id)).toBe(want(a.id) === 0);
    expect((await community.alerts.list(uDaily)).length).toBe(dailies.length);
    return { dailies, everies, onces };
  }

  it('fires on crossings as a scan of every alert judges them, each crossing once', async () => {
    const { dailies } = await hour();
    const fired = dailies.find((d) => want(d.id) === 1)!;
    const uDaily = users - 1;
    const entry = (await community.alerts.inbox(uDaily)).find((e) => e.alertId === fired.id)!;
    expect(entry).toMatchObject({ instrument: MOUTAI, metric: 'price', direction: 'up', level: fired.level });
    expect(entry.value).toBeGreaterThanOrEqual(fired.level);
    expect(entry.read).toBe(false);
    await community.alerts.markRead(uDaily, [entry.id]);
    expect((await community.alerts.inbox(uDaily)).find((e) => e.id === entry.id)!.read).toBe(true);
  });

  it('fires a daily alert again the next trading day', async () => {
    const tuesday = (await community.alerts.all()).filter((a) => a.repeat === 'daily');
    const muted = tuesday.filter((a) => a.mutedUntil > 0);
    expect(muted.length).toBeGreaterThan(0);
    for (const a of muted) expect(a.mutedUntil).toBe(nextExchangeDay(TUESDAY, a.code));
    now = WEDNESDAY;
    market.step();
    // Wednesday's own dailies fire as the scan judges (once at most, once when crossed at all).
    await hour();
    // Tuesday's fired ones are live again and fire at most once more on Wednesday.
    for (const a of muted) expect([1, 2]).toContain(await firedOf(a.userId, a.id));
  });

  it('stores no firing of an alert deleted elsewhere, and keeps a bounded inbox', async () => {
    const u = await newUser();
    const input = {
      instrument: MOUTAI,
      metric: 'price',
      direction: 'up',
      level: 1,
      repeat: 'every',
      quietMs: 0,
    } as const;
    const gone = await community.alerts.create(u, input);
    // Deleted through a gateway: the market's index still holds it and may fire it.
    await community.alerts.remove(u, gone.id);
    expect(await community.alerts.fired([{ alert: gone, value: 2, at: now }])).toEqual([]);
    expect(await firedOf(u, gone.id)).toBe(0);

    const kept = await community.alerts.create(u, input);
    const many: Firing[] = Array.from({ length: INBOX_KEEP + 5 }, (_, i) => ({
      alert: kept,
      value: 2,
      at: now + i,
    }));
    await community.alerts.fired(many);
    expect(await firedOf(u, kept.id)).toBe(INBOX_KEEP);
    expect((await community.alerts.inbox(u))[0].at).toBe(now + INBOX_KEEP + 4);
  });
});
