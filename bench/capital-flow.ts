/**
 * Capital-flow benchmark (issue 18 "Benchmark"): the server's cost of classifying one trading day's
 * trades for the whole universe (every traded instrument's previous full day, demo cadence), beside
 * the cost of replaying those trades (the simulator's own work for a past day). Not a test.
 */
import { UNIVERSE } from '../server/data/universe';
import { DEMO_TRADES_PER_MINUTE, StockDay } from '../server/market/day';
import { addTrade, emptyFlow } from '../server/market/flow';
import { barAt } from '../server/market/history';
import { limitPrices } from '../server/market/rules';
import { exchangeOf } from '../server/market/sessions';
import { DEFAULT_SEED, Simulator } from '../server/market/simulator';
import type { Tick } from '../contract/quote-protocol';
import type { BenchRow } from './types';

const START = Date.parse('2026-11-24T02:00:00Z');

export function runCapitalFlowBench(): BenchRow[] {
  const market = new Simulator({ clock: 'demo', now: () => START });
  const days: Tick[][] = [];
  let replayMs = 0;
  for (const seed of UNIVERSE) {
    if (seed.kind === 'index' || seed.kind === 'sector' || seed.suspended) continue;
    const id = market.idOf(seed);
    const series = market.dailySeries(id);
    const i = series.close.length - 2; // yesterday: a whole day of trades
    const bar = barAt(series, i);
    const { up, down } = limitPrices(seed, bar.preClose);
    const t0 = performance.now();
    const day = new StockDay({
      seed,
      id,
      exchange: exchangeOf(seed),
      bar,
      globalSeed: DEFAULT_SEED,
      tradesPerMinute: DEMO_TRADES_PER_MINUTE,
      up,
      down,
    });
    const ticks: Tick[] = [];
    day.advance(day.total, true, true, ticks);
    replayMs += performance.now() - t0;
    days.push(ticks);
  }
  const trades = days.reduce((s, d) => s + d.length, 0);
  // Classification alone, over the trades collected above (best of 5 runs).
  let best = Infinity;
  for (let run = 0; run < 5; run++) {
    const t0 = performance.now();
    for (const ticks of days) {
      const flow = emptyFlow();
      for (const t of ticks) addTrade(flow, t.Price, t.Volume, t.Property);
    }
    best = Math.min(best, performance.now() - t0);
  }
  return [
    {
      group: 'capital flow',
      name: `classify a day's trades, whole universe (${days.length} instruments, ${trades} trades)`,
      value: Math.round(best * 10) / 10,
      unit: 'ms',
      peer: { name: 'replaying those trades', value: Math.round(replayMs) },
    },
  ];
}
