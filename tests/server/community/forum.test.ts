/** Forum calls (§7 (the calls it makes) stockBar list, publish, detail, reviews, likes) and their §5 (validation rules) boundaries. */
import { CommunityCode, CommunityPaths, EMOJI_CODES } from '../../../contract/community';
import { sql } from '../../../server/community/sql';
import {
  api,
  type Body,
  approve as approveItems,
  login,
  moderate as moderateItems,
  newPhone,
  openDb,
  publish,
  STORES,
  useCommunityClock,
  useCommunityServer,
  useSmsInbox,
} from './helpers';

// Building the whole server (simulator included) takes seconds on a busy machine.
jest.setTimeout(120_000);

describe.each(STORES)('forum (%s)', (store) => {
  const srv = useCommunityServer(store);
  const clock = useCommunityClock();
  const inbox = useSmsInbox();
  const approve = (...ids: string[]) => approveItems(srv, ...ids);
  const moderate = async (...args: string[]) => {
    const { code, out } = await moderateItems(srv, ...args);
    if (code !== 0) throw new Error(`moderate ${args.join(' ')} failed: ${out.join('\n')}`);
  };
  const list = (params: Record<string, string | number>) =>
    api(srv).get(CommunityPaths.stockBarList, { appCode: 'wapquote-h5', pageNo: 1, pageSize: 20, ...params });
  const sendComment = (token: string, newsId: string, content: string, parentId = '') =>
    api(srv).postJson(CommunityPaths.sendComment, {
      token,
      serverId: '1',
      newsId,
      parentId,
      content,
      column: 'stock.bar',
      platform: 'h5',
    });
  const reviews = (newsId: string, token?: string, pageNo = 1) =>
    api(srv).get(CommunityPaths.reviewList, {
      newsId,
      pageNo,
      pageSize: 20,
      serverId: '1',
      ...(token ? { token } : {}),
    });

  async function approvedPost(token: string, fields: Parameters<typeof publish>[2] = {}): Promise<string> {
    clock.advance(1000);
    const res = await publish(srv, token, fields);
    expect(res.code).toBe(1);
    await approve(res.data.newsId);
    return res.data.newsId as string;
  }

  describe('publish rules', () => {
    it('accepts a 40-character title and refuses 41', async () => {
      const { token } = await login(srv, inbox, clock);
      expect((await publish(srv, token, { title: '标'.repeat(40) })).code).toBe(1);
      expect(await publish(srv, token, { title: '标'.repeat(41) })).toEqual({
        code: CommunityCode.BadInput,
        msg: '标题不能超过40个字',
      });
      // An emoji code counts as one character.
      expect((await publish(srv, token, { title: '[微笑]'.repeat(40) })).code).toBe(1);
      expect((await publish(srv, token, { title: `${'[微笑]'.repeat(39)}ab` })).code).toBe(
        CommunityCode.BadInput,
      );
    });

    it('accepts 1 to 199 characters of content and refuses 0 and 200', async () => {
      const { token } = await login(srv, inbox, clock);
      expect((await publish(srv, token, { content: 'a' })).code).toBe(1);
      expect((await publish(srv, token, { content: '字'.repeat(199) })).code).toBe(1);
      expect(await publish(srv, token, { content: '字'.repeat(200) })).toEqual({
        code: CommunityCode.BadInput,
        msg: '内容不能超过199个字',
      });
      expect(await publish(srv, token, { content: '' })).toEqual({
        code: CommunityCode.BadInput,
        msg: '请输入内容',
      });
      expect((await publish(srv, token, { content: '  \n ' })).code).toBe(CommunityCode.BadInput);
      // Every emoji of the table counts as one; an unknown bracket text counts per character.
      const all = EMOJI_CODES.join('') + EMOJI_CODES.slice(0, 99).join('');
      expect((await publish(srv, token, { content: all })).code).toBe(1);
      expect((await publish(srv, token, { content: all + '[微笑]' })).code).toBe(CommunityCode.BadInput);
      expect((await publish(srv, token, { content: '[不存在]'.repeat(40) })).code).toBe(
        CommunityCode.BadInput,
      );
      expect((await publish(srv, token, { content: '😀'.repeat(199) })).code).toBe(1);
      // A control character is kept as a visible marker (issue 32 row 9), not refused.
      expect((await publish(srv, token, { content: 'a\u0000b' })).code).toBe(1);
    });

    it('checks market, symbol and media addresses', async () => {
      const { token } = await login(srv, inbox, clock);
      expect(await publish(srv, token, { market: 's1' })).toEqual({
        code: CommunityCode.BadInput,
        msg: '市场参数错误',
      });
      expect(await publish(srv, token, { symbol: '60/00' })).toEqual({
        code: CommunityCode.BadInput,
        msg: '股票代码错误',
      });
      const bad = await publish(srv, token, {
        medias: [{ address: '/rjhy-file/api/1/file/../../etc/passwd' }],
      });
      expect(bad).toEqual({ code: CommunityCode.BadInput, msg: '图片地址无效' });
      const unknown = await publish(srv, token, {
        medias: [{ address: `/rjhy-file/api/1/file/${'a'.repeat(64)}.png` }],
      });
      expect(unknown).toEqual({ code: CommunityCode.BadInput, msg: '图片地址无效' });
    });

    it('keeps nothing of a refused post', async () => {
      const { token } = await login(srv, inbox, clock);
      const db = await openDb(srv);
      const count = sql`SELECT (SELECT COUNT(*) FROM posts) + (SELECT COUNT(*) FROM item_ids) AS n`;
      try {
        const before = await db.get(count);
        await publish(srv, token, { medias: [{ address: `/rjhy-file/api/1/file/${'b'.repeat(64)}.gif` }] });
        await publish(srv, token, { content: '字'.repeat(200) });
        expect(await db.get(count)).toEqual(before);
      } finally {
        await db.close();
      }
    });
  });

  describe('list', () => {
    it('shows a pending post to its author only, marked, and to everyone once approved', async () => {
      const author = await login(srv, inbox, clock);
      const other = await login(srv, inbox, clock);
      const res = await publish(srv, author.token, {
        symbol: '600519',
        title: '<script>alert(1)</script>',
        content: '<img src=x onerror=alert(1)>',
      });
      expect(res).toEqual({
        code: 1,
        msg: '帖子已提交，将在审核完毕后发布',
        data: { newsId: expect.stringMatching(/^\d+$/), auditStatus: 0, isPending: true },
      });
      const mine = await list({ market: 'sh', symbol: '600519', token: author.token });
      expect(mine.body.data).toHaveLength(1);
      expect(mine.body.data[0]).toMatchObject({
        newsId: res.data.newsId,
        title: '<script>alert(1)</script>',
        content: '<img src=x onerror=alert(1)>',
        auditStatus: 0,
        isPending: true,
        nickName: author.nickname,
        userCode: author.userCode,
      });
      expect((await list({ market: 'sh', symbol: '600519', token: other.token })).body).toEqual({
        code: 1,
        data: [],
      });
      expect((await list({ market: 'sh', symbol: '600519' })).body).toEqual({ code: 1, data: [] });
      await approve(res.data.newsId);
      const pub = await list({ market: 'sh', symbol: '600519' });
      expect(pub.body.data[0]).toMatchObject({
        newsId: res.data.newsId,
        auditStatus: 1,
        isPending: false,
        isSupport: 0,
      });
    });

    it('hides rejected posts from everyone', async () => {
      const author = await login(srv, inbox, clock);
      const res = await publish(srv, author.token, { symbol: '000002', market: 'sz' });
      await moderate('reject', res.data.newsId);
      expect((await list({ market: 'sz', symbol: '000002', token: author.token })).body.data).toEqual([]);
    });

    it('maps HKIDX to HKSE and compares markets without case', async () => {
      const { token } = await login(srv, inbox, clock);
      const id = await approvedPost(token, { market: 'HKIDX', symbol: '.hsi' });
      for (const market of ['HKSE', 'hkse', 'HKIDX']) {
        const res = await list({ market, symbol: '.HSI' });
        expect(res.body.data.map((p: Body) => p.newsId)).toEqual([id]);
      }
      const sh = await approvedPost(token, { market: 'SH', symbol: '601318' });
      expect((await list({ market: 'sh', symbol: '601318' })).body.data.map((p: Body) => p.newsId)).toEqual([
        sh,
      ]);
    });

    it('pages 20 at a time, pinned first, then newest first', async () => {
      const { token } = await login(srv, inbox, clock);
      const ids: string[] = [];
      for (let i = 0; i < 25; i++) {
        clock.advance(1000);
        ids.push(
          (await publish(srv, token, { symbol: '300750', market: 'sz', content: `第${i}帖` })).data.newsId,
        );
      }
      await approve(...ids);
      await moderate('pin', ids[3]);
      const page1 = await list({ market: 'sz', symbol: '300750' });
      const page2 = await list({ market: 'sz', symbol: '300750', pageNo: 2 });
      const page3 = await list({ market: 'sz', symbol: '300750', pageNo: 3 });
      const newestFirst = [...ids].reverse().filter((id) => id !== ids[3]);
      expect(page1.body.data).toHaveLength(20);
      expect(page1.body.data[0]).toMatchObject({ newsId: ids[3], isTop: 1 });
      expect([...page1.body.data, ...page2.body.data].map((p: Body) => p.newsId)).toEqual([
        ids[3],
        ...newestFirst,
      ]);
      expect(page2.body.data).toHaveLength(5);
      expect(page3.body).toEqual({ code: 1, data: [] });
      await moderate('unpin', ids[3]);
      expect((await list({ market: 'sz', symbol: '300750' })).body.data[0].newsId).toBe(ids[24]);
    });

    it('refuses bad paging and missing parameters with a clear message', async () => {
      expect((await list({ market: 'sh', symbol: '600000', pageNo: 0 })).body).toEqual({
        code: CommunityCode.BadInput,
        msg: '参数pageNo应为1到100000之间的整数',
      });
      expect((await list({ market: 'sh', symbol: '600000', pageSize: 51 })).body.code).toBe(
        CommunityCode.BadInput,
      );
      expect((await api(srv).get(CommunityPaths.stockBarList, { symbol: '600000' })).body).toEqual({
        code: CommunityCode.BadInput,
        msg: '缺少参数market',
      });
    });
  });

  describe('post detail', () => {
    it('counts reads and has the §3 shape', async () => {
      const author = await login(srv, inbox, clock);
      const id = await approvedPost(author.token, { title: '标题', content: '正文[微笑]' });
      const open = (token?: string) =>
        api(srv).get(CommunityPaths.postDetail, {
          newsId: id,
          pageNo: 1,
          pageSize: 10,
          ...(token ? { token } : {}),
        });
      const first = await open(author.token);
      expect(first.body).toEqual({
        code: 1,
        data: {
          newsId: id,
          title: '标题',
          creator: { image: '', nickName: author.nickname, title: '', userCode: author.userCode },
          createTime: expect.any(Number),
          hitCount: 1,
          reviewCount: 0,
          supportCount: 0,
          isTop: 0,
          market: 'sh',
          symbol: '600000',
          newsBean: { content: '正文[微笑]', isSupport: 0, medias: [] },
          auditStatus: 1,
          isPending: false,
        },
      });
      // A visitor (this address and agent) counts once per period, however often they read
      // (issue 32 row 11; tests/server/community/read-counts.test.ts).
      expect((await open()).body.data.hitCount).toBe(2);
      expect((await open()).body.data.hitCount).toBe(2);
      const together = await Promise.all(Array.from({ length: 30 }, () => open()));
      expect(together.map((r) => r.body.code)).toEqual(Array<number>(30).fill(1));
      expect(together.map((r) => r.body.data.hitCount)).toEqual(Array<number>(30).fill(2));
    });

    it('shows a pending post to its author only', async () => {
      const author = await login(srv, inbox, clock);
      const other = await login(srv, inbox, clock);
      const res = await publish(srv, author.token);
      const open = (token: string) =>
        api(srv).get(CommunityPaths.postDetail, { newsId: res.data.newsId, token });
      expect((await open(author.token)).body.data).toMatchObject({ auditStatus: 0, isPending: true });
      expect((await open(other.token)).body).toEqual({
        code: CommunityCode.NotFound,
        msg: '帖子不存在或已删除',
      });
      expect((await api(srv).get(CommunityPaths.postDetail, { newsId: 'abc' })).body).toEqual({
        code: CommunityCode.BadInput,
        msg: 'newsId参数错误',
      });
    });
  });

  describe('comments', () => {
    it('takes 1–199 characters for a reply to the author and 1–200 for a reply to a comment', async () => {
      const author = await login(srv, inbox, clock);
      const reader = await login(srv, inbox, clock);
      const id = await approvedPost(author.token);
      const top = await sendComment(reader.token, id, '字'.repeat(199));
      expect(top.body).toEqual({
        code: 1,
        msg: '评论已提交，将在审核完毕后发布',
        data: { reviewId: expect.stringMatching(/^\d+$/), auditStatus: 0, isPending: true },
      });
      expect((await sendComment(reader.token, id, '字'.repeat(200))).body).toEqual({
        code: CommunityCode.BadInput,
        msg: '评论不能超过199个字',
      });
      expect((await sendComment(reader.token, id, '')).body).toEqual({
        code: CommunityCode.BadInput,
        msg: '请输入评论内容',
      });
      const parent = top.body.data.reviewId as string;
      // Until approved, only its writer sees (and can reply to) the comment.
      expect((await sendComment(author.token, id, '字', parent)).body.code).toBe(CommunityCode.NotFound);
      expect((await sendComment(reader.token, id, '字', parent)).body.code).toBe(1);
      await approve(parent);
      expect((await sendComment(author.token, id, '字'.repeat(200), parent)).body.code).toBe(1);
      expect((await sendComment(author.token, id, '[微笑]'.repeat(200), parent)).body.code).toBe(1);
      expect((await sendComment(author.token, id, '字'.repeat(201), parent)).body).toEqual({
        code: CommunityCode.BadInput,
        msg: '回复不能超过200个字',
      });
      expect((await sendComment(author.token, id, ' ', parent)).body).toEqual({
        code: CommunityCode.BadInput,
        msg: '请输入回复内容',
      });
    });

    it('lists comments newest first with author marks, replies and own pending items', async () => {
      const author = await login(srv, inbox, clock);
      const reader = await login(srv, inbox, clock);
      const id = await approvedPost(author.token);
      clock.advance(1000);
      const c1 = (await sendComment(reader.token, id, '第一条')).body.data.reviewId;
      await approve(c1);
      clock.advance(1000);
      const c2 = (await sendComment(author.token, id, '作者回复', c1)).body.data.reviewId;
      // Pending: the author sees it, marked; the reader and visitors do not.
      const asAuthor = await reviews(id, author.token);
      expect(asAuthor.body.totalCount).toBe(2);
      expect(asAuthor.body.data[0]).toEqual({
        reviewId: c2,
        reviewContext: '作者回复',
        reviewCeator: { image: '', nickName: author.nickname, userCode: author.userCode },
        parentContext: '第一条',
        parentCeator: { nickName: reader.nickname },
        parentId: c1,
        isAuthor: 1,
        isSupport: 0,
        supportCount: 0,
        createTime: expect.any(Number),
        newsId: id,
        auditStatus: 0,
        isPending: true,
      });
      expect(asAuthor.body.data[1]).toMatchObject({
        reviewId: c1,
        isAuthor: 0,
        parentContext: '',
        parentCeator: null,
      });
      expect((await reviews(id, reader.token)).body).toMatchObject({ code: 1, totalCount: 1 });
      expect((await reviews(id)).body.data.map((c: Body) => c.reviewId)).toEqual([c1]);
      // The post's review count counts approved comments only.
      const detail = await api(srv).get(CommunityPaths.postDetail, { newsId: id });
      expect(detail.body.data.reviewCount).toBe(1);
      await approve(c2);
      expect((await reviews(id)).body.data.map((c: Body) => c.reviewId)).toEqual([c2, c1]);
    });

    it('pages 20 comments at a time with the total', async () => {
      const author = await login(srv, inbox, clock);
      const id = await approvedPost(author.token);
      const ids: string[] = [];
      for (let i = 0; i < 23; i++) {
        clock.advance(1000);
        ids.push((await sendComment(author.token, id, `评论${i}`)).body.data.reviewId);
      }
      await approve(...ids);
      const p1 = await reviews(id);
      const p2 = await reviews(id, undefined, 2);
      expect(p1.body.data).toHaveLength(20);
      expect(p1.body.totalCount).toBe(23);
      expect(p2.body.data.map((c: Body) => c.reviewId)).toEqual([ids[2], ids[1], ids[0]]);
      expect((await reviews(id, undefined, 3)).body).toEqual({ code: 1, data: [], totalCount: 23 });
    });

    it('refuses comments on pending posts and replies to unknown comments', async () => {
      const author = await login(srv, inbox, clock);
      const pending = (await publish(srv, author.token)).data.newsId;
      expect((await sendComment(author.token, pending, '抢沙发')).body).toEqual({
        code: CommunityCode.BadInput,
        msg: '帖子审核中，暂不能评论',
      });
      const id = await approvedPost(author.token);
      expect((await sendComment(author.token, id, '回复', '999999')).body).toEqual({
        code: CommunityCode.NotFound,
        msg: '评论不存在或已删除',
      });
      // A comment of another post is not a valid parent.
      const other = await approvedPost(author.token);
      const c = (await sendComment(author.token, other, '别处')).body.data.reviewId;
      expect((await sendComment(author.token, id, '回复', c)).body.code).toBe(CommunityCode.NotFound);
    });
  });

  describe('likes', () => {
    const toggle = (
      kind: 'post' | 'review',
      on: boolean,
      token: string,
      newsId: string,
      reviewId?: string,
    ) => {
      const path =
        kind === 'post'
          ? on
            ? CommunityPaths.supportPost
            : CommunityPaths.unsupportPost
          : on
            ? CommunityPaths.supportReview
            : CommunityPaths.unsupportReview;
      return api(srv).postForm(path, { token, serverId: '1', newsId, ...(reviewId ? { reviewId } : {}) });
    };

    it('likes and unlikes a post once per user', async () => {
      const a = await login(srv, inbox, clock);
      const b = await login(srv, inbox, clock);
      const id = await approvedPost(a.token);
      expect((await toggle('post', true, a.token, id)).body).toEqual({
        code: 1,
        msg: '点赞成功',
        data: { isSupport: 1, supportCount: 1 },
      });
      expect((await toggle('post', true, a.token, id)).body).toEqual({
        code: CommunityCode.Conflict,
        msg: '已经点过赞了',
        data: { isSupport: 1, supportCount: 1 },
      });
      expect((await toggle('post', true, b.token, id)).body.data).toEqual({ isSupport: 1, supportCount: 2 });
      const seen = await list({ market: 'sh', symbol: '600000', token: a.token, pageSize: 50 });
      expect(seen.body.data.find((p: Body) => p.newsId === id)).toMatchObject({
        isSupport: 1,
        supportCount: 2,
      });
      expect((await toggle('post', false, a.token, id)).body).toEqual({
        code: 1,
        msg: '已取消点赞',
        data: { isSupport: 0, supportCount: 1 },
      });
      expect((await toggle('post', false, a.token, id)).body.code).toBe(CommunityCode.Conflict);
      const pending = (await publish(srv, a.token)).data.newsId;
      expect((await toggle('post', true, a.token, pending)).body.code).toBe(CommunityCode.NotFound);
    });

    it('likes and unlikes a comment once per user', async () => {
      const a = await login(srv, inbox, clock);
      const id = await approvedPost(a.token);
      const c = (await sendComment(a.token, id, '评论')).body.data.reviewId;
      expect((await toggle('review', true, a.token, id, c)).body.code).toBe(CommunityCode.NotFound);
      await approve(c);
      expect((await toggle('review', true, a.token, id, c)).body.data).toEqual({
        isSupport: 1,
        supportCount: 1,
      });
      expect((await toggle('review', true, a.token, id, c)).body.code).toBe(CommunityCode.Conflict);
      expect((await reviews(id, a.token)).body.data[0]).toMatchObject({ isSupport: 1, supportCount: 1 });
      expect((await toggle('review', false, a.token, id, c)).body.data).toEqual({
        isSupport: 0,
        supportCount: 0,
      });
      const other = await approvedPost(a.token);
      expect((await toggle('review', true, a.token, other, c)).body.code).toBe(CommunityCode.NotFound);
    });

    it('ends with counts equal to the rows when sessions toggle at once', async () => {
      // Two users; the first logged in twice (two sessions of one account).
      const phoneA = newPhone();
      const a1 = await login(srv, inbox, clock, phoneA);
      const a2 = await login(srv, inbox, clock, phoneA);
      const b = await login(srv, inbox, clock);
      const id = await approvedPost(b.token);
      const c = (await sendComment(b.token, id, '评论')).body.data.reviewId as string;
      await approve(c);
      // Net successful likes per account and target: must end at 0 or 1 and match the rows.
      const net: Record<string, number> = { 'A-post': 0, 'A-review': 0, 'B-post': 0, 'B-review': 0 };
      const session = async (account: 'A' | 'B', token: string) => {
        for (let i = 0; i < 25; i++) {
          const onPost = Math.random() < 0.5;
          const onReview = Math.random() < 0.5;
          const [p, r] = await Promise.all([
            toggle('post', onPost, token, id),
            toggle('review', onReview, token, id, c),
          ]);
          for (const [res, key, on] of [
            [p, `${account}-post`, onPost],
            [r, `${account}-review`, onReview],
          ] as const) {
            expect([CommunityCode.Ok, CommunityCode.Conflict]).toContain(res.body.code);
            if (res.body.code === CommunityCode.Ok) net[key] += on ? 1 : -1;
          }
        }
      };
      await Promise.all([session('A', a1.token), session('A', a2.token), session('B', b.token)]);
      for (const value of Object.values(net)) expect([0, 1]).toContain(value);

      const db = await openDb(srv);
      try {
        const count = async (q: ReturnType<typeof sql>) => (await db.get<{ n: number }>(q))?.n;
        const postRows = await count(sql`SELECT COUNT(*) AS n FROM post_likes WHERE post_id = ${Number(id)}`);
        const reviewRows = await count(
          sql`SELECT COUNT(*) AS n FROM comment_likes WHERE comment_id = ${Number(c)}`,
        );
        expect(postRows).toBe(net['A-post'] + net['B-post']);
        expect(reviewRows).toBe(net['A-review'] + net['B-review']);
        for (const [account, token] of [
          ['A', a1.token],
          ['A', a2.token],
          ['B', b.token],
        ] as const) {
          const detail = (await api(srv).get(CommunityPaths.postDetail, { newsId: id, token })).body.data;
          expect(detail.supportCount).toBe(postRows);
          expect(detail.newsBean.isSupport).toBe(net[`${account}-post`]);
          const comment = (await reviews(id, token)).body.data[0];
          expect(comment).toMatchObject({ supportCount: reviewRows, isSupport: net[`${account}-review`] });
        }
      } finally {
        await db.close();
      }
    });
  });
});
