/**
 * Abuse limits (issue #20 item 7) at their default values: per user and per IP, for posts,
 * comments, replies, likes and uploads, answered with code 4 and 请求过于频繁，请稍后再试; the same
 * text twice in a row refused with code 6. The store clock is moved by hand, never waited for.
 */
import { CommunityCode, CommunityPaths } from '../../../contract/community';
import { DEFAULT_LIMITS } from '../../../server/community/limits';
import { pngImage } from '../../fixtures/images';
import {
  api,
  login,
  moderate,
  publish,
  STORES,
  useCommunityClock,
  useCommunityServer,
  useSmsInbox,
} from './helpers';

jest.setTimeout(120_000);

const LIMITED = { code: CommunityCode.RateLimited, msg: '请求过于频繁，请稍后再试' };
const MINUTE = 60_000;
const HOUR = 3_600_000;
const perMinute = (a: keyof typeof DEFAULT_LIMITS) => DEFAULT_LIMITS[a][0];
const perHour = (a: keyof typeof DEFAULT_LIMITS) => DEFAULT_LIMITS[a][1];

describe.each(STORES)('abuse limits (factor 1, %s)', (store) => {
  const srv = useCommunityServer(store, { rateLimitFactor: 1 });
  const clock = useCommunityClock();
  const inbox = useSmsInbox();
  let seq = 0;
  const text = () => `限流测试 ${++seq}`;

  /** A fresh hour: every window of earlier tests is behind it. */
  beforeEach(() => clock.advance(2 * HOUR));

  const approveAll = async () => expect((await moderate(srv, 'approve', '--all')).code).toBe(0);
  const comment = (token: string, newsId: string, parentId = '') =>
    api(srv)
      .postJson(CommunityPaths.sendComment, { token, newsId, parentId, content: text() })
      .then((r) => r.body);
  const like = (token: string, newsId: string, on = true) =>
    api(srv)
      .postForm(on ? CommunityPaths.supportPost : CommunityPaths.unsupportPost, { token, newsId })
      .then((r) => r.body);
  const upload = async (token: string, seed: number) => {
    const form = new FormData();
    form.append('token', token);
    form.append('bucket', 'stock-bar');
    form.append('attachment', new Blob([new Uint8Array(pngImage({ seed }))], { type: 'image/png' }), 'a.png');
    const res = await fetch(srv.url(CommunityPaths.upload), { method: 'POST', body: form });
    return await res.json();
  };

  it('posts: per user per minute, then again after the minute, and per user per hour', async () => {
    const { token } = await login(srv, inbox, clock);
    const rule = perMinute('post');
    for (let i = 0; i < rule.perUser; i++)
      expect((await publish(srv, token, { content: text() })).code).toBe(1);
    expect(await publish(srv, token, { content: text() })).toEqual(LIMITED);
    clock.advance(MINUTE);
    expect((await publish(srv, token, { content: text() })).code).toBe(1);
    // The hour: spread over minutes so only the hourly rule can refuse.
    let accepted = rule.perUser + 1;
    while (accepted < perHour('post').perUser) {
      clock.advance(MINUTE);
      expect((await publish(srv, token, { content: text() })).code).toBe(1);
      accepted += 1;
    }
    clock.advance(MINUTE);
    expect(await publish(srv, token, { content: text() })).toEqual(LIMITED);
  });

  it('posts: per IP across users', async () => {
    const rule = perMinute('post');
    const users = [];
    for (let i = 0; i < Math.ceil(rule.perIp / rule.perUser) + 1; i++)
      users.push((await login(srv, inbox, clock)).token);
    clock.advance(2 * HOUR);
    let accepted = 0;
    for (const token of users) {
      for (let i = 0; i < rule.perUser && accepted < rule.perIp; i++, accepted++)
        expect((await publish(srv, token, { content: text() })).code).toBe(1);
    }
    // A user with room of their own is refused: the address is at its limit.
    expect(await publish(srv, users[users.length - 1], { content: text() })).toEqual(LIMITED);
  });

  it('refuses the same text twice in a row, for posts and for comments', async () => {
    const { token } = await login(srv, inbox, clock);
    const same = { title: '标题', content: '一模一样的内容' };
    expect((await publish(srv, token, same)).code).toBe(1);
    const again = await publish(srv, token, same);
    expect(again).toEqual({ code: CommunityCode.Conflict, msg: '请勿重复发布相同内容' });
    clock.advance(MINUTE); // the refused try counted towards the minute's posts
    expect((await publish(srv, token, { ...same, title: '另一个标题' })).code).toBe(1);
    expect((await publish(srv, token, same)).code).toBe(1); // not in a row any more

    clock.advance(HOUR);
    const { newsId } = (await publish(srv, token, { content: text() })).data;
    await approveAll();
    const send = (content: string) =>
      api(srv)
        .postJson(CommunityPaths.sendComment, { token, newsId, parentId: '', content })
        .then((r) => r.body);
    expect((await send('沙发')).code).toBe(1);
    expect(await send('沙发')).toEqual({ code: CommunityCode.Conflict, msg: '请勿重复发布相同内容' });
    expect((await send('板凳')).code).toBe(1);
  });

  it('comments and replies: per user per minute, each its own count', async () => {
    const author = await login(srv, inbox, clock);
    const { newsId } = (await publish(srv, author.token, { content: text() })).data;
    await approveAll();
    const { token } = await login(srv, inbox, clock);
    clock.advance(2 * HOUR);
    const first = await comment(token, newsId);
    expect(first.code).toBe(1);
    await approveAll();
    for (let i = 1; i < perMinute('comment').perUser; i++)
      expect((await comment(token, newsId)).code).toBe(1);
    expect(await comment(token, newsId)).toEqual(LIMITED);
    // Replies to a comment are counted apart.
    const parent = first.data.reviewId as string;
    for (let i = 0; i < perMinute('reply').perUser; i++)
      expect((await comment(token, newsId, parent)).code).toBe(1);
    expect(await comment(token, newsId, parent)).toEqual(LIMITED);
    clock.advance(MINUTE);
    expect((await comment(token, newsId)).code).toBe(1);
    expect((await comment(token, newsId, parent)).code).toBe(1);
  });

  it('likes: likes and unlikes count together, per user per minute', async () => {
    const author = await login(srv, inbox, clock);
    const { newsId } = (await publish(srv, author.token, { content: text() })).data;
    await approveAll();
    const { token } = await login(srv, inbox, clock);
    clock.advance(2 * HOUR);
    for (let i = 0; i < perMinute('like').perUser; i++)
      expect((await like(token, newsId, i % 2 === 0)).code).toBe(1);
    expect(await like(token, newsId, true)).toEqual(LIMITED);
    clock.advance(MINUTE);
    expect((await like(token, newsId, true)).code).toBe(1);
  });

  it('uploads: per user per minute', async () => {
    const { token } = await login(srv, inbox, clock);
    clock.advance(2 * HOUR);
    for (let i = 0; i < perMinute('upload').perUser; i++) expect((await upload(token, 100 + i)).code).toBe(1);
    expect(await upload(token, 999)).toEqual(LIMITED);
  });
});
