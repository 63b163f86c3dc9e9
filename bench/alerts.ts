/**
 * Alert evaluation cost per trade (issue 36 "Benchmark"): the server's AlertIndex with 10,000 and
 * 1,000,000 alerts spread over the universe, beside a naive scan of every alert fed the same trades
 * in the same run. Not a test: it only measures. `npm run bench -- alerts`.
 */
import { AlertIndex, type AlertTrade, type IndexedAlert, NaiveAlertScan } from '../server/alerts/alert-index';
import v8 from 'node:v8';
import vm from 'node:vm';
import { median } from './helpers';
import type { BenchRow } from './types';

/** Instruments alerts are spread over: the order of the A-share, HK and US universe together. */
const UNIVERSE = 6000;
/** Rounds per figure (`BENCH_ALERT_ROUNDS`): each on fresh indexes, the least kept. */
const ROUNDS = Number(process.env.BENCH_ALERT_ROUNDS ?? 3);
const DAY = 86_400_000;
const nextDay = (at: number) => (Math.floor(at / DAY) + 1) * DAY;

function lcg(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

const codeOf = (i: number) => `c${i}`;
const basePrice = (i: number) => 5 + (i % 200);

function alertsOver(count: number, seed: number): IndexedAlert[] {
  const rnd = lcg(seed);
  const out: IndexedAlert[] = [];
  for (let id = 1; id <= count; id++) {
    const inst = Math.floor(rnd() * UNIVERSE);
    const metric = rnd() < 0.6 ? 'price' : rnd() < 0.5 ? 'change' : 'speed';
    const spread = metric === 'price' ? basePrice(inst) * 0.2 : 10;
    const centre = metric === 'price' ? basePrice(inst) : 0;
    out.push({
      id,
      userId: id % 50_000,
      code: codeOf(inst),
      metric,
      direction: rnd() < 0.5 ? 'up' : 'down',
      level: centre + (rnd() * 2 - 1) * spread,
      // Most alerts are set once; a crossed one leaves the index, as it leaves the user's list.
      repeat: 'once',
      quietMs: 0,
      mutedUntil: 0,
    });
  }
  return out;
}

/**
 * Trades over the universe as a random walk. `tick`: each trade moves its price by −1, 0 or +1 tick
 * (0.01), as a trade usually hits the bid or the ask, so it is at the quote it last was or next to
 * it. `stress`: each moves it by up to ±0.2 % (20 ticks on a 100 yuan stock), a market far wilder
 * than any real one, which crosses 100× as many levels.
 */
export type Walk = 'tick' | 'stress';
function tradesOver(count: number, seed: number, walk: Walk): AlertTrade[] {
  const rnd = lcg(seed);
  const price = new Float64Array(UNIVERSE).map((_, i) => basePrice(i));
  const out: AlertTrade[] = [];
  for (let t = 0; t < count; t++) {
    const i = Math.floor(rnd() * UNIVERSE);
    if (walk === 'stress') price[i] *= 1 + (rnd() - 0.5) * 0.004;
    else price[i] = Math.max(0.01, Math.round(price[i] * 100 + Math.floor(rnd() * 3) - 1) / 100);
    const change = (price[i] / basePrice(i) - 1) * 100;
    out.push({ code: codeOf(i), at: t, price: price[i], change, speed: change / 2 });
  }
  return out;
}

/** Microseconds per trade: median of batches, each batch timed as a whole (one trade is below the timer). */
function usPerTrade(
  onTrade: (t: AlertTrade) => readonly unknown[],
  trades: AlertTrade[],
  batch: number,
): number {
  const times: number[] = [];
  for (let start = 0; start + batch <= trades.length; start += batch) {
    const t0 = performance.now();
    for (let k = start; k < start + batch; k++) onTrade(trades[k]);
    times.push(((performance.now() - t0) * 1000) / batch);
  }
  return median(times);
}

/**
 * Microseconds per trade that fires nothing: the evaluation itself, apart from the firings it
 * delivers. With a million alerts 14 % of the random walk's trades cross a level (one in a thousand
 * with 10,000), and a firing's cost is its output: it grows with the alerts crossed on the traded
 * instrument, which the rule ("must not grow with the alerts on other instruments") does
 * not count. `fires[k]` says whether trade k fires, learnt from an identical index beforehand; the
 * runs of quiet trades between firings are timed as wholes and pooled into batches of about `batch`
 * trades (median of batches, as above). The timer's cost per run falls on the run, so the figure
 * with a million alerts (runs of about 7 trades) carries more of it than the one with 10,000: the
 * ratio errs against us.
 */
function usPerQuietTrade(
  onTrade: (t: AlertTrade) => readonly unknown[],
  trades: AlertTrade[],
  fires: Uint8Array,
  batch: number,
): number {
  const times: number[] = [];
  let ms = 0;
  let count = 0;
  let k = 0;
  while (k < trades.length) {
    if (fires[k]) {
      onTrade(trades[k++]);
      continue;
    }
    const t0 = performance.now();
    const from = k;
    while (k < trades.length && !fires[k]) onTrade(trades[k++]);
    ms += performance.now() - t0;
    count += k - from;
    if (count >= batch) {
      times.push((ms * 1000) / count);
      ms = 0;
      count = 0;
    }
  }
  return median(times);
}

/**
 * A full collection before each timed pass. Building a million alerts leaves most of them in the
 * young generation, and the first scavenge after the build (promoting them all: 30–40 ms) would
 * otherwise land in whichever timed trade allocates first: a firing one. That is the build's debt,
 * not the cost of a trade.
 */
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;

/** An index of these alerts, warmed on trades that also set each instrument's previous value. */
function warmIndex(alerts: readonly IndexedAlert[], warm: readonly AlertTrade[]): AlertIndex {
  const index = new AlertIndex(nextDay);
  for (const a of alerts) index.add({ ...a });
  for (const t of warm) index.onTrade(t);
  return index;
}

interface Measured {
  every: number;
  quiet: number;
  naive: number;
  firedPerTrade: number;
}

/** One walk at one alert count: every trade, the trades that fire nothing, the naive scan. */
function measure(count: number, walk: Walk): { m: Measured; rows: BenchRow[] } {
  const alerts = alertsOver(count, 11);
  const warm = tradesOver(30_000, 5, walk);
  const trades = tradesOver(100_000, 9, walk);
  // Each round on fresh indexes (a `once` alert leaves as it fires); the least of the rounds is the
  // figure, as the machine's noise only ever adds. Every trade, firings included, is timed over the
  // whole pass in chunks (below); the pass also learns which trades fire.
  const fires = new Uint8Array(trades.length);
  let fired = 0;
  let quiet = Infinity;
  // The pass is timed in chunks of CHUNK trades, and each chunk's least over the rounds is kept: the
  // rounds do the same work chunk by chunk, and a whole pass is only 20–50 ms, so one stall of this
  // VM's vCPU in it (10–30 ms) doubled a round's figure, and the same build read 0.18 and 0.44 µs
  // per trade in two processes (stop 44). A stall now costs only the chunk it hits, in one round.
  const CHUNK = 1000;
  const chunkLeast = new Float64Array(Math.ceil(trades.length / CHUNK)).fill(Infinity);
  for (let round = 0; round < ROUNDS; round++) {
    const index = warmIndex(alerts, warm);
    fired = 0;
    collect();
    for (let c = 0; c < chunkLeast.length; c++) {
      const end = Math.min(trades.length, (c + 1) * CHUNK);
      const t0 = performance.now();
      for (let k = c * CHUNK; k < end; k++) {
        const f = index.onTrade(trades[k]);
        fired += f.length;
        fires[k] = f.length > 0 ? 1 : 0;
      }
      chunkLeast[c] = Math.min(chunkLeast[c], performance.now() - t0);
    }
    // The same trades on an identical index fire the same alerts: time the trades that fire none.
    const again = warmIndex(alerts, warm);
    collect();
    quiet = Math.min(
      quiet,
      usPerQuietTrade((t) => again.onTrade(t), trades, fires, 2000),
    );
  }
  const every = (chunkLeast.reduce((sum, ms) => sum + ms, 0) * 1000) / trades.length;
  const naive = new NaiveAlertScan(nextDay);
  for (const a of alerts) naive.add({ ...a });
  // The scan reads every alert per trade whatever the values: a short warm-up is enough, and at
  // 1M fewer trades, same median-of-batches.
  for (const t of warm.slice(0, count > 100_000 ? 20 : 2000)) naive.onTrade(t);
  const naiveTrades = trades.slice(0, count > 100_000 ? 200 : 20_000);
  const nv = usPerTrade((t) => naive.onTrade(t), naiveTrades, count > 100_000 ? 10 : 1000);
  const firing = fires.reduce((n, f) => n + f, 0);
  const n = count.toLocaleString('en');
  return {
    m: { every, quiet, naive: nv, firedPerTrade: fired / trades.length },
    rows: [
      {
        group: 'alerts',
        name: `${walk} walk: evaluate one trade, ${n} alerts (AlertIndex)`,
        value: Number(every.toFixed(3)),
        unit: 'µs',
        peer: { name: 'naive scan of every alert', value: Number(nv.toFixed(3)) },
        note: `${(fired / trades.length).toFixed(4)} alerts fired per trade`,
      },
      {
        group: 'alerts',
        name: `${walk} walk: evaluate one trade that fires nothing, ${n} alerts (AlertIndex)`,
        value: Number(quiet.toFixed(3)),
        unit: 'µs',
        note: `${trades.length - firing} of ${trades.length} trades`,
      },
    ],
  };
}

export function runAlertBench(): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const walk of ['tick', 'stress'] as const) {
    const small = measure(10_000, walk);
    const big = measure(1_000_000, walk);
    rows.push(...small.rows, ...big.rows);
    const ratio = (f: (m: Measured) => number) => Number((f(big.m) / f(small.m)).toFixed(2));
    rows.push(
      {
        group: 'alerts',
        name: `${walk} walk: per-trade cost, 1,000,000 alerts ÷ 10,000 alerts (AlertIndex)`,
        value: ratio((m) => m.every),
        unit: '×',
        peer: { name: 'naive scan', value: ratio((m) => m.naive) },
        goal: walk === 'tick' ? '≤ 2' : undefined,
        note: `firings included; ${(big.m.firedPerTrade / Math.max(small.m.firedPerTrade, 1e-9)).toFixed(0)}× as many alerts fired per trade with 1,000,000`,
      },
      {
        group: 'alerts',
        name: `${walk} walk: the same, trades that fire nothing (AlertIndex)`,
        value: ratio((m) => m.quiet),
        unit: '×',
        note: 'the evaluation apart from the firings it delivers (usPerQuietTrade)',
      },
    );
  }
  return rows;
}
