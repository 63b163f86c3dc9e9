/**
 * Issue 34 item 1: the figures of the whole universe over the last 250 trading days, at three
 * seeds on three different days (the first at the test servers' instant, so CI's clock matrix moves
 * it), against the real market's (docs/market-simulator.md "Factor model"). Printed, then bounded.
 */
import { createMarket } from '../../../server/market';
import { formatFigures, marketFigures } from '../../../server/market/figures-report';
import { DEFAULT_SEED } from '../../../server/market/simulator';
import { testNow } from '../harness';

const cases: [number, string][] = [
  [DEFAULT_SEED, testNow()],
  [7, '2026-06-10T03:00:00Z'],
  [4242, '2026-03-02T03:00:00Z'],
];

test.each(cases)(
  'seed %i at %s: indices, correlation, breadth and limit-ups move like the real market',
  (seed, at) => {
    const now = Date.parse(at);
    const market = createMarket({ clock: 'demo', tradesPerMinute: 4 }, { now: () => now, seed });
    const f = marketFigures(market, 250);
    console.log(`seed ${seed} at ${at}\n${formatFigures(f)}`);
    expect(f.days).toBe(250);
    // 上证指数 1.0–1.5 % and 创业板指 1.6–2.2 % a day over 2015–2025; the targets are wider.
    expect(f.shStd).toBeGreaterThanOrEqual(0.008);
    expect(f.shStd).toBeLessThanOrEqual(0.015);
    expect(f.chinextStd).toBeGreaterThanOrEqual(0.012);
    expect(f.chinextStd).toBeLessThanOrEqual(0.024);
    expect(f.chinextStd).toBeGreaterThan(f.shStd);
    expect(f.largeCapCorrelation).toBeGreaterThanOrEqual(0.25);
    expect(f.largeCapCorrelation).toBeLessThanOrEqual(0.55);
    // A few days a year on which 90 % of the stocks rise or fall together, not every other week.
    expect(f.sweepUp + f.sweepDown).toBeGreaterThanOrEqual(2);
    expect(f.sweepUp + f.sweepDown).toBeLessThanOrEqual(25);
    // Breadth swings: some days nearly everything rises, some nearly everything falls.
    expect(f.upShare.max).toBeGreaterThanOrEqual(0.85);
    expect(f.upShare.min).toBeLessThanOrEqual(0.15);
    // Limit-up counts swing from a handful to dozens (912 A-shares, a sixth of the real market).
    expect(f.limitUps.min).toBeLessThanOrEqual(5);
    expect(f.limitUps.max).toBeGreaterThanOrEqual(24);
    expect(f.limitUps.median).toBeLessThanOrEqual(15);
  },
  300_000,
);
