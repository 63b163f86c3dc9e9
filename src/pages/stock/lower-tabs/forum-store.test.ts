import { CommunityCode, type ForumPost, type StockBarListResponse } from '../../../../contract/community';
import { ForumListStore, forumPage } from './forum-store';

const post = (newsId: string) => ({ newsId, isSupport: 0, supportCount: 0 }) as ForumPost;

test.each<[string, StockBarListResponse, number, string[], number | null]>([
  ['posts of a code-1 page, then the next page', { code: CommunityCode.Ok, data: [post('a')] }, 1, ['a'], 2],
  ['an empty page ends the list', { code: CommunityCode.Ok, data: [] }, 3, [], null],
  [
    'a code other than 1 ends the list (§8)',
    { code: CommunityCode.BadInput, data: [post('a')] },
    1,
    [],
    null,
  ],
  ['a page without data ends the list', { code: CommunityCode.Ok }, 2, [], null],
])('%s', (_name, res, pageNo, items, next) => {
  const page = forumPage(res, pageNo);
  expect(page.items.map((p) => p.newsId)).toEqual(items);
  expect(page.next).toBe(next);
});

test('§4 forum paging: page 1 first, on after each non-empty page; reset starts again and frees the likes', async () => {
  const asked: number[] = [];
  const store = new ForumListStore({
    fetchPage: async (pageNo) => {
      asked.push(pageNo);
      return { code: CommunityCode.Ok, data: pageNo <= 2 ? [post(`p${pageNo}`)] : [] };
    },
    support: async () => ({ code: CommunityCode.BadInput }),
  });
  for (let i = 0; i < 4; i++) await store.list.loadMore();
  expect(asked).toEqual([1, 2, 3]);
  expect(store.list.items.map((p) => p.newsId)).toEqual(['p1', 'p2']);
  expect(store.list.finished).toBe(true);

  // A failed like keeps its lock (§4 (states and transitions)) until the list reloads.
  expect(await store.toggleLike(store.list.items[0])).toBe('failed');
  expect(store.isLikeLocked('p1')).toBe(true);
  store.reset();
  expect(store.isLikeLocked('p1')).toBe(false);
  expect(store.list.items).toEqual([]);
  await store.list.loadMore();
  expect(asked).toEqual([1, 2, 3, 1]);
});
