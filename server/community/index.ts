/**
 * The community store, behind one set of repositories (docs/scaling.md "Community on PostgreSQL"):
 * - SQLite (the default): `<dataDir>/community.db`, created on first start;
 * - PostgreSQL when `databaseUrl` (DATABASE_URL) is set: what several gateways share, including
 *   the login tokens, SMS codes and rate-limit counts.
 * Uploaded image files live in `<dataDir>/uploads` either way. Route modules call these
 * repositories; nothing else touches the database.
 */
import { Accounts } from './accounts';
import { Alerts } from './alerts';
import { type Clock, communityClock } from './clock';
import { Comments } from './comments';
import { openCommunityDb } from './db';
import { DEFAULT_LIMITS, type Limiter, type Limits, memoryLimiter, SqlRateLimiter } from './limits';
import { Moderation } from './moderation';
import { openPostgresDb } from './postgres-db';
import { Posts } from './posts';
import { DEFAULT_READ_COUNTS, type ReadCountOptions, ReadCounts } from './read-counts';
import type { SqlDb } from './sql';
import { SqliteDb } from './sqlite-db';
import { Uploads } from './uploads';
import { Watchlists } from './watchlist';

export interface Community {
  db: SqlDb;
  accounts: Accounts;
  posts: Posts;
  /** Post reads, counted once per visitor per period and written in batches (start() runs the timer). */
  reads: ReadCounts;
  comments: Comments;
  uploads: Uploads;
  moderation: Moderation;
  /** 自选: lists and groups (docs/watchlist-and-alerts.md). */
  watchlists: Watchlists;
  /** 股价提醒 and their inbox. */
  alerts: Alerts;
  /** Per-user and per-IP limits on posts, comments, replies, likes and uploads. */
  limiter: Limiter;
  close(): Promise<void>;
}

export interface CommunityOptions {
  dataDir: string;
  /** postgres://… : the PostgreSQL store; unset: SQLite in dataDir. */
  databaseUrl?: string;
  autoApproveSeconds: number;
  limits?: Limits;
  readCounts?: ReadCountOptions;
}

/** Opens the store the options name and applies its pending migrations. */
export async function openSqlDb(opts: Pick<CommunityOptions, 'dataDir' | 'databaseUrl'>): Promise<SqlDb> {
  return opts.databaseUrl ? openPostgresDb(opts.databaseUrl) : new SqliteDb(openCommunityDb(opts.dataDir));
}

export async function openCommunity(
  opts: CommunityOptions,
  clock: Clock = communityClock,
): Promise<Community> {
  const db = await openSqlDb(opts);
  const limits = opts.limits ?? DEFAULT_LIMITS;
  const now = () => clock.now();
  let closed: Promise<void> | undefined;
  const reads = new ReadCounts(db, now, opts.readCounts ?? DEFAULT_READ_COUNTS);
  return {
    db,
    accounts: new Accounts(db, clock),
    posts: new Posts(db, clock, reads),
    reads,
    comments: new Comments(db, clock),
    uploads: new Uploads(db, clock, opts.dataDir),
    moderation: new Moderation(db, clock, opts.autoApproveSeconds),
    watchlists: new Watchlists(db),
    alerts: new Alerts(db, clock),
    limiter: db.dialect === 'postgres' ? new SqlRateLimiter(db, limits, now) : memoryLimiter(limits, now),
    // The reads counted since the last flush are written before the store closes.
    close: () => (closed ??= reads.close().then(() => db.close())),
  };
}
