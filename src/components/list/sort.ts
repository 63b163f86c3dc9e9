/**
 * Sort state of a sortable list or table header (§4 (states and transitions) "Rank list": the same field toggles desc/asc, a
 * new field starts desc). One field at a time, so choosing the price sort drops the rate sort and vice
 * versa (§4 (states and transitions) "Ranking sort").
 */

export type SortDir = 'desc' | 'asc';

export interface Sort<F extends string = string> {
  field: F;
  dir: SortDir;
}

/** The sort after a tap on `field`'s header. */
export function nextSort<F extends string>(current: Sort<F> | null, field: F): Sort<F> {
  if (current && current.field === field) return { field, dir: current.dir === 'desc' ? 'asc' : 'desc' };
  return { field, dir: 'desc' };
}

/** The header's direction for `field`: its dir while it is the sort field, otherwise none. */
export function sortDirOf<F extends string>(sort: Sort<F> | null, field: F): SortDir | null {
  return sort && sort.field === field ? sort.dir : null;
}
