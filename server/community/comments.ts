/** Comments on a post: the list (newest first), replies to the author or to a comment, comment likes. */
import { AuditStatus, type Comment, type SupportResponse } from '../../contract/community';
import type { AuthUser } from './accounts';
import type { Clock } from './clock';
import { badInput, conflict, notFound } from './failure';
import { DUPLICATE_TEXT_MSG, HOT, toggleLike, visiblePost } from './posts';
import { sql, type SqlDb } from './sql';
import { bit, moderated, nextItemId, visibleTo } from './visibility';

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
  is_author: number | boolean;
  parent_content: string | null;
  parent_nickname: string | null;
  support_count: number;
  is_support: number | boolean;
}

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
    private readonly db: SqlDb,
    private readonly clock: Clock,
  ) {}

  /** One page of the comments the viewer may see, and how many there are in all. */
  async list(
    newsId: number,
    pageNo: number,
    pageSize: number,
    viewer: AuthUser | null,
  ): Promise<{ items: Comment[]; total: number }> {
    const v = viewer?.id ?? 0;
    return this.db.read(async (tx) => {
      await visiblePost(tx, newsId, viewer);
      const rows = await tx.all<CommentRow>(
        sql`SELECT c.id, c.post_id, c.user_id, c.parent_id, c.content, c.status, c.created_at,
              u.nickname, u.head_image, u.user_code,
              (c.user_id = p.user_id) AS is_author,
              CASE WHEN pc.id IS NOT NULL AND ${visibleTo('pc', v)} THEN pc.content END AS parent_content,
              pu.nickname AS parent_nickname,
              (SELECT COUNT(*) FROM comment_likes l WHERE l.comment_id = c.id) AS support_count,
              EXISTS (SELECT 1 FROM comment_likes l WHERE l.comment_id = c.id AND l.user_id = ${v}) AS is_support
            FROM comments c
            JOIN posts p ON p.id = c.post_id
            JOIN users u ON u.id = c.user_id
            LEFT JOIN comments pc ON pc.id = c.parent_id
            LEFT JOIN users pu ON pu.id = pc.user_id
            WHERE c.post_id = ${newsId} AND ${visibleTo('c', v)}
            ORDER BY c.created_at DESC, c.id DESC LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
      );
      const total = await tx.get<{ n: number }>(
        sql`SELECT COUNT(*) AS n FROM comments c WHERE c.post_id = ${newsId} AND ${visibleTo('c', v)}`,
      );
      return { items: rows.map(toComment), total: total?.n ?? 0 };
    });
  }

  /** parentId null: a reply to the post's author; otherwise a reply to that comment of the same post. */
  async send(
    author: AuthUser,
    newsId: number,
    parentId: number | null,
    content: string,
  ): Promise<{ reviewId: string }> {
    const now = this.clock.now();
    const id = await this.db.write(async (tx) => {
      const post = await visiblePost(tx, newsId, author);
      if (post.status !== AuditStatus.Approved) throw badInput('帖子审核中，暂不能评论');
      if (parentId !== null) {
        const parent = await tx.get(
          sql`SELECT c.id FROM comments c WHERE c.id = ${parentId} AND c.post_id = ${newsId} AND ${visibleTo('c', author.id)}`,
        );
        if (!parent) throw notFound(COMMENT_NOT_FOUND_MSG);
      }
      const last = await tx.get<{ content: string }>(
        sql`SELECT content FROM comments WHERE user_id = ${author.id} ORDER BY id DESC LIMIT 1`,
      );
      if (last && last.content === content) throw conflict(DUPLICATE_TEXT_MSG);
      const reviewId = await nextItemId(tx, 'comment');
      await tx.run(
        sql`INSERT INTO comments (id, post_id, user_id, parent_id, content, status, created_at)
            VALUES (${reviewId}, ${newsId}, ${author.id}, ${parentId}, ${content}, ${AuditStatus.Pending}, ${now})`,
      );
      return reviewId;
    });
    return { reviewId: String(id) };
  }

  /** Like (on = true) or unlike an approved comment of the given post. */
  async setSupport(newsId: number, reviewId: number, user: AuthUser, on: boolean): Promise<SupportResponse> {
    const now = this.clock.now();
    return this.db.write(async (tx) => {
      const c = await tx.get<{ status: number; post_status: number }>(
        sql`SELECT c.status, p.status AS post_status FROM comments c JOIN posts p ON p.id = c.post_id
            WHERE c.id = ${reviewId} AND c.post_id = ${newsId}`,
      );
      if (!c || c.status !== AuditStatus.Approved || c.post_status !== AuditStatus.Approved) {
        throw notFound(COMMENT_NOT_FOUND_MSG);
      }
      return toggleLike(tx, { table: 'comment_likes', column: 'comment_id', id: reviewId }, user.id, on, now);
    }, HOT);
  }
}
