/**
 * Who sees what: approved items are public; a pending item is seen only by its author (marked
 * pending); rejected items by nobody. `@viewer` is the caller's user id, 0 for a visitor.
 */
import { AuditStatus, type Moderated } from '../../src/api/contract/community';
import type { Db } from './db';

export const visibleTo = (alias: string) =>
  `(${alias}.status = ${AuditStatus.Approved} OR (${alias}.status = ${AuditStatus.Pending} AND ${alias}.user_id = @viewer))`;

export function moderated(status: number): Moderated {
  const auditStatus = status === AuditStatus.Approved ? AuditStatus.Approved : AuditStatus.Pending;
  return { auditStatus, isPending: auditStatus === AuditStatus.Pending };
}

/** Allocates the next post or comment id from the shared sequence. */
export function nextItemId(db: Db, kind: 'post' | 'comment'): number {
  return Number(db.prepare('INSERT INTO item_ids (kind) VALUES (?)').run(kind).lastInsertRowid);
}
