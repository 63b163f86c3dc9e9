/** The market figures (figures.ts), on hand-worked series. */
import {
  breadthByDay,
  correlation,
  dailyReturns,
  meanPairwiseCorrelation,
  spreadOf,
  stdev,
  sweepingDays,
} from './figures';

test('daily returns: close over previous close; 0 without a previous close', () => {
  expect(
    dailyReturns([
      { Close: 11, PreClose: 10 },
      { Close: 9.9, PreClose: 11 },
      { Close: 5, PreClose: 0 },
    ]),
  ).toEqual([expect.closeTo(0.1, 12), expect.closeTo(-0.1, 12), 0]);
});

test.each([
  [[], 0],
  [[1], 0],
  [[1, 3], Math.SQRT2],
  [[2, 4, 4, 4, 5, 5, 7, 9], Math.sqrt(32 / 7)],
])('stdev(%j) = %f', (xs, want) => {
  expect(stdev(xs)).toBeCloseTo(want, 12);
});

test.each([
  [[1, 2, 3], [2, 4, 6], 1],
  [[1, 2, 3], [3, 2, 1], -1],
  [[1, 2, 3], [5, 5, 5], 0],
  [[1, 2, 3, 4], [1, 3, 2, 4], 0.8],
])('correlation(%j, %j) = %f', (a, b, want) => {
  expect(correlation(a, b)).toBeCloseTo(want, 12);
});

test('mean pairwise correlation averages every pair once', () => {
  // pairs: (a,b) 1, (a,c) −1, (b,c) −1 → −1/3
  expect(
    meanPairwiseCorrelation([
      [1, 2, 3],
      [2, 4, 6],
      [3, 2, 1],
    ]),
  ).toBeCloseTo(-1 / 3, 12);
  expect(meanPairwiseCorrelation([[1, 2]])).toBe(0);
});

test('breadth per day, a later listing aligned at the end; sweeping days at 90 %', () => {
  const rows = [
    [0.01, -0.01, 0.02],
    [0.02, -0.02, 0],
    [-0.01, 0.01],
  ];
  const b = breadthByDay(rows, 3);
  expect(b).toEqual([
    { up: 2, down: 0, flat: 0 },
    { up: 0, down: 3, flat: 0 },
    { up: 2, down: 0, flat: 1 },
  ]);
  expect(sweepingDays(b, 0.9)).toEqual({ up: 1, down: 1 });
  expect(sweepingDays(b, 0.6)).toEqual({ up: 2, down: 1 });
});

test('spread: min, median, 90th percentile and max by nearest rank', () => {
  expect(spreadOf([5, 1, 3, 2, 4, 6, 7, 8, 9, 10])).toEqual({ min: 1, median: 6, p90: 10, max: 10 });
  expect(spreadOf([])).toEqual({ min: 0, median: 0, p90: 0, max: 0 });
});
