/** A throw-away redis-server (Debian's package) on a free port, that a test can stop and start again. */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from '../quote/child-server';

export interface TestRedis {
  port: number;
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** `password`: started with `--requirepass`, and `url` carries it (`redis://:password@…`). */
export async function startRedis(options: { password?: string } = {}): Promise<TestRedis> {
  const port = await freePort();
  const auth = options.password === undefined ? [] : ['--requirepass', options.password];
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...auth],
      {
        stdio: 'ignore',
      },
    );
    await listening(port);
  };
  const stop = async () => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill('SIGKILL');
    });
  };
  await start();
  const userinfo = options.password === undefined ? '' : `:${encodeURIComponent(options.password)}@`;
  return { port, url: `redis://${userinfo}127.0.0.1:${port}`, stop, start };
}

async function listening(port: number): Promise<void> {
  const start = Date.now();
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.once('connect', () => {
        s.destroy();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() - start > 10_000) throw new Error('redis-server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
}
