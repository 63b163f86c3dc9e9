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
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // The moderation command may write while the server runs: wait for the lock instead of failing.
  db.pragma('busy_timeout = 5000');
  migrate(db, migrations);
  return db;
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
