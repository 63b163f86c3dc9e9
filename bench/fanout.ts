/**
 * Quote fan-out benchmark (issue 3 "Benchmark"). On loopback, with the clients in a separate
 * process: C clients each subscribed to 20 instruments while every instrument updates twice a
 * second (C = 1,000 → 40,000 messages/s, then 2,000 → 80,000). For each C it runs the real quote
 * channel (server/quote, auth + 201 snapshot subscriptions) and, side by side in the same run, a
 * bare `ws` server doing only the fan-out with one serialisation per update. Reports delivered vs
 * expected messages/s, tick-to-client latency p50/p99, and the server's CPU (process.cpuUsage of
 * this process, which runs the server; the clients' CPU is in the child). Not a test.
 */
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { attachQuoteChannel } from '../server/quote/channel';
import { QUOTE_PATH } from '../server/quote/wire';
import { startBareServer } from './fanout-bare';
import type { ClientCommand, ClientReport } from './fanout-client';
import {
  BENCH_STEP_MS,
  UPDATES_PER_SECOND,
  benchCodes,
  createBenchMarket,
  type BenchMarket,
} from './fanout-market';
import { printRowsOf } from './standalone';
import type { BenchRow } from './types';

const INSTRUMENTS = 100;
const PER_CLIENT = 20;
const CLIENT_COUNTS = (process.env.FANOUT_CLIENTS ?? '1000,2000').split(',').map(Number);
const WARMUP_MS = 500;
const WINDOW_MS = 6000;
const TOKEN = 'bench-token';

export interface FanoutResult {
  server: string;
  clients: number;
  expectedPerSecond: number;
  deliveredPerSecond: number;
  deliveredRatio: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /**
   * Server CPU per delivered message in µs: unlike cores, it does not depend on how many updates
   * the market managed to produce on a machine shared with other work.
   */
  cpuMicrosPerMessage: number;
  /** Seconds the clients needed after the window to receive everything sent in it. */
  backlogS: number;
  /** Server CPU in cores (1 = one core fully busy), including any sending after the window. */
  cpuCores: number;
  droppedClients: number;
  /** Share of the market's update steps skipped because the server fell behind (0 = kept up). */
  stepsSkippedRatio: number;
}

export class ClientProcess {
  private readonly child: ChildProcess;
  private queue: ((m: unknown) => void)[] = [];

