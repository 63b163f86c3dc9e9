/**
 * Moderation: posts and comments wait as pending until approved or rejected, by the moderation
 * command (moderate-cli.ts) or, for demos, automatically once they are autoApproveSeconds old.
 * Post and comment ids come from one sequence, so an ID names one item.
 */
import { AuditStatus } from '../../src/api/contract/community';
import type { Clock } from './clock';
import type { Db } from './db';

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

export class Moderation {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** 0 = off. */
    private readonly autoApproveSeconds: number,
  ) {}

  pending(): PendingItem[] {
    const posts = this.db
      .prepare(
        `SELECT p.id, p.created_at, u.nickname, p.market, p.symbol, p.title, p.content FROM posts p
         JOIN users u ON u.id = p.user_id WHERE p.status = ? ORDER BY p.created_at, p.id`,
      )
      .all(AuditStatus.Pending) as {
      id: number;
      created_at: number;
      nickname: string;
      market: string;
      symbol: string;
      title: string;
      content: string;
    }[];
    const comments = this.db
      .prepare(
        `SELECT c.id, c.created_at, u.nickname, c.post_id, c.parent_id, c.content FROM comments c
         JOIN users u ON u.id = c.user_id WHERE c.status = ? ORDER BY c.created_at, c.id`,
      )
      .all(AuditStatus.Pending) as {
      id: number;
      created_at: number;
      nickname: string;
      post_id: number;
      parent_id: number | null;
      content: string;
    }[];
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
  apply(action: ModerationAction, id: number): 'post' | 'comment' | null {
    const now = this.clock.now();
    return this.db
      .transaction((): 'post' | 'comment' | null => {
        const isPost = !!this.db.prepare('SELECT 1 FROM posts WHERE id = ?').get(id);
        const isComment = !isPost && !!this.db.prepare('SELECT 1 FROM comments WHERE id = ?').get(id);
        if (!isPost && !isComment) return null;
        const table = isPost ? 'posts' : 'comments';
        if (action === 'approve' || action === 'reject') {
          const status = action === 'approve' ? AuditStatus.Approved : AuditStatus.Rejected;
          this.db
            .prepare(`UPDATE ${table} SET status = ?, reviewed_at = ? WHERE id = ?`)
            .run(status, now, id);
        } else {
          if (!isPost) return 'comment';
          this.db.prepare('UPDATE posts SET is_top = ? WHERE id = ?').run(action === 'pin' ? 1 : 0, id);
        }
        return isPost ? 'post' : 'comment';
      })
      .immediate();
  }

  approveAll(): number {
    const now = this.clock.now();
    return this.db
      .transaction(() => {
        const a = this.db
          .prepare('UPDATE posts SET status = ?, reviewed_at = ? WHERE status = ?')
          .run(AuditStatus.Approved, now, AuditStatus.Pending).changes;
        const b = this.db
          .prepare('UPDATE comments SET status = ?, reviewed_at = ? WHERE status = ?')
          .run(AuditStatus.Approved, now, AuditStatus.Pending).changes;
        return a + b;
      })
      .immediate();
  }

  /** With auto-approval on, approves every pending item old enough. Called before each read. */
  sweep(): void {
    if (this.autoApproveSeconds <= 0) return;
    const now = this.clock.now();
    const cutoff = now - this.autoApproveSeconds * 1000;
    const due =
      this.db
        .prepare('SELECT 1 FROM posts WHERE status = ? AND created_at <= ? LIMIT 1')
        .get(AuditStatus.Pending, cutoff) ||
      this.db
        .prepare('SELECT 1 FROM comments WHERE status = ? AND created_at <= ? LIMIT 1')
        .get(AuditStatus.Pending, cutoff);
    if (!due) return;
    this.db
      .transaction(() => {
        for (const table of ['posts', 'comments']) {
          this.db
            .prepare(`UPDATE ${table} SET status = ?, reviewed_at = ? WHERE status = ? AND created_at <= ?`)
            .run(AuditStatus.Approved, now, AuditStatus.Pending, cutoff);
        }
      })
      .immediate();
  }
}
