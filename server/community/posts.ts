/** Forum posts: the per-stock list, publishing, the detail page (read count) and post likes. */
import {
  AuditStatus,
  type ForumPost,
  type PostDetail,
  type SupportResponse,
  CommunityCode,
} from '../../contract/community';
import type { AuthUser } from './accounts';
import type { Clock } from './clock';
import { badInput, conflict, notFound } from './failure';
import type { ReadCounts } from './read-counts';
import { mediaAddress, mediaNames } from './rules';
import { list as sqlList, raw, sql, type SqlDb, type SqlRunner } from './sql';
import { bit, moderated, nextItemId, visibleTo } from './visibility';

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
  is_support: number | boolean;
}

const postColumns = (viewer: number) => sql`
  p.id, p.user_id, p.title, p.content, p.market, p.symbol, p.status, p.is_top, p.hit_count, p.created_at,
  u.nickname, u.head_image, u.user_code,
  (SELECT COUNT(*) FROM post_likes l WHERE l.post_id = p.id) AS support_count,
  (SELECT COUNT(*) FROM comments c WHERE c.post_id = p.id AND c.status = ${raw(String(AuditStatus.Approved))}) AS review_count,
  EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id AND l.user_id = ${viewer}) AS is_support`;

type Medias = Map<number, { address: string }[]>;

/** The images of these posts, in their order (one query for a page of posts). */
async function mediasOf(db: SqlRunner, ids: number[]): Promise<Medias> {
  const out: Medias = new Map(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = await db.all<{ post_id: number; upload_name: string }>(
    sql`SELECT post_id, upload_name FROM post_medias WHERE post_id IN (${sqlList(ids)}) ORDER BY post_id, position`,
  );
  for (const r of rows) out.get(Number(r.post_id))?.push({ address: mediaAddress(r.upload_name) });
  return out;
}

function toForumPost(r: PostRow, medias: Medias): ForumPost {
  return {
    newsId: String(r.id),
    nickName: r.nickname,
    image: r.head_image,
    title: r.title,
    content: r.content,
    medias: medias.get(Number(r.id)) ?? [],
    createTime: r.created_at,
    isTop: bit(r.is_top),
    isSupport: bit(r.is_support),
    supportCount: r.support_count,
    reviewCount: r.review_count,
    userCode: r.user_code,
    ...moderated(r.status),
  };
}

function toDetail(r: PostRow, medias: Medias): PostDetail {
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
    newsBean: {
      content: r.content,
      isSupport: bit(r.is_support),
      medias: medias.get(Number(r.id)) ?? [],
    },
    ...moderated(r.status),
  };
}

/** Post visible to the viewer (throws otherwise); used by the comment calls inside their transaction. */
export async function visiblePost(
  db: SqlRunner,
  newsId: number,
  viewer: AuthUser | null,
): Promise<{ id: number; userId: number; status: number }> {
  const r = await db.get<{ id: number; user_id: number; status: number }>(
    sql`SELECT p.id, p.user_id, p.status FROM posts p WHERE p.id = ${newsId} AND ${visibleTo('p', viewer?.id ?? 0)}`,
  );
  if (!r) throw notFound(POST_NOT_FOUND_MSG);
  return { id: r.id, userId: r.user_id, status: r.status };
}

/**
 * A popular post's read count and likes are written by many users at once: each statement is right
 * on its own (an increment; an insert the primary key admits once), so these run as 'hot' writes.
 */
export const HOT = { contention: 'hot' } as const;

/** Like (on) or unlike: one like per user is the primary key of the likes table; the new state. */
export async function toggleLike(
  tx: SqlRunner,
  target: { table: 'post_likes' | 'comment_likes'; column: 'post_id' | 'comment_id'; id: number },
  userId: number,
  on: boolean,
  now: number,
): Promise<SupportResponse> {
  const table = raw(target.table);
  const column = raw(target.column);
  const { changes } = on
    ? await tx.run(
        sql`INSERT INTO ${table} (${column}, user_id, created_at) VALUES (${target.id}, ${userId}, ${now})
            ON CONFLICT DO NOTHING`,
      )
    : await tx.run(sql`DELETE FROM ${table} WHERE ${column} = ${target.id} AND user_id = ${userId}`);
  const state = await tx.get<{ n: number; mine: number }>(
    sql`SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN user_id = ${userId} THEN 1 ELSE 0 END), 0) AS mine
        FROM ${table} WHERE ${column} = ${target.id}`,
  );
  const data = { isSupport: bit(state?.mine), supportCount: state?.n ?? 0 };
  if (changes === 0) {
    return { code: CommunityCode.Conflict, msg: on ? '已经点过赞了' : '还没有点赞', data };
  }
  return { code: CommunityCode.Ok, msg: on ? '点赞成功' : '已取消点赞', data };
}

