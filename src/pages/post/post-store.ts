/**
 * One forum post's page state: the detail (§3 post detail), its comments paged 20 at a time (an
 * empty page or a code other than 1 ends the list; so does reaching totalCount), and the like
 * toggles of the post and of each comment (§4, one lock per item). After a reply the comments
 * start over from page 1 (§4 Posting).
 */
import { action, makeObservable, observable, runInAction } from 'mobx';
import {
  CommunityCode,
  type Comment,
  type PostDetail,
  type PostDetailResponse,
  type ReviewListResponse,
  type SupportResponse,
} from '../../api/contract/community';
import type { InfiniteListState } from '../../components/list/use-infinite-list';
import { LikeLock, type LikeOutcome } from '../../lib/community/like';

export interface PostDeps {
  detail: () => Promise<PostDetailResponse>;
  reviews: (pageNo: number) => Promise<ReviewListResponse>;
  supportPost: (on: boolean) => Promise<SupportResponse>;
  supportReview: (reviewId: string, on: boolean) => Promise<SupportResponse>;
}

export class PostStore implements InfiniteListState<Comment> {
  detail: PostDetail | null = null;
  /** 'missing': not found or not visible; 'login': the token is no longer valid; 'error': the call failed. */
  state: 'loading' | 'ready' | 'missing' | 'login' | 'error' = 'loading';
  items: Comment[] = [];
  finished = false;
  generation = 0;
  private pageNo = 1;
  private readonly likes = new LikeLock();

  constructor(private readonly deps: PostDeps) {
    makeObservable(this, {
      detail: observable,
      state: observable,
      items: observable,
      finished: observable,
      generation: observable,
      reset: action,
    });
  }

  async load(): Promise<void> {
    runInAction(() => (this.state = 'loading'));
    try {
      const res = await this.deps.detail();
      runInAction(() => {
        if (res.code === CommunityCode.Ok && res.data) {
          this.detail = res.data;
          this.state = 'ready';
        } else if (res.code === CommunityCode.LoginRequired) {
          // The stored token expired or was revoked: the page logs out and asks for a login.
          this.state = 'login';
        } else {
          this.state = 'missing';
        }
      });
    } catch {
      runInAction(() => (this.state = 'error'));
    }
  }

  loadMore = async (): Promise<void> => {
    if (this.finished) return;
    const gen = this.generation;
    const res = await this.deps.reviews(this.pageNo);
    runInAction(() => {
      if (gen !== this.generation) return;
      const page = res.code === CommunityCode.Ok && Array.isArray(res.data) ? res.data : [];
      const known = new Set(this.items.map((c) => c.reviewId));
      this.items.push(...page.filter((c) => !known.has(c.reviewId)));
      const total = typeof res.totalCount === 'number' ? res.totalCount : Infinity;
      if (page.length === 0 || this.items.length >= total) this.finished = true;
      else this.pageNo += 1;
    });
  };

  /** The comments from page 1 again (after a reply, or another user). */
  reset = (): void => {
    this.generation += 1;
    this.items = [];
    this.finished = false;
    this.pageNo = 1;
  };

  isPostLikeLocked(): boolean {
    return this.likes.isLocked('post');
  }

  togglePostLike(): Promise<LikeOutcome> {
    const d = this.detail;
    if (!d) return Promise.resolve('failed');
    return this.likes.toggle(
      'post',
      { isSupport: d.newsBean.isSupport, supportCount: d.supportCount },
      (on) => this.deps.supportPost(on),
      action((next) => {
        d.newsBean.isSupport = next.isSupport;
        d.supportCount = next.supportCount;
      }),
    );
  }

  toggleCommentLike(c: Comment): Promise<LikeOutcome> {
    return this.likes.toggle(
      `review:${c.reviewId}`,
      c,
      (on) => this.deps.supportReview(c.reviewId, on),
      action((next) => {
        c.isSupport = next.isSupport;
        c.supportCount = next.supportCount;
      }),
    );
  }
}
