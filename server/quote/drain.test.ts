import { drainDelays } from './drain';

function seq(values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length];
}

test.each([
  { count: 0, windowMs: 4000, random: [0.5], want: [] },
  { count: 3, windowMs: 4000, random: [0, 0.5, 0.999], want: [0, 2000, 3996] },
  { count: 2, windowMs: 0, random: [0.7], want: [0, 0] },
  { count: 2, windowMs: -5, random: [0.7], want: [0, 0] },
])('drainDelays($count, $windowMs)', ({ count, windowMs, random, want }) => {
  expect(drainDelays(count, windowMs, seq(random))).toEqual(want);
});

test('every delay lies inside the window and they spread over it', () => {
  const delays = drainDelays(1000, 4000);
  expect(delays.every((d) => d >= 0 && d < 4000)).toBe(true);
  expect(Math.min(...delays)).toBeLessThan(400);
  expect(Math.max(...delays)).toBeGreaterThan(3600);
});
