/**
 * One forum post's page state: the detail (§3 (entities and their fields) post detail), its comments paged 20 at a time (a
 * PagedList: an empty page or a code other than 1 ends the list; so does reaching totalCount), and
 * the like toggles of the post and of each comment (§4 (states and transitions), one lock per item). After a reply the
 * comments start over from page 1 (§4 (states and transitions) Posting: `comments.reset()`).
 */
import { action, makeObservable, observable } from 'mobx';
import {
  COMMENT_PAGE_SIZE,
  CommunityCode,
  type Comment,
  type PostDetail,
  type PostDetailResponse,
  type ReviewListResponse,
  type SupportResponse,
} from '../../../contract/community';
import { PagedList, type Page } from '../../components/list/paged-list';
import { LikeLock, type LikeOutcome } from '../../lib/community/like';

export interface PostDeps {
  detail: () => Promise<PostDetailResponse>;
  reviews: (pageNo: number) => Promise<ReviewListResponse>;
  supportPost: (on: boolean) => Promise<SupportResponse>;
  supportReview: (reviewId: string, on: boolean) => Promise<SupportResponse>;
}

/**
 * One comments answer as a page: its comments while the code is 1; the next page number unless the
 * page was empty or the pages so far hold totalCount comments (pages are COMMENT_PAGE_SIZE long).
 */
export function commentPage(res: ReviewListResponse, pageNo: number): Page<Comment, number> {
  const items = res.code === CommunityCode.Ok && Array.isArray(res.data) ? res.data : [];
  const total = typeof res.totalCount === 'number' ? res.totalCount : Infinity;
  const loaded = (pageNo - 1) * COMMENT_PAGE_SIZE + items.length;
  return { items, next: items.length === 0 || loaded >= total ? null : pageNo + 1 };
}

export class PostStore {
  detail: PostDetail | null = null;
  /** 'missing': not found or not visible; 'login': the token is no longer valid; 'error': the call failed. */
  state: 'loading' | 'ready' | 'missing' | 'login' | 'error' = 'loading';
  readonly comments: PagedList<Comment, number>;
  private readonly likes = new LikeLock();

  constructor(private readonly deps: PostDeps) {
    makeObservable<PostStore, 'applyDetail'>(this, {
      detail: observable,
      state: observable,
      load: action,
      applyDetail: action,
    });
    this.comments = new PagedList<Comment, number>({
      first: 1,
      fetchPage: async (pageNo) => commentPage(await deps.reviews(pageNo), pageNo),
      keyOf: (c) => c.reviewId,
    });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    let res: PostDetailResponse | null;
    try {
      res = await this.deps.detail();
    } catch {
      res = null;
    }
    this.applyDetail(res);
  }

  /** The detail answer, or null when the call failed. */
  private applyDetail(res: PostDetailResponse | null): void {
    if (res === null) this.state = 'error';
    else if (res.code === CommunityCode.Ok && res.data) {
      this.detail = res.data;
      this.state = 'ready';
    } else if (res.code === CommunityCode.LoginRequired) {
      // The stored token expired or was revoked: the page logs out and asks for a login.
      this.state = 'login';
    } else {
      this.state = 'missing';
    }
  }

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
