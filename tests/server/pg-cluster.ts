/**
 * A throw-away PostgreSQL cluster for a test file (docs/scaling.md "Community on PostgreSQL"):
 * initdb into a temporary folder, the server on a unix socket in that folder (no TCP port), one
 * fresh database per test server, stopped and deleted at the end. PostgreSQL refuses to run as
 * root, so as root the cluster runs as the `postgres` user (Debian's package creates it) or else
 * `nobody`. Without PostgreSQL's programs the PostgreSQL runs are left out, and the reason printed:
 * .ci/run (scripts/test.mjs) installs Debian's `postgresql` package as root, so CI always has them.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The folder holding initdb, pg_ctl and postgres, or why there is none. */
export function findPostgresBin(): { dir: string } | { missing: string } {
  const candidates: string[] = [];
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir) candidates.push(dir);
  // Debian's package keeps them out of PATH, under /usr/lib/postgresql/<major>/bin.
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const majors = fs
      .readdirSync(debian)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of majors) candidates.push(path.join(debian, v, 'bin'));
  }
  for (const dir of candidates) {
    if (['initdb', 'pg_ctl', 'postgres'].every((p) => fs.existsSync(path.join(dir, p)))) return { dir };
  }
  return {
    missing:
      'PostgreSQL programs (initdb, pg_ctl, postgres) not found in PATH or /usr/lib/postgresql/*/bin; ' +
      "install Debian's package: sudo apt-get install -y postgresql",
  };
}

const found = findPostgresBin();

/** The stores each community test runs against: SQLite always, PostgreSQL where it is installed. */
export type StoreKind = 'sqlite' | 'postgres';
let told = false;
export function testStores(): StoreKind[] {
  if ('dir' in found) return ['sqlite', 'postgres'];
  if (!told) {
    told = true;
    console.warn(`community tests run on SQLite only: ${found.missing}`);
  }
  return ['sqlite'];
}

/** The user the cluster runs as: PostgreSQL will not run as root. */
function runAs(): string | null {
  if (process.getuid?.() !== 0) return null;
  const exists = (name: string) => spawnSync('id', ['-u', name], { stdio: 'ignore' }).status === 0;
  return exists('postgres') ? 'postgres' : 'nobody';
}

export interface PgCluster {
  /** The socket folder and port: `postgres://postgres@/<db>?host=<dir>&port=<port>`. */
  socketDir: string;
  port: number;
  /** A new, empty database; its URL. */
  newDatabase(): Promise<string>;
  stop(): Promise<void>;
}

let dbSeq = 0;

export async function startPgCluster(): Promise<PgCluster> {
  if (!('dir' in found)) throw new Error(found.missing);
  const bin = (p: string) => path.join(found.dir, p);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-pg-'));
  const user = runAs();
  if (user) execFileSync('chown', [user, root]);
  const run = (cmd: string, args: string[]) =>
    user
      ? execFileSync('runuser', ['-u', user, '--', cmd, ...args], { stdio: 'pipe' })
      : execFileSync(cmd, args, { stdio: 'pipe' });
  const data = path.join(root, 'data');
  // The socket's name carries the port; in a folder of its own any port is free.
  const port = 5432;
  run(bin('initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = [
    `-p ${port}`,
    `-k ${root}`,
    "-c listen_addresses=''",
    // A throw-away cluster: durability is SQLite's and the fault tests' business, not this one's.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  run(bin('pg_ctl'), ['-D', data, '-o', options, '-l', path.join(root, 'log'), '-w', '-t', '60', 'start']);
  const url = (db: string) => `postgres://postgres@/${db}?host=${encodeURIComponent(root)}&port=${port}`;
  let stopped = false;
  return {
    socketDir: root,
    port,
    async newDatabase() {
      const name = `wapq_${process.pid}_${++dbSeq}`;
      const admin = new pg.Client({ connectionString: url('postgres') });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return url(name);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        run(bin('pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

/**
 * One cluster for the test file, started when first asked for and stopped after the file's tests.
 * Call at the top level of a test file (it registers afterAll).
 */
export function usePgCluster(): { newDatabase(): Promise<string> } {
  let cluster: Promise<PgCluster> | undefined;
  afterAll(async () => {
    if (cluster) await (await cluster).stop();
  }, 60_000);
  return {
    newDatabase: async () => (await (cluster ??= startPgCluster())).newDatabase(),
  };
}
