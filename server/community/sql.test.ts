import { list, raw, sql } from './sql';

const q = (i: number) => `$${i + 1}`;

describe('sql template', () => {
  it.each([
    ['plain text', sql`SELECT 1`, 'SELECT 1', []],
    ['one value', sql`SELECT ${5}`, 'SELECT $1', [5]],
    ['values keep their order', sql`a ${1} b ${'x'} c`, 'a $1 b $2 c', [1, 'x']],
    [
      'a fragment splices its values',
      sql`x ${sql`y = ${2} AND z = ${3}`} w ${4}`,
      'x y = $1 AND z = $2 w $3',
      [2, 3, 4],
    ],
    ['a fragment with no values', sql`UPDATE ${raw('posts')} SET a = ${1}`, 'UPDATE posts SET a = $1', [1]],
    ['a list', sql`IN (${list([7, 8, 9])})`, 'IN ($1, $2, $3)', [7, 8, 9]],
    ['a fragment first and last', sql`${raw('A')}${sql`${1}`}`, 'A$1', [1]],
  ])('%s', (_name, query, text, values) => {
    expect(query.render(q)).toEqual({ text, values });
  });

  it('renders SQLite placeholders', () => {
    expect(sql`a = ${1} AND b = ${2}`.render(() => '?').text).toBe('a = ? AND b = ?');
  });

  it('refuses an empty list', () => {
    expect(() => list([])).toThrow();
  });
});
