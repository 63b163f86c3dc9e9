/** §6 (roles and permissions): every call that needs a token refuses a missing, forged, expired or revoked one — never a 500. */
import { CommunityCode, CommunityPaths } from '../../../contract/community';
import { TOKEN_TTL_MS } from '../../../server/community/accounts';
import { pngImage } from '../../fixtures/images';
import {
  api,
  approve,
  login,
  publish,
  STORES,
  useCommunityClock,
  useCommunityServer,
  useSmsInbox,
} from './helpers';

// Building the whole server (simulator included) takes seconds on a busy machine.
jest.setTimeout(120_000);

const PNG = pngImage();

describe.each(STORES)('token-protected calls (%s)', (store) => {
  const srv = useCommunityServer(store);
  const clock = useCommunityClock();
  const inbox = useSmsInbox();
  let newsId = '';
  let reviewId = '';

  beforeAll(async () => {
    const { token } = await login(srv, inbox, clock);
    newsId = (await publish(srv, token)).data.newsId;
    const c = await api(srv).postJson(CommunityPaths.sendComment, { token, newsId, content: 'x' });
    // The post is pending, so approve it first and then comment.
    expect(c.body.code).toBe(CommunityCode.BadInput);
    await approve(srv, newsId);
    reviewId = (await api(srv).postJson(CommunityPaths.sendComment, { token, newsId, content: 'x' })).body
      .data.reviewId;
    await approve(srv, reviewId);
  });

  /** Every protected call, made with the given token fields. */
  const calls = (auth: Record<string, string>) => ({
    publish: () =>
      api(srv).postJson(CommunityPaths.publish, {
        ...auth,
        market: 'sh',
        symbol: '600000',
        content: '内容',
        title: '',
      }),
    sendComment: () =>
      api(srv).postJson(CommunityPaths.sendComment, { ...auth, newsId, parentId: '', content: '好' }),
    reply: () =>
      api(srv).postJson(CommunityPaths.sendComment, { ...auth, newsId, parentId: reviewId, content: '好的' }),
    supportPost: () => api(srv).postForm(CommunityPaths.supportPost, { ...auth, newsId }),
    unsupportPost: () => api(srv).postForm(CommunityPaths.unsupportPost, { ...auth, newsId }),
    supportReview: () => api(srv).postForm(CommunityPaths.supportReview, { ...auth, newsId, reviewId }),
    unsupportReview: () => api(srv).postForm(CommunityPaths.unsupportReview, { ...auth, newsId, reviewId }),
    userInfo: () => api(srv).get(CommunityPaths.userInfo, auth),
    logout: () => api(srv).postForm(CommunityPaths.logout, auth),
    upload: async () => {
      const form = new FormData();
      for (const [k, v] of Object.entries(auth)) form.append(k, v);
      form.append('bucket', 'stock-bar');
      form.append('attachment', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'a.png');
      const res = await fetch(srv.url(CommunityPaths.upload), { method: 'POST', body: form });
      return { status: res.status, body: await res.json() };
    },
  });

  const expectAllRefused = async (auth: Record<string, string>) => {
    for (const [name, call] of Object.entries(calls(auth))) {
      const res = await call();
      expect({ name, status: res.status, body: res.body }).toEqual({
        name,
        status: 200,
        body: { code: CommunityCode.LoginRequired, msg: '请先登录' },
      });
    }
  };

  it('refuses a missing token', () => expectAllRefused({}));

  it('refuses forged tokens', async () => {
    await expectAllRefused({ token: 'forged-token' });
    await expectAllRefused({ token: 'x'.repeat(43) });
    await expectAllRefused({ token: 'x'.repeat(200) });
  });

  it('refuses an expired token', async () => {
    const { token } = await login(srv, inbox, clock);
    expect((await calls({ token }).supportPost()).body.code).toBe(1);
    clock.advance(TOKEN_TTL_MS);
    await expectAllRefused({ token });
  });

  it('refuses a token after logout', async () => {
    const { token } = await login(srv, inbox, clock);
    expect((await calls({ token }).logout()).body.code).toBe(1);
    await expectAllRefused({ token });
  });

  it('accepts a valid token in the parameters or in a token header', async () => {
    const { token } = await login(srv, inbox, clock);
    const all = calls({ token });
    for (const name of [
      'publish',
      'sendComment',
      'reply',
      'supportPost',
      'unsupportPost',
      'supportReview',
    ] as const) {
      expect({ name, code: (await all[name]()).body.code }).toEqual({ name, code: 1 });
    }
    expect((await all.upload()).body.code).toBe(1);
    const viaHeader = await fetch(srv.url(CommunityPaths.userInfo), { headers: { token } });
    expect(((await viaHeader.json()) as { code: number }).code).toBe(1);
  });

  it('answers malformed bodies with a message, never a 500', async () => {
    const bodies = [
      '[]',
      '"text"',
      '123',
      '{"token":["a"],"newsId":{"x":1}}',
      '{"content":null}',
      'not json',
    ];
    const paths = [
      CommunityPaths.publish,
      CommunityPaths.sendComment,
      CommunityPaths.supportPost,
      CommunityPaths.supportReview,
      CommunityPaths.smsSend,
      CommunityPaths.smsLogin,
      CommunityPaths.logout,
      CommunityPaths.upload,
    ];
    for (const p of paths) {
      for (const body of bodies) {
        const res = await fetch(srv.url(p), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        const json = (await res.json()) as { code: number; msg: string };
        expect({ p, body, status: res.status < 500, code: json.code !== 1, msg: typeof json.msg }).toEqual({
          p,
          body,
          status: true,
          code: true,
          msg: 'string',
        });
      }
    }
    for (const p of [CommunityPaths.stockBarList, CommunityPaths.postDetail, CommunityPaths.reviewList]) {
      const res = await fetch(srv.url(`${p}?newsId[]=1&market=sh&symbol=600000&pageNo=x`));
      expect(res.status).toBe(200);
      expect(((await res.json()) as { code: number }).code).toBe(CommunityCode.BadInput);
    }
  });
});
