/**
 * The one schema definition (server/community/schema.ts): both stores' real schemas, read back from
 * the databases, are the same table by table, column by column (mapped types), key by key and index
 * by index; and a database built by the released hand-written steps (a frozen copy in fixtures/)
 * migrates forward to that schema without losing a row.
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { migrate } from '../../../server/community/db';
import { MIGRATIONS, type Migration, PG_MIGRATIONS } from '../../../server/community/migrations';
import { migratePostgres } from '../../../server/community/postgres-db';
import { SCHEMA } from '../../../server/community/schema';
import released from './fixtures/released-migrations.json';
import { STORES, databaseUrlFor } from './helpers';
import { type SchemaShape, postgresShape, sqliteShape } from './schema-shape';

const RELEASED_SQLITE: Migration[] = released.sqlite;
const RELEASED_PG: Migration[] = released.postgres;

/** Tables only PostgreSQL has, by the definition (a step only it takes). */
const PG_ONLY_TABLES = SCHEMA.filter((s) => s.only === 'postgres').flatMap((s) =>
  s.tables.map((t) => t.name),
);

const withoutTables = (shape: SchemaShape, names: string[]): SchemaShape => ({
  tables: Object.fromEntries(Object.entries(shape.tables).filter(([t]) => !names.includes(t))),
  indexes: Object.fromEntries(Object.entries(shape.indexes).filter(([, i]) => !names.includes(i.table))),
});

/** Rows in every table the released steps made: what migrating forward must keep. */
const SEED_ROWS = [
  "INSERT INTO users (id, phone, user_code, nickname, created_at) VALUES (1, '13900000001', 'u1', '股民甲', 1)",
  "INSERT INTO item_ids (id, kind) VALUES (1, 'post'), (2, 'comment')",
  "INSERT INTO posts (id, user_id, market, symbol, content, content_type, created_at) VALUES (1, 1, 'sh', '600519', '看好', 0, 2)",
  "INSERT INTO comments (id, post_id, user_id, content, created_at) VALUES (2, 1, 1, '同意', 3)",
  'INSERT INTO post_likes (post_id, user_id, created_at) VALUES (1, 1, 4)',
  "INSERT INTO watch_items (user_id, instrument, position) VALUES (1, 'sh600519', 0)",
  "INSERT INTO alerts (user_id, instrument, metric, direction, level, repeat, quiet_ms, created_at) VALUES (1, 'sh600519', 'price', 'up', 1800.5, 'once', 0, 5)",
];
const COUNTED = ['users', 'item_ids', 'posts', 'comments', 'post_likes', 'watch_items', 'alerts'];

function sqliteDb(...steps: (readonly Migration[])[]): Database.Database {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  for (const s of steps) migrate(db, s);
  return db;
}

describe('community schema, one definition (SQLite)', () => {
  it('gives SQLite every table and index of the definition, the author indexes included', () => {
    const db = sqliteDb(MIGRATIONS);
    const shape = sqliteShape(db);
    const expected = SCHEMA.filter((s) => s.only !== 'postgres').flatMap((s) => s.tables.map((t) => t.name));
    expect(Object.keys(shape.tables).sort()).toEqual([...expected].sort());
    expect(shape.indexes.posts_author).toEqual({ table: 'posts', unique: false, columns: ['user_id', 'id'] });
    expect(shape.indexes.comments_author).toEqual({
      table: 'comments',
      unique: false,
      columns: ['user_id', 'id'],
    });
    expect(shape.indexes.posts_stock.columns).toEqual([
      'market',
      'symbol',
      'is_top DESC',
      'created_at DESC',
      'id DESC',
    ]);
    db.close();
  });

  it('migrates a database of the released steps forward: the same schema as a new one, no row lost', () => {
    const old = sqliteDb(RELEASED_SQLITE);
    for (const q of SEED_ROWS) old.exec(q);
    const before = COUNTED.map((t) => old.prepare(`SELECT * FROM ${t}`).all());
    expect(migrate(old, MIGRATIONS)).toEqual([6]);
    expect(sqliteShape(old)).toEqual(sqliteShape(sqliteDb(MIGRATIONS)));
    expect(COUNTED.map((t) => old.prepare(`SELECT * FROM ${t}`).all())).toEqual(before);
    expect(old.prepare('SELECT version FROM schema_migrations ORDER BY version').all()).toEqual(
      MIGRATIONS.map((m) => ({ version: m.version })),
    );
    old.close();
  });
});

describe.each(STORES.filter((s) => s === 'postgres'))('community schema, one definition (%s)', (store) => {
  async function pool(...steps: (readonly Migration[])[]): Promise<pg.Pool> {
    const url = await databaseUrlFor(store);
    if (!url) throw new Error('no database');
    const p = new pg.Pool({ connectionString: url, max: 2 });
    for (const s of steps) await migratePostgres(p, s);
    return p;
  }

  it('is the SQLite schema table by table, column by column, key by key and index by index', async () => {
    const p = await pool(PG_MIGRATIONS);
    try {
      const pgShape = await postgresShape(p);
      expect(PG_ONLY_TABLES).toEqual(['rate_events']);
      expect(Object.keys(pgShape.tables)).toEqual(expect.arrayContaining(PG_ONLY_TABLES));
      const lite = sqliteShape(sqliteDb(MIGRATIONS));
      expect(withoutTables(pgShape, PG_ONLY_TABLES)).toEqual(lite);
      // Not two empty shapes: every table read, with its columns and keys.
      expect(Object.keys(lite.tables)).toHaveLength(16);
      expect(Object.keys(lite.indexes)).toHaveLength(12);
      expect(lite.tables.post_likes.primaryKey).toEqual(['post_id', 'user_id']);
      expect(lite.tables.users.unique).toEqual(['phone', 'user_code']);
      expect(lite.tables.comments.foreignKeys).toContain('post_id → posts(id) ON DELETE CASCADE');
    } finally {
      await p.end();
    }
  });

  it('migrates a database of the released steps forward: the same schema as a new one, no row lost', async () => {
    const old = await pool(RELEASED_PG);
    const fresh = await pool(PG_MIGRATIONS);
    try {
      for (const q of SEED_ROWS) await old.query(q);
      const rows = async () =>
        Promise.all(COUNTED.map(async (t) => (await old.query(`SELECT * FROM ${t} ORDER BY 1`)).rows));
      const before = await rows();
      expect(await migratePostgres(old, PG_MIGRATIONS)).toEqual([6]);
      expect(await postgresShape(old)).toEqual(await postgresShape(fresh));
      expect(await rows()).toEqual(before);
    } finally {
      await Promise.all([old.end(), fresh.end()]);
    }
  });
});
