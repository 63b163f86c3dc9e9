import { parseStartInstant, serverClock } from './clock';

test.each([
  ['2026-11-24T15:55:00Z', Date.UTC(2026, 10, 24, 15, 55)],
  ['2026-11-24T23:50:00+08:00', Date.UTC(2026, 10, 24, 15, 50)],
  ['2026-10-02T10:00:30.500-04:00', Date.UTC(2026, 9, 2, 14, 0, 30, 500)],
  [undefined, undefined],
  ['', undefined],
])('WAP_NOW %p starts the clock at %p', (text, expected) => {
  expect(parseStartInstant(text)).toBe(expected);
});

test.each(['2026-11-24', '2026-11-24T15:55:00', 'yesterday', '2026-13-40T99:00:00Z'])(
  'WAP_NOW %p is refused (no zone or not a date)',
  (text) => {
    expect(() => parseStartInstant(text)).toThrow(/WAP_NOW/);
  },
);

test('a started clock runs on at real speed from its instant; without one it is the real clock', () => {
  let real = 1_000_000;
  const started = serverClock(Date.UTC(2026, 9, 3, 2, 0), () => real);
  expect(started.now()).toBe(Date.UTC(2026, 9, 3, 2, 0));
  real += 90_000;
  expect(started.now()).toBe(Date.UTC(2026, 9, 3, 2, 1, 30));
  expect(serverClock(undefined, () => real).now()).toBe(real);
});

test('two clocks with the same start and anchor read the same market time whenever they were made', () => {
  let real = 1_000_000;
  const first = serverClock(5_000, () => real, 1_000_000);
  real += 7_000;
  const second = serverClock(5_000, () => real, 1_000_000);
  expect(first.now()).toBe(12_000);
  expect(second.now()).toBe(12_000);
});
