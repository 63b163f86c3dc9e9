/**
 * The forum tab's list (§4 (states and transitions) "Forum paging"): pageNo goes 0 → 1 on the first load and moves on after
 * each non-empty page; the list ends on an empty page or a response code other than 1 (§8 (the error catalogue)); a
 * transport failure shows the retry line and keeps the page number. The paging is a PagedList (its
 * generation guard drops a page requested before a reset); this store adds the like toggle of each
 * post (§4 (states and transitions), LikeLock). `reset` (logout, a new login) clears the list, the page number and the locks.
 */
import { action } from 'mobx';
import {
  CommunityCode,
  type ForumPost,
  type StockBarListResponse,
  type SupportResponse,
} from '../../../../contract/community';
import { PagedList, type Page } from '../../../components/list/paged-list';
import { LikeLock, type LikeOutcome } from '../../../lib/community/like';

export interface ForumListDeps {
  fetchPage: (pageNo: number) => Promise<StockBarListResponse>;
  support: (newsId: string, on: boolean) => Promise<SupportResponse>;
}

/** One forum answer as a page: its posts while the code is 1, the next page number while any came. */
export function forumPage(res: StockBarListResponse, pageNo: number): Page<ForumPost, number> {
  const items = res.code === CommunityCode.Ok && Array.isArray(res.data) ? res.data : [];
  return { items, next: items.length > 0 ? pageNo + 1 : null };
}

export class ForumListStore {
  readonly list: PagedList<ForumPost, number>;
  private readonly likes = new LikeLock();

  constructor(private readonly deps: ForumListDeps) {
    this.list = new PagedList<ForumPost, number>({
      // §4 (states and transitions)'s pageNo 0 is the state before the first load; the first request asks for page 1.
      first: 1,
      fetchPage: async (pageNo) => forumPage(await deps.fetchPage(pageNo), pageNo),
      keyOf: (p) => p.newsId,
    });
  }

  reset = (): void => {
    this.list.reset();
    this.likes.clear();
  };

  isLikeLocked(newsId: string): boolean {
    return this.likes.isLocked(newsId);
  }

  /** §4 (states and transitions) like toggle of one post (the caller has checked the login). */
  toggleLike(post: ForumPost): Promise<LikeOutcome> {
    return this.likes.toggle(
      post.newsId,
      post,
      (on) => this.deps.support(post.newsId, on),
      action((next) => {
        post.isSupport = next.isSupport;
        post.supportCount = next.supportCount;
      }),
    );
  }
}
