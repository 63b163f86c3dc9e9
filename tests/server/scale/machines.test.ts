/**
 * Issue 33 items 1 and 4 (docs/operations.md "Topology", "Stopping"): two "machines" on one box,
 * each a supervisor of its own (`scripts/cluster.ts`, as `npm run start:cluster` and
 * `npm run start:gateways` run it) with its own ports, on one Redis. The second machine starts no
 * market, and a client on it gets each push exactly once (the market time strictly rises, no bytes
 * repeat). SIGTERM to each supervisor stops every process it started and exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MsgType, QUOTE_WS_PATH } from '../../../contract/quote-protocol';
import { testNow } from '../harness';
import { freePort } from '../quote/child-server';
import { liveConnection, until } from '../quote/live-client';
import { fetchQuoteToken } from '../quote/token';
import { RawClient } from '../quote/ws-client';
import { startRedis, type TestRedis } from './redis-server';

jest.setTimeout(300_000);
const ROOT = path.resolve(__dirname, '../../..');
const SNAPSHOT = { key: [{ market: 0, code: '399001' }], sections: ['dyna'], timestamp: true };

interface Supervisor {
  child: ChildProcess;
  log: () => string;
  exited: Promise<number | null>;
}

let redis: TestRedis;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-machines-'));
const supervisors: Supervisor[] = [];

function supervise(role: string, env: Record<string, string>): Supervisor {
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.ts', role], {
    cwd: ROOT,
    env: {
      ...process.env,
      REDIS_URL: redis.url,
      WAP_STEP_MS: '100',
      WAP_NOW: testNow(),
      WAP_LOG_LEVEL: 'error',
      WAP_DIST: path.join(tmp, 'dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += String(d)));
  child.stderr?.on('data', (d: Buffer) => (log += String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const s = { child, log: () => log, exited };
  supervisors.push(s);
  return s;
}

/** The pids a supervisor's log says it started (markets and gateways). */
function startedPids(log: string): number[] {
  return [...log.matchAll(/"(?:market|gateway)":(\d+),"msg":"(?:market|gateway) up"/g)].map((m) =>
    Number(m[1]),
  );
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  redis = await startRedis();
  // The gateways' readiness waits for a bundle (docs/operations.md "Probes").
  fs.mkdirSync(path.join(tmp, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(tmp, 'dist', 'index.html'), '<!doctype html><title>wap-quote</title>');
});

