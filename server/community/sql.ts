/**
 * The community's SQL, written once for both stores (docs/scaling.md "Community on PostgreSQL"):
 * a query is a tagged template whose values travel as bound parameters, never as text, and each
 * store renders the placeholders its engine wants (`?` for SQLite, `$1…` for PostgreSQL).
 *
 *   sql`SELECT id FROM posts WHERE user_id = ${userId} AND ${visibleTo('p', viewerId)}`
 *
 * A value that is itself a query (a fragment) is spliced in with its own parameters; `raw` splices
 * fixed text (a table name chosen by the code, never by a caller).
 */
export class Sql {
  constructor(
    /** Text around the parameters: always one more piece than values. */
    readonly pieces: readonly string[],
    readonly values: readonly unknown[],
  ) {}

  /** The text with placeholders from `placeholder(i)` (i from 0) and the values in order. */
  render(placeholder: (index: number) => string): { text: string; values: unknown[] } {
    let text = this.pieces[0];
    for (let i = 0; i < this.values.length; i++) text += placeholder(i) + this.pieces[i + 1];
    return { text, values: [...this.values] };
  }
}

export function sql(strings: TemplateStringsArray, ...args: unknown[]): Sql {
  const pieces: string[] = [strings[0]];
  const values: unknown[] = [];
  args.forEach((arg, i) => {
    if (arg instanceof Sql) {
      pieces[pieces.length - 1] += arg.pieces[0];
      for (let k = 0; k < arg.values.length; k++) {
        values.push(arg.values[k]);
        pieces.push(arg.pieces[k + 1]);
      }
      pieces[pieces.length - 1] += strings[i + 1];
    } else {
      values.push(arg);
      pieces.push(strings[i + 1]);
    }
  });
  return new Sql(pieces, values);
}

/** Fixed text chosen by the code (a table or column name), spliced as it is. */
export const raw = (text: string): Sql => new Sql([text], []);

/** `a, b, c` of values (or fragments); an empty list is refused, since `IN ()` is not SQL. */
export function list(items: readonly unknown[]): Sql {
  if (items.length === 0) throw new Error('sql list of no items');
  return items.slice(1).reduce<Sql>((acc, item) => sql`${acc}, ${item}`, sql`${items[0]}`);
}

export interface WriteOptions {
  /**
   * 'hot': a write to a row many users write at once (a post's read count, its likes), whose every
   * statement is right on its own (an increment, an insert guarded by a primary key) and whose reads
   * only report. PostgreSQL runs it READ COMMITTED, where row locks order the writers, instead of
   * SERIALIZABLE, where they would fail and retry over and over on a popular post. SQLite: the same
   * BEGIN IMMEDIATE as every write.
   */
  contention?: 'hot';
}

/** What a write changed. */
export interface RunResult {
  changes: number;
}

/** Runs queries: the store itself (each query on its own) or an open transaction. */
export interface SqlRunner {
  all<T>(q: Sql): Promise<T[]>;
  get<T>(q: Sql): Promise<T | undefined>;
  run(q: Sql): Promise<RunResult>;
}

/**
 * A community database. Every write that reads before it writes runs in `write`: on SQLite one
 * `BEGIN IMMEDIATE` transaction (writers one at a time), on PostgreSQL one SERIALIZABLE transaction
 * retried whole on a serialisation failure, so both give the outcome of some one-at-a-time order.
 * The function may therefore run more than once on PostgreSQL: it must only touch the database.
 */
export interface SqlDb extends SqlRunner {
  readonly dialect: 'sqlite' | 'postgres';
  write<T>(fn: (tx: SqlRunner) => Promise<T>, opts?: WriteOptions): Promise<T>;
  /** One consistent snapshot for several reads. */
  read<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
