/**
 * The ordered schema steps of each store, rendered from the one definition (schema.ts). A step is
 * applied once, in its own transaction, and recorded in schema_migrations (db.ts for SQLite,
 * postgres-db.ts for PostgreSQL).
 */
import { type Dialect, stepSql, stepsFor } from './schema';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

function migrationsFor(dialect: Dialect): readonly Migration[] {
  return stepsFor(dialect).map((s) => ({ version: s.version, name: s.name, sql: stepSql(s, dialect) }));
}

/** SQLite's steps (one process: no rate-limit table, step 3 skipped). */
export const MIGRATIONS: readonly Migration[] = migrationsFor('sqlite');

/** PostgreSQL's steps: BIGINT ids and times, BYTEA hashes, and the shared rate-limit events. */
export const PG_MIGRATIONS: readonly Migration[] = migrationsFor('postgres');