  constructor() {
    this.child = fork(path.join(__dirname, 'fanout-client.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (m) => this.queue.shift()?.(m));
  }

  ask<T>(cmd: ClientCommand): Promise<T> {
    return new Promise((resolve) => {
      this.queue.push(resolve as (m: unknown) => void);
      this.child.send(cmd);
    });
  }

  /** The client process's pid (its CPU shares the machine with the server's). */
  get pid(): number {
    return this.child.pid ?? 0;
  }

  kill(): void {
    this.child.kill();
  }
}

export interface ServerUnderTest<D = unknown> {
  url: string;
  mode: 'channel' | 'bare';
  /** CPU seconds used so far by the server's other processes (gateways, Redis), if it has any. */
  childCpuSeconds?(): number;
  /**
   * Called as the measured window starts, and again once the clients have drained it: what the
   * second call returns (per-process CPU, event-loop probes) goes into the result as `detail`.
   */
  window?: { start(): Promise<void>; end(elapsedS: number): Promise<D> };
  close(): Promise<void>;
}

async function startChannel(market: BenchMarket): Promise<ServerUnderTest> {
  const server = http.createServer();
  const channel = attachQuoteChannel(server, {
    market,
    validateToken: (t) => t === TOKEN,
    log: process.env.FANOUT_DEBUG ? (m, d) => console.log(m, d) : () => undefined,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}${QUOTE_PATH}`,
    mode: 'channel',
    close: async () => {
      await channel.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export async function measure<D = unknown>(
  name: string,
  start: (m: BenchMarket) => Promise<ServerUnderTest<D>>,
  clients: number,
  proc: ClientProcess,
): Promise<FanoutResult & { detail?: D }> {
  const tStart = Date.now();
  const market = createBenchMarket(INSTRUMENTS);
  const srv = await start(market);
  const codes = benchCodes(INSTRUMENTS);
  const connected = await proc.ask<{ ready?: number; error?: string }>({
    cmd: 'connect',
    url: srv.url,
    mode: srv.mode,
    clients,
    perClient: PER_CLIENT,
    codes,
    token: TOKEN,
  });
  if (connected.error || connected.ready !== clients)
    throw new Error(`clients did not connect: ${JSON.stringify(connected)}`);
  const tConnected = Date.now();
  market.start(BENCH_STEP_MS);
  await sleep(WARMUP_MS);
  // The measured window is bracketed by quiet periods: the market is stopped and the clients have
  // received everything before the counters are reset, and again before they are read. So every
  // message of the window is counted whatever the backlog, and no message from outside it.
  market.stop();
  await proc.ask({ cmd: 'drain' });
  await proc.ask({ cmd: 'reset' });
  market.resetCounters();
  await srv.window?.start();
  const cpu0 = process.cpuUsage();
  const child0 = srv.childCpuSeconds?.() ?? 0;
  const t0 = process.hrtime.bigint();
  market.start(BENCH_STEP_MS);
  await sleep(WINDOW_MS);
  market.stop();
  const cpuWindow = process.cpuUsage(cpu0);
  const elapsedS = Number(process.hrtime.bigint() - t0) / 1e9;
  await proc.ask({ cmd: 'drain' });
  const own = process.cpuUsage(cpu0);
  const childMicros = ((srv.childCpuSeconds?.() ?? 0) - child0) * 1e6;
  const cpu = { user: own.user + childMicros, system: own.system };
  const drainS = Number(process.hrtime.bigint() - t0) / 1e9 - elapsedS;
  const detail = await srv.window?.end(elapsedS);
  const report = await proc.ask<ClientReport>({ cmd: 'report' });
  const updates = market.updates;
  const skipped = market.skippedSteps;
  if (process.env.FANOUT_DEBUG) console.log({ name, updates, skipped, elapsedS, drainS, cpuWindow, report });
  const tMeasured = Date.now();
  await proc.ask({ cmd: 'close' });
  await srv.close();
  if (process.env.FANOUT_DEBUG) {
    console.log({
      connectMs: tConnected - tStart,
      measureMs: tMeasured - tConnected,
      closeMs: Date.now() - tMeasured,
    });
  }

  // Every update of an instrument goes to each of its subscribers (clients × 20 / instruments).
  const expected = (updates * clients * PER_CLIENT) / INSTRUMENTS;
  return {
    server: name,
    clients,
    expectedPerSecond: Math.round(expected / elapsedS),
    // Delivery time includes any backlog the clients worked off after the window (less the 300 ms
    // of silence that ends a drain).
    deliveredPerSecond: Math.round(report.received / (elapsedS + Math.max(0, drainS - 0.3))),
    backlogS: Math.round(Math.max(0, drainS - 0.3) * 100) / 100,
    deliveredRatio: expected ? Math.round((report.received / expected) * 10000) / 10000 : 0,
    p50Ms: report.p50,
    p99Ms: report.p99,
    maxMs: report.max,
    cpuCores: Math.round(((cpu.user + cpu.system) / 1e6 / elapsedS) * 1000) / 1000,
    cpuMicrosPerMessage: report.received
      ? Math.round(((cpu.user + cpu.system) / report.received) * 100) / 100
      : 0,
    droppedClients: report.closedEarly,
    stepsSkippedRatio: Math.round((skipped / ((elapsedS * 1000) / BENCH_STEP_MS)) * 1000) / 1000,
    detail,
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Runs every configuration (about 45 s in all) and returns rows for bench/run.ts. */
export async function runFanoutBench(log: (line: string) => void = console.log): Promise<BenchRow[]> {
  const proc = new ClientProcess();
  const results: FanoutResult[] = [];
  const load = os.loadavg()[0];
  log(`fan-out bench: ${os.cpus().length} cores, load average ${load.toFixed(2)} at start`);
  try {
    for (const clients of CLIENT_COUNTS) {
      // Bare first: the first phase also warms up the client process, which would otherwise count
      // against the channel.
      for (const [name, start] of [
        ['bare ws', (m: BenchMarket) => startBareServer(m).then((b) => ({ ...b, mode: 'bare' as const }))],
        ['quote channel', startChannel],
      ] as const) {
        const r = await measure(name, start, clients, proc);
        log(
          `fan-out ${r.server} × ${r.clients}: ${r.deliveredPerSecond}/${r.expectedPerSecond} msg/s ` +
            `(${(r.deliveredRatio * 100).toFixed(2)}%), p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms, ` +
            `server CPU ${r.cpuCores} cores (${r.cpuMicrosPerMessage} µs/msg), client backlog ${r.backlogS} s, ` +
            `dropped clients ${r.droppedClients}, market steps skipped ${(r.stepsSkippedRatio * 100).toFixed(1)}%`,
        );
        results.push(r);
      }
    }
  } finally {
    proc.kill();
  }
  return toRows(results);
}

function toRows(results: FanoutResult[]): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const clients of CLIENT_COUNTS) {
    const ch = results.find((r) => r.clients === clients && r.server === 'quote channel');
    const bare = results.find((r) => r.clients === clients && r.server === 'bare ws');
    if (!ch || !bare) continue;
    const group = `fan-out ${clients} clients × ${PER_CLIENT} instruments, ${UPDATES_PER_SECOND} updates/s`;
    const peer = (value: number) => ({ name: 'bare ws', value });
    rows.push(
      {
        group,
        name: 'delivered msg/s',
        value: ch.deliveredPerSecond,
        unit: 'msg/s',
        peer: peer(bare.deliveredPerSecond),
        note: `expected ${ch.expectedPerSecond}`,
      },
      {
        group,
        name: 'delivered / expected',
        value: ch.deliveredRatio,
        unit: '',
        peer: peer(bare.deliveredRatio),
        goal: '1 (no message lost)',
      },
      { group, name: 'latency p50', value: ch.p50Ms, unit: 'ms', peer: peer(bare.p50Ms) },
      {
        group,
        name: 'latency p99',
        value: ch.p99Ms,
        unit: 'ms',
        peer: peer(bare.p99Ms),
        goal: clients === 1000 ? '< 10 ms' : undefined,
      },
      {
        group,
        name: 'server CPU',
        value: ch.cpuCores,
        unit: 'cores',
        peer: peer(bare.cpuCores),
        goal: '≤ 1.5 × bare ws',
      },
      {
        group,
        name: 'server CPU per message',
        value: ch.cpuMicrosPerMessage,
        unit: 'µs',
        peer: peer(bare.cpuMicrosPerMessage),
        goal: '≤ 1.5 × bare ws',
      },
      {
        group,
        name: 'clients dropped',
        value: ch.droppedClients,
        unit: '',
        peer: peer(bare.droppedClients),
        goal: '0',
      },
    );
  }
  return rows;
}

if (require.main === module) printRowsOf(() => runFanoutBench(), { peerColumn: 'bare' });
