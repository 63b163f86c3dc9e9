/**
 * A PagedList owned by a function component (the news, research and search lists): created once,
 * calling the latest `fetchPage` and `keyOf` of the render, so their closures may read props. A new
 * instrument or keyword is a new component (keyed by its caller), hence a new list.
 */
import { useRef, useState } from 'react';
import { PagedList, type PagedListOptions } from './paged-list';

export function usePagedList<T, C, F extends string = never>(
  options: PagedListOptions<T, C, F>,
): PagedList<T, C, F> {
  const latest = useRef(options);
  latest.current = options;
  const [list] = useState(
    () =>
      new PagedList<T, C, F>({
        first: options.first,
        sort: options.sort,
        fetchPage: (cursor, sort) => latest.current.fetchPage(cursor, sort),
        keyOf: (item) => latest.current.keyOf(item),
        // Whether the list reads its pages in one request is fixed by the first options.
        fetchLoaded: options.fetchLoaded
          ? (pages, sort) => {
              const fetchLoaded = latest.current.fetchLoaded ?? options.fetchLoaded;
              // Checked above; the latest options keep the same mode.
              return fetchLoaded!(pages, sort);
            }
          : undefined,
        ranked: options.ranked,
      }),
  );
  return list;
}
