import { median } from './helpers';

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
