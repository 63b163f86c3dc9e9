/**
 * The community across gateways (issue 22 item 3, docs/scaling.md): two gateway processes on one
 * Redis and one community store. A user logs in through one gateway and stays logged in through
 * the other; a post made through gateway A is liked through gateway B by the same user, once (the
 * likes' primary key holds across processes); logging out through one ends the session on both.
 * On PostgreSQL the abuse limits count across gateways too (SQLite, one machine's shared file, keeps
 * them per process: docs/scaling.md).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CommunityCode, CommunityPaths } from '../../../contract/community';
import { DEFAULT_LIMITS } from '../../../server/community/limits';
import { runModerationCommand } from '../../../server/community/moderation-command';
import { findSmsCode } from '../../../server/community/sms-sink';
import { databaseUrlFor, STORES } from '../community/helpers';
import { startChildServer, type ChildServer } from '../quote/child-server';
import { until } from '../quote/live-client';
import { startRedis, type TestRedis } from './redis-server';

jest.setTimeout(180_000);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are JSON of varying shape
type Body = any;

async function post(srv: ChildServer, p: string, body: Record<string, unknown>): Promise<Body> {
  const res = await fetch(srv.url(p), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json();
}

async function get(srv: ChildServer, p: string, params: Record<string, string>): Promise<Body> {
  const res = await fetch(srv.url(`${p}?${new URLSearchParams(params).toString()}`));
  return res.json();
}

describe.each(STORES)('community on two gateways (%s)', (store) => {
  let redis: TestRedis;
  let market: ChildServer;
  let a: ChildServer;
  let b: ChildServer;
  let databaseUrl: string | undefined;
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-scale-community-'));

  beforeAll(async () => {
    databaseUrl = await databaseUrlFor(store);
    redis = await startRedis();
    market = await startChildServer({ WAP_ROLE: 'market', REDIS_URL: redis.url });
    const env = {
      WAP_ROLE: 'gateway',
      REDIS_URL: redis.url,
      MARKET_URL: market.url(''),
      WAP_DATA_DIR: data,
      DATABASE_URL: databaseUrl ?? '',
    };
    [a, b] = await Promise.all([startChildServer(env), startChildServer(env)]);
  });

  afterAll(async () => {
    for (const s of [a, b, market]) await s?.stop();
    await redis?.stop();
    fs.rmSync(data, { recursive: true, force: true });
  });

  const phone = store === 'postgres' ? '13911110002' : '13911110001';

  test('a user logged in through A posts through A and likes through B, once; logout ends both', async () => {
    const sent = await post(a, CommunityPaths.smsSend, { phone });
    expect(sent.code).toBe(CommunityCode.Ok);
    await until(() => findSmsCode(a.stdout(), phone) !== undefined, 10_000, 'the SMS line on gateway A');
    // The code sent through A logs in through B: SMS codes are in the shared store.
    const login = await post(b, CommunityPaths.smsLogin, {
      phone,
      captcha: findSmsCode(a.stdout(), phone),
      smsToken: sent.token,
    });
    expect(login.code).toBe(CommunityCode.Ok);
    const token = login.token as string;
    // The session made by B is good on A.
    expect((await get(a, CommunityPaths.userInfo, { token })).data.userCode).toBe(login.data.userCode);

    const published = await post(a, CommunityPaths.publish, {
      token,
      market: 'sh',
      symbol: '600000',
      content: '两个网关共用一个社区',
    });
    expect(published.code).toBe(CommunityCode.Ok);
    const newsId = published.data.newsId as string;
    expect(
      await runModerationCommand(['approve', newsId], { dataDir: data, databaseUrl }, () => undefined),
    ).toBe(0);

    const liked = await post(b, CommunityPaths.supportPost, { token, newsId });
    expect(liked).toEqual({
      code: CommunityCode.Ok,
      msg: '点赞成功',
      data: { isSupport: 1, supportCount: 1 },
    });
    // One like per user, whichever gateway is asked.
    const again = await post(a, CommunityPaths.supportPost, { token, newsId });
    expect(again.code).toBe(CommunityCode.Conflict);
    expect(again.data).toEqual({ isSupport: 1, supportCount: 1 });
    const detail = await get(a, CommunityPaths.postDetail, { newsId, token });
    expect([detail.data.supportCount, detail.data.newsBean.isSupport]).toEqual([1, 1]);
    const list = await get(b, CommunityPaths.stockBarList, {
      market: 'sh',
      symbol: '600000',
      token,
      pageNo: '1',
      pageSize: '20',
    });
    expect((list.data as Body[]).map((p) => [p.newsId, p.isSupport, p.supportCount])).toEqual([
      [newsId, 1, 1],
    ]);

    expect((await post(a, CommunityPaths.logout, { token })).code).toBe(CommunityCode.Ok);
    expect((await get(b, CommunityPaths.userInfo, { token })).code).toBe(CommunityCode.LoginRequired);
  });

  if (store === 'postgres') {
    test('the per-user post limit counts posts made through either gateway', async () => {
      const other = '13911110003';
      const sent = await post(b, CommunityPaths.smsSend, { phone: other });
      await until(() => findSmsCode(b.stdout(), other) !== undefined, 10_000, 'the SMS line on gateway B');
      const login = await post(a, CommunityPaths.smsLogin, {
        phone: other,
        captcha: findSmsCode(b.stdout(), other),
        smsToken: sent.token,
      });
      const token = login.token as string;
      const perMinute = DEFAULT_LIMITS.post[0].perUser;
      const codes: number[] = [];
      for (let i = 0; i <= perMinute; i++) {
        const via = i % 2 === 0 ? a : b;
        codes.push(
          (
            await post(via, CommunityPaths.publish, {
              token,
              market: 'sh',
              symbol: '600001',
              content: `帖${i}`,
            })
          ).code,
        );
      }
      // The gateways together admit exactly the limit (each alone saw fewer than it).
      expect(codes).toEqual([...Array<number>(perMinute).fill(CommunityCode.Ok), CommunityCode.RateLimited]);
    });
  }
});
