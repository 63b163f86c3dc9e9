/**
 * Crash-safe forum writes (issue #20 item 4). The real server runs as a child process on one port
 * and one data folder and is killed with SIGKILL at random moments, then started again, while four
 * logged-in writers post, comment, reply, like, unlike and upload. Afterwards:
 * - every write whose reply said success is in the database and served by the API;
 * - each post's like count (as the API serves it) equals its like rows, and each like or unlike
 *   the server acknowledged last for a user is the state stored (no duplicate like can exist);
 * - PRAGMA integrity_check says ok, foreign keys hold (SQLite); no row points at a missing one;
 * - every file in the uploads folder is whole (its name is the sha256 of its bytes), no temporary
 *   file is left, and every acknowledged upload is served byte for byte.
 *
 * It runs on the SQLite store and, where PostgreSQL is installed, on a throw-away PostgreSQL cluster
 * (the server process is killed, PostgreSQL is not: the promise is the reply after the commit).
 *
 * Kills: WAP_FAULT_KILLS (default 10, the form `npm test` runs; `npm run test:faults:full` = 40).
 * Asserts outcomes only; the time-outs are hang guards.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { CommunityPaths } from '../../contract/community';
import { runModerationCommand } from '../../server/community/moderation-command';
import { openSqlDb } from '../../server/community/index';
import { findSmsCode } from '../../server/community/sms-sink';
import { sql } from '../../server/community/sql';
import { pngImage } from '../fixtures/images';
import { testStores, usePgCluster } from '../server/pg-cluster';

const ROOT = path.resolve(__dirname, '../..');
const KILLS = Number(process.env.WAP_FAULT_KILLS ?? (process.env.WAP_FAULTS_FULL ? 40 : 10));
const WRITERS = 4;
const POOL = 24;

// Hang guard: each kill cycle starts a server (a few seconds on a loaded machine) and writes.
jest.setTimeout(120_000 + KILLS * 30_000);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

class ServerProcess {
  output = '';
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();

  constructor(
    readonly port: number,
    private readonly dataDir: string,
    /** PostgreSQL's URL, or '' for SQLite in dataDir. */
    private readonly databaseUrl: string,
  ) {}

  url(p: string): string {
    return `http://127.0.0.1:${this.port}${p}`;
  }

  async start(): Promise<void> {
    // One process (node with the tsx loader), so SIGKILL hits the server itself.
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        WAP_DATA_DIR: this.dataDir,
        DATABASE_URL: this.databaseUrl,
        WAP_DIST: this.dataDir,
        WAP_STEP_MS: '0',
        WAP_LOG_LEVEL: 'warn',
        WAP_ENV: 'local',
        // Four writers flat out from one address: far above the abuse limits (tested elsewhere).
        WAP_RATE_LIMIT_FACTOR: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.on('data', (d: Buffer) => (this.output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (this.output += d.toString()));
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    for (let i = 0; i < 1200; i++) {
      if (child.exitCode !== null) throw new Error(`server exited: ${this.output.slice(-2000)}`);
      try {
        if ((await fetch(this.url('/health'))).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`server did not start: ${this.output.slice(-2000)}`);
  }

  async kill(): Promise<void> {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null)
      this.child.kill('SIGKILL');
    await this.exited;
  }
}

type Reply = { code: number; data?: Record<string, string>; token?: string; msg?: string };

interface Acked {
  posts: { id: string; content: string; phone: string }[];
  comments: { id: string; postId: string; parentId: string; content: string; phone: string }[];
  uploads: { address: string; sha: string }[];
  /** The last acknowledged like state per `${postId}|${phone}`; deleted when a later call went unanswered. */
  likes: Map<string, boolean>;
}

const cluster = usePgCluster();

describe.each(testStores())('forum writes under SIGKILL (%s)', (store) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-faults-'));
  let server: ServerProcess;
  let databaseUrl: string | undefined;

  afterAll(async () => {
    await server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = async (p: string, body: Record<string, unknown>): Promise<Reply> => {
    const res = await fetch(server.url(p), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Reply;
  };
  const get = async (p: string, params: Record<string, string | number>) => {
    const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
    const res = await fetch(server.url(`${p}?${qs.toString()}`));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the community replies' data varies by call
    return (await res.json()) as { code: number; data: any; totalCount?: number };
  };

  async function login(phone: string): Promise<string> {
    const sent = await post(CommunityPaths.smsSend, { phone });
    expect(sent.code).toBe(1);
    let code: string | undefined;
    for (let i = 0; i < 200 && !code; i++) {
      code = findSmsCode(server.output, phone);
      if (!code) await new Promise((r) => setTimeout(r, 20));
    }
    const res = await post(CommunityPaths.smsLogin, { phone, captcha: code, smsToken: sent.token });
    expect(res.code).toBe(1);
    return res.token as string;
  }

  it(`keeps every acknowledged write across ${KILLS} kills`, async () => {
    databaseUrl = store === 'postgres' ? await cluster.newDatabase() : undefined;
    server = new ServerProcess(await freePort(), dataDir, databaseUrl ?? '');
    await server.start();
    const phones = Array.from({ length: WRITERS }, (_, i) => `1370000000${i + 1}`);
    const tokens = new Map<string, string>();
    for (const phone of phones) tokens.set(phone, await login(phone));

    // Approved posts and comments to comment on, reply to and like.
    const pool: string[] = [];
    for (let i = 0; i < POOL; i++) {
      const res = await post(CommunityPaths.publish, {
        token: tokens.get(phones[0]),
        market: 'sh',
        symbol: '600000',
        content: `池${i}`,
      });
      pool.push(String(res.data?.newsId));
    }
    const parents: { postId: string; reviewId: string }[] = [];
    expect(await runModerationCommand(['approve', '--all'], { dataDir, databaseUrl }, () => undefined)).toBe(
      0,
    );
    for (let i = 0; i < POOL; i++) {
      const res = await post(CommunityPaths.sendComment, {
        token: tokens.get(phones[1]),
        newsId: pool[i],
        parentId: '',
        content: `楼${i}`,
      });
      parents.push({ postId: pool[i], reviewId: String(res.data?.reviewId) });
    }
    expect(await runModerationCommand(['approve', '--all'], { dataDir, databaseUrl }, () => undefined)).toBe(
      0,
    );

    const acked: Acked = { posts: [], comments: [], uploads: [], likes: new Map() };
    let seq = 0;
    let calls = 0;
    let likeReplies = 0;
    let likeAcks = 0;

    for (let cycle = 0; cycle < KILLS; cycle++) {
      if (cycle > 0) await server.start();
      let stop = false;
      const writer = async (phone: string) => {
        const token = tokens.get(phone);
        while (!stop) {
          const n = seq++;
          const kind = n % 6;
          const target = pool[(n * 7) % POOL];
          const likeKey = `${target}|${phone}`;
          try {
            calls += 1;
            if (kind === 0) {
              const content = `帖子${n}`;
              const res = await post(CommunityPaths.publish, {
                token,
                market: 'sz',
                symbol: '000001',
                content,
              });
              if (res.code === 1) acked.posts.push({ id: String(res.data?.newsId), content, phone });
            } else if (kind === 1 || kind === 2) {
              const parent = parents[n % POOL];
              const parentId = kind === 2 ? parent.reviewId : '';
              const content = `${kind === 2 ? '回复' : '评论'}${n}`;
              const res = await post(CommunityPaths.sendComment, {
                token,
                newsId: parent.postId,
                parentId,
                content,
              });
              if (res.code === 1)
                acked.comments.push({
                  id: String(res.data?.reviewId),
                  postId: parent.postId,
                  parentId,
                  content,
                  phone,
                });
            } else if (kind === 3 || kind === 4) {
              const on = !(acked.likes.get(likeKey) ?? false);
              // Unanswered until the reply: a kill now leaves the state unknown.
              acked.likes.delete(likeKey);
              const res = await post(on ? CommunityPaths.supportPost : CommunityPaths.unsupportPost, {
                token,
                newsId: target,
              });
              // code 6: already in that state (an earlier unanswered call did it); still the state.
              if (res.code === 1 || res.code === 6) {
                acked.likes.set(likeKey, on);
                likeAcks += 1;
              }
              likeReplies += 1;
            } else {
              const bytes = pngImage({ width: 64, height: 48, seed: n });
              const form = new FormData();
              form.append('token', token ?? '');
              form.append('bucket', 'stock-bar');
              form.append('attachment', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'a.png');
              const res = (await (
                await fetch(server.url(CommunityPaths.upload), { method: 'POST', body: form })
              ).json()) as Reply;
              if (res.code === 1)
                acked.uploads.push({
                  address: String(res.data?.address),
                  sha: crypto.createHash('sha256').update(bytes).digest('hex'),
                });
            }
          } catch {
            return; // the server died mid-request: this write was never acknowledged
          }
        }
      };
      let alive = phones.length;
      const writers = phones.map((phone) => writer(phone).finally(() => (alive -= 1)));
      // A random moment in the middle of the writes: after a random number of this cycle's calls
      // were answered, plus a random few milliseconds (so the kill also lands between replies).
      const answered = () => acked.posts.length + acked.comments.length + acked.uploads.length + likeReplies;
      const from = answered();
      const target = 3 + Math.floor(Math.random() * 30);
      while (alive > 0 && answered() - from < target) await new Promise((r) => setTimeout(r, 2));
      await new Promise((r) => setTimeout(r, Math.random() * 40));
      await server.kill();
      stop = true;
      await Promise.all(writers);
    }
    await server.start();

    const writes = acked.posts.length + acked.comments.length + acked.uploads.length;
    // Every cycle answered at least three calls before its kill.
    expect(writes + likeReplies).toBeGreaterThanOrEqual(3 * KILLS);

    console.log(
      `${KILLS} kills, ${calls} calls: ${acked.posts.length} posts, ${acked.comments.length} comments/replies, ` +
        `${likeAcks} likes/unlikes (${acked.likes.size} final states), ${acked.uploads.length} uploads acknowledged`,
    );

    // Served by the API: posts as their author sees them, comments once approved.
    for (const p of acked.posts) {
      const res = await get(CommunityPaths.postDetail, { newsId: p.id, token: tokens.get(p.phone) ?? '' });
      expect([p.id, res.code, res.data?.newsBean?.content]).toEqual([p.id, 1, p.content]);
    }
    expect(await runModerationCommand(['approve', '--all'], { dataDir, databaseUrl }, () => undefined)).toBe(
      0,
    );
    const served = new Map<string, { content: string; parentId: string }>();
    for (const postId of pool) {
      for (let page = 1; ; page++) {
        const res = await get(CommunityPaths.reviewList, { newsId: postId, pageNo: page, pageSize: 50 });
        expect(res.code).toBe(1);
        const items = res.data as { reviewId: string; reviewContext: string; parentId: string }[];
        for (const c of items) served.set(c.reviewId, { content: c.reviewContext, parentId: c.parentId });
        if (items.length < 50) break;
      }
    }
    for (const c of acked.comments)
      expect([c.id, served.get(c.id)]).toEqual([c.id, { content: c.content, parentId: c.parentId }]);
    for (const u of acked.uploads) {
      const res = await fetch(server.url(u.address));
      expect([u.address, res.status]).toEqual([u.address, 200]);
      const body = Buffer.from(await res.arrayBuffer());
      expect(crypto.createHash('sha256').update(body).digest('hex')).toBe(u.sha);
    }

    if (store === 'sqlite') {
      const file = new Database(path.join(dataDir, 'community.db'), { readonly: true });
      try {
        expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(file.pragma('foreign_key_check')).toEqual([]);
      } finally {
        file.close();
      }
    }
    const db = await openSqlDb({ dataDir, databaseUrl });
    try {
      // No row points at a missing one (PostgreSQL enforces its keys; this checks the outcome).
      expect(
        await db.get(sql`SELECT
          (SELECT COUNT(*) FROM post_likes l LEFT JOIN posts p ON p.id = l.post_id WHERE p.id IS NULL) +
          (SELECT COUNT(*) FROM comments c LEFT JOIN posts p ON p.id = c.post_id WHERE p.id IS NULL) +
          (SELECT COUNT(*) FROM post_medias m LEFT JOIN uploads u ON u.name = m.upload_name WHERE u.name IS NULL)
          AS n`),
      ).toEqual({ n: 0 });
      for (const postId of pool) {
        const res = await get(CommunityPaths.postDetail, { newsId: postId });
        const rows = await db.get<{ n: number }>(
          sql`SELECT COUNT(*) AS n FROM post_likes WHERE post_id = ${Number(postId)}`,
        );
        expect([postId, res.data.supportCount]).toEqual([postId, rows?.n]);
      }
      for (const [key, on] of acked.likes) {
        const [postId, phone] = key.split('|');
        const mine = await db.get<{ n: number }>(
          sql`SELECT COUNT(*) AS n FROM post_likes l JOIN users u ON u.id = l.user_id
              WHERE l.post_id = ${Number(postId)} AND u.phone = ${phone}`,
        );
        expect([key, mine?.n]).toEqual([key, on ? 1 : 0]);
      }
    } finally {
      await db.close();
    }

    const files = fs.readdirSync(path.join(dataDir, 'uploads'));
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    for (const f of files) {
      const sha = crypto
        .createHash('sha256')
        .update(fs.readFileSync(path.join(dataDir, 'uploads', f)))
        .digest('hex');
      expect(f).toBe(`${sha}.png`);
    }
  });
});
