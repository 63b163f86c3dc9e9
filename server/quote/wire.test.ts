import { stringifyInSteps } from './wire';

const run = (value: unknown, batch?: number) => {
  const steps = stringifyInSteps(value, batch);
  let pauses = 0;
  for (;;) {
    const r = steps.next();
    if (r.done) return { text: r.value, pauses };
    pauses++;
  }
};

describe('stringifyInSteps: JSON.stringify with pauses', () => {
  const bars = Array.from({ length: 250 }, (_, i) => ({ Time: i, Close: 1.5, Note: undefined }));
  test.each<[string, unknown]>([
    ['a number', 1.25],
    ['null', null],
    ['a string with quotes', 'a "b" \u202e'],
    ['a flat record', { a: 1, b: 'x', c: undefined, d: null }],
    ['an empty array', []],
    ['undefined and functions in arrays', [undefined, () => 1, 2]],
    ['nested arrays', [[1, [2, [3]]], []]],
    ['a reply of 250 bars', { hq: [{ key: { market: 1, code: '600519' }, Period: 1, KlineData: bars }] }],
    ['a record holding arrays and skipped members', { a: [1, 2], b: undefined, c: { d: [3] } }],
  ])('%s: the same text', (_name, value) => {
    expect(run(value).text).toBe(JSON.stringify(value));
  });

  test('it pauses after every batch of array items', () => {
    expect(
      run(
        Array.from({ length: 250 }, (_, i) => i),
        100,
      ).pauses,
    ).toBe(2);
    expect(run({ hq: [{ KlineData: bars }] }, 100).pauses).toBe(2);
    expect(run({ a: 1 }, 100).pauses).toBe(0);
  });
});
