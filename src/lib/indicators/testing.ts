// Test helper shared by the indicator tests (not exported from the package index).
import type { Series } from './moving';

/** Asserts two lines agree: the same nulls at the same bars, numbers within `digits` decimal places. */
export function expectSeries(actual: Series, expected: ReadonlyArray<number | null>, digits = 9): void {
  expect(actual).toHaveLength(expected.length);
  expect(actual.map((v) => v === null)).toEqual(expected.map((v) => v === null));
  expected.forEach((e, i) => {
    if (e !== null) expect(actual[i] as number).toBeCloseTo(e, digits);
  });
}
