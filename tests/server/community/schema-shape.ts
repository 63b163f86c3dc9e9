/**
 * A store's schema read back from the database itself (not from the DDL that made it), in one
 * shape for both stores, so two schemas compare with toEqual: SQLite's from sqlite_master and its
 * pragmas, PostgreSQL's from information_schema, pg_constraint and pg_indexes. PostgreSQL's column
 * types are mapped to the SQLite type the same definition renders (BIGINT and INTEGER → INTEGER,
 * DOUBLE PRECISION → REAL, BYTEA → BLOB).
 */
import type Database from 'better-sqlite3';
import type pg from 'pg';

export interface ColumnShape {
  name: string;
  type: string;
  notNull: boolean;
  default: string | null;
}

export interface TableShape {
  columns: ColumnShape[];
  primaryKey: string[];
  /** Column lists of the UNIQUE constraints, sorted. */
  unique: string[];
  /** "from → table(to) ON DELETE action", sorted. */
  foreignKeys: string[];
}

export interface IndexShape {
  table: string;
  unique: boolean;
  /** Key columns, "name" or "name DESC". */
  columns: string[];
}

export interface SchemaShape {
  tables: Record<string, TableShape>;
  indexes: Record<string, IndexShape>;
}

/** The bookkeeping table each store's migrator creates itself (db.ts, postgres-db.ts). */
const BOOKKEEPING = 'schema_migrations';

const PG_TYPES: Record<string, string> = {
  bigint: 'INTEGER',
  integer: 'INTEGER',
  'double precision': 'REAL',
  text: 'TEXT',
  bytea: 'BLOB',
};

const sortedObject = <T>(entries: [string, T][]): Record<string, T> =>
  Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));

export function sqliteShape(db: Database.Database): SchemaShape {
  const names = (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as {
      name: string;
    }[]
  )
    .map((r) => r.name)
    .filter((n) => n !== BOOKKEEPING);
  const tables: [string, TableShape][] = [];
  const indexes: [string, IndexShape][] = [];
  for (const t of names) {
    const cols = db.pragma(`table_info(${t})`) as {
      name: string;
      type: string;
      notnull: number;
      dflt_value: string | null;
      pk: number;
    }[];
    const list = db.pragma(`index_list(${t})`) as { name: string; unique: number; origin: string }[];
    const keyColumns = (index: string) =>
      (db.pragma(`index_xinfo(${index})`) as { name: string; desc: number; key: number }[])
        .filter((c) => c.key === 1)
        .map((c) => (c.desc ? `${c.name} DESC` : c.name));
    const fks = db.pragma(`foreign_key_list(${t})`) as {
      from: string;
      table: string;
      to: string;
      on_delete: string;
    }[];
    tables.push([
      t,
      {
        columns: cols.map((c) => ({
          name: c.name,
          type: c.type.toUpperCase(),
          // A primary-key column holds no NULL in either store (SQLite's rowid alias reports 0).
          notNull: c.notnull === 1 || c.pk > 0,
          default: c.dflt_value,
        })),
        primaryKey: cols
          .filter((c) => c.pk > 0)
          .sort((a, b) => a.pk - b.pk)
          .map((c) => c.name),
        unique: list
          .filter((i) => i.origin === 'u')
          .map((i) => keyColumns(i.name).join(', '))
          .sort(),
        foreignKeys: fks.map((f) => `${f.from} → ${f.table}(${f.to}) ON DELETE ${f.on_delete}`).sort(),
      },
    ]);
    for (const i of list.filter((x) => x.origin === 'c')) {
      indexes.push([i.name, { table: t, unique: i.unique === 1, columns: keyColumns(i.name) }]);
    }
  }
  return { tables: sortedObject(tables), indexes: sortedObject(indexes) };
}

/** A column list of a constraint or index definition; PostgreSQL quotes key words ("position"). */
const splitList = (s: string) => s.split(',').map((x) => x.trim().replace(/"/g, ''));

export async function postgresShape(client: pg.Pool | pg.Client): Promise<SchemaShape> {
  const cols = await client.query<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
  }>(
    `SELECT table_name, column_name, data_type, is_nullable, column_default
       FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
  );
  const cons = await client.query<{ table_name: string; name: string; type: string; def: string }>(
    `SELECT conrelid::regclass::text AS table_name, conname AS name, contype AS type,
            pg_get_constraintdef(oid) AS def
       FROM pg_constraint WHERE connamespace = 'public'::regnamespace`,
  );
  const idx = await client.query<{ tablename: string; indexname: string; indexdef: string }>(
    `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'`,
  );
  const byTable = new Map<string, TableShape>();
  for (const c of cols.rows) {
    if (c.table_name === BOOKKEEPING) continue;
    let t = byTable.get(c.table_name);
    if (!t) byTable.set(c.table_name, (t = { columns: [], primaryKey: [], unique: [], foreignKeys: [] }));
    const type = PG_TYPES[c.data_type];
    if (!type)
      throw new Error(`no SQLite type for PostgreSQL's ${c.data_type} (${c.table_name}.${c.column_name})`);
    t.columns.push({
      name: c.column_name,
      type,
      notNull: c.is_nullable === 'NO',
      // A sequence's default (BIGSERIAL) is the id drawn from the table, as SQLite's rowid is;
      // a literal's default loses its cast ('' rather than ''::text).
      default:
        c.column_default === null || c.column_default.startsWith('nextval(')
          ? null
          : c.column_default.replace(/::[a-z ]+$/, ''),
    });
  }
  const constraintIndexes = new Set<string>();
  for (const c of cons.rows) {
    const t = byTable.get(c.table_name);
    if (!t) continue;
    const cols = /\(([^)]*)\)/.exec(c.def)?.[1] ?? '';
    if (c.type === 'p') {
      t.primaryKey = splitList(cols);
      constraintIndexes.add(c.name);
    } else if (c.type === 'u') {
      t.unique.push(splitList(cols).join(', '));
      constraintIndexes.add(c.name);
    } else if (c.type === 'f') {
      const m =
        /^FOREIGN KEY \((\w+)\) REFERENCES (\w+)\((\w+)\)(?: ON DELETE (CASCADE|SET NULL|RESTRICT))?/.exec(
          c.def,
        );
      if (!m) throw new Error(`unread foreign key: ${c.def}`);
      t.foreignKeys.push(`${m[1]} → ${m[2]}(${m[3]}) ON DELETE ${m[4] ?? 'NO ACTION'}`);
    }
  }
  for (const t of byTable.values()) {
    t.unique.sort();
    t.foreignKeys.sort();
  }
  const indexes: [string, IndexShape][] = [];
  for (const i of idx.rows) {
    if (constraintIndexes.has(i.indexname) || i.tablename === BOOKKEEPING) continue;
    const m = /^CREATE (UNIQUE )?INDEX \S+ ON \S+ USING btree \((.*)\)$/.exec(i.indexdef);
    if (!m) throw new Error(`unread index: ${i.indexdef}`);
    indexes.push([i.indexname, { table: i.tablename, unique: Boolean(m[1]), columns: splitList(m[2]) }]);
  }
  return { tables: sortedObject([...byTable]), indexes: sortedObject(indexes) };
}
