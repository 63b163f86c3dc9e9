import { CommunityCode, type Comment, type ReviewListResponse } from '../../../contract/community';
import { commentPage } from './post-store';

const comments = (n: number) => Array.from({ length: n }, (_, i) => ({ reviewId: `r${i}` }) as Comment);

test.each<[string, ReviewListResponse, number, number, number | null]>([
  [
    'a full page below totalCount goes on',
    { code: CommunityCode.Ok, data: comments(20), totalCount: 45 },
    1,
    20,
    2,
  ],
  [
    'the page reaching totalCount is the last',
    { code: CommunityCode.Ok, data: comments(20), totalCount: 40 },
    2,
    20,
    null,
  ],
  ['without totalCount only an empty page ends', { code: CommunityCode.Ok, data: comments(20) }, 5, 20, 6],
  ['an empty page ends', { code: CommunityCode.Ok, data: [], totalCount: 99 }, 2, 0, null],
  ['a code other than 1 ends', { code: CommunityCode.NotFound, data: comments(3) }, 1, 0, null],
])('%s', (_name, res, pageNo, count, next) => {
  const page = commentPage(res, pageNo);
  expect(page.items).toHaveLength(count);
  expect(page.next).toBe(next);
});
