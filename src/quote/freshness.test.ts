import { Freshness, pushesExpected } from './freshness';

test.each([
  [3, true],
  [12, true],
  [13, true],
  [4, false],
  [5, false],
  [6, false],
  [11, false],
  [undefined, false],
])('pushesExpected(%p) = %p', (status, expected) => {
  expect(pushesExpected(status)).toBe(expected);
});

const BOUND = 15_000;

test.each<[string, (f: Freshness) => void, number, boolean]>([
  ['never heard on this socket', () => undefined, 0, false],
  ['heard, status unknown, long ago', (f) => f.record('1:600519', 0), 60_000, true],
  ['trading, last push within the bound', (f) => f.record('1:600519', 0, 3), BOUND, true],
  ['trading, silent past the bound', (f) => f.record('1:600519', 0, 3), BOUND + 1, false],
  ['closed, silent for an hour', (f) => f.record('1:600519', 0, 4), 3_600_000, true],
  [
    'a later push without status keeps the status it had',
    (f) => {
      f.record('1:600519', 0, 3);
      f.record('1:600519', 10_000);
    },
    10_000 + BOUND,
    true,
  ],
  [
    'forgotten after a reset (a new socket)',
    (f) => {
      f.record('1:600519', 0, 3);
      f.reset();
    },
    1,
    false,
  ],
  [
    'a stale feed expires a trading instrument until its next push',
    (f) => {
      f.record('1:600519', 0, 3);
      f.expireTrading();
    },
    1,
    false,
  ],
  [
    'a stale feed keeps a closed instrument',
    (f) => {
      f.record('1:600519', 0, 4);
      f.expireTrading();
    },
    1,
    true,
  ],
  [
    'forgotten when unsubscribed',
    (f) => {
      f.record('1:600519', 0);
      f.forget('1:600519');
    },
    1,
    false,
  ],
])('%s', (_name, arrange, now, fresh) => {
  const f = new Freshness();
  arrange(f);
  expect(f.isFresh('1:600519', now, BOUND)).toBe(fresh);
});
