/**
 * The community database: file location, WAL, foreign keys, ordered migrations recorded once; the
 * same for PostgreSQL's schema where PostgreSQL is installed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { communityDbPath, openCommunityDb } from '../../../server/community/db';
import { MIGRATIONS, PG_MIGRATIONS } from '../../../server/community/migrations';
import { openPostgresDb } from '../../../server/community/postgres-db';
import { sql } from '../../../server/community/sql';
import { countText } from '../../../server/community/text-length';
import { useTestServer } from '../harness';
import { databaseUrlFor, STORES } from './helpers';

// Building the whole server (simulator included) takes seconds on a busy machine.
jest.setTimeout(120_000);

describe('community database', () => {
  const srv = useTestServer();
  const dirs: string[] = [];
  const tmp = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-db-'));
    dirs.push(d);
    return d;
  };
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('is created on first start as <dataDir>/community.db', () => {
    expect(fs.existsSync(path.join(srv.settings.dataDir, 'community.db'))).toBe(true);
    expect(fs.existsSync(path.join(srv.settings.dataDir, 'uploads'))).toBe(true);
  });

  it('runs in WAL mode with foreign keys and records every migration once, in order', () => {
    const dir = tmp();
    const db = openCommunityDb(dir);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    const versions = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all();
    expect(versions).toEqual(MIGRATIONS.map((m) => ({ version: m.version })));
    expect(() =>
      db
        .prepare(
          "INSERT INTO posts (id, user_id, market, symbol, content, content_type, created_at) VALUES (1, 42, 'sh', '1', 'x', 0, 0)",
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
    db.close();

    // Reopening applies nothing; an appended step is applied once, after the others.
    const extra = { version: 99, name: 'extra', sql: 'CREATE TABLE extra (x INTEGER)' };
    const again = openCommunityDb(dir, [...MIGRATIONS, extra]);
    const rows = again.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all();
    expect(rows).toEqual([
      ...MIGRATIONS.map((m) => ({ version: m.version, name: m.name })),
      { version: 99, name: 'extra' },
    ]);
    again.close();
    const third = openCommunityDb(dir, [...MIGRATIONS, extra]);
    expect(third.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get()).toEqual({
      n: MIGRATIONS.length + 1,
    });
    third.close();
    expect(fs.existsSync(communityDbPath(dir))).toBe(true);
  });

  it('rolls back a failing migration as a whole', () => {
    const dir = tmp();
    const last = MIGRATIONS[MIGRATIONS.length - 1].version;
    const broken = {
      version: last + 1,
      name: 'broken',
      sql: 'CREATE TABLE half (x INTEGER); INSERT INTO nowhere VALUES (1);',
    };
    expect(() => openCommunityDb(dir, [...MIGRATIONS, broken])).toThrow();
    const db = openCommunityDb(dir);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
    expect(db.prepare('SELECT MAX(version) AS v FROM schema_migrations').get()).toEqual({ v: last });
    db.close();
  });
});

describe.each(STORES.filter((s) => s === 'postgres'))('community database (%s)', (store) => {
  it('has the SQLite steps, same versions and names, plus the shared rate-limit events', () => {
    // Version 3 (rate-limits) is PostgreSQL's own; the later steps are in both stores again.
    const inSqlite = new Set(MIGRATIONS.map((m) => m.version));
    expect(PG_MIGRATIONS.filter((m) => inSqlite.has(m.version)).map((m) => [m.version, m.name])).toEqual(
      MIGRATIONS.map((m) => [m.version, m.name]),
    );
    expect(PG_MIGRATIONS.filter((m) => !inSqlite.has(m.version)).map((m) => m.name)).toEqual(['rate-limits']);
  });

  it('records every migration once, in order, enforces the keys, and applies an appended step once', async () => {
    const url = await databaseUrlFor(store);
    if (!url) throw new Error('no database');
    // Two processes starting at once: each step applied once.
    const [a, b] = await Promise.all([openPostgresDb(url), openPostgresDb(url)]);
    await b.close();
    const versions = await a.all(sql`SELECT version FROM schema_migrations ORDER BY version`);
    expect(versions).toEqual(PG_MIGRATIONS.map((m) => ({ version: m.version })));
    await expect(
      a.run(
        sql`INSERT INTO posts (id, user_id, market, symbol, content, content_type, created_at) VALUES (1, 42, 'sh', '1', 'x', 0, 0)`,
      ),
    ).rejects.toThrow(/foreign key/);
    // One like per user per post: the primary key.
    await a.run(
      sql`INSERT INTO users (phone, user_code, nickname, created_at) VALUES ('13900000000', 'u1', 'n', 0)`,
    );
    await a.run(sql`INSERT INTO item_ids (id, kind) VALUES (1, 'post')`);
    await a.run(
      sql`INSERT INTO posts (id, user_id, market, symbol, content, content_type, created_at) VALUES (1, 1, 'sh', '1', 'x', 0, 0)`,
    );
    await a.run(sql`INSERT INTO post_likes (post_id, user_id, created_at) VALUES (1, 1, 0)`);
    await expect(
      a.run(sql`INSERT INTO post_likes (post_id, user_id, created_at) VALUES (1, 1, 1)`),
    ).rejects.toThrow(/duplicate key/);
    await a.close();

    const extra = { version: 99, name: 'extra', sql: 'CREATE TABLE extra (x INTEGER)' };
    const again = await openPostgresDb(url, [...PG_MIGRATIONS, extra]);
    expect(await again.all(sql`SELECT version, name FROM schema_migrations ORDER BY version`)).toEqual([
      ...PG_MIGRATIONS.map((m) => ({ version: m.version, name: m.name })),
      { version: 99, name: 'extra' },
    ]);
    await again.close();
    const third = await openPostgresDb(url, [...PG_MIGRATIONS, extra]);
    expect(await third.get(sql`SELECT COUNT(*) AS n FROM schema_migrations`)).toEqual({
      n: PG_MIGRATIONS.length + 1,
    });
    await third.close();
  });

  it('rolls back a failing migration as a whole', async () => {
    const url = await databaseUrlFor(store);
    if (!url) throw new Error('no database');
    const last = PG_MIGRATIONS[PG_MIGRATIONS.length - 1].version;
    const broken = {
      version: last + 1,
      name: 'broken',
      sql: 'CREATE TABLE half (x INTEGER); INSERT INTO nowhere VALUES (1);',
    };
    await expect(openPostgresDb(url, [...PG_MIGRATIONS, broken])).rejects.toThrow(/nowhere/);
    const db = await openPostgresDb(url);
    expect(await db.get(sql`SELECT to_regclass('half') AS t`)).toEqual({ t: null });
    expect(await db.get(sql`SELECT MAX(version) AS v FROM schema_migrations`)).toEqual({ v: last });
    await db.close();
  });

  it('retries a write that loses a serialisation race (no update lost), and leaves no connection open', async () => {
    const url = await databaseUrlFor(store);
    if (!url) throw new Error('no database');
    const db = await openPostgresDb(url);
    try {
      await db.run(sql`CREATE TABLE counter (n INTEGER NOT NULL)`);
      await db.run(sql`INSERT INTO counter VALUES (0)`);
      // Read, then write what was read plus one: without serialisable retries some increments are lost.
      const bump = () =>
        db.write(async (tx) => {
          const row = await tx.get<{ n: number }>(sql`SELECT n FROM counter`);
          await tx.run(sql`UPDATE counter SET n = ${(row?.n ?? 0) + 1}`);
        });
      await Promise.all(Array.from({ length: 20 }, bump));
      expect(await db.get(sql`SELECT n FROM counter`)).toEqual({ n: 20 });
    } finally {
      await db.close();
    }
    // The pool's clients are gone: nothing left connected to the database. A closed client's server
    // process leaves pg_stat_activity a moment after the socket closes, so look again for a while.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    let others = -1;
    for (let i = 0; i < 50 && others !== 0; i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 100));
      const res = await admin.query<{ n: number }>(
        'SELECT COUNT(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      others = res.rows[0].n;
    }
    await admin.end();
    expect(others).toBe(0);
  });
});

describe('text counting (§5: an emoji code counts as one)', () => {
  it('counts code points and table emoji codes', () => {
    expect(countText('')).toBe(0);
    expect(countText('abc')).toBe(3);
    expect(countText('[微笑]')).toBe(1);
    expect(countText('[微笑][糗大了][NO]')).toBe(3);
    expect(countText('[不存在]')).toBe(5);
    expect(countText('[微笑')).toBe(3);
    expect(countText('😀a')).toBe(2);
    expect(countText('[[微笑]]')).toBe(3);
  });
});
