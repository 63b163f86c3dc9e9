/**
 * Moderation: posts and comments wait as pending until approved or rejected, by the moderation
 * command (moderate-cli.ts) or, for demos, automatically once they are autoApproveSeconds old.
 * Post and comment ids come from one sequence, so an ID names one item.
 */
import { AuditStatus } from '../../contract/community';
import type { Clock } from './clock';
import { raw, sql, type SqlDb } from './sql';

export interface PendingItem {
  id: number;
  kind: 'post' | 'comment';
  createdAt: number;
  author: string;
  /** Post: market/symbol; comment: the post id it belongs to. */
  where: string;
  text: string;
}

export type ModerationAction = 'approve' | 'reject' | 'pin' | 'unpin';

const PENDING = raw(String(AuditStatus.Pending));

export class Moderation {
  constructor(
    private readonly db: SqlDb,
    private readonly clock: Clock,
    /** 0 = off. */
    private readonly autoApproveSeconds: number,
  ) {}

  async pending(): Promise<PendingItem[]> {
    const [posts, comments] = await this.db.read(
      async (tx) =>
        [
          await tx.all<{
            id: number;
            created_at: number;
            nickname: string;
            market: string;
            symbol: string;
            title: string;
            content: string;
          }>(
            sql`SELECT p.id, p.created_at, u.nickname, p.market, p.symbol, p.title, p.content FROM posts p
            JOIN users u ON u.id = p.user_id WHERE p.status = ${PENDING} ORDER BY p.created_at, p.id`,
          ),
          await tx.all<{
            id: number;
            created_at: number;
            nickname: string;
            post_id: number;
            parent_id: number | null;
            content: string;
          }>(
            sql`SELECT c.id, c.created_at, u.nickname, c.post_id, c.parent_id, c.content FROM comments c
            JOIN users u ON u.id = c.user_id WHERE c.status = ${PENDING} ORDER BY c.created_at, c.id`,
          ),
        ] as const,
    );
    return [
      ...posts.map((p) => ({
        id: p.id,
        kind: 'post' as const,
        createdAt: p.created_at,
        author: p.nickname,
        where: `${p.market}/${p.symbol}`,
        text: p.title ? `${p.title} | ${p.content}` : p.content,
      })),
      ...comments.map((c) => ({
        id: c.id,
        kind: 'comment' as const,
        createdAt: c.created_at,
        author: c.nickname,
        where: c.parent_id ? `post ${c.post_id} reply to ${c.parent_id}` : `post ${c.post_id}`,
        text: c.content,
      })),
    ].sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
  }

  /** Applies an action to the post or comment with this id; returns what it was, or null if none. */
  async apply(action: ModerationAction, id: number): Promise<'post' | 'comment' | null> {
    const now = this.clock.now();
    return this.db.write(async (tx): Promise<'post' | 'comment' | null> => {
      const isPost = !!(await tx.get(sql`SELECT 1 FROM posts WHERE id = ${id}`));
      const isComment = !isPost && !!(await tx.get(sql`SELECT 1 FROM comments WHERE id = ${id}`));
      if (!isPost && !isComment) return null;
      const table = raw(isPost ? 'posts' : 'comments');
      if (action === 'approve' || action === 'reject') {
        const status = action === 'approve' ? AuditStatus.Approved : AuditStatus.Rejected;
        await tx.run(sql`UPDATE ${table} SET status = ${status}, reviewed_at = ${now} WHERE id = ${id}`);
      } else {
        if (!isPost) return 'comment';
        await tx.run(sql`UPDATE posts SET is_top = ${action === 'pin' ? 1 : 0} WHERE id = ${id}`);
      }
      return isPost ? 'post' : 'comment';
    });
  }

  async approveAll(): Promise<number> {
    const now = this.clock.now();
    return this.db.write(async (tx) => {
      let changed = 0;
      for (const table of [raw('posts'), raw('comments')]) {
        changed += (
          await tx.run(
            sql`UPDATE ${table} SET status = ${AuditStatus.Approved}, reviewed_at = ${now} WHERE status = ${PENDING}`,
          )
        ).changes;
      }
      return changed;
    });
  }

  /** With auto-approval on, approves every pending item old enough. Called before each read. */
  async sweep(): Promise<void> {
    if (this.autoApproveSeconds <= 0) return;
    const now = this.clock.now();
    const cutoff = now - this.autoApproveSeconds * 1000;
    const due =
      (await this.db.get(
        sql`SELECT 1 FROM posts WHERE status = ${PENDING} AND created_at <= ${cutoff} LIMIT 1`,
      )) ||
      (await this.db.get(
        sql`SELECT 1 FROM comments WHERE status = ${PENDING} AND created_at <= ${cutoff} LIMIT 1`,
      ));
    if (!due) return;
    await this.db.write(async (tx) => {
      for (const table of [raw('posts'), raw('comments')]) {
        await tx.run(
          sql`UPDATE ${table} SET status = ${AuditStatus.Approved}, reviewed_at = ${now}
              WHERE status = ${PENDING} AND created_at <= ${cutoff}`,
        );
      }
    });
  }
}
