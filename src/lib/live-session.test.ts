import { startsNewSession } from './live-session';

const at = (TradingDay: number, Volume: number) => ({ TradingDay, Volume });

test.each([
  ['no quote yet', null, at(20261120, 100), false],
  ['more volume, same day', at(20261120, 100), at(20261120, 300), false],
  ['the same volume (a price-only change)', at(20261120, 100), at(20261120, 100), false],
  ['a push without volume or day', at(20261120, 100), {}, false],
  ['a new trading day', at(20261120, 9_000), at(20261123, 10_000), true],
  ['the same day played again: volume fell', at(20261120, 9_000), at(20261120, 200), true],
])('%s → %p', (_what, previous, next, expected) => {
  expect(startsNewSession(previous, next)).toBe(expected);
});
