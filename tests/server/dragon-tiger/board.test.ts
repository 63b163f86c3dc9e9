/**
 * The board against the simulator's own daily bars: for 20 days drawn from the window, every listed
 * stock meets its stated reason on its K-line, no stock that beats the last listed one of a
 * condition is missing, and the seats' sums stay within the turnover. The figures are recomputed
 * here from the K-line entries, not through the board's own figures module.
 */
import { createMarket } from '../../../server/market';
import { keyed } from '../../../server/market/prng';
import type { KlineEntry } from '../../../contract/quote-protocol';
import { DragonTigerService } from '../../../server/content/dragon-tiger';
import { LISTING_RULES, TOP_N, reaches, type ListingRule } from '../../../server/content/dragon-tiger/rules';
import { BOARD_INDEX, boardSegmentOf } from '../../../server/content/dragon-tiger/board-source';
import { shownSeats } from '../../../server/content/dragon-tiger/allocate';
import type { InstrumentSeed } from '../../../server/data/types';

// A fixed instant: Tuesday 2026-11-24 14:00 Beijing (demo clock: the session of the 24th runs).
const NOW = Date.UTC(2026, 10, 24, 6, 0, 0);
const market = createMarket({ clock: 'demo' }, { now: () => NOW });
const service = new DragonTigerService(market);

const bars = new Map<string, Map<number, KlineEntry>>();
function barOf(id: string, day: number): KlineEntry | undefined {
  let m = bars.get(id);
  if (!m) {
    m = new Map(market.klines(id, 'DAY', { limit: 600 }).map((k) => [k.TradingDay, k]));
    bars.set(id, m);
  }
  return m.get(day);
}

const stocks: InstrumentSeed[] = market.list().filter((s) => boardSegmentOf(s) !== undefined && !s.suspended);
const change = (k: KlineEntry) => k.Close / k.PreClose - 1;

/** The rule's value for a stock on a day, from the K-lines. */
function valueOf(rule: ListingRule, seed: InstrumentSeed, day: number, days: number[]): number {
  const id = market.idOf(seed);
  const indexId = BOARD_INDEX[`${seed.market}:${seed.board}`];
  const dev = (d: number) => change(barOf(id, d)!) - change(barOf(indexId, d)!);
  const k = barOf(id, day)!;
  let v: number;
  switch (rule.measure) {
    case 'change':
      v = change(k);
      break;
    case 'deviation':
      v = dev(day);
      break;
    case 'amplitude':
      v = (k.High - k.Low) / k.PreClose;
      break;
    case 'turnover':
      v = k.Volume / seed.floatShares;
      break;
    case 'deviation3': {
      const i = days.indexOf(day);
      v = dev(days[i]) + dev(days[i - 1]) + dev(days[i - 2]);
      break;
    }
  }
  return v * rule.direction;
}

function applies(rule: ListingRule, seed: InstrumentSeed): boolean {
  return (
    rule.exchange === seed.market &&
    rule.segment === seed.board &&
    (rule.st === undefined || rule.st === (seed.st === true))
  );
}

const state = service.state();
const windowDays = state.board.days.filter((d) => d >= state.first);
const r = keyed(7, 'dragon-tiger-test', 0);
const sample = Array.from({ length: 20 }, () => windowDays[r.int(0, windowDays.length - 1)]);
const allDays = market.tradingDays('sh', 600);

