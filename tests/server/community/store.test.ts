/** The community database: file location, WAL, foreign keys, ordered migrations recorded once. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { communityDbPath, openCommunityDb } from '../../../server/community/db';
import { MIGRATIONS } from '../../../server/community/migrations';
import { countText } from '../../../server/community/text-length';
import { useTestServer } from '../harness';

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
    const broken = {
      version: 3,
      name: 'broken',
      sql: 'CREATE TABLE half (x INTEGER); INSERT INTO nowhere VALUES (1);',
    };
    expect(() => openCommunityDb(dir, [...MIGRATIONS, broken])).toThrow();
    const db = openCommunityDb(dir);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
    expect(db.prepare('SELECT MAX(version) AS v FROM schema_migrations').get()).toEqual({ v: 2 });
    db.close();
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
