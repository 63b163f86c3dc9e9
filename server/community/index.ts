/**
 * The community store: one SQLite database `<dataDir>/community.db` (created on first start) and
 * the uploads folder `<dataDir>/uploads`. Route modules call these repositories; nothing else
 * touches the database.
 */
import { Accounts } from './accounts';
import { type Clock, communityClock } from './clock';
import { Comments } from './comments';
import { type Db, openCommunityDb } from './db';
import { DEFAULT_LIMITS, type Limits, RateLimiter } from './limits';
import { Moderation } from './moderation';
import { Posts } from './posts';
import { Uploads } from './uploads';

export interface Community {
  db: Db;
  accounts: Accounts;
  posts: Posts;
  comments: Comments;
  uploads: Uploads;
  moderation: Moderation;
  /** Per-user and per-IP limits on posts, comments, replies, likes and uploads. */
  limiter: RateLimiter;
  close(): void;
}

export function openCommunity(
  opts: { dataDir: string; autoApproveSeconds: number; limits?: Limits },
  clock: Clock = communityClock,
): Community {
  const db = openCommunityDb(opts.dataDir);
  const posts = new Posts(db, clock);
  return {
    db,
    accounts: new Accounts(db, clock),
    posts,
    comments: new Comments(db, clock, posts),
    uploads: new Uploads(db, clock, opts.dataDir),
    moderation: new Moderation(db, clock, opts.autoApproveSeconds),
    limiter: new RateLimiter(opts.limits ?? DEFAULT_LIMITS, () => clock.now()),
    close: () => {
      if (db.open) db.close();
    },
  };
}