describe('the board agrees with the daily bars', () => {
  it('has a year of days, the latest being the previous trading day while the session runs', () => {
    expect(state.latest).toBe(20261123);
    expect(state.first).toBe(20251123);
    expect(windowDays.length).toBeGreaterThan(230);
    expect(service.tradingDays(365)).toEqual(windowDays.slice(-365));
  });

  it.each(sample.map((d) => [d]))('day %i', (day) => {
    const listings = state.board.byDay.get(day) ?? [];
    for (const rule of LISTING_RULES) {
      const listed = listings.filter((l) => l.reasons.some((x) => x.rule === rule));
      if (rule.topN !== null) expect(listed.length).toBeLessThanOrEqual(rule.topN);
      if (rule.topN !== null) expect(rule.topN).toBe(TOP_N[rule.exchange]);
      // Every listed stock meets its reason on its own bars.
      let weakest = Infinity;
      for (const l of listed) {
        const seed = stocks.find((s) => s.code === l.stock.code)!;
        expect(applies(rule, seed)).toBe(true);
        const v = valueOf(rule, seed, day, allDays);
        expect(reaches(v, rule.threshold)).toBe(true);
        weakest = Math.min(weakest, v);
        // Listing-day change and close are those of the daily K-line.
        const k = barOf(market.idOf(seed), day)!;
        expect(l.close).toBe(k.Close);
        expect(l.change).toBeCloseTo(change(k), 12);
      }
      // No stock that meets the rule better than the last listed one is missing.
      const listedCodes = new Set(listed.map((l) => l.stock.code));
      for (const seed of stocks) {
        if (!applies(rule, seed) || listedCodes.has(seed.code)) continue;
        const v = valueOf(rule, seed, day, allDays);
        if (!reaches(v, rule.threshold)) continue;
        // A stock that meets a rule and is not listed: only when the rule's top N is full, and not stronger.
        expect(rule.topN).not.toBeNull();
        expect(listed.length).toBe(rule.topN);
        expect(v).toBeLessThanOrEqual(weakest + 1e-12);
      }
    }
    // Seat sums never exceed the window's turnover.
    for (const l of listings) {
      const seed = stocks.find((s) => s.code === l.stock.code)!;
      const i = allDays.indexOf(day);
      const dayAmount = barOf(market.idOf(seed), day)!.Amount;
      const threeDays = [0, 1, 2].reduce((a, k) => a + barOf(market.idOf(seed), allDays[i - k])!.Amount, 0);
      for (const [lists, amount] of [
        [l.daily, dayAmount],
        [l.cumulative, threeDays],
      ] as const) {
        if (!lists) continue;
        const seats = shownSeats(lists);
        expect(seats.reduce((a, x) => a + x.buySum, 0)).toBeLessThanOrEqual(amount);
        expect(seats.reduce((a, x) => a + x.saleSum, 0)).toBeLessThanOrEqual(amount);
      }
    }
  });

  it('over a month, the seats buy and sell a plausible share of the listing day’s turnover', () => {
    // Issue 34: a three-day listing's seats once bought 7.6× the day's turnover, and the board's
    // net buy was 64亿 of 178亿 bought on one day. Read through the K-lines, not the board's bars.
    const month = windowDays.slice(-21);
    const buys: number[] = [];
    const nets: number[] = [];
    for (const day of month) {
      let bought = 0;
      let sold = 0;
      for (const l of state.board.byDay.get(day) ?? []) {
        const dayAmount = barOf(market.idOf(stocks.find((s) => s.code === l.stock.code)!), day)!.Amount;
        buys.push(l.buy / dayAmount);
        nets.push((l.buy - l.sale) / dayAmount);
        bought += l.buy;
        sold += l.sale;
      }
      // The day's net buy is a part of what the listed seats bought, not most of it.
      expect(Math.abs(bought - sold) / bought).toBeLessThan(0.5);
    }
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    const b = sorted(buys);
    const n = sorted(nets.map(Math.abs));
    expect(b.length).toBeGreaterThan(300);
    // Top-five buys: a median near a seventh of the day's turnover, never past a third.
    expect(b[b.length >> 1]).toBeGreaterThan(0.08);
    expect(b[b.length >> 1]).toBeLessThan(0.2);
    expect(b[b.length - 1]).toBeLessThan(0.35);
    // The net buy a few percent of the turnover, at most a quarter.
    expect(n[n.length >> 1]).toBeLessThan(0.08);
    expect(n[n.length - 1]).toBeLessThan(0.25);
  });

  it('a few seats are active across many stocks and days', () => {
    const busy = [...state.board.byDepartment.values()].filter(
      (rows) => new Set(rows.map((x) => x.listing.stock.code)).size >= 10,
    );
    expect(busy.length).toBeGreaterThanOrEqual(5);
  });
});

/**
 * The board's size and mix over the year (docs/market-simulator.md "Daily history", calibration
 * targets): the real board lists roughly 20–60 stocks a day under a mix of reasons. Built from the
 * same year's board as above (no second build).
 */
