/** A throw-away redis-server (Debian's package) on a free port, that a test can stop and start again. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../quote/child-server';

export interface TestRedis {
  port: number;
  url: string;
  /** With `tls`: the self-signed certificate to trust (a child's NODE_EXTRA_CA_CERTS). */
  caFile?: string;
  stop(): Promise<void>;
  /** Starts it again; nothing when it is running (a test's `finally` may call it either way). */
  start(): Promise<void>;
}

/**
 * `password`: started with `--requirepass`, and `url` carries it (`redis://:password@…`). `tls`:
 * TLS only (`--tls-port`, a certificate for 127.0.0.1 made with openssl now), `url` is `rediss://`.
 */
export async function startRedis(options: { password?: string; tls?: boolean } = {}): Promise<TestRedis> {
  const port = await freePort();
  const auth = options.password === undefined ? [] : ['--requirepass', options.password];
  const dir = options.tls ? fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-redis-tls-')) : null;
  const cert = dir ? path.join(dir, 'cert.pem') : '';
  if (dir) {
    const key = path.join(dir, 'key.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2']
        // No prompt; the name the client checks is the IP it dials.
        .concat(['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1']),
      { stdio: 'ignore' },
    );
  }
  const tls = dir
    ? [
        '--port',
        '0',
        '--tls-port',
        String(port),
        '--tls-cert-file',
        cert,
        '--tls-key-file',
        path.join(dir, 'key.pem'),
        '--tls-auth-clients',
        'no',
      ]
    : ['--port', String(port)];
  let child: ChildProcess | null = null;
  const start = async () => {
    if (child && child.exitCode === null && child.signalCode === null) return;
    child = spawn(
      'redis-server',
      [...tls, '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...auth],
      {
        stdio: 'ignore',
      },
    );
    await listening(port);
  };
  const stop = async () => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill('SIGKILL');
    });
  };
  await start();
  const userinfo = options.password === undefined ? '' : `:${encodeURIComponent(options.password)}@`;
  const scheme = dir ? 'rediss' : 'redis';
  const url = `${scheme}://${userinfo}127.0.0.1:${port}`;
  if (!dir) return { port, url, stop, start };
  const stopAndClean = async () => {
    await stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { port, url, caFile: cert, stop: stopAndClean, start };
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
