/**
 * The PostgreSQL community store (`DATABASE_URL=postgres://…`, client `pg`): what several gateways,
 * on one machine or many, share (docs/scaling.md). Writes run SERIALIZABLE and are retried whole on
 * a serialisation failure or deadlock: the outcome is that of the writes one at a time, as SQLite's
 * BEGIN IMMEDIATE gives, without one lock for the whole database.
 */
import pg from 'pg';
import { type Migration, PG_MIGRATIONS } from './migrations';
import type { RunResult, Sql, SqlDb, SqlRunner, WriteOptions } from './sql';

const placeholder = (i: number) => `$${i + 1}`;

/** bigint (ids, unix-ms times, counts) and numeric (sums) as JS numbers: every value here is < 2^53. */
const INT8 = 20;
const NUMERIC = 1700;
const parseNumber = (value: string) => Number(value);
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary'): unknown =>
    oid === INT8 || oid === NUMERIC
      ? parseNumber
      : (pg.types.getTypeParser(oid, format) as unknown)) as pg.CustomTypesConfig['getTypeParser'],
};

/** serialization_failure, deadlock_detected: the transaction may succeed when run again. */
const RETRY_CODES = new Set(['40001', '40P01']);
export const WRITE_ATTEMPTS = 20;

/** Fixed key of the advisory lock that serialises migrations across processes starting together. */
const MIGRATION_LOCK = 0x77617071; // "wapq"

function runner(client: pg.PoolClient | pg.Pool): SqlRunner {
  const query = async (q: Sql) => {
    const { text, values } = q.render(placeholder);
    return client.query(text, values);
  };
  return {
    all: async <T>(q: Sql) => (await query(q)).rows as T[],
    get: async <T>(q: Sql) => (await query(q)).rows[0] as T | undefined,
    run: async (q: Sql): Promise<RunResult> => ({ changes: (await query(q)).rowCount ?? 0 }),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class PostgresDb implements SqlDb {
  readonly dialect = 'postgres';
  private readonly direct: SqlRunner;

  constructor(readonly pool: pg.Pool) {
    this.direct = runner(pool);
  }

  all<T>(q: Sql): Promise<T[]> {
    return this.direct.all<T>(q);
  }

  get<T>(q: Sql): Promise<T | undefined> {
    return this.direct.get<T>(q);
  }

  run(q: Sql): Promise<RunResult> {
    return this.direct.run(q);
  }

  write<T>(fn: (tx: SqlRunner) => Promise<T>, opts: WriteOptions = {}): Promise<T> {
    const level = opts.contention === 'hot' ? 'READ COMMITTED' : 'SERIALIZABLE';
    return this.transaction(`BEGIN ISOLATION LEVEL ${level}`, fn, WRITE_ATTEMPTS);
  }

  read<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T> {
    return this.transaction('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', fn, 1);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  private async transaction<T>(
    begin: string,
    fn: (tx: SqlRunner) => Promise<T>,
    attempts: number,
  ): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      for (let attempt = 1; ; attempt++) {
        await client.query(begin);
        try {
          const result = await fn(runner(client));
          await client.query('COMMIT');
          return result;
        } catch (err) {
          // A connection that cannot even roll back is dropped from the pool, not handed out again.
          await client.query('ROLLBACK').catch((e: Error) => (broken = e));
          if (broken) throw err;
          const code = (err as { code?: string }).code;
          if (attempt >= attempts || code === undefined || !RETRY_CODES.has(code)) throw err;
          // A short random pause, growing with the attempts, so the same writers do not collide again.
          await pause(Math.random() * Math.min(50, 2 * attempt));
        }
      }
    } finally {
      client.release(broken);
    }
  }
}

/**
 * Bounds on every wait for PostgreSQL (docs/operations.md "Timeouts"): a database that is down,
 * frozen or unreachable fails a community call within about 5 s with the ordinary error envelope,
 * never a request that hangs. The statement and idle-in-transaction bounds are the server's own
 * (they free its locks); the query bound is the client's, for a server that no longer answers at all.
 */
export const PG_TIMEOUTS = {
  /** Opening a connection (also a wait for a free pooled connection). */
  connectionTimeoutMillis: 3_000,
  /** The server cancels a statement running longer than this. */
  statement_timeout: 5_000,
  /** The client gives up on a query whose answer has not come (frozen server, dead link). */
  query_timeout: 6_000,
  /** The server ends a session that holds a transaction open and idle this long. */
  idle_in_transaction_session_timeout: 10_000,
} as const;

/** Connects to DATABASE_URL and applies the pending migrations. */
export async function openPostgresDb(
  databaseUrl: string,
  migrations: readonly Migration[] = PG_MIGRATIONS,
): Promise<PostgresDb> {
  const pool = new pg.Pool({ connectionString: databaseUrl, types, max: 10, ...PG_TIMEOUTS });
  // An idle client that loses its server (a restart) must not take the process down.
  pool.on('error', () => undefined);
  try {
    await migratePostgres(pool, migrations);
  } catch (err) {
    await pool.end();
    throw err;
  }
  return new PostgresDb(pool);
}

/**
 * Applies each pending step in its own transaction, recorded in schema_migrations, as db.ts does
 * for SQLite; an advisory lock makes processes starting at once apply each step once.
 */
export async function migratePostgres(pool: pg.Pool, migrations: readonly Migration[]): Promise<number[]> {
  const client = await pool.connect();
  const applied: number[] = [];
  try {
    const ordered = [...migrations].sort((a, b) => a.version - b.version);
    for (const m of ordered) {
      await client.query('BEGIN');
      try {
        await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
        await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
          version INTEGER PRIMARY KEY,
          name TEXT NOT NULL,
          applied_at BIGINT NOT NULL
        )`);
        const done = await client.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
        if (done.rowCount === 0) {
          await client.query(m.sql);
          await client.query(
            'INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)',
            [m.version, m.name, Date.now()],
          );
          applied.push(m.version);
        }
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      }
    }
    return applied;
  } finally {
    client.release();
  }
}
