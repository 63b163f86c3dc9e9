/** Forum posts: the per-stock list, publishing, the detail page (read count) and post likes. */
import {
  AuditStatus,
  type ForumPost,
  type PostDetail,
  type SupportResponse,
  CommunityCode,
} from '../../src/api/contract/community';
import type { AuthUser } from './accounts';
import type { Clock } from './clock';
import type { Db } from './db';
import { badInput, conflict, notFound } from './failure';
import { mediaAddress, mediaNames } from './rules';
import { moderated, nextItemId, visibleTo } from './visibility';

export const POST_NOT_FOUND_MSG = '帖子不存在或已删除';
/** The same title and text as the author's previous post (any state): refused, code 6. */
export const DUPLICATE_TEXT_MSG = '请勿重复发布相同内容';

export interface PublishInput {
  market: string;
  symbol: string;
  title: string;
  content: string;
  mediaAddresses: string[];
}

interface PostRow {
  id: number;
  user_id: number;
  title: string;
  content: string;
  market: string;
  symbol: string;
  status: number;
  is_top: number;
  hit_count: number;
  created_at: number;
  nickname: string;
  head_image: string;
  user_code: string;
  support_count: number;
  review_count: number;
  is_support: number;
  medias: string;
}

const POST_COLUMNS = `
  p.id, p.user_id, p.title, p.content, p.market, p.symbol, p.status, p.is_top, p.hit_count, p.created_at,
  u.nickname, u.head_image, u.user_code,
  (SELECT COUNT(*) FROM post_likes l WHERE l.post_id = p.id) AS support_count,
  (SELECT COUNT(*) FROM comments c WHERE c.post_id = p.id AND c.status = ${AuditStatus.Approved}) AS review_count,
  EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id AND l.user_id = @viewer) AS is_support,
  (SELECT json_group_array(upload_name) FROM
     (SELECT upload_name FROM post_medias m WHERE m.post_id = p.id ORDER BY m.position)) AS medias`;

const medias = (json: string) =>
  (JSON.parse(json) as string[]).map((name) => ({ address: mediaAddress(name) }));
const bit = (n: number): 0 | 1 => (n ? 1 : 0);

function toForumPost(r: PostRow): ForumPost {
  return {
    newsId: String(r.id),
    nickName: r.nickname,
    image: r.head_image,
    title: r.title,
    content: r.content,
    medias: medias(r.medias),
    createTime: r.created_at,
    isTop: bit(r.is_top),
    isSupport: bit(r.is_support),
    supportCount: r.support_count,
    reviewCount: r.review_count,
    userCode: r.user_code,
    ...moderated(r.status),
  };
}

function toDetail(r: PostRow): PostDetail {
  return {
    newsId: String(r.id),
    title: r.title,
    creator: { image: r.head_image, nickName: r.nickname, title: '', userCode: r.user_code },
    createTime: r.created_at,
    hitCount: r.hit_count,
    reviewCount: r.review_count,
    supportCount: r.support_count,
    isTop: bit(r.is_top),
    market: r.market,
    symbol: r.symbol,
    newsBean: { content: r.content, isSupport: bit(r.is_support), medias: medias(r.medias) },
    ...moderated(r.status),
  };
}

export class Posts {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Pinned first, then newest first; the viewer's own pending posts included and marked. */
  list(
    market: string,
    symbol: string,
    pageNo: number,
    pageSize: number,
    viewer: AuthUser | null,
  ): ForumPost[] {
    const rows = this.db
      .prepare(
        `SELECT ${POST_COLUMNS} FROM posts p JOIN users u ON u.id = p.user_id
         WHERE p.market = @market AND p.symbol = @symbol AND ${visibleTo('p')}
         ORDER BY p.is_top DESC, p.created_at DESC, p.id DESC LIMIT @limit OFFSET @offset`,
      )
      .all({
        market,
        symbol,
        viewer: viewer?.id ?? 0,
        limit: pageSize,
        offset: (pageNo - 1) * pageSize,
      }) as PostRow[];
    return rows.map(toForumPost);
  }