afterAll(async () => {
  for (const s of supervisors) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await redis?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

test('a second machine adds gateways, not a second publisher: each push once; SIGTERM stops everything, exit 0', async () => {
  const [port1, port2, marketPort] = [await freePort(), await freePort(), await freePort()];
  const one = supervise('', {
    PORT: String(port1),
    MARKET_PORT: String(marketPort),
    GATEWAYS: '1',
    WAP_DATA_DIR: path.join(tmp, 'one'),
  });
  await until(() => /wap-quote cluster started/.test(one.log()), 240_000, `machine 1: ${one.log()}`);
  const two = supervise('gateways', {
    PORT: String(port2),
    GATEWAYS: '1',
    MARKET_URL: `http://127.0.0.1:${marketPort}`,
    WAP_DATA_DIR: path.join(tmp, 'two'),
  });
  await until(() => /wap-quote cluster started/.test(two.log()), 240_000, `machine 2: ${two.log()}`);
  await until(() => /"gateway ready"/.test(two.log()), 60_000, 'machine 2 gateway ready');
  expect(two.log()).not.toMatch(/"market up"/);

  let token = '';
  for (const deadline = Date.now() + 120_000; !token && Date.now() < deadline;) {
    token = await fetchQuoteToken(`http://127.0.0.1:${port2}`).catch(() => '');
    if (!token) await new Promise((r) => setTimeout(r, 500));
  }
  const c = await RawClient.open(`ws://127.0.0.1:${port2}${QUOTE_WS_PATH}`);
  await c.request(MsgType.Auth, { token });
  await c.request(MsgType.IndexSnapshot, SNAPSHOT);
  const pushes = () =>
    c.messages.filter((m) => m.msg.header.seq === 0 && m.msg.header.type === MsgType.IndexSnapshot);
  await until(() => pushes().length >= 12, 120_000, 'pushes on machine 2');
  const times = pushes().map((m) => (m.msg.body as { time: number }).time);
  for (let k = 1; k < times.length; k++) expect(times[k]).toBeGreaterThan(times[k - 1]);
  expect(new Set(pushes().map((m) => m.text)).size).toBe(pushes().length);
  c.ws.close();

  const pids = [...startedPids(one.log()), ...startedPids(two.log())];
  // Running now: machine 1 a market and a gateway, machine 2 a gateway. Counted among the living,
  // not the started: a supervisor restarts a child that dies (a port taken by another test on a
  // shared machine), and a restart is not a second publisher (a CI run beside five busy helpers: 6 started).
  if (pids.length !== 3) console.info(`restarts seen; the supervisors' logs:\n${one.log()}\n${two.log()}`);
  expect(pids.filter(alive)).toHaveLength(3);
  two.child.kill('SIGTERM');
  one.child.kill('SIGTERM');
  expect(await two.exited).toBe(0);
  expect(await one.exited).toBe(0);
  await until(() => pids.every((p) => !alive(p)), 10_000, 'every started process gone');
});

/** The pids of the gateways a supervisor's log says are ready, in order. */
const readyGateways = (log: string) =>
  [...log.matchAll(/"gateway":(\d+),"msg":"gateway ready"/g)].map((m) => Number(m[1]));

test('restart:gateways rolls each gateway after its successor is ready, no subscription lost; a successor that never turns ready stops the roll', async () => {
  const port = await freePort();
  const sup = supervise('', {
    PORT: String(port),
    MARKET_PORT: String(await freePort()),
    GATEWAYS: '2',
    WAP_DATA_DIR: path.join(tmp, 'roll'),
    WAP_DRAIN_MS: '500',
    WAP_ROLL_READY_MS: '8000',
  });
  await until(() => readyGateways(sup.log()).length === 2, 240_000, `two gateways ready: ${sup.log()}`);
  const before = readyGateways(sup.log());

  const { conn } = liveConnection(`ws://127.0.0.1:${port}${QUOTE_WS_PATH}`, `http://127.0.0.1:${port}`, {
    timing: { reconnectDelayMs: 100, reconnectJitterMs: 100, maxRetries: 50 },
  });
  let pushes = 0;
  conn.subscribe(MsgType.IndexSnapshot, SNAPSHOT, (m) => {
    if (m.header.seq === 0) pushes += 1;
  });
  conn.connect();
  await until(() => pushes >= 3, 120_000, 'pushes before the roll');

  // As `npm run restart:gateways` does: SIGHUP to the pid in the pid file.
  const roll = spawn(process.execPath, ['--import', 'tsx', 'scripts/restart-gateways.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), WAP_DATA_DIR: path.join(tmp, 'roll') },
  });
  expect(await new Promise((r) => roll.once('exit', r))).toBe(0);
  await until(() => /rolling restart of the gateways end/.test(sup.log()), 120_000, 'the roll ends');
  const after = readyGateways(sup.log()).slice(2);
  expect(after.length).toBe(2);
  await until(() => before.every((p) => !alive(p)), 15_000, 'the old gateways gone');
  const atRollEnd = pushes;
  await until(() => pushes >= atRollEnd + 3, 60_000, 'pushes after the roll, on the replayed subscription');
  expect(conn.state).toBe('connected');

  // A successor that cannot turn ready (no bundle): the roll stops and the working gateways stay.
  fs.rmSync(path.join(tmp, 'dist', 'index.html'));
  try {
    process.kill(sup.child.pid!, 'SIGHUP');
    await until(() => /rolling restart stopped/.test(sup.log()), 60_000, 'the roll stops');
  } finally {
    fs.writeFileSync(path.join(tmp, 'dist', 'index.html'), '<!doctype html><title>wap-quote</title>');
  }
  expect(after.every(alive)).toBe(true);
  const atStop = pushes;
  await until(() => pushes >= atStop + 3, 60_000, 'pushes go on after the stopped roll');
  conn.close();

  sup.child.kill('SIGTERM');
  expect(await sup.exited).toBe(0);
});
