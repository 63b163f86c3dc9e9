/**
 * Opens the community database: WAL journal, foreign keys, full sync (an acknowledged write
 * survives a killed process and a power cut), then applies pending migrations in order.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS, type Migration } from './migrations';

export type Db = Database.Database;

export const DB_FILE_NAME = 'community.db';

export function communityDbPath(dataDir: string): string {
  return path.join(dataDir, DB_FILE_NAME);
}

export function openCommunityDb(dataDir: string, migrations: readonly Migration[] = MIGRATIONS): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(communityDbPath(dataDir));
  // The moderation command may write while the server runs: wait for the lock instead of failing.
  db.pragma('busy_timeout = 5000');
  // Two processes opening one fresh file at once (a gateway pair sharing a data folder): the switch
  // to WAL can answer SQLITE_BUSY without waiting on the busy timeout (SQLite refuses instead of
  // risking a deadlock), so the start retries it rather than exiting (1 start in 40 failed so).
  retryWhileBusy(() => db.pragma('journal_mode = WAL'));
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  retryWhileBusy(() => migrate(db, migrations));
  return db;
}

/** Runs `fn` again every 50 ms while it throws SQLITE_BUSY, for at most `forMs`; startup only (it blocks). */
export function retryWhileBusy<T>(fn: () => T, forMs = 10_000): T {
  const until = Date.now() + forMs;
  for (;;) {
    try {
      return fn();
    } catch (e) {
      if ((e as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() >= until) throw e;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
}

export function migrate(db: Db, migrations: readonly Migration[]): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  )`);
  const done = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
      (r) => r.version,
    ),
  );
  const applied: number[] = [];
  const ordered = [...migrations].sort((a, b) => a.version - b.version);
  for (const m of ordered) {
    if (done.has(m.version)) continue;
    // IMMEDIATE: two processes starting at once cannot both apply the same step.
    db.transaction(() => {
      const again = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(m.version);
      if (again) return;
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        m.version,
        m.name,
        Date.now(),
      );
      applied.push(m.version);
    }).immediate();
  }
  return applied;
}
