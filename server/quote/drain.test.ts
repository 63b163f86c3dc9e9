import { drainDelays } from './drain';

function seq(values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length];
}

test.each([
  { count: 0, windowMs: 4000, graceMs: 1000, random: [0.5], want: [] },
  { count: 3, windowMs: 4000, graceMs: 0, random: [0, 0.5, 0.999], want: [0, 2000, 3996] },
  { count: 3, windowMs: 4000, graceMs: 1000, random: [0, 0.5, 0.999], want: [1000, 2500, 3997] },
  // A grace at or past the window closes everyone at its end.
  { count: 2, windowMs: 500, graceMs: 1000, random: [0.1, 0.9], want: [500, 500] },
  { count: 2, windowMs: 0, graceMs: 1000, random: [0.7], want: [0, 0] },
  { count: 2, windowMs: -5, graceMs: 0, random: [0.7], want: [0, 0] },
  { count: 1, windowMs: 4000, graceMs: -5, random: [0.25], want: [1000] },
])('drainDelays($count, $windowMs, $graceMs)', ({ count, windowMs, graceMs, random, want }) => {
  expect(drainDelays(count, windowMs, graceMs, seq(random))).toEqual(want);
});

test('every delay lies between the grace and the window and they spread over it', () => {
  const delays = drainDelays(1000, 4000, 1000);
  expect(delays.every((d) => d >= 1000 && d < 4000)).toBe(true);
  expect(Math.min(...delays)).toBeLessThan(1300);
  expect(Math.max(...delays)).toBeGreaterThan(3700);
});
