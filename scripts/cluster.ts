/**
 * The distributed mode's process supervisor (docs/operations.md). One script, three roles:
 *
 * - `npm run start:cluster`: one machine: a market process (unless MARKET_URL names one elsewhere)
 *   and GATEWAYS gateways sharing PORT through node's cluster module;
 * - `npm run start:market`: the market process only, on MARKET_PORT (MARKETS=2: and a standby);
 * - `npm run start:gateways`: GATEWAYS gateways on PORT, using the market at MARKET_URL (another
 *   machine's `start:market` or `start:cluster`): a second machine adds sockets, never a second
 *   publisher of the same pushes.
 *
 * The primary restarts a gateway or market process that dies; SIGTERM or SIGINT stops every process
 * it started (each drains, server/quote/drain.ts) and exits 0 once they have; SIGHUP (sent by
 * `npm run restart:gateways`) rolls the gateways one at a time. Node's cluster rather than nginx on
 * one machine: nothing to install, and the primary supervises; across machines a stock load
 * balancer goes in front of the gateway machines.
 */
import cluster, { type Worker } from 'node:cluster';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createLogger, stateLogger } from '../server/ops/logging';
import { assertProductionSecrets } from '../server/secrets';
import { clusterPlan } from './cluster-plan';

const ROOT = path.resolve(__dirname, '..');

if (cluster.isPrimary) {
  void primary().catch((err: unknown) => {
    createLogger('primary').fatal({ err }, 'cluster failed to start');
    process.exit(1);
  });
} else {
  // A gateway worker: the ordinary server entry with the role set by the primary.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the role is in the environment
  require('../server/main');
}

