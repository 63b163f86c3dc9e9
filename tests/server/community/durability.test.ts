/**
 * Durability: the real server runs as a child process and is killed with SIGKILL at random moments
 * while posts, comments and likes are being written. After each restart every write the server had
 * acknowledged (code 1) is still there, and the database passes PRAGMA integrity_check.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { CommunityPaths } from '../../../src/api/contract/community';
import { runModerationCommand } from '../../../server/community/moderation-command';
import { findSmsCode } from '../../../server/community/sms-sink';

const ROOT = path.resolve(__dirname, '../../..');
const CYCLES = 3;
const POOL = 40;

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
        WAP_DIST: this.dataDir,
        WAP_STEP_MS: '0',
        WAP_LOG_LEVEL: 'warn',
        WAP_ENV: 'local',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.on('data', (d: Buffer) => (this.output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (this.output += d.toString()));
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    for (let i = 0; i < 400; i++) {
      if (child.exitCode !== null) throw new Error(`server exited: ${this.output}`);
      try {
        if ((await fetch(this.url('/health'))).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`server did not start: ${this.output}`);
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    await this.exited;
  }
}

interface Ack {
  posts: { id: number; content: string; phone: string }[];
  comments: { id: number; postId: number; content: string }[];
  likes: { postId: number; phone: string }[];
}

describe('durability under SIGKILL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-durable-'));
  let server: ServerProcess;

  afterAll(async () => {
    await server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = async (p: string, body: Record<string, unknown>) => {
    const res = await fetch(server.url(p), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { code: number; data?: Record<string, string>; token?: string };
  };

  async function loginFromLog(phone: string): Promise<string> {
    expect((await post(CommunityPaths.smsSend, { phone })).code).toBe(1);
    let code: string | undefined;
    for (let i = 0; i < 100 && !code; i++) {
      code = findSmsCode(server.output, phone);
      if (!code) await new Promise((r) => setTimeout(r, 20));
    }
    const res = await post(CommunityPaths.smsLogin, { phone, captcha: code });
    expect(res.code).toBe(1);
    return res.token as string;
  }

  it(`keeps every acknowledged write across ${CYCLES} kills`, async () => {
    server = new ServerProcess(await freePort(), dataDir);
    await server.start();
    const phones = ['13700000001', '13700000002', '13700000003'];
    const tokens = new Map<string, string>();
    for (const phone of phones) tokens.set(phone, await loginFromLog(phone));

    // A pool of approved posts to comment on and like.
    const pool: number[] = [];
    for (let i = 0; i < POOL; i++) {
      const res = await post(CommunityPaths.publish, {
        token: tokens.get(phones[0]),
        market: 'sh',
        symbol: '600000',
        content: `池${i}`,
      });
      pool.push(Number(res.data?.newsId));
    }
    expect(runModerationCommand(['approve', '--all'], dataDir, () => undefined)).toBe(0);

    const ack: Ack = { posts: [], comments: [], likes: [] };
    const likeCursor = new Map(phones.map((p) => [p, 0]));
    let seq = 0;

    for (let cycle = 0; cycle < CYCLES; cycle++) {
      if (cycle > 0) await server.start();
      let stop = false;
      const writer = async (phone: string) => {
        const token = tokens.get(phone);
        while (!stop) {
          const n = seq++;
          try {
            if (n % 3 === 0) {
              const content = `帖子${n}`;
              const res = await post(CommunityPaths.publish, {
                token,
                market: 'sz',
                symbol: '000001',
                content,
              });
              if (res.code === 1) ack.posts.push({ id: Number(res.data?.newsId), content, phone });
            } else if (n % 3 === 1) {
              const postId = pool[n % POOL];
              const content = `评论${n}`;
              const res = await post(CommunityPaths.sendComment, {
                token,
                newsId: String(postId),
                parentId: '',
                content,
              });
              if (res.code === 1) ack.comments.push({ id: Number(res.data?.reviewId), postId, content });
            } else {
              const k = likeCursor.get(phone) ?? 0;
              if (k >= POOL) continue;
              likeCursor.set(phone, k + 1);
              const postId = pool[k];
              const res = await post(CommunityPaths.supportPost, { token, newsId: String(postId) });
              if (res.code === 1) ack.likes.push({ postId, phone });
            }
          } catch {
            return; // the server died mid-request: this write was never acknowledged
          }
        }
      };
      const acknowledged = () => ack.posts.length + ack.comments.length + ack.likes.length;
      const before = acknowledged();
      const writers = phones.map(writer);
      // Kill at a random moment once some writes of this cycle went through.
      const delay = 50 + Math.random() * 250;
      const t0 = Date.now();
      while (Date.now() - t0 < delay || acknowledged() - before < 5)
        await new Promise((r) => setTimeout(r, 5));
      await server.kill('SIGKILL');
      stop = true;
      await Promise.all(writers);
      expect(acknowledged()).toBeGreaterThan(before);
    }

    const db = new Database(path.join(dataDir, 'community.db'));
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('foreign_key_check')).toEqual([]);
      const postRow = db.prepare(
        'SELECT p.content, u.phone FROM posts p JOIN users u ON u.id = p.user_id WHERE p.id = ?',
      );
      for (const p of ack.posts) expect(postRow.get(p.id)).toEqual({ content: p.content, phone: p.phone });
      const commentRow = db.prepare('SELECT post_id AS postId, content FROM comments WHERE id = ?');
      for (const c of ack.comments)
        expect(commentRow.get(c.id)).toEqual({ postId: c.postId, content: c.content });
      const likeRow = db.prepare(
        'SELECT 1 AS ok FROM post_likes l JOIN users u ON u.id = l.user_id WHERE l.post_id = ? AND u.phone = ?',
      );
      for (const l of ack.likes) expect(likeRow.get(l.postId, l.phone)).toEqual({ ok: 1 });
    } finally {
      db.close();
    }
  }, 60_000);
});