export class Posts {
  constructor(
    private readonly db: SqlDb,
    private readonly clock: Clock,
    private readonly reads: ReadCounts,
  ) {}

  /** Pinned first, then newest first; the viewer's own pending posts included and marked. */
  async list(
    market: string,
    symbol: string,
    pageNo: number,
    pageSize: number,
    viewer: AuthUser | null,
  ): Promise<ForumPost[]> {
    const v = viewer?.id ?? 0;
    return this.db.read(async (tx) => {
      const rows = await tx.all<PostRow>(
        sql`SELECT ${postColumns(v)} FROM posts p JOIN users u ON u.id = p.user_id
            WHERE p.market = ${market} AND p.symbol = ${symbol} AND ${visibleTo('p', v)}
            ORDER BY p.is_top DESC, p.created_at DESC, p.id DESC LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
      );
      const medias = await mediasOf(
        tx,
        rows.map((r) => Number(r.id)),
      );
      return rows.map((r) => toForumPost(r, medias));
    });
  }

  async publish(author: AuthUser, input: PublishInput): Promise<{ newsId: string }> {
    const names = mediaNames(input.mediaAddresses);
    const now = this.clock.now();
    const id = await this.db.write(async (tx) => {
      const last = await tx.get<{ title: string; content: string }>(
        sql`SELECT title, content FROM posts WHERE user_id = ${author.id} ORDER BY id DESC LIMIT 1`,
      );
      if (last && last.title === input.title && last.content === input.content)
        throw conflict(DUPLICATE_TEXT_MSG);
      for (const name of names) {
        if (!(await tx.get(sql`SELECT 1 FROM uploads WHERE name = ${name}`))) throw badInput('图片地址无效');
      }
      const postId = await nextItemId(tx, 'post');
      await tx.run(
        sql`INSERT INTO posts (id, user_id, market, symbol, title, content, content_type, status, created_at)
            VALUES (${postId}, ${author.id}, ${input.market}, ${input.symbol}, ${input.title}, ${input.content},
                    ${names.length > 0 ? 1 : 0}, ${AuditStatus.Pending}, ${now})`,
      );
      for (const [position, name] of names.entries()) {
        await tx.run(
          sql`INSERT INTO post_medias (post_id, position, upload_name) VALUES (${postId}, ${position}, ${name})`,
        );
      }
      return postId;
    });
    return { newsId: String(id) };
  }

  /**
   * The detail page: the post as the viewer sees it, its read counted once per visitor per period
   * (read-counts.ts; issue 32 row 11). A read writes nothing: the counts go to the database in
   * batches, and the count shown adds the reads not yet written.
   */
  async open(newsId: number, viewer: AuthUser | null, visitor: string): Promise<PostDetail> {
    const v = viewer?.id ?? 0;
    // Two plain statements, no transaction: a post's images never change after it is published, and
    // on PostgreSQL a read then holds a pooled connection for two round trips, not four.
    const row = await this.db.get<PostRow>(
      sql`SELECT ${postColumns(v)} FROM posts p JOIN users u ON u.id = p.user_id
          WHERE p.id = ${newsId} AND ${visibleTo('p', v)}`,
    );
    if (!row) throw notFound(POST_NOT_FOUND_MSG);
    const detail = toDetail(row, await mediasOf(this.db, [newsId]));
    // A flush landing between the statement and this line shows one batch less, never more.
    return { ...detail, hitCount: detail.hitCount + this.reads.read(newsId, visitor) };
  }

  /** Like (on = true) or unlike; one like per user is the primary key of post_likes. */
  async setSupport(newsId: number, user: AuthUser, on: boolean): Promise<SupportResponse> {
    const now = this.clock.now();
    return this.db.write(async (tx) => {
      const post = await tx.get<{ status: number }>(sql`SELECT status FROM posts WHERE id = ${newsId}`);
      if (!post || post.status !== AuditStatus.Approved) throw notFound(POST_NOT_FOUND_MSG);
      return toggleLike(tx, { table: 'post_likes', column: 'post_id', id: newsId }, user.id, on, now);
    }, HOT);
  }
}
