/**
 * The SQLite community store (the default): one better-sqlite3 connection (db.ts opens it: WAL,
 * synchronous=FULL, foreign keys). better-sqlite3 answers at once, but the repositories are written
 * for an asynchronous store, so a transaction spans several turns of the event loop; a queue keeps
 * everything on the connection one at a time, so that no other request's statement lands inside an
 * open transaction.
 */
import type Database from 'better-sqlite3';
import type { Db } from './db';
import type { RunResult, Sql, SqlDb, SqlRunner, WriteOptions } from './sql';

const placeholder = () => '?';

export class SqliteDb implements SqlDb {
  readonly dialect = 'sqlite';
  private readonly statements = new Map<string, Database.Statement>();
  private queue: Promise<unknown> = Promise.resolve();
  private readonly direct: SqlRunner;

  constructor(readonly db: Db) {
    const prepare = (q: Sql) => {
      const { text, values } = q.render(placeholder);
      let stmt = this.statements.get(text);
      if (!stmt) {
        stmt = db.prepare(text);
        this.statements.set(text, stmt);
      }
      return { stmt, values };
    };
    this.direct = {
      all: async <T>(q: Sql) => {
        const { stmt, values } = prepare(q);
        return stmt.all(...values) as T[];
      },
      get: async <T>(q: Sql) => {
        const { stmt, values } = prepare(q);
        return stmt.get(...values) as T | undefined;
      },
      run: async (q: Sql): Promise<RunResult> => {
        const { stmt, values } = prepare(q);
        return { changes: stmt.run(...values).changes };
      },
    };
  }

  all<T>(q: Sql): Promise<T[]> {
    return this.exclusive(() => this.direct.all<T>(q));
  }

  get<T>(q: Sql): Promise<T | undefined> {
    return this.exclusive(() => this.direct.get<T>(q));
  }

  run(q: Sql): Promise<RunResult> {
    return this.exclusive(() => this.direct.run(q));
  }

  /** BEGIN IMMEDIATE: the write lock is taken first, so no other writer (process) interleaves. */
  write<T>(fn: (tx: SqlRunner) => Promise<T>, _opts?: WriteOptions): Promise<T> {
    return this.exclusive(() => this.transaction('BEGIN IMMEDIATE', fn));
  }

  read<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T> {
    return this.exclusive(() => this.transaction('BEGIN', fn));
  }

  async close(): Promise<void> {
    await this.queue;
    if (this.db.open) this.db.close();
  }

  private async transaction<T>(begin: string, fn: (tx: SqlRunner) => Promise<T>): Promise<T> {
    this.db.exec(begin);
    try {
      const result = await fn(this.direct);
      this.db.exec('COMMIT');
      return result;
    } catch (err) {
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      throw err;
    }
  }

  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
