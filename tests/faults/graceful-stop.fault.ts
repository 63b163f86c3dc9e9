/**
 * Issue #20 item 5: graceful stop. `npm start` (scripts/start.ts) runs the server; a SIGTERM sent
 * to npm reaches it. The server then refuses new work, tells every websocket client to reconnect
 * (close 1012 "service restart"), lets a request already in flight finish, closes SQLite (its WAL
 * is checkpointed and removed) and exits with 0, well before the 9 s deadline that would exit 1.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { QUOTE_PATHS, QUOTE_SERVICE_BASE } from '../../contract/quote';
import { DB_FILE_NAME } from '../../server/community/db';
import { freePort } from '../server/quote/child-server';
import { testNow } from '../server/harness';
import { HANG_GUARD_MS } from './sizes';
import { RawQuoteClient, fetchToken, until } from './wire';
import { DEFAULT_SECRETS } from '../../server/secrets';

jest.setTimeout(HANG_GUARD_MS);
const ROOT = path.resolve(__dirname, '../..');

test('SIGTERM to npm start: clients told 1012, the request in flight answered, SQLite closed, exit 0', async () => {
  const port = await freePort();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-stop-'));
  const dataDir = path.join(tmp, 'data');
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WAP_SKIP_BUILD: '1',
      WAP_STEP_MS: '100',
      WAP_DATA_DIR: dataDir,
      WAP_DIST: path.join(tmp, 'dist'),
      WAP_LOG_LEVEL: 'error',
      WAP_NOW: testNow(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await until(() => /wap-quote is running/.test(output), 120_000, `npm start to serve: ${output}`);
    expect(fs.existsSync(path.join(dataDir, DB_FILE_NAME))).toBe(true);
    const token = await fetchToken(port);
    const clients = await Promise.all(Array.from({ length: 3 }, () => RawQuoteClient.open(port, token)));

    // A request in flight: headers and half its body sent before the signal, the rest after.
    const body = JSON.stringify({
      AppKey: 'wapquote-h5',
      AppSecret: DEFAULT_SECRETS.WAP_APP_SECRET,
      Name: 'wap-quote',
      Desc: 'h5',
      Version: '1.0.0',
      Type: 'h5',
    });
    const sock = net.connect(port, '127.0.0.1');
    let reply = '';
    sock.on('data', (d) => (reply += String(d)));
    await new Promise<void>((resolve) => sock.once('connect', () => resolve()));
    sock.write(
      `POST ${QUOTE_SERVICE_BASE.hqToken}${QUOTE_PATHS.token} HTTP/1.1\r\nHost: x\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n` +
        body.slice(0, 10),
    );
    await new Promise((r) => setTimeout(r, 200));

    child.kill('SIGTERM');
    const codes = await Promise.all(clients.map((c) => c.closed()));
    expect(codes).toEqual([1012, 1012, 1012]);
    sock.end(body.slice(10));
    await until(() => /\r\n\r\n/.test(reply), 10_000, 'the in-flight reply');
    expect(reply).toMatch(/^HTTP\/1\.1 200/);
    expect(reply).toContain('"Token"');

    // Exit 0: the graceful path finished; the deadline would have exited 1.
    expect(await exited).toBe(0);
    // SQLite closed: the last connection's close checkpoints and removes the WAL.
    expect(fs.existsSync(path.join(dataDir, `${DB_FILE_NAME}-wal`))).toBe(false);
    // The port is free: nothing is left listening.
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
