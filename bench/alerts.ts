/**
 * Alert evaluation cost per trade (issue 36 "Benchmark"): the server's AlertIndex with 10,000 and
 * 1,000,000 alerts spread over the universe, beside a naive scan of every alert fed the same trades
 * in the same run. Not a test: it only measures. `npm run bench -- alerts`.
 */
import { AlertIndex, type AlertTrade, type IndexedAlert, NaiveAlertScan } from '../server/alerts/alert-index';
import { median } from './helpers';
import type { BenchRow } from './types';

/** Instruments alerts are spread over: the order of the A-share, HK and US universe together. */
const UNIVERSE = 6000;
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

/** A random walk of trades over the universe: small moves, as ticks are. */
function tradesOver(count: number, seed: number): AlertTrade[] {
  const rnd = lcg(seed);
  const price = new Float64Array(UNIVERSE).map((_, i) => basePrice(i));
  const out: AlertTrade[] = [];
  for (let t = 0; t < count; t++) {
    const i = Math.floor(rnd() * UNIVERSE);
    price[i] *= 1 + (rnd() - 0.5) * 0.004;
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

export function runAlertBench(): BenchRow[] {
  const rows: BenchRow[] = [];
  const results: Record<number, { index: number; naive: number }> = {};
  for (const count of [10_000, 1_000_000]) {
    const alerts = alertsOver(count, 11);
    const index = new AlertIndex(nextDay);
    const naive = new NaiveAlertScan(nextDay);
    for (const a of alerts) {
      index.add(a);
      naive.add({ ...a });
    }
    // Warm both up on trades that also set each instrument's previous value.
    const warm = tradesOver(30_000, 5);
    for (const t of warm) index.onTrade(t);
    // The scan reads every alert per trade whatever the values: a short warm-up is enough.
    for (const t of warm.slice(0, count > 100_000 ? 20 : 2000)) naive.onTrade(t);
    const trades = tradesOver(100_000, 9);
    let fired = 0;
    const idx = usPerTrade(
      (t) => {
        const f = index.onTrade(t);
        fired += f.length;
        return f;
      },
      trades,
      2000,
    );
    // The naive scan at 1M reads every alert per trade: fewer trades, same median-of-batches.
    const naiveTrades = trades.slice(0, count > 100_000 ? 200 : 20_000);
    const nv = usPerTrade((t) => naive.onTrade(t), naiveTrades, count > 100_000 ? 10 : 1000);
    results[count] = { index: idx, naive: nv };
    rows.push({
      group: 'alerts',
      name: `evaluate one trade, ${count.toLocaleString('en')} alerts (AlertIndex)`,
      value: Number(idx.toFixed(3)),
      unit: 'µs',
      peer: { name: 'naive scan of every alert', value: Number(nv.toFixed(3)) },
      note: `${(fired / trades.length).toFixed(3)} alerts fired per trade`,
    });
  }
  const ratio = results[1_000_000].index / results[10_000].index;
  rows.push({
    group: 'alerts',
    name: 'per-trade cost, 1,000,000 alerts ÷ 10,000 alerts (AlertIndex)',
    value: Number(ratio.toFixed(2)),
    unit: '×',
    peer: {
      name: 'naive scan',
      value: Number((results[1_000_000].naive / results[10_000].naive).toFixed(1)),
    },
    goal: '≤ 2',
  });
  return rows;
}
