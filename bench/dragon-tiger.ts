/**
 * Dragon-tiger server benchmark (issue 16 "Benchmark"): the year's board (every trading day's
 * listings and seats) cold, i.e. the first call after the simulator has built its exchange, and
 * cached; a day's answers; the three-month seat ranking cold and cached. A fixed instant, so every
 * run computes the same board.
 */
import { performance } from 'node:perf_hooks';
import { DragonTigerService } from '../server/content/dragon-tiger';
import { listAnswer, salesAnswer, summaryAnswer } from '../server/content/dragon-tiger/answers';
import { createMarket } from '../server/market';
import type { BenchRow } from './types';

const NOW = Date.UTC(2026, 10, 24, 6, 0, 0);
const GROUP = 'dragon-tiger server';

function timed<T>(fn: () => T): [T, number] {
  const t0 = performance.now();
  const out = fn();
  return [out, performance.now() - t0];
}

const round = (ms: number) => Math.round(ms * 100) / 100;

export function runDragonTigerServerBench(): BenchRow[] {
  const market = createMarket({ clock: 'demo' }, { now: () => NOW });
  // The exchange's own build (every daily series) is the simulator's cost, not the board's.
  const [, buildMs] = timed(() => market.klines('sh:600519', 'DAY', { limit: 1 }));
  const service = new DragonTigerService(market);
  const [state, coldMs] = timed(() => service.state());
  const [, cachedMs] = timed(() => service.state());
  const paging = { page: 1, pageSize: 30 };
  const [, dayMs] = timed(() => {
    summaryAnswer(service, undefined);
    listAnswer(service, { sortField: 'pxChangeRate', sortType: 'desc', ...paging });
  });
  const q = {
    countType: 3 as const,
    sortField: 'totalBuySum' as const,
    sortType: 'desc' as const,
    ...paging,
  };
  const [, salesColdMs] = timed(() => salesAnswer(service, q));
  const [, salesCachedMs] = timed(() => salesAnswer(service, q));
  const listings = [...state.board.byDay.values()].reduce((a, l) => a + l.length, 0);
  return [
    { group: GROUP, name: 'simulator exchange build (before the board)', value: round(buildMs), unit: 'ms' },
    {
      group: GROUP,
      name: "year's board, cold",
      value: round(coldMs),
      unit: 'ms',
      note: `${state.board.days.length} days, ${listings} listings`,
    },
    { group: GROUP, name: "year's board, cached", value: round(cachedMs), unit: 'ms' },
    {
      group: GROUP,
      name: "a day's summary + first list page (cached board)",
      value: round(dayMs),
      unit: 'ms',
    },
    { group: GROUP, name: 'three-month department ranking, cold', value: round(salesColdMs), unit: 'ms' },
    { group: GROUP, name: 'three-month department ranking, cached', value: round(salesCachedMs), unit: 'ms' },
  ];
}
