/**
 * Who sees what: approved items are public; a pending item is seen only by its author (marked
 * pending); rejected items by nobody. `viewer` is the caller's user id, 0 for a visitor.
 */
import { AuditStatus, type Moderated } from '../../contract/community';
import { raw, type Sql, sql, type SqlRunner } from './sql';

export const visibleTo = (alias: string, viewer: number): Sql => {
  const a = raw(alias);
  return sql`(${a}.status = ${raw(String(AuditStatus.Approved))} OR (${a}.status = ${raw(String(AuditStatus.Pending))} AND ${a}.user_id = ${viewer}))`;
};

export function moderated(status: number): Moderated {
  const auditStatus = status === AuditStatus.Approved ? AuditStatus.Approved : AuditStatus.Pending;
  return { auditStatus, isPending: auditStatus === AuditStatus.Pending };
}

/** Allocates the next post or comment id from the shared sequence. */
export async function nextItemId(tx: SqlRunner, kind: 'post' | 'comment'): Promise<number> {
  const row = await tx.get<{ id: number }>(sql`INSERT INTO item_ids (kind) VALUES (${kind}) RETURNING id`);
  if (!row) throw new Error('item id not returned');
  return Number(row.id);
}

/** 0 or 1 from what an engine returns for a truth value (SQLite 0/1, PostgreSQL false/true). */
export const bit = (v: number | boolean | null | undefined): 0 | 1 => (v ? 1 : 0);
