/** Comments on a post: the list (newest first), replies to the author or to a comment, comment likes. */
import {
  AuditStatus,
  CommunityCode,
  type Comment,
  type SupportResponse,
} from '../../src/api/contract/community';
import type { AuthUser } from './accounts';
import type { Clock } from './clock';
import type { Db } from './db';
import { badInput, conflict, notFound } from './failure';
import { DUPLICATE_TEXT_MSG, type Posts } from './posts';
import { moderated, nextItemId, visibleTo } from './visibility';

export const COMMENT_NOT_FOUND_MSG = '评论不存在或已删除';

interface CommentRow {
  id: number;
  post_id: number;
  user_id: number;
  parent_id: number | null;
  content: string;
  status: number;
  created_at: number;
  nickname: string;
  head_image: string;
  user_code: string;
  is_author: number;
  parent_content: string | null;
  parent_nickname: string | null;
  support_count: number;
  is_support: number;
}

const bit = (n: number): 0 | 1 => (n ? 1 : 0);

function toComment(r: CommentRow): Comment {
  return {
    reviewId: String(r.id),
    reviewContext: r.content,
    reviewCeator: { image: r.head_image, nickName: r.nickname, userCode: r.user_code },
    parentContext: r.parent_content ?? '',
    parentCeator: r.parent_id !== null ? { nickName: r.parent_nickname ?? '' } : null,
    parentId: r.parent_id !== null ? String(r.parent_id) : '',
    isAuthor: bit(r.is_author),
    isSupport: bit(r.is_support),
    supportCount: r.support_count,
    createTime: r.created_at,
    newsId: String(r.post_id),
    ...moderated(r.status),
  };
}

export class Comments {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly posts: Posts,
  ) {}

  /** One page of the comments the viewer may see, and how many there are in all. */
  list(
    newsId: number,
    pageNo: number,
    pageSize: number,
    viewer: AuthUser | null,
  ): { items: Comment[]; total: number } {
    return this.db.transaction(() => {
      this.posts.visible(newsId, viewer);
      const params = {
        post: newsId,
        viewer: viewer?.id ?? 0,
        limit: pageSize,
        offset: (pageNo - 1) * pageSize,
      };
      const rows = this.db
        .prepare(
          `SELECT c.id, c.post_id, c.user_id, c.parent_id, c.content, c.status, c.created_at,
             u.nickname, u.head_image, u.user_code,
             (c.user_id = p.user_id) AS is_author,
             CASE WHEN pc.id IS NOT NULL AND ${visibleTo('pc')} THEN pc.content END AS parent_content,
             pu.nickname AS parent_nickname,
             (SELECT COUNT(*) FROM comment_likes l WHERE l.comment_id = c.id) AS support_count,
             EXISTS (SELECT 1 FROM comment_likes l WHERE l.comment_id = c.id AND l.user_id = @viewer) AS is_support
           FROM comments c
           JOIN posts p ON p.id = c.post_id
           JOIN users u ON u.id = c.user_id
           LEFT JOIN comments pc ON pc.id = c.parent_id
           LEFT JOIN users pu ON pu.id = pc.user_id
           WHERE c.post_id = @post AND ${visibleTo('c')}
           ORDER BY c.created_at DESC, c.id DESC LIMIT @limit OFFSET @offset`,
        )
        .all(params) as CommentRow[];
      const total = this.db
        .prepare(`SELECT COUNT(*) AS n FROM comments c WHERE c.post_id = @post AND ${visibleTo('c')}`)
        .get(params) as { n: number };
      return { items: rows.map(toComment), total: total.n };
    })();
  }

  /** parentId null: a reply to the post's author; otherwise a reply to that comment of the same post. */
  send(author: AuthUser, newsId: number, parentId: number | null, content: string): { reviewId: string } {
    const now = this.clock.now();
    const id = this.db
      .transaction(() => {
        const post = this.posts.visible(newsId, author);
        if (post.status !== AuditStatus.Approved) throw badInput('帖子审核中，暂不能评论');
        if (parentId !== null) {
          const parent = this.db
            .prepare(
              `SELECT c.id FROM comments c WHERE c.id = @id AND c.post_id = @post AND ${visibleTo('c')}`,
            )
            .get({ id: parentId, post: newsId, viewer: author.id });
          if (!parent) throw notFound(COMMENT_NOT_FOUND_MSG);
        }
        const last = this.db
          .prepare('SELECT content FROM comments WHERE user_id = ? ORDER BY id DESC LIMIT 1')
          .get(author.id) as { content: string } | undefined;
        if (last && last.content === content) throw conflict(DUPLICATE_TEXT_MSG);
        const reviewId = nextItemId(this.db, 'comment');
        this.db
          .prepare(
            `INSERT INTO comments (id, post_id, user_id, parent_id, content, status, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(reviewId, newsId, author.id, parentId, content, AuditStatus.Pending, now);
        return reviewId;
      })
      .immediate();
    return { reviewId: String(id) };
  }

  /** Like (on = true) or unlike an approved comment of the given post. */
  setSupport(newsId: number, reviewId: number, user: AuthUser, on: boolean): SupportResponse {
    return this.db
      .transaction((): SupportResponse => {
        const c = this.db
          .prepare(
            'SELECT c.status, p.status AS post_status FROM comments c JOIN posts p ON p.id = c.post_id WHERE c.id = ? AND c.post_id = ?',
          )
          .get(reviewId, newsId) as { status: number; post_status: number } | undefined;
        if (!c || c.status !== AuditStatus.Approved || c.post_status !== AuditStatus.Approved) {
          throw notFound(COMMENT_NOT_FOUND_MSG);
        }
        const changed = on
          ? this.db
              .prepare(
                'INSERT OR IGNORE INTO comment_likes (comment_id, user_id, created_at) VALUES (?, ?, ?)',
              )
              .run(reviewId, user.id, this.clock.now()).changes
          : this.db
              .prepare('DELETE FROM comment_likes WHERE comment_id = ? AND user_id = ?')
              .run(reviewId, user.id).changes;
        const state = this.db
          .prepare(
            'SELECT COUNT(*) AS n, COALESCE(SUM(user_id = ?), 0) AS mine FROM comment_likes WHERE comment_id = ?',
          )
          .get(user.id, reviewId) as { n: number; mine: number };
        const data = { isSupport: bit(state.mine), supportCount: state.n };
        if (changed === 0) {
          return { code: CommunityCode.Conflict, msg: on ? '已经点过赞了' : '还没有点赞', data };
        }
        return { code: CommunityCode.Ok, msg: on ? '点赞成功' : '已取消点赞', data };
      })
      .immediate();
  }
}
