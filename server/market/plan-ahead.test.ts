/**
 * Minute plans made ahead (StockDay.planAhead, advanceExchange's PLANS_AHEAD_PER_STEP): the trades
 * are the same trade for trade as when each minute is planned at its boundary, and within one
 * minute of 500 ms steps every traded instrument of the exchange has its next minute planned.
 */
import type { Tick } from '../../contract/quote-protocol';
import { DEFAULT_SEED } from './simulator';
import {
  type ExchangeState,
  type Traded,
  advanceExchange,
  buildExchange,
  syncTraded,
} from './exchange-state';
import { clockState } from './sessions';

const ctx = { seed: DEFAULT_SEED, mode: 'real' as const, tradesPerMinute: undefined };
// Tuesday 10:00 Beijing: CN in its continuous session.
const START = Date.parse('2026-11-24T02:00:00Z');
const STEP_MS = 500;

const traded = (s: ExchangeState) => [...s.live.values()].filter((l): l is Traded => l.kind === 'traded');

function append(into: Map<string, Tick[]>, id: string, list: Tick[]): void {
  const all = into.get(id);
  if (all) all.push(...list);
  else into.set(id, [...list]);
}

function stepTo(state: ExchangeState, now: number): void {
  state.clock = clockState(state.ex, now, ctx.mode);
  state.version++;
}

test('planned ahead or at the boundary, three minutes of CN trades are the same', () => {
  const ahead = buildExchange('CN', clockState('CN', START, ctx.mode), ctx);
  const atBoundary = buildExchange('CN', clockState('CN', START, ctx.mode), ctx);
  const seen = { ahead: new Map<string, Tick[]>(), atBoundary: new Map<string, Tick[]>() };
  let steps = 0;
  for (let now = START + STEP_MS; now <= START + 3 * 60_000; now += STEP_MS) {
    stepTo(ahead, now);
    const ticks = new Map<string, Tick[]>();
    advanceExchange(ahead, ctx.mode, ticks);
    for (const [id, list] of ticks) append(seen.ahead, id, list);
    stepTo(atBoundary, now);
    for (const l of traded(atBoundary)) {
      const list: Tick[] = [];
      syncTraded(atBoundary, l, ctx.mode, list);
      if (list.length > 0) append(seen.atBoundary, l.id, list);
    }
    steps++;
  }
  expect(steps).toBe(360);
  expect(seen.ahead.size).toBeGreaterThan(100);
  // The instruments whose trades differ, by name: a diff of the whole maps takes minutes to print.
  const ids = new Set([...seen.ahead.keys(), ...seen.atBoundary.keys()]);
  const differ = [...ids].filter(
    (id) => JSON.stringify(seen.ahead.get(id)) !== JSON.stringify(seen.atBoundary.get(id)),
  );
  expect(differ).toEqual([]);
});

test('within a minute of steps, every traded instrument has its next minute planned', () => {
  const state = buildExchange('CN', clockState('CN', START, ctx.mode), ctx);
  const live = traded(state).filter((l) => !l.seed.suspended);
  expect(live.length).toBeGreaterThan(500);
  for (let now = START + STEP_MS; now <= START + 60_000; now += STEP_MS) {
    stepTo(state, now);
    advanceExchange(state, ctx.mode, undefined);
  }
  // planAhead() is true only when it had to plan: nothing is left for it.
  expect(live.filter((l) => l.day.planAhead()).map((l) => l.id)).toEqual([]);
});
