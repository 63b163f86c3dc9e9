/**
 * Scale-out benchmark (issue 22, docs/scaling.md): delivered messages per second and push-to-client
 * latency for 2k and 4k clients × 20 instruments, the single process of today beside 1 and 2
 * gateways on the Redis bus, in one run. The market and its publisher run in this process, the
 * gateways in a cluster child, Redis in its own process, the clients in another; CPU counts them
 * all except the clients. On a 2-core machine everything shares the two cores, so the gateway rows
 * show the cost of the bus more than the gain of a second gateway (docs/scaling.md says how to read
 * them). Not a test.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MarketPublisher } from '../server/bus/publisher';
import { connectBus } from '../server/bus/redis';
import { attachQuoteChannel } from '../server/quote/channel';
import { QUOTE_PATH } from '../server/quote/wire';
import { ClientProcess, measure, type FanoutResult, type ServerUnderTest } from './fanout';
import { UPDATES_PER_SECOND, type BenchMarket } from './fanout-market';
import { printRowsOf } from './standalone';
import type { BenchRow } from './types';

const CLIENTS = (process.env.SCALE_CLIENTS ?? '2000,4000').split(',').map(Number);
const TOKEN = 'bench-token';
const PREFIX = 'bench';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** CPU seconds (user + system) of a process so far, from /proc (Linux). */
function cpuSecondsOf(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100/s)
  } catch {
    return 0;
  }
}

async function startRedis(): Promise<{ url: string; pid: number; stop(): void }> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.once('connect', () => (s.destroy(), resolve(true)));
      s.once('error', () => resolve(false));
    });
    if (up) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, pid: child.pid ?? 0, stop: () => child.kill('SIGKILL') };
}

async function startSingle(market: BenchMarket): Promise<ServerUnderTest> {
  const server = http.createServer();
  const channel = attachQuoteChannel(server, {
    market,
    validateToken: (t) => t === TOKEN,
    log: () => undefined,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `ws://127.0.0.1:${(server.address() as net.AddressInfo).port}${QUOTE_PATH}`,
    mode: 'channel',
    close: async () => {
      await channel.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function startBus(gateways: number) {
  return async (market: BenchMarket): Promise<ServerUnderTest> => {
    const redis = await startRedis();
    const bus = connectBus(redis.url);
    const publisher = new MarketPublisher({
      market,
      redis: bus.redis,
      subscriber: bus.subscriber,
      prefix: PREFIX,
    });
    await publisher.start();
    const child: ChildProcess = fork(path.join(__dirname, 'scale-gateways.ts'), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, GATEWAYS: String(gateways), REDIS_URL: redis.url, TOKEN, BUS_PREFIX: PREFIX },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const { port, pids } = await new Promise<{ port: number; pids: number[] }>((resolve) =>
      child.once('message', (m) => resolve(m as { port: number; pids: number[] })),
    );
    const all = [...pids, redis.pid];
    return {
      url: `ws://127.0.0.1:${port}${QUOTE_PATH}`,
      mode: 'channel',
      childCpuSeconds: () => all.reduce((sum, pid) => sum + cpuSecondsOf(pid), 0),
      close: async () => {
        child.kill('SIGKILL');
        for (const pid of pids.slice(1)) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            // already gone with the primary
          }
        }
        await publisher.close();
        await bus.close();
        redis.stop();
      },
    };
  };
}

const CONFIGS: { name: string; start: (m: BenchMarket) => Promise<ServerUnderTest> }[] = [
  { name: 'single process', start: startSingle },
  { name: '1 gateway', start: startBus(1) },
  { name: '2 gateways', start: startBus(2) },
];

export async function runScaleBench(log: (line: string) => void = console.log): Promise<BenchRow[]> {
  const proc = new ClientProcess();
  const results: (FanoutResult & { config: string })[] = [];
  log(`scale bench: ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)} at start`);
  try {
    for (const clients of CLIENTS) {
      for (const c of CONFIGS) {
        const r = await measure(c.name, c.start, clients, proc);
        log(
          `scale ${c.name} × ${clients}: ${r.deliveredPerSecond}/${r.expectedPerSecond} msg/s, ` +
            `p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, CPU ${r.cpuCores} cores (market + gateways + Redis), ` +
            `dropped ${r.droppedClients}`,
        );
        results.push({ ...r, config: c.name });
      }
    }
  } finally {
    proc.kill();
  }
  const rows: BenchRow[] = [];
  for (const clients of CLIENTS) {
    const group = `scale-out ${clients} clients × 20 instruments, ${UPDATES_PER_SECOND} updates/s (${os.cpus().length} cores)`;
    const single = results.find((r) => r.clients === clients && r.config === 'single process');
    for (const r of results.filter((x) => x.clients === clients && x.config !== 'single process')) {
      const peer = (value: number) => (single ? { name: 'single process', value } : undefined);
      rows.push(
        {
          group,
          name: `${r.config}: delivered msg/s`,
          value: r.deliveredPerSecond,
          unit: 'msg/s',
          peer: peer(single?.deliveredPerSecond ?? 0),
          note: `expected ${r.expectedPerSecond}`,
        },
        {
          group,
          name: `${r.config}: latency p99`,
          value: r.p99Ms,
          unit: 'ms',
          peer: peer(single?.p99Ms ?? 0),
          goal: '< 50 ms',
        },
        {
          group,
          name: `${r.config}: CPU`,
          value: r.cpuCores,
          unit: 'cores',
          peer: peer(single?.cpuCores ?? 0),
        },
      );
    }
  }
  return rows;
}

if (require.main === module) printRowsOf(() => runScaleBench(), 'single');
