/** Moderation: the command (list, approve, reject, pin), and the optional auto-approve delay. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { CommunityPaths } from '../../../contract/community';
import { MODERATION_USAGE } from '../../../server/community/moderation-command';
import {
  api,
  type Body,
  login,
  moderate,
  publish,
  STORES,
  useCommunityClock,
  useCommunityServer,
  useSmsInbox,
} from './helpers';

// Building the whole server (simulator included) takes seconds on a busy machine.
jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../../..');

describe.each(STORES)('moderation command (%s)', (store) => {
  const srv = useCommunityServer(store);
  const clock = useCommunityClock();
  const inbox = useSmsInbox();
  const listIds = async (symbol: string) =>
    (
      (await api(srv).get(CommunityPaths.stockBarList, { market: 'sh', symbol, pageNo: 1, pageSize: 20 }))
        .body.data as Body[]
    ).map((p) => p.newsId);

  it('lists pending posts and comments, approves and rejects them by ID', async () => {
    const user = await login(srv, inbox, clock);
    const p1 = (await publish(srv, user.token, { symbol: '600036', title: '招行', content: '分红不错' })).data
      .newsId;
    const p2 = (await publish(srv, user.token, { symbol: '600036', content: '第二帖' })).data.newsId;
    expect(await moderate(srv, 'approve', p1)).toEqual({ code: 0, out: [`${p1}: post approved`] });
    const c1 = (
      await api(srv).postJson(CommunityPaths.sendComment, { token: user.token, newsId: p1, content: '沙发' })
    ).body.data.reviewId;
    expect(new Set([p1, p2, c1]).size).toBe(3);

    const listed = await moderate(srv, 'list');
    expect(listed.code).toBe(0);
    expect(listed.out).toHaveLength(2);
    expect(listed.out[0]).toMatch(new RegExp(`^${p2}\\tpost\\t.*\\t${user.nickname}\\tsh/600036\\t第二帖$`));
    expect(listed.out[1]).toMatch(new RegExp(`^${c1}\\tcomment\\t.*\\tpost ${p1}\\t沙发$`));

    expect(await moderate(srv, 'reject', p2, c1)).toEqual({
      code: 0,
      out: [`${p2}: post rejected`, `${c1}: comment rejected`],
    });
    expect((await moderate(srv, 'list')).out).toEqual(['no pending posts or comments']);
    expect(await listIds('600036')).toEqual([p1]);
    const reviews = await api(srv).get(CommunityPaths.reviewList, { newsId: p1, pageNo: 1, pageSize: 20 });
    expect(reviews.body).toEqual({ code: 1, data: [], totalCount: 0 });
  });

  it('pins and unpins posts only', async () => {
    const user = await login(srv, inbox, clock);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      clock.advance(1000);
      ids.push((await publish(srv, user.token, { symbol: '601988' })).data.newsId);
    }
    expect((await moderate(srv, 'approve', '--all')).code).toBe(0);
    expect(await listIds('601988')).toEqual([ids[2], ids[1], ids[0]]);
    expect(await moderate(srv, 'pin', ids[0])).toEqual({ code: 0, out: [`${ids[0]}: post pinned`] });
    expect(await listIds('601988')).toEqual([ids[0], ids[2], ids[1]]);
    const c = (
      await api(srv).postJson(CommunityPaths.sendComment, {
        token: user.token,
        newsId: ids[0],
        content: '评',
      })
    ).body.data.reviewId;
    expect(await moderate(srv, 'pin', c)).toEqual({
      code: 1,
      out: [`${c}: is a comment; only posts can be pinned`],
    });
    expect((await moderate(srv, 'unpin', ids[0])).code).toBe(0);
    expect(await listIds('601988')).toEqual([ids[2], ids[1], ids[0]]);
  });

  it('reports unknown IDs and usage errors', async () => {
    expect(await moderate(srv, 'approve', '999999')).toEqual({
      code: 1,
      out: ['999999: no such post or comment'],
    });
    expect(await moderate(srv, 'approve')).toEqual({ code: 2, out: [MODERATION_USAGE] });
    expect(await moderate(srv, 'approve', 'abc')).toEqual({ code: 2, out: [MODERATION_USAGE] });
    expect(await moderate(srv, 'delete', '1')).toEqual({ code: 2, out: [MODERATION_USAGE] });
    expect(await moderate(srv)).toEqual({ code: 2, out: [MODERATION_USAGE] });
  });

  it('runs as `npm run moderate` on the database under WAP_DATA_DIR while the server runs', async () => {
    const user = await login(srv, inbox, clock);
    const id = (await publish(srv, user.token, { symbol: '600048', content: '保利' })).data.newsId;
    const run = promisify(execFile);
    const env = {
      ...process.env,
      WAP_DATA_DIR: srv.settings.dataDir,
      DATABASE_URL: srv.settings.databaseUrl ?? '',
    };
    const approved = await run('npm', ['run', '--silent', 'moderate', '--', 'approve', id], {
      cwd: ROOT,
      env,
    });
    expect(approved.stdout.trim()).toBe(`${id}: post approved`);
    expect(await listIds('600048')).toEqual([id]);
  }, 30_000);
});

describe.each(STORES)('auto-approve delay (%s)', (store) => {
  const srv = useCommunityServer(store, { autoApproveSeconds: 30 });
  const clock = useCommunityClock();
  const inbox = useSmsInbox();

  it('publishes posts and comments once they are autoApproveSeconds old', async () => {
    const author = await login(srv, inbox, clock);
    const post = (await publish(srv, author.token, { symbol: '000858', market: 'sz' })).data.newsId;
    const visitorList = async () =>
      (
        await api(srv).get(CommunityPaths.stockBarList, {
          market: 'sz',
          symbol: '000858',
          pageNo: 1,
          pageSize: 20,
        })
      ).body.data as Body[];
    clock.advance(29_999);
    expect(await visitorList()).toEqual([]);
    clock.advance(1);
    expect((await visitorList()).map((p) => [p.newsId, p.auditStatus])).toEqual([[post, 1]]);

    const c = (
      await api(srv).postJson(CommunityPaths.sendComment, {
        token: author.token,
        newsId: post,
        content: '评',
      })
    ).body.data.reviewId;
    const visitorReviews = async () =>
      (await api(srv).get(CommunityPaths.reviewList, { newsId: post, pageNo: 1, pageSize: 20 })).body
        .totalCount;
    expect(await visitorReviews()).toBe(0);
    clock.advance(30_000);
    expect(await visitorReviews()).toBe(1);
    expect((await moderate(srv, 'list')).out).toEqual(['no pending posts or comments']);
    expect(c).toMatch(/^\d+$/);
  });
});
