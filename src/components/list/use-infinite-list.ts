/**
 * State of an infinite list (§4 "Infinite lists load until an empty result, then show the no-more
 * state"): items, the cursor of the next page and whether the end was reached. The cursor is whatever
 * the call pages by — a pubTime (news), a page number (research, search, dragon-tiger, margin), an
 * offset. A change of `resetKey` (e.g. another instrument) drops the items and starts over; answers of
 * a request started before the reset are ignored.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Page<T, C> {
  items: T[];
  /** Cursor of the following page; null when this page was the last one. */
  next: C | null;
}

export interface InfiniteListState<T> {
  items: T[];
  finished: boolean;
  /** Loads the next page; react-vant's List calls it when the list end nears the viewport. */
  loadMore: () => Promise<void>;
  /** Drops everything and starts again from the first page. */
  reset: () => void;
  /** Changes on every reset; key the List with it so its own failed/retry state restarts too. */
  generation: number;
}

/**
 * The list state of a MobX page store (the forum, a post's comments) for InfiniteList: the items as
 * a plain array, so each render of an observer sees the current ones.
 */
export function storeListState<T>(store: {
  readonly items: readonly T[];
  readonly finished: boolean;
  loadMore: () => Promise<void>;
  reset: () => void;
  readonly generation: number;
}): InfiniteListState<T> {
  return {
    items: store.items.slice(),
    finished: store.finished,
    loadMore: store.loadMore,
    reset: store.reset,
    generation: store.generation,
  };
}

export interface InfiniteListOptions<T, C> {
  first: C;
  fetchPage: (cursor: C) => Promise<Page<T, C>>;
  resetKey?: unknown;
}

export function useInfiniteList<T, C>({
  first,
  fetchPage,
  resetKey,
}: InfiniteListOptions<T, C>): InfiniteListState<T> {
  const [items, setItems] = useState<T[]>([]);
  const [finished, setFinished] = useState(false);
  const [generation, setGeneration] = useState(0);
  const cursor = useRef<C>(first);
  const gen = useRef(0);
  // Latest fetcher and first cursor without making loadMore change identity on every render.
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const firstRef = useRef(first);
  firstRef.current = first;

  const reset = useCallback(() => {
    gen.current += 1;
    cursor.current = firstRef.current;
    setItems([]);
    setFinished(false);
    setGeneration(gen.current);
  }, []);

  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) reset();
    mounted.current = true;
  }, [resetKey, reset]);

  const loadMore = useCallback(async () => {
    const started = gen.current;
    const page = await fetchRef.current(cursor.current);
    if (started !== gen.current) return;
    setItems((prev) => (page.items.length ? [...prev, ...page.items] : prev));
    if (page.next === null || page.items.length === 0) setFinished(true);
    else cursor.current = page.next;
  }, []);

  return { items, finished, loadMore, reset, generation };
}

/**
 * Paging by page number: the next page is `page + 1` while a page comes back full (`pageSize` items);
 * a short or empty page is the last one.
 */
export function pageNumberPaging<T>(
  fetch: (page: number) => Promise<T[]>,
  pageSize: number,
): (page: number) => Promise<Page<T, number>> {
  return async (page) => {
    const items = await fetch(page);
    return { items, next: items.length >= pageSize ? page + 1 : null };
  };
}

/**
 * Paging by the last item's key (news pubTime = the last item's dataTime): continue while a page is
 * not empty; the empty page ends the list (§4).
 */
export function lastItemPaging<T, C>(
  fetch: (cursor: C) => Promise<T[]>,
  keyOf: (item: T) => C,
): (cursor: C) => Promise<Page<T, C>> {
  return async (cursor) => {
    const items = await fetch(cursor);
    return { items, next: items.length ? keyOf(items[items.length - 1]) : null };
  };
}