  publish(author: AuthUser, input: PublishInput): { newsId: string } {
    const names = mediaNames(input.mediaAddresses);
    const now = this.clock.now();
    const id = this.db
      .transaction(() => {
        const last = this.db
          .prepare('SELECT title, content FROM posts WHERE user_id = ? ORDER BY id DESC LIMIT 1')
          .get(author.id) as { title: string; content: string } | undefined;
        if (last && last.title === input.title && last.content === input.content)
          throw conflict(DUPLICATE_TEXT_MSG);
        for (const name of names) {
          if (!this.db.prepare('SELECT 1 FROM uploads WHERE name = ?').get(name))
            throw badInput('图片地址无效');
        }
        const postId = nextItemId(this.db, 'post');
        this.db
          .prepare(
            `INSERT INTO posts (id, user_id, market, symbol, title, content, content_type, status, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            postId,
            author.id,
            input.market,
            input.symbol,
            input.title,
            input.content,
            names.length > 0 ? 1 : 0,
            AuditStatus.Pending,
            now,
          );
        const addMedia = this.db.prepare(
          'INSERT INTO post_medias (post_id, position, upload_name) VALUES (?, ?, ?)',
        );
        names.forEach((name, position) => addMedia.run(postId, position, name));
        return postId;
      })
      .immediate();
    return { newsId: String(id) };
  }

  /** The detail page: counts one read and returns the post as the viewer sees it. */
  open(newsId: number, viewer: AuthUser | null): PostDetail {
    return this.db
      .transaction(() => {
        const params = { id: newsId, viewer: viewer?.id ?? 0 };
        const visible = this.db
          .prepare(`SELECT 1 FROM posts p WHERE p.id = @id AND ${visibleTo('p')}`)
          .get(params);
        if (!visible) throw notFound(POST_NOT_FOUND_MSG);
        this.db.prepare('UPDATE posts SET hit_count = hit_count + 1 WHERE id = ?').run(newsId);
        return toDetail(this.row(newsId, viewer));
      })
      .immediate();
  }

  /** Post visible to the viewer (throws otherwise); used by the comment calls. */
  visible(newsId: number, viewer: AuthUser | null): { id: number; userId: number; status: number } {
    const r = this.db
      .prepare(`SELECT p.id, p.user_id, p.status FROM posts p WHERE p.id = @id AND ${visibleTo('p')}`)
      .get({ id: newsId, viewer: viewer?.id ?? 0 }) as
      { id: number; user_id: number; status: number } | undefined;
    if (!r) throw notFound(POST_NOT_FOUND_MSG);
    return { id: r.id, userId: r.user_id, status: r.status };
  }

  /** Like (on = true) or unlike; one like per user is the primary key of post_likes. */
  setSupport(newsId: number, user: AuthUser, on: boolean): SupportResponse {
    return this.db
      .transaction((): SupportResponse => {
        const post = this.db.prepare('SELECT status FROM posts WHERE id = ?').get(newsId) as
          { status: number } | undefined;
        if (!post || post.status !== AuditStatus.Approved) throw notFound(POST_NOT_FOUND_MSG);
        const changed = on
          ? this.db
              .prepare('INSERT OR IGNORE INTO post_likes (post_id, user_id, created_at) VALUES (?, ?, ?)')
              .run(newsId, user.id, this.clock.now()).changes
          : this.db.prepare('DELETE FROM post_likes WHERE post_id = ? AND user_id = ?').run(newsId, user.id)
              .changes;
        const state = this.db
          .prepare(
            `SELECT COUNT(*) AS n, COALESCE(SUM(user_id = ?), 0) AS mine FROM post_likes WHERE post_id = ?`,
          )
          .get(user.id, newsId) as { n: number; mine: number };
        const data = { isSupport: bit(state.mine), supportCount: state.n };
        if (changed === 0) {
          return { code: CommunityCode.Conflict, msg: on ? '已经点过赞了' : '还没有点赞', data };
        }
        return { code: CommunityCode.Ok, msg: on ? '点赞成功' : '已取消点赞', data };
      })
      .immediate();
  }

  private row(newsId: number, viewer: AuthUser | null): PostRow {
    return this.db
      .prepare(`SELECT ${POST_COLUMNS} FROM posts p JOIN users u ON u.id = p.user_id WHERE p.id = @id`)
      .get({ id: newsId, viewer: viewer?.id ?? 0 }) as PostRow;
  }
}
