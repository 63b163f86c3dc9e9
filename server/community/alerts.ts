/**
 * 股价提醒 in the community store (beyond the spec: docs/watchlist-and-alerts.md): the alerts a
 * user set (at most MAX_ALERTS), and the inbox of the ones that fired, kept until read. The
 * decisions (which alerts a trade fires) are server/alerts/alert-index.ts's; this only stores them.
 */
import type { AlertDirection, AlertMetric, AlertRepeat, Firing, IndexedAlert } from '../alerts/alert-index';
import type { Clock } from './clock';
import { badInput, notFound } from './failure';
import { list, sql, type SqlDb } from './sql';

export const MAX_ALERTS = 50;
export const ALERTS_FULL_MSG = `提醒最多设置${MAX_ALERTS}个`;
export const ALERT_NOT_FOUND_MSG = '提醒不存在';
export const INBOX_PAGE = 100;
/**
 * Fired entries kept per user, newest first: the inbox shows a page of them, and an every-time
 * alert at the shortest quiet period would otherwise grow the table without end.
 */
export const INBOX_KEEP = 1000;

export interface AlertInput {
  instrument: string;
  metric: AlertMetric;
  direction: AlertDirection;
  level: number;
  repeat: AlertRepeat;
  quietMs: number;
}

export interface StoredAlert extends AlertInput {
  id: number;
  createdAt: number;
}

export interface InboxEntry {
  id: number;
  alertId: number;
  instrument: string;
  metric: AlertMetric;
  direction: AlertDirection;
  level: number;
  /** The metric's value at the trade that fired it. */
  value: number;
  at: number;
  read: boolean;
}

interface AlertRow {
  id: number;
  user_id: number;
  instrument: string;
  metric: AlertMetric;
  direction: AlertDirection;
  level: number;
  repeat: AlertRepeat;
  quiet_ms: number;
  muted_until: number;
  created_at: number;
}

const toStored = (r: AlertRow): StoredAlert => ({
  id: Number(r.id),
  instrument: r.instrument,
  metric: r.metric,
  direction: r.direction,
  level: Number(r.level),
  repeat: r.repeat,
  quietMs: Number(r.quiet_ms),
  createdAt: Number(r.created_at),
});

export const toIndexed = (r: AlertRow): IndexedAlert => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  code: r.instrument,
  metric: r.metric,
  direction: r.direction,
  level: Number(r.level),
  repeat: r.repeat,
  quietMs: Number(r.quiet_ms),
  mutedUntil: Number(r.muted_until),
});

export class Alerts {
  constructor(
    private readonly db: SqlDb,
    private readonly clock: Clock,
  ) {}

  async list(userId: number): Promise<StoredAlert[]> {
    const rows = await this.db.all<AlertRow>(sql`SELECT * FROM alerts WHERE user_id = ${userId} ORDER BY id`);
    return rows.map(toStored);
  }

  /** The new alert as the index takes it; refused past MAX_ALERTS. */
  async create(userId: number, input: AlertInput): Promise<IndexedAlert> {
    return this.db.write(async (tx) => {
      const n = await tx.get<{ n: number }>(sql`SELECT COUNT(*) AS n FROM alerts WHERE user_id = ${userId}`);
      if (Number(n?.n ?? 0) >= MAX_ALERTS) throw badInput(ALERTS_FULL_MSG);
      const row = await tx.get<AlertRow>(
        sql`INSERT INTO alerts (user_id, instrument, metric, direction, level, repeat, quiet_ms, muted_until, created_at)
            VALUES (${userId}, ${input.instrument}, ${input.metric}, ${input.direction}, ${input.level},
                    ${input.repeat}, ${input.quietMs}, 0, ${this.clock.now()}) RETURNING *`,
      );
      if (!row) throw new Error('alert insert returned no row');
      return toIndexed(row);
    });
  }

  async remove(userId: number, id: number): Promise<void> {
    const res = await this.db.run(sql`DELETE FROM alerts WHERE id = ${id} AND user_id = ${userId}`);
    if (res.changes === 0) throw notFound(ALERT_NOT_FOUND_MSG);
  }

  /** Every alert of every user, for the index at start. */
  async all(): Promise<IndexedAlert[]> {
    return (await this.db.all<AlertRow>(sql`SELECT * FROM alerts ORDER BY id`)).map(toIndexed);
  }

  /**
   * What the index fired, in one transaction: an inbox entry each, a `once` alert deleted, the
   * others muted until the time the index set. Returns the entries with their ids.
   */
  async fired(firings: readonly Firing[]): Promise<{ userId: number; entry: InboxEntry }[]> {
    if (firings.length === 0) return [];
    // 'hot': each statement stands on its own (an insert, a delete or update by id), and a firing
    // must not be lost to a serialisation failure against the users' own alert calls.
    return this.db.write(
      async (tx) => {
        const out: { userId: number; entry: InboxEntry }[] = [];
        const users = new Set<number>();
        for (const { alert: a, value, at } of firings) {
          // Deleted through another process (a gateway has no index): it fires no more.
          if (!(await tx.get(sql`SELECT id FROM alerts WHERE id = ${a.id}`))) continue;
          users.add(a.userId);
          const row = await tx.get<{ id: number }>(
            sql`INSERT INTO alert_events (user_id, alert_id, instrument, metric, direction, level, value, at)
              VALUES (${a.userId}, ${a.id}, ${a.code}, ${a.metric}, ${a.direction}, ${a.level}, ${value}, ${at})
              RETURNING id`,
          );
          if (a.repeat === 'once') await tx.run(sql`DELETE FROM alerts WHERE id = ${a.id}`);
          else await tx.run(sql`UPDATE alerts SET muted_until = ${a.mutedUntil} WHERE id = ${a.id}`);
          out.push({
            userId: a.userId,
            entry: {
              id: Number(row?.id),
              alertId: a.id,
              instrument: a.code,
              metric: a.metric,
              direction: a.direction,
              level: a.level,
              value,
              at,
              read: false,
            },
          });
        }
        for (const userId of users)
          await tx.run(
            sql`DELETE FROM alert_events WHERE user_id = ${userId} AND id NOT IN
              (SELECT id FROM alert_events WHERE user_id = ${userId} ORDER BY id DESC LIMIT ${INBOX_KEEP})`,
          );
        return out;
      },
      { contention: 'hot' },
    );
  }

  /** The newest INBOX_PAGE entries, newest first. */
  async inbox(userId: number): Promise<InboxEntry[]> {
    const rows = await this.db.all<{
      id: number;
      alert_id: number;
      instrument: string;
      metric: AlertMetric;
      direction: AlertDirection;
      level: number;
      value: number;
      at: number;
      is_read: number;
    }>(sql`SELECT * FROM alert_events WHERE user_id = ${userId} ORDER BY id DESC LIMIT ${INBOX_PAGE}`);
    return rows.map((r) => ({
      id: Number(r.id),
      alertId: Number(r.alert_id),
      instrument: r.instrument,
      metric: r.metric,
      direction: r.direction,
      level: Number(r.level),
      value: Number(r.value),
      at: Number(r.at),
      read: Number(r.is_read) === 1,
    }));
  }

  async markRead(userId: number, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.run(
      sql`UPDATE alert_events SET is_read = 1 WHERE user_id = ${userId} AND id IN (${list(ids)})`,
    );
  }
}
