/**
 * Issue 32 rows 9 and 10: user text cannot steer layout (bidi overrides, zero-width and control
 * characters are stored as visible markers), and the moderation list shows whole texts.
 */
import { CommunityPaths } from '../../../contract/community';
import { WatchPaths } from '../../../contract/watchlist';
import {
  api,
  type Body,
  approve,
  login,
  moderate,
  publish,
  STORES,
  useCommunityClock,
  useCommunityServer,
  useSmsInbox,
} from './helpers';

jest.setTimeout(120_000);

/** The example: shown as written, U+202E would make it read 目标价 1000 元. */
const TARGET = '目标价 \u202E0001\u202C 元';
const TARGET_SHOWN = '目标价 ⟨U+202E⟩0001⟨U+202C⟩ 元';
/** Any character the rule replaces. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;

describe.each(STORES)('user text (%s)', (store) => {
  const srv = useCommunityServer(store);
  const clock = useCommunityClock();
  const inbox = useSmsInbox();

  const detail = async (newsId: string, token: string): Promise<Body> =>
    (
      await api(srv).get(CommunityPaths.postDetail, {
        token,
        serverId: '1',
        newsId,
        pageNo: 1,
        pageSize: 10,
      })
    ).body;

  it('shows bidi, zero-width and control characters of a post as markers, never obeys them', async () => {
    const { token } = await login(srv, inbox, clock);
    const res = await publish(srv, token, {
      title: `${TARGET}\u200B`,
      content: `看多\u2066\u2067\u2068\u2069\u200F\u061C\uFEFF\u0000\u0085 ${TARGET}\r\n第二行`,
    });
    expect(res.code).toBe(1);
    await approve(srv, res.data.newsId);
    const d = await detail(res.data.newsId, token);
    expect(d.data.title).toBe(`${TARGET_SHOWN}⟨U+200B⟩`);
    expect(d.data.newsBean.content).toBe(
      `看多⟨U+2066⟩⟨U+2067⟩⟨U+2068⟩⟨U+2069⟩⟨U+200F⟩⟨U+061C⟩⟨U+FEFF⟩⟨U+0000⟩⟨U+0085⟩ ${TARGET_SHOWN}\n第二行`,
    );
    const listed = await api(srv).get(CommunityPaths.stockBarList, {
      market: 'sh',
      symbol: '600000',
      pageNo: 1,
      pageSize: 20,
    });
    for (const post of listed.body.data as Body[]) {
      expect(post.title).not.toMatch(HIDDEN);
      expect(post.content).not.toMatch(HIDDEN);
    }
  });

  it('does the same for comments and replies', async () => {
    const { token } = await login(srv, inbox, clock);
    clock.advance(1000);
    const post = await publish(srv, token);
    await approve(srv, post.data.newsId);
    const send = (content: string, parentId = '') =>
      api(srv).postJson(CommunityPaths.sendComment, {
        token,
        serverId: '1',
        newsId: post.data.newsId,
        parentId,
        content,
        column: 'stock.bar',
        platform: 'h5',
      });
    const comment = (await send(TARGET)).body;
    expect(comment.code).toBe(1);
    await approve(srv, comment.data.reviewId);
    clock.advance(1000);
    const reply = (await send(`回复\u202D${TARGET}`, comment.data.reviewId)).body;
    expect(reply.code).toBe(1);
    await approve(srv, reply.data.reviewId);
    const reviews = (
      await api(srv).get(CommunityPaths.reviewList, {
        token,
        serverId: '1',
        newsId: post.data.newsId,
        pageNo: 1,
        pageSize: 20,
      })
    ).body;
    expect(reviews.data.map((c: Body) => [c.reviewContext, c.parentContext])).toEqual([
      [`回复⟨U+202D⟩${TARGET_SHOWN}`, TARGET_SHOWN],
      [TARGET_SHOWN, ''],
    ]);
  });

  it('does the same for 自选 group names', async () => {
    const { token } = await login(srv, inbox, clock);
    const created = await api(srv).postJson(WatchPaths.createGroup, { token, name: '长\u202E线' });
    expect(created.body.data.groups.map((g: Body) => g.name)).toEqual(['长⟨U+202E⟩线']);
    const groupId = created.body.data.groups[0].id as number;
    const renamed = await api(srv).postJson(WatchPaths.renameGroup, { token, groupId, name: '\u200B短线' });
    expect(renamed.body.data.groups.map((g: Body) => g.name)).toEqual(['⟨U+200B⟩短线']);
  });

  it('lists each pending text whole, controls shown, one line per item (row 10)', async () => {
    await moderate(srv, 'approve', '--all');
    const { token } = await login(srv, inbox, clock);
    // 199 characters: the list used to cut at 60, after which a moderator approved unseen text.
    const tail = '结尾的话在这里';
    const long = `${'长'.repeat(150)}\u202E0001\u202C第二段\n${'文'.repeat(30)}${tail}`;
    clock.advance(1000);
    const res = await publish(srv, token, { title: '标题', content: long });
    expect(res.code).toBe(1);
    const { code, out } = await moderate(srv, 'list');
    expect(code).toBe(0);
    expect(out).toHaveLength(1);
    const text = out[0].split('\t')[5];
    expect(text).toBe(`标题 | ${'长'.repeat(150)}⟨U+202E⟩0001⟨U+202C⟩第二段\\n${'文'.repeat(30)}${tail}`);
    expect(text).not.toMatch(HIDDEN);
  });
});
