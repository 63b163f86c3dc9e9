import { contrast } from './contrast';

it.each<[string, string, number]>([
  ['#000000', '#ffffff', 21],
  ['#ffffff', '#ffffff', 1],
  ['#777777', '#ffffff', 4.48],
  ['#ffffff', '#777777', 4.48],
])('contrast(%s, %s) ≈ %d', (a, b, ratio) => {
  expect(contrast(a, b)).toBeCloseTo(ratio, 2);
});
