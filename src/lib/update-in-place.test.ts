import { observable, reaction, runInAction } from 'mobx';
import { isPlainObject, sameValue, updateInPlace } from './update-in-place';

describe('isPlainObject', () => {
  test.each([
    [{}, true],
    [Object.create(null), true],
    [observable({ a: 1 }), true],
    [[], false],
    [null, false],
    [new Date(0), false],
    ['x', false],
    [1, false],
  ])('%p → %p', (v, want) => expect(isPlainObject(v)).toBe(want));
});

describe('sameValue', () => {
  test.each([
    [1, 1, true],
    [NaN, NaN, true],
    [1, 2, false],
    [null, undefined, false],
    [[1, 2], [1, 2], true],
    [[1, 2], [1, 2, 3], false],
    [{ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }, true],
    [{ a: 1 }, { a: 1, b: undefined }, false],
    [{ a: 1, c: 2 }, { a: 1, b: 2 }, false],
  ])('%j vs %j → %p', (a, b, want) => expect(sameValue(a, b)).toBe(want));
});

describe('updateInPlace', () => {
  test.each([
    ['nothing changed', { a: 1, b: 'x' }, { a: 1, b: 'x' }, { a: 1, b: 'x' }, 0],
    ['one field', { a: 1, b: 'x' }, { a: 2, b: 'x' }, { a: 2, b: 'x' }, 1],
    ['a new field', { a: 1 }, { a: 1, b: 2 }, { a: 1, b: 2 }, 1],
    ['a field gone', { a: 1, b: 2 }, { a: 1 }, { a: 1 }, 1],
    ['nested, one leaf', { g: { n: 'A', r: 1 } }, { g: { n: 'A', r: 2 } }, { g: { n: 'A', r: 2 } }, 1],
    ['nested becomes null', { g: { n: 'A' } }, { g: null }, { g: null }, 1],
    ['null becomes nested', { g: null }, { g: { n: 'A' } }, { g: { n: 'A' } }, 1],
    ['equal array kept', { l: [1, 2] }, { l: [1, 2] }, { l: [1, 2] }, 0],
    ['changed array replaced', { l: [1, 2] }, { l: [1, 3] }, { l: [1, 3] }, 1],
  ])('%s', (_name, target, source, want, written) => {
    const t: Record<string, unknown> = structuredClone(target);
    expect(updateInPlace(t, source)).toBe(written);
    expect(t).toEqual(want);
  });

  test('keeps the nested object and notifies only the fields that changed (MobX)', () => {
    const row = observable({ name: 'A', rate: 1, leader: { name: 'L', rate: 5 } });
    const leader = row.leader;
    const seen: string[] = [];
    const stops = [
      reaction(
        () => row.name,
        () => seen.push('name'),
      ),
      reaction(
        () => row.rate,
        () => seen.push('rate'),
      ),
      reaction(
        () => row.leader.name,
        () => seen.push('leader.name'),
      ),
      reaction(
        () => row.leader.rate,
        () => seen.push('leader.rate'),
      ),
    ];
    runInAction(() => updateInPlace(row, { name: 'A', rate: 2, leader: { name: 'L', rate: 6 } }));
    stops.forEach((s) => s());
    expect(seen.sort()).toEqual(['leader.rate', 'rate']);
    expect(row.leader).toBe(leader);
  });
});
