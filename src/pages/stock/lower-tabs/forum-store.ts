/**
 * The forum tab's list (§4 "Forum paging"): pageNo goes 0 → 1 on the first load and moves on after
 * each non-empty page; the list ends on an empty page or a response code other than 1 (§8). It is
 * the react-vant infinite list's state (InfiniteListState), and it carries the like toggle of each
 * post (§4, LikeLock). `reset` (logout, a new login, pull again) clears the list, the page number
 * and the like locks.
 */
import { action, makeObservable, observable, runInAction } from 'mobx';
import {
  CommunityCode,
  type ForumPost,
  type StockBarListResponse,
  type SupportResponse,
} from '../../../api/contract/community';
import type { InfiniteListState } from '../../../components/list/use-infinite-list';
import { LikeLock, type LikeOutcome } from '../../../lib/community/like';

export interface ForumListDeps {
  fetchPage: (pageNo: number) => Promise<StockBarListResponse>;
  support: (newsId: string, on: boolean) => Promise<SupportResponse>;
}

export class ForumListStore implements InfiniteListState<ForumPost> {
  items: ForumPost[] = [];
  finished = false;
  pageNo = 0;
  generation = 0;
  private readonly likes = new LikeLock();

  constructor(private readonly deps: ForumListDeps) {
    makeObservable(this, {
      items: observable,
      finished: observable,
      pageNo: observable,
      generation: observable,
      reset: action,
    });
  }

  loadMore = async (): Promise<void> => {
    if (this.finished) return;
    const gen = this.generation;
    if (this.pageNo === 0) runInAction(() => (this.pageNo = 1));
    let res: StockBarListResponse;
    try {
      res = await this.deps.fetchPage(this.pageNo);
    } catch (e) {
      // A transport failure: react-vant's List shows its tap-to-retry line; the page number stays.
      if (gen === this.generation) throw e;
      return;
    }
    runInAction(() => {
      if (gen !== this.generation) return;
      const page = res.code === CommunityCode.Ok && Array.isArray(res.data) ? res.data : [];
      if (page.length === 0) {
        this.finished = true;
        return;
      }
      const known = new Set(this.items.map((p) => p.newsId));
      this.items.push(...page.filter((p) => !known.has(p.newsId)));
      this.pageNo += 1;
    });
  };

  reset = (): void => {
    this.generation += 1;
    this.items = [];
    this.finished = false;
    this.pageNo = 0;
    this.likes.clear();
  };

  isLikeLocked(newsId: string): boolean {
    return this.likes.isLocked(newsId);
  }

  /** §4 like toggle of one post (the caller has checked the login). */
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
