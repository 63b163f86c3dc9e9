import { Columns, Ring } from './columns';

/** Every row of a Columns or Ring, oldest first. */
const rows = (c: { length: number; width: number; get(k: number, col: number): number }) =>
  Array.from({ length: c.length }, (_, k) => Array.from({ length: c.width }, (_, col) => c.get(k, col)));

describe('Columns', () => {
  it.each([
    ['one row', 4, [[1, 2]]],
    [
      'rows up to the capacity',
      2,
      [
        [1, 2],
        [3, 4],
      ],
    ],
    [
      'growing past the capacity keeps every row',
      1,
      [
        [1, 2],
        [3, 4],
        [5, 6],
        [7, 8],
        [9, 10],
      ],
    ],
    [
      'any number reads back as written',
      2,
      [
        [-0, 0.1 + 0.2],
        [1e300, -5e-324],
        [Number.MAX_SAFE_INTEGER, 1234.5678],
      ],
    ],
  ])('%s', (_name, capacity, want) => {
    const c = new Columns(2, capacity);
    for (const [a, b] of want) {
      const k = c.push();
      c.set(k, 0, a);
      c.set(k, 1, b);
    }
    expect(rows(c)).toEqual(want);
    expect(Object.is(c.get(0, 0), want[0][0])).toBe(true);
  });

  it('a pushed row starts at zero and returns its index', () => {
    const c = new Columns(3, 1);
    expect([c.push(), c.push(), c.push()]).toEqual([0, 1, 2]);
    c.set(1, 2, 7);
    expect(rows(c)).toEqual([
      [0, 0, 0],
      [0, 0, 7],
      [0, 0, 0],
    ]);
  });
});

describe('Ring', () => {
  it.each([
    ['fewer rows than the capacity', 3, [1, 2], [1, 2]],
    ['exactly the capacity', 3, [1, 2, 3], [1, 2, 3]],
    ['past the capacity: the oldest go', 3, [1, 2, 3, 4, 5], [3, 4, 5]],
    ['around more than once', 2, [1, 2, 3, 4, 5, 6, 7], [6, 7]],
    ['a ring of one', 1, [1, 2, 3], [3]],
  ])('%s', (_name, capacity, pushed, want) => {
    const r = new Ring(2, capacity);
    for (const v of pushed) {
      const k = r.push();
      expect(k).toBe(r.length - 1);
      r.set(k, 0, v);
      r.set(k, 1, -v);
    }
    expect(rows(r)).toEqual(want.map((v) => [v, -v]));
  });

  it('a reused slot starts at zero', () => {
    const r = new Ring(2, 1);
    r.set(r.push(), 1, 9);
    r.set(r.push(), 0, 4);
    expect(rows(r)).toEqual([[4, 0]]);
  });

  it.each([0, -1, NaN])('refuses a capacity of %p', (capacity) => {
    expect(() => new Ring(1, capacity)).toThrow(RangeError);
  });
});
