import { jsonDepthExceeds } from './json-depth';

describe('jsonDepthExceeds', () => {
  test.each([
    ['{}', 1, false],
    ['{}', 0, true],
    ['{"a":[1,{"b":2}]}', 3, false],
    ['{"a":[1,{"b":2}]}', 2, true],
    ['{"a":"[[[[[[[["}', 1, false],
    ['{"a":"\\"[[[[["}', 1, false],
    ['[[[[]]]]', 3, true],
    ['[][][][]', 1, false],
  ])('%s within %d: exceeds=%s', (text, limit, expected) => {
    expect(jsonDepthExceeds(text, limit)).toBe(expected);
  });
});
