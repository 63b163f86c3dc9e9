/**
 * What the sector screens' two live sortable tables share (the ranking, RankPage, and a sector's
 * constituents, ConstituentTable): the two readings of a sorted page-number call (the next page;
 * every loaded page at once). Their cells are rules in columns.ts.
 */
import { loadedPagesPaging, pageNumberPaging } from '../../components/list/paged-list';
import type { Sort } from '../../components/list/sort';
import type { PageQuery } from '../../services/plate';

/**
 * Both paging readers of one sorted page-number call: `fetchPage` asks for page n (no pageSize: the
 * call's own page size), `fetchLoaded` for page 1 of every loaded row at once (with that pageSize).
 */
export function sortedPaging<T, F extends string>(
  fetch: (q: PageQuery<F>) => Promise<readonly T[]>,
  pageSize: number,
  defaultField: F,
) {
  const order = (sort: Sort<F> | null) => ({
    sortField: sort?.field ?? defaultField,
    descending: sort?.dir !== 'asc',
  });
  return {
    fetchPage: pageNumberPaging<T, F>((pageNum, sort) => fetch({ ...order(sort), pageNum }), pageSize),
    fetchLoaded: loadedPagesPaging<T, F>(
      (size, sort) => fetch({ ...order(sort), pageNum: 1, pageSize: size }),
      pageSize,
    ),
  };
}