async function primary(): Promise<void> {
  // Refuse before starting anything: every child would refuse too, one restart after another.
  assertProductionSecrets();
  const plan = clusterPlan(process.argv[2], process.env);
  const log = stateLogger(createLogger('primary'));
  let stopping = false;
  // Market processes of one machine read one market clock, whenever each (re)starts (failover).
  if (process.env.WAP_NOW && !process.env.WAP_NOW_ANCHOR) process.env.WAP_NOW_ANCHOR = String(Date.now());
  const markets = plan.markets.map((m) => superviseMarket(m, plan.redisUrl, () => stopping, log));
  // Ready, not merely running: a market without its Redis would take gateways that cannot serve.
  for (const m of plan.markets) await ready(`http://127.0.0.1:${m.port}/readyz`, log);

  const gatewayEnv = plan.gateways
    ? {
        WAP_ROLE: 'gateway',
        REDIS_URL: plan.redisUrl,
        MARKET_URL: plan.gateways.marketUrl,
        PORT: String(plan.gateways.port),
        WAP_REPORT_READY: '1',
      }
    : null;
  if (gatewayEnv) {
    cluster.setupPrimary({ exec: __filename, args: [] });
    for (let i = 0; i < plan.gateways!.count; i++) cluster.fork(gatewayEnv);
    cluster.on('online', (w) => log.info({ gateway: w.process.pid }, 'gateway up'));
    cluster.on('message', (w, m: { wap?: string }) => {
      if (m?.wap === 'ready') log.info({ gateway: w.process.pid }, 'gateway ready');
    });
    cluster.on('exit', (worker, code, signal) => {
      const rolled = rolling.has(worker);
      rolling.delete(worker);
      log.info({ gateway: worker.process.pid, code, signal }, 'gateway down');
      if (stopping || rolled) return;
      setTimeout(() => cluster.fork(gatewayEnv), 500);
    });
  }
  const rolling = new Set<Worker>();

  // `npm run restart:gateways`: one gateway at a time, the new one ready (server/main.ts reports its
  // /readyz) before the old drains; a new one not ready within ROLL_READY_MS stops the roll, so a bad
  // deploy never replaces a working gateway.
  let roll: Promise<void> | null = null;
  process.on('SIGHUP', () => {
    if (!gatewayEnv || roll) return;
    roll = (async () => {
      log.info('rolling restart of the gateways start');
      for (const old of Object.values(cluster.workers ?? {})) {
        if (!old || stopping) continue;
        const fresh = cluster.fork(gatewayEnv);
        if (!(await gatewayReady(fresh, ROLL_READY_MS))) {
          log.error({ gateway: fresh.process.pid }, 'rolling restart stopped: the new gateway is not ready');
          rolling.add(fresh);
          fresh.process.kill('SIGTERM');
          return;
        }
        rolling.add(old);
        const gone = new Promise<void>((resolve) => old.once('exit', () => resolve()));
        old.process.kill('SIGTERM');
        await gone;
      }
      log.info('rolling restart of the gateways end');
    })().finally(() => (roll = null));
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'cluster stopping');
    const exits: Promise<unknown>[] = [];
    for (const w of Object.values(cluster.workers ?? {})) {
      if (!w) continue;
      exits.push(new Promise((resolve) => w.once('exit', resolve)));
      w.process.kill('SIGTERM');
    }
    for (const m of markets) exits.push(m.stop());
    // Each process stops within its own 9 s deadline; this one waits for them, then exits.
    const deadline = setTimeout(() => process.exit(1), 15_000);
    void Promise.all(exits).then(() => {
      clearTimeout(deadline);
      fs.rmSync(plan.pidFile, { force: true });
      log.info('cluster stopped');
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  fs.mkdirSync(path.dirname(plan.pidFile), { recursive: true });
  fs.writeFileSync(plan.pidFile, String(process.pid));
  log.info(
    {
      gateways: plan.gateways?.count ?? 0,
      port: plan.gateways?.port,
      markets: plan.markets.map((m) => m.port),
      marketUrl: plan.gateways?.marketUrl,
      bus: redactUrl(plan.redisUrl),
    },
    'wap-quote cluster started',
  );
}

interface SupervisedMarket {
  stop(): Promise<void>;
}

/** The market process, started again 1 s after it dies (unless the cluster is stopping). */
function superviseMarket(
  market: { port: number; host: string },
  redisUrl: string,
  stopping: () => boolean,
  log: ReturnType<typeof createLogger>,
): SupervisedMarket {
  let child: ChildProcess;
  const start = () => {
    // An IPC channel, so the market exits with this process even when this one is SIGKILLed.
    child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        WAP_ROLE: 'market',
        REDIS_URL: redisUrl,
        PORT: String(market.port),
        HOST: market.host,
        WAP_EXIT_WITH_PARENT: '1',
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    log.info({ market: child.pid }, 'market up');
    child.on('exit', (code, signal) => {
      log.info({ market: child.pid, code, signal }, 'market down');
      if (!stopping()) setTimeout(start, 1_000);
    });
  };
  start();
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const ROLL_READY_MS = Number(process.env.WAP_ROLL_READY_MS ?? 120_000);

/** Whether a forked gateway reports ready within `ms` (false when it exits first). */
function gatewayReady(worker: Worker, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      resolve(ok);
    };
    const onMessage = (m: { wap?: string }) => m?.wap === 'ready' && done(true);
    const onExit = () => done(false);
    const timer = setTimeout(() => done(false), ms);
    worker.on('message', onMessage);
    worker.once('exit', onExit);
  });
}

/** Waits for a probe to answer 2xx; says every 10 s what it answered instead; gives up at 120 s. */
async function ready(url: string, log: ReturnType<typeof createLogger>): Promise<void> {
  const start = Date.now();
  let lastSaid = start;
  let last = 'no answer';
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return;
      last = `${res.status} ${await res.text()}`;
    } catch {
      last = 'no answer'; // not listening yet
    }
    if (Date.now() - lastSaid > 10_000) {
      lastSaid = Date.now();
      log.warn({ url, answer: last }, 'waiting for the market to be ready');
    }
    if (Date.now() - start > 120_000) throw new Error(`${url} not ready within 120 s: ${last}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A Redis URL without its password, for the log. */
function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.href;
  } catch {
    return 'invalid url';
  }
}
