import { lowerMedian, median, percentile } from './helpers';

it.each([
  [[3], 3],
  [[3, 1, 2], 2],
  [[4, 1, 3, 2], 3],
  [[5, 5, 1], 5],
])('median(%j) → %d', (v, want) => {
  const copy = v.slice();
  expect(median(v)).toBe(want);
  expect(v).toEqual(copy); // the input is not sorted in place
});

it.each([
  [[3], 3],
  [[3, 1, 2], 2],
  [[4, 1, 3, 2], 2],
  [[9, 1], 1],
])('lowerMedian(%j) → %d', (v, want) => {
  const copy = v.slice();
  expect(lowerMedian(v)).toBe(want);
  expect(v).toEqual(copy);
});

it.each([
  // Nearest rank: the smallest value with p % of the values at or below it.
  [[5, 1, 4, 2, 3], 50, 3],
  [[5, 1, 4, 2, 3], 95, 5],
  [[5, 1, 4, 2, 3], 20, 1],
  [[5, 1, 4, 2, 3], 21, 2],
  [[5, 1, 4, 2, 3], 0, 1],
  [[5, 1, 4, 2, 3], 100, 5],
  [Array.from({ length: 200 }, (_, i) => 200 - i), 99, 198],
  [Array.from({ length: 20 }, (_, i) => i + 1), 95, 19],
  [[7], 99, 7],
])('percentile(%j, %d) → %d', (v, p, want) => {
  const copy = v.slice();
  expect(percentile(v, p)).toBe(want);
  expect(v).toEqual(copy);
});

it('percentile of nothing is NaN', () => {
  expect(percentile([], 99)).toBeNaN();
});
