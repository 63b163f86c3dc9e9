/**
 * The real server as a child process (node --import tsx server/main.ts) on a chosen port, with its
 * own temp data and bundle dirs. Used where a test kills and restarts the server process; it also
 * starts in a few seconds, where building the simulator inside a jest worker takes far longer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { testNow } from '../harness';
import type { MemoryReport } from './memory-probe';

export type { MemoryReport };

const ROOT = path.resolve(__dirname, '../../..');

export interface ChildServer {
  port: number;
  /** The running server process's id (null while it is down). */
  pid(): number | null;
  /** The last few KiB the server wrote to stderr (a crash's stack). */
  stderr(): string;
  /** The last 64 KiB the server wrote to stdout (its `[sms]` lines, say). */
  stdout(): string;
  url(p: string): string;
  wsUrl(p: string): string;
  /** SIGKILL: the process dies without closing anything, as in a crash. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful stop (drain); resolves with the exit code once the process has exited. */
  terminate(): Promise<number | null>;
  /**
   * Starts the server again on the same port and waits until it answers /health; `env` adds to the
   * first start's environment for this life only (a restart with another token secret, say).
   */
  start(env?: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
  /**
   * The server's memory after full garbage collections (only with `memoryProbe`: the child runs
   * with --expose-gc and tests/server/quote/memory-probe.ts preloaded); `snapshotFile` also writes
   * a V8 heap snapshot there.
   */
  memory(snapshotFile?: string): Promise<MemoryReport>;
}

export interface ChildServerOptions {
  /** Preload the memory probe (forced GC and memory reports over IPC); tests and benchmarks only. */
  memoryProbe?: boolean;
}

const PROBE = path.join(__dirname, 'memory-probe.ts');

/**
 * Every child server still running, killed when the test process exits: a test that failed half-way
 * (one of two servers started at once failed, so the other was never handed to the test to stop)
 * must not leave a server running on after jest, taking CPU from the next runs.
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const c of running) c.kill('SIGKILL');
});

export async function startChildServer(
  env: Record<string, string> = {},
  options: ChildServerOptions = {},
): Promise<ChildServer> {
  const port = await freePort();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-child-'));
  let child: ChildProcess | null = null;
  let stderr = '';
  let stdout = '';

  const start = async (lifeEnv: Record<string, string> = {}) => {
    // node --import tsx rather than the tsx CLI: the CLI runs the server in a grandchild process that
    // a SIGKILL of the CLI would leave running on the port.
    const probe = options.memoryProbe ? ['--expose-gc', '--import', PROBE] : [];
    // WAP_CHILD_NODE_ARGS adds node flags to every child server, to profile one under a bench
    // (`--cpu-prof --cpu-prof-dir=/tmp/prof`: NODE_OPTIONS refuses --cpu-prof).
    const extra = process.env.WAP_CHILD_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    child = spawn(process.execPath, ['--import', 'tsx', ...probe, ...extra, 'server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        WAP_STEP_MS: '100',
        WAP_DATA_DIR: path.join(tmp, 'data'),
        WAP_DIST: path.join(tmp, 'dist'),
        WAP_LOG_LEVEL: 'error',
        // A fixed market instant (or CI's WAP_NOW), never the hour the tests happen to run.
        WAP_NOW: testNow(),
        ...env,
        ...lifeEnv,
      },
      stdio: options.memoryProbe ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    });
    const c = child;
    running.add(c);
    c.once('exit', () => running.delete(c));
    c.stderr?.on('data', (d: Buffer) => (stderr = (stderr + String(d)).slice(-8192)));
    c.stdout?.on('data', (d: Buffer) => (stdout = (stdout + String(d)).slice(-65536)));
    try {
      await healthy(port, () => c.exitCode ?? c.signalCode);
    } catch (e) {
      // A child that never answered must not outlive the test: the caller has no handle to stop it
      // yet, and a live child keeps jest from exiting (a whole CI run hung on one at stop 43).
      await kill();
      fs.rmSync(tmp, { recursive: true, force: true });
      throw new Error(
        `${(e as Error).message}; its stderr:\n${stderr.slice(-2000)}\nits stdout:\n${stdout.slice(-2000)}`,
      );
    }
  };
  const kill = async () => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill('SIGKILL');
    });
  };
  const terminate = async () => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null || c.signalCode !== null) return c?.exitCode ?? null;
    return new Promise<number | null>((resolve) => {
      c.once('exit', (code) => resolve(code));
      c.kill('SIGTERM');
    });
  };
  await start();
  return {
    terminate,
    port,
    // A process that has exited (crashed, or killed from outside) is down too.
    pid: () => (child && child.exitCode === null && child.signalCode === null ? (child.pid ?? null) : null),
    stderr: () => stderr,
    stdout: () => stdout,
    url: (p) => `http://127.0.0.1:${port}${p}`,
    wsUrl: (p) => `ws://127.0.0.1:${port}${p}`,
    kill,
    start,
    memory: (snapshotFile) => {
      const c = child;
      if (!c?.send) return Promise.reject(new Error('no memory probe: start with { memoryProbe: true }'));
      return new Promise<MemoryReport>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('memory probe did not answer')), 120_000);
        c.once('message', (m) => {
          clearTimeout(timer);
          resolve(m as MemoryReport);
        });
        c.send(snapshotFile ? { probe: 'snapshot', file: snapshotFile } : { probe: 'memory' });
      });
    },
    stop: async () => {
      await kill();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/** Waits for /health to answer 200; fails at once when the process has exited (`ended` non-null). */
async function healthy(port: number, ended: () => number | string | null): Promise<void> {
  const start = Date.now();
  for (;;) {
    const end = ended();
    if (end !== null) throw new Error(`server exited (${end}) before it answered /health`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/health`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - start > 90_000) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}