describe('the year of boards looks like the real board', () => {
  const counts = windowDays.map((d) => state.board.byDay.get(d)?.length ?? 0).sort((a, b) => a - b);
  const median = counts[counts.length >> 1];
  const mean = counts.reduce((a, b) => a + b, 0) / counts.length;

  it.each([
    // figure, value, least, most
    ['median listings per day', () => median, 20, 60],
    ['mean listings per day', () => mean, 20, 60],
    ['quietest day', () => counts[0], 5, 60],
    ['busiest day', () => counts[counts.length - 1], 20, 90],
    // Quiet days (under 20 listings) are the exception.
    ['days under 20 listings', () => counts.filter((c) => c < 20).length, 0, counts.length / 3],
  ] as const)('%s', (_name, value, least, most) => {
    expect(value()).toBeGreaterThanOrEqual(least);
    expect(value()).toBeLessThanOrEqual(most);
  });

  // How often each reason category is listed in the year, at least (the board lists far more of most).
  const occurrences = (pick: (rule: ListingRule) => boolean) =>
    windowDays.reduce(
      (n, d) =>
        n + (state.board.byDay.get(d) ?? []).filter((l) => l.reasons.some((x) => pick(x.rule))).length,
      0,
    );
  const growth = (r: ListingRule) => r.segment !== 'main';
  it.each([
    [
      'deviation up ±7 % (main boards)',
      240,
      (r: ListingRule) => r.measure === 'deviation' && r.direction === 1,
    ],
    [
      'deviation down ±7 % (main boards)',
      240,
      (r: ListingRule) => r.measure === 'deviation' && r.direction === -1,
    ],
    ['change up 15 % (ChiNext/STAR)', 50, (r: ListingRule) => r.measure === 'change' && r.direction === 1],
    ['change down 15 % (ChiNext/STAR)', 20, (r: ListingRule) => r.measure === 'change' && r.direction === -1],
    ['amplitude 15 % (main boards)', 50, (r: ListingRule) => r.measure === 'amplitude' && !growth(r)],
    ['amplitude 30 % (ChiNext/STAR)', 5, (r: ListingRule) => r.measure === 'amplitude' && growth(r)],
    ['turnover 20 % (main boards)', 240, (r: ListingRule) => r.measure === 'turnover' && !growth(r)],
    ['turnover 30 % (ChiNext/STAR)', 50, (r: ListingRule) => r.measure === 'turnover' && growth(r)],
    ['three-day deviation up', 100, (r: ListingRule) => r.measure === 'deviation3' && r.direction === 1],
    ['three-day deviation down', 50, (r: ListingRule) => r.measure === 'deviation3' && r.direction === -1],
  ] as const)('%s: at least %i listings in the year', (_name, least, pick) => {
    expect(occurrences(pick)).toBeGreaterThanOrEqual(least);
  });
});

/**
 * Who is on the board (issue 34 item 2): 机构专用 on a minority of the listings (it was on 528 of
 * 529 in a month), the connect seats on some (large caps), the well-known branches on many, and a
 * seat's name, nature and style the same on every listing it is on.
 */
describe('the seats on a year of boards', () => {
  const listings = windowDays.flatMap((d) => state.board.byDay.get(d) ?? []);
  const share = (pick: (nature: string, name: string) => boolean) =>
    listings.filter((l) => {
      const lists = l.daily ?? l.cumulative;
      return lists && shownSeats(lists).some((x) => pick(x.seat.natureName, x.seat.name));
    }).length / listings.length;

  it('机构专用 on a minority, the connect seats and the active traders on their share', () => {
    const institution = share((_, name) => name === '机构专用');
    const connect = share((_, name) => name === '沪股通专用' || name === '深股通专用');
    const traders = share((nature) => nature === '知名游资');
    console.log(
      `listings ${listings.length}: 机构专用 ${(100 * institution).toFixed(0)} %, connect ${(100 * connect).toFixed(0)} %, 知名游资 ${(100 * traders).toFixed(0)} %`,
    );
    expect(institution).toBeGreaterThan(0.15);
    expect(institution).toBeLessThan(0.5);
    expect(connect).toBeGreaterThan(0.1);
    expect(connect).toBeLessThan(0.5);
    expect(traders).toBeGreaterThan(0.3);
  });

  it('each seat keeps one name, nature and style', () => {
    const seen = new Map<string, string>();
    for (const l of listings) {
      const lists = l.daily ?? l.cumulative;
      for (const x of lists ? shownSeats(lists) : []) {
        const id = `${x.seat.name}|${x.seat.natureName}|${x.seat.styleName}|${x.seat.factionName}`;
        expect(seen.get(x.seat.departmentId) ?? id).toBe(id);
        seen.set(x.seat.departmentId, id);
      }
    }
    expect(seen.size).toBeGreaterThan(50);
  });
});
