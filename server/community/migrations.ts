/**
 * Ordered schema steps. A step is applied once, in its own transaction, and recorded in
 * schema_migrations; never edit a released step, append a new one.
 *
 * Posts and comments draw their ids from one sequence (item_ids), so a moderation ID names exactly
 * one item. Like counts and review counts are never stored: they are counted from the rows, so they
 * always equal them.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'accounts',
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        phone TEXT NOT NULL UNIQUE,
        user_code TEXT NOT NULL UNIQUE,
        nickname TEXT NOT NULL,
        head_image TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL
      );
      CREATE TABLE tokens (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX tokens_expiry ON tokens(expires_at);
      CREATE TABLE sms_codes (
        id INTEGER PRIMARY KEY,
        phone TEXT NOT NULL,
        ip TEXT NOT NULL,
        sms_token TEXT NOT NULL,
        salt BLOB NOT NULL,
        code_hash BLOB NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        closed_at INTEGER
      );
      CREATE INDEX sms_codes_phone ON sms_codes(phone, created_at);
      CREATE INDEX sms_codes_ip ON sms_codes(ip, created_at);
      CREATE TABLE login_attempts (
        id INTEGER PRIMARY KEY,
        ip TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX login_attempts_ip ON login_attempts(ip, at);
    `,
  },
  {
    version: 2,
    name: 'forum',
    sql: `
      CREATE TABLE item_ids (id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL CHECK (kind IN ('post', 'comment')));
      CREATE TABLE uploads (
        name TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('png', 'jpg', 'gif')),
        size INTEGER NOT NULL,
        bucket TEXT NOT NULL,
        user_id INTEGER NOT NULL REFERENCES users(id),
        created_at INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE posts (
        id INTEGER PRIMARY KEY REFERENCES item_ids(id),
        user_id INTEGER NOT NULL REFERENCES users(id),
        market TEXT NOT NULL,
        symbol TEXT NOT NULL,
        title TEXT NOT NULL DEFAULT '',
        content TEXT NOT NULL,
        content_type INTEGER NOT NULL CHECK (content_type IN (0, 1)),
        status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
        is_top INTEGER NOT NULL DEFAULT 0 CHECK (is_top IN (0, 1)),
        hit_count INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        reviewed_at INTEGER
      );
      CREATE INDEX posts_stock ON posts(market, symbol, is_top DESC, created_at DESC, id DESC);
      CREATE INDEX posts_pending ON posts(status, created_at);
      CREATE TABLE post_medias (
        post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        upload_name TEXT NOT NULL REFERENCES uploads(name),
        PRIMARY KEY (post_id, position)
      ) WITHOUT ROWID;
      CREATE TABLE comments (
        id INTEGER PRIMARY KEY REFERENCES item_ids(id),
        post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users(id),
        parent_id INTEGER REFERENCES comments(id),
        content TEXT NOT NULL,
        status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
        created_at INTEGER NOT NULL,
        reviewed_at INTEGER
      );
      CREATE INDEX comments_post ON comments(post_id, created_at DESC, id DESC);
      CREATE INDEX comments_pending ON comments(status, created_at);
      CREATE TABLE post_likes (
        post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users(id),
        created_at INTEGER NOT NULL,
        PRIMARY KEY (post_id, user_id)
      ) WITHOUT ROWID;
      CREATE TABLE comment_likes (
        comment_id INTEGER NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users(id),
        created_at INTEGER NOT NULL,
        PRIMARY KEY (comment_id, user_id)
      ) WITHOUT ROWID;
    `,
  },
  {
    // Version 3 is PostgreSQL's rate_events (SQLite counts in memory): the versions stay aligned.
    version: 4,
    name: 'watchlist',
    sql: `
      CREATE TABLE watch_items (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        instrument TEXT NOT NULL,
        position INTEGER NOT NULL,
        PRIMARY KEY (user_id, instrument)
      ) WITHOUT ROWID;
      CREATE TABLE watch_groups (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        position INTEGER NOT NULL,
        UNIQUE (user_id, name)
      );
      CREATE TABLE watch_group_items (
        group_id INTEGER NOT NULL REFERENCES watch_groups(id) ON DELETE CASCADE,
        instrument TEXT NOT NULL,
        PRIMARY KEY (group_id, instrument)
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 5,
    name: 'price-alerts',
    sql: `
      CREATE TABLE alerts (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        instrument TEXT NOT NULL,
        metric TEXT NOT NULL CHECK (metric IN ('price', 'change', 'speed')),
        direction TEXT NOT NULL CHECK (direction IN ('up', 'down')),
        level REAL NOT NULL,
        repeat TEXT NOT NULL CHECK (repeat IN ('once', 'daily', 'every')),
        quiet_ms INTEGER NOT NULL,
        muted_until INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX alerts_user ON alerts(user_id, id);
      CREATE TABLE alert_events (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        alert_id INTEGER NOT NULL,
        instrument TEXT NOT NULL,
        metric TEXT NOT NULL,
        direction TEXT NOT NULL,
        level REAL NOT NULL,
        value REAL NOT NULL,
        at INTEGER NOT NULL,
        is_read INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX alert_events_user ON alert_events(user_id, id);
    `,
  },
];
