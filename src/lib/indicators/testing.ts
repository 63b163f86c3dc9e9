// Test helpers shared by the indicator tests (not exported from the package index).
import type { Series } from './moving';

/** Asserts two lines agree: the same nulls, numbers within `digits` decimal places. */
export function expectSeries(actual: Series, expected: ReadonlyArray<number | null>, digits = 9): void {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((e, i) => {
    if (e === null) expect({ i, v: actual[i] }).toEqual({ i, v: null });
    else {
      expect(actual[i]).not.toBeNull();
      expect({ i, v: Number((actual[i] as number).toFixed(digits)) }).toEqual({ i, v: Number(e.toFixed(digits)) });
    }
  });
}
