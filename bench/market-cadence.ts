/**
 * Market cadence benchmark (issue 14 "Benchmark"): the server's CPU for the demo market with the
 * live cadence, beside the old trade rate.
 *
 * 1. Simulator alone: the real simulator (whole universe, demo clock, fixed start instant) stepped
 *    every 500 ms of simulated time as fast as it goes; CPU ms per simulated second and trades per
 *    simulated second.
 * 2. Simulator plus the real quote channel in real time: the market steps every 500 ms (as the
 *    server does), 1,000 idle clients (authenticated, watching nothing) and one client watching
 *    every stock and ETF (so each update of every instrument is serialised and sent once), clients
 *    in a separate process; the server process's CPU in % of one core over the window.
 *
 * "Old rate": the stretched demo clock released about 6 trades per instrument per wall minute; the
 * loop clock at base 5 trades per session minute gives about the same rate, so the rows compare the
 * cost of the trade rate itself (the old mapping is gone from the code). Not a test.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serverClock } from '../server/clock';
import { UNIVERSE } from '../server/data/universe';
import { DEMO_TRADES_PER_MINUTE } from '../server/market/day';
import { Simulator } from '../server/market/simulator';
import { attachQuoteChannel } from '../server/quote/channel';
import { QUOTE_PATH } from '../server/quote/wire';
import { quoteKey } from '../src/quote/keys';
import { ClientProcess } from './fanout';
import type { BenchRow } from './types';

const START = Date.parse('2026-11-24T02:00:00Z');
const SIMULATED_S = 600;
const STEP_MS = 500;
const IDLE_CLIENTS = Number(process.env.CADENCE_CLIENTS ?? 1000);
const WINDOW_MS = 10_000;
const TOKEN = 'bench-token';
const OLD_RATE_BASE = 5;

const CADENCES: [string, number][] = [
  ['live cadence', DEMO_TRADES_PER_MINUTE],
  ['old rate', OLD_RATE_BASE],
];

function simulatorAlone(base: number): { cpuMsPerSimS: number; tradesPerSimS: number } {
  let now = START;
  const market = new Simulator({ clock: 'demo', tradesPerMinute: base, now: () => now });
  market.step(); // builds the history and catches up: not part of the steady state
  let trades = 0;
  market.onUpdate((u) => {
    for (const t of u.ticks.values()) trades += t.length;
  });
  const cpu0 = process.cpuUsage();
  for (let t = STEP_MS; t <= SIMULATED_S * 1000; t += STEP_MS) {
    now = START + t;
    market.step();
  }
  const cpu = process.cpuUsage(cpu0);
  return { cpuMsPerSimS: (cpu.user + cpu.system) / 1000 / SIMULATED_S, tradesPerSimS: trades / SIMULATED_S };
}

async function withChannel(base: number, proc: ClientProcess): Promise<number> {
  const { now } = serverClock(START);
  const market = new Simulator({ clock: 'demo', tradesPerMinute: base, now });
  market.step();
  const server = http.createServer();
  const channel = attachQuoteChannel(server, {
    market,
    validateToken: (t) => t === TOKEN,
    limits: { maxKeysPerRequest: 10_000, maxSubscriptions: 10_000, maxPairsPerIp: 20_000 },
    log: () => undefined,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}${QUOTE_PATH}`;
  const watched = UNIVERSE.filter((s) => (s.kind === 'stock' || s.kind === 'etf') && !s.suspended).map((s) =>
    quoteKey(s.market, s.code),
  );
  try {
    const base = {
      cmd: 'connect' as const,
      url,
      mode: 'channel' as const,
      perClient: 0,
      codes: [],
      token: TOKEN,
    };
    const idle = await proc.ask<{ ready?: number; error?: string }>({
      ...base,
      clients: IDLE_CLIENTS,
      keys: [],
    });
    if (idle.ready !== IDLE_CLIENTS) throw new Error(`idle clients did not connect: ${JSON.stringify(idle)}`);
    const watcher = await proc.ask<{ ready?: number; error?: string }>({
      ...base,
      clients: 1,
      keys: watched,
    });
    if (!watcher.ready) throw new Error(`the watcher did not connect: ${JSON.stringify(watcher)}`);
    market.start(STEP_MS);
    await new Promise((r) => setTimeout(r, 1000));
    const cpu0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    await new Promise((r) => setTimeout(r, WINDOW_MS));
    const cpu = process.cpuUsage(cpu0);
    const elapsedMs = Number(process.hrtime.bigint() - t0) / 1e6;
    return ((cpu.user + cpu.system) / 1000 / elapsedMs) * 100;
  } finally {
    market.stop();
    await proc.ask({ cmd: 'close' });
    await channel.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

export async function runMarketCadenceBench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const alone = CADENCES.map(([name, base]) => ({ name, ...simulatorAlone(base) }));
  const [live, old] = alone;
  rows.push(
    {
      group: 'market',
      name: `simulator CPU per simulated second, ${live.name}`,
      value: Math.round(live.cpuMsPerSimS * 100) / 100,
      unit: 'ms',
      peer: { name: old.name, value: Math.round(old.cpuMsPerSimS * 100) / 100 },
      note: `${UNIVERSE.length} instruments`,
    },
    {
      group: 'market',
      name: `trades per simulated second, ${live.name}`,
      value: Math.round(live.tradesPerSimS),
      unit: 'trades',
      peer: { name: old.name, value: Math.round(old.tradesPerSimS) },
    },
  );
  const shares: number[] = [];
  for (const [, base] of CADENCES) {
    const proc = new ClientProcess();
    try {
      shares.push(await withChannel(base, proc));
    } finally {
      proc.kill();
    }
  }
  rows.push({
    group: 'market',
    name: `simulator + quote channel, ${IDLE_CLIENTS} idle clients + 1 watching all, ${live.name}`,
    value: Math.round(shares[0] * 10) / 10,
    unit: '% of one core',
    peer: { name: old.name, value: Math.round(shares[1] * 10) / 10 },
    goal: '< 10 %',
  });
  return rows;
}
