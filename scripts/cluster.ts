/**
 * `npm run start:cluster`: the distributed mode on one machine (docs/scaling.md). A market process
 * (simulator + HTTP API + bus publisher) on MARKET_PORT, and GATEWAYS gateway processes sharing PORT
 * through node's cluster module, all on the Redis at REDIS_URL. Node's cluster rather than nginx:
 * nothing to install or configure for one machine, and the primary restarts a gateway that dies;
 * across machines a stock load balancer takes the primary's place (docs/scaling.md).
 */
import cluster from 'node:cluster';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const gateways = Number(process.env.GATEWAYS ?? 2);
const port = process.env.PORT ?? '8080';
const marketPort = process.env.MARKET_PORT ?? String(Number(port) + 10);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

if (cluster.isPrimary) {
  void primary();
} else {
  // A gateway worker: the ordinary server entry with the role set by the primary.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the role is in the environment
  require('../server/main');
}

async function primary(): Promise<void> {
  if (!Number.isInteger(gateways) || gateways < 1) throw new Error('GATEWAYS must be a whole number ≥ 1');
  const market = startMarket();
  await healthy(Number(marketPort));
  cluster.setupPrimary({ exec: __filename });
  const env = {
    WAP_ROLE: 'gateway',
    REDIS_URL: redisUrl,
    MARKET_URL: `http://127.0.0.1:${marketPort}`,
    PORT: port,
  };
  for (let i = 0; i < gateways; i++) cluster.fork(env);
  let stopping = false;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.warn(`gateway ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(() => cluster.fork(env), 500);
  });
  const stop = () => {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    market.kill('SIGTERM');
    setTimeout(() => process.exit(0), 3_000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(
    `wap-quote cluster: ${gateways} gateways on :${port}, market on :${marketPort}, bus ${redisUrl}`,
  );
}

function startMarket(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, WAP_ROLE: 'market', REDIS_URL: redisUrl, PORT: marketPort, HOST: '127.0.0.1' },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    console.error(`market process exited (${signal ?? code})`);
    process.exit(1);
  });
  return child;
}

async function healthy(p: number): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${p}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - start > 120_000) throw new Error('market process did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}
