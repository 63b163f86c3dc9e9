/** The two rank figures the simulator derives itself, against series worked by hand. */
import { fiveMinuteChange, volumeRatio } from './derived';

describe('volumeRatio (量比)', () => {
  // Five past days of 240 000 shares over a 240-minute session: 1 000 shares a minute on average.
  const fiveDays = [200_000, 220_000, 240_000, 260_000, 280_000];
  test.each([
    // 60 minutes in, 90 000 shares: 1 500 a minute against 1 000 → 1.50.
    { volume: 90_000, days: fiveDays, elapsed: 60, session: 240, ratio: 1.5 },
    // Same figures in seconds (the simulator's unit): the unit cancels out.
    { volume: 90_000, days: fiveDays, elapsed: 3600, session: 14_400, ratio: 1.5 },
    // 120 minutes in, 60 000 shares: 500 a minute → 0.50.
    { volume: 60_000, days: fiveDays, elapsed: 120, session: 240, ratio: 0.5 },
    // Only the last five days count: the first 10 000 000 is ignored.
    { volume: 90_000, days: [10_000_000, ...fiveDays], elapsed: 60, session: 240, ratio: 1.5 },
    // Two decimals: 1 000 shares in 3 minutes against 1 000 a minute → 0.333… → 0.33.
    { volume: 1_000, days: fiveDays, elapsed: 3, session: 240, ratio: 0.33 },
    // A young stock with two days of history averages over those two.
    { volume: 48_000, days: [240_000, 240_000], elapsed: 24, session: 240, ratio: 2 },
    // Before the open, without history or without past volume: 0.
    { volume: 0, days: fiveDays, elapsed: 0, session: 240, ratio: 0 },
    { volume: 5_000, days: [], elapsed: 10, session: 240, ratio: 0 },
    { volume: 5_000, days: [0, 0], elapsed: 10, session: 240, ratio: 0 },
  ])('$volume shares after $elapsed of $session → $ratio', ({ volume, days, elapsed, session, ratio }) => {
    expect(volumeRatio(volume, days, elapsed, session)).toBe(ratio);
  });
});

describe('fiveMinuteChange (5分钟涨速)', () => {
  const bars = (...prices: number[]) => prices.map((Price) => ({ Price }));
  test.each([
    // Six bars: the reference is the close of the bar five minutes before the current one (10.00).
    { series: bars(10, 10.1, 10.2, 10.3, 10.4, 10.5), last: 10.5, pre: 9.8, change: 0.05 },
    // More bars: still five back from the last (10.20 → 10.71 is +5 %).
    { series: bars(9, 9.5, 10.2, 10.3, 10.4, 10.5, 10.6, 10.71), last: 10.71, pre: 9.8, change: 0.05 },
    // Fewer than six bars: against the previous close (10.00 → 9.90 is −1 %).
    { series: bars(10.1, 9.95, 9.9), last: 9.9, pre: 10, change: -0.01 },
    { series: bars(), last: 10, pre: 10, change: 0 },
    // Six decimals.
    { series: bars(3, 3, 3, 3, 3, 3.01), last: 3.01, pre: 3, change: 0.003333 },
    // No reference price: 0.
    { series: bars(), last: 10, pre: 0, change: 0 },
  ])('last $last → $change', ({ series, last, pre, change }) => {
    expect(fiveMinuteChange(series, last, pre)).toBe(change);
  });
});
