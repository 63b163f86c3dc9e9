/**
 * Statistics of the dragon-tiger board over its year's window: listings per day (min, median, mean,
 * max) and how often each listing reason occurs. `npx tsx scripts/board-stats.ts [WAP_NOW]`.
 * Used to calibrate the simulator's history (docs/market-simulator.md "Daily history").
 */
import { createMarket } from '../server/market';
import { DragonTigerService } from '../server/content/dragon-tiger';

const now = Date.parse(process.argv[2] ?? '2026-11-24T06:00:00Z');
const t0 = Date.now();
const market = createMarket({ clock: 'demo' }, { now: () => now });
const service = new DragonTigerService(market);
const state = service.state();
const t1 = Date.now();
const days = state.board.days.filter((d) => d >= state.first);
const counts = days.map((d) => state.board.byDay.get(d)?.length ?? 0).sort((a, b) => a - b);
const byReason = new Map<string, number>();
const bySegment = new Map<string, number>();
for (const d of days)
  for (const l of state.board.byDay.get(d) ?? []) {
    bySegment.set(l.stock.segment, (bySegment.get(l.stock.segment) ?? 0) + 1);
    for (const r of l.reasons) byReason.set(r.rule.id, (byReason.get(r.rule.id) ?? 0) + 1);
  }
const mean = counts.reduce((a, b) => a + b, 0) / counts.length;
console.log(`board built in ${t1 - t0} ms; ${days.length} days ${days[0]}–${days[days.length - 1]}`);
console.log(
  `listings per day: min ${counts[0]}, median ${counts[counts.length >> 1]}, mean ${mean.toFixed(1)}, max ${counts[counts.length - 1]}; days < 20: ${counts.filter((c) => c < 20).length}`,
);
console.log('by segment', Object.fromEntries(bySegment));
for (const [k, v] of [...byReason].sort()) console.log(`${k.padEnd(32)} ${v}`);
// Who is on the board (issue 34 item 2): the share of listings on whose seat lists each kind appears.
const kinds = new Map<string, number>();
let listings = 0;
for (const d of days)
  for (const l of state.board.byDay.get(d) ?? []) {
    listings++;
    const lists = l.daily ?? l.cumulative;
    const seen = new Set(
      [...(lists?.buyRank ?? []), ...(lists?.saleRank ?? [])].map((x) => x.seat.natureName),
    );
    for (const k of seen) kinds.set(k, (kinds.get(k) ?? 0) + 1);
  }
console.log(
  'listings with a seat of each nature:',
  [...kinds].map(([k, v]) => `${k} ${((100 * v) / listings).toFixed(0)} %`).join(', '),
);
