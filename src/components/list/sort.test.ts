import { nextSort, sortDirOf, type Sort } from './sort';

type F = 'price' | 'rate';

test.each<[string, Sort<F> | null, F, Sort<F>]>([
  ['the first tap sorts descending', null, 'rate', { field: 'rate', dir: 'desc' }],
  [
    'the same field toggles desc → asc',
    { field: 'rate', dir: 'desc' },
    'rate',
    { field: 'rate', dir: 'asc' },
  ],
  [
    'the same field toggles asc → desc',
    { field: 'rate', dir: 'asc' },
    'rate',
    { field: 'rate', dir: 'desc' },
  ],
  ['a new field starts descending', { field: 'rate', dir: 'asc' }, 'price', { field: 'price', dir: 'desc' }],
  [
    'a new field starts descending after a descending one',
    { field: 'price', dir: 'desc' },
    'rate',
    { field: 'rate', dir: 'desc' },
  ],
])('%s', (_name, current, field, next) => {
  expect(nextSort(current, field)).toEqual(next);
});

test.each<[Sort<F> | null, F, 'desc' | 'asc' | null]>([
  [null, 'rate', null],
  [{ field: 'rate', dir: 'asc' }, 'rate', 'asc'],
  [{ field: 'rate', dir: 'desc' }, 'price', null],
])('the header of %j for %s shows %s', (sort, field, dir) => {
  expect(sortDirOf(sort, field)).toBe(dir);
});
