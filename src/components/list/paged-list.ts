/**
 * One paged list's state (§4 (states and transitions) "Infinite lists load until an empty result, then show the no-more
 * state"), shared by every infinite list and sortable table: the items loaded so far without
 * duplicates, the cursor of the next page, the end, a failed load (tap to retry, §8 (the error catalogue)), the sort
 * (§4 (states and transitions) "Rank list") and an in-place refresh for the 4–5 s polls of rank lists (§9 (business constants and limits) timers).
 *
 * The cursor is whatever the call pages by — a page number (research, search, forum, rank lists),
 * the last item's time (news), an offset; `fetchPage` answers the page at a cursor and the cursor of
 * the page after it (null on the last page). Every request carries the list's generation: `reset`
 * and a sort change start a new one, and a reply of an older generation is dropped, so a slow answer
 * for the old instrument, keyword or sort never lands in the new list.
 *
 * `reset` and `setSort` only empty the list: the view (InfiniteList, DataTable) is keyed by the
 * generation and asks for the first page itself, like after the first mount.
 */
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { isPlainObject, updateInPlace } from '../../lib/update-in-place';
import { nextSort, type Sort } from './sort';

export interface Page<T, C> {
  items: readonly T[];
  /** Cursor of the following page; null when this page was the last one. */
  next: C | null;
}

export type ListKey = string | number;

export type FetchPage<T, C, F extends string> = (cursor: C, sort: Sort<F> | null) => Promise<Page<T, C>>;

export interface PagedListOptions<T, C, F extends string> {
  /** Cursor of the first page. */
  first: C;
  fetchPage: FetchPage<T, C, F>;
  /** Identity of an item: a second item with a key already listed is dropped. */
  keyOf: (item: T) => ListKey;
  /** Sort of the first load (e.g. §9 (business constants and limits) "rank default pxChangeRate desc"); none when omitted. */
  sort?: Sort<F> | null;
  /**
   * The first `pages` pages in one request (a single reading of the list). Lists sorted by live
   * values give it: pages fetched at different moments can miss a row that moved across a page seam
   * in between (or show one twice), so with it every load and refresh replaces the loaded rows with
   * one reading one page longer (load) or as long (refresh), and no row is ever missing or repeated.
   */
  fetchLoaded?: (pages: number, sort: Sort<F> | null) => Promise<Page<T, C>>;
  /**
   * A ranking re-sorted by live values on every refresh (the sector ranking, a sector's
   * constituents): row i is the list's i-th item, so a refresh or load writes each item into the row
   * object at its place (the view keys rows by place: `keyedByPlace`). A reorder then moves no row:
   * keyed by item, React moved the DOM of every row a risen row jumped over, and each moved row was
   * restyled and laid out again. The writes go `rowsPerFrame` rows a frame, top first, so one
   * refresh's layout and paint are spread over frames instead of one long frame (issue 38: the
   * ranking's 5 s refresh was a 55–66 ms task at 4× CPU).
   */
  ranked?: RankedRows;
}

/** How a ranked list writes a refresh: so many rows, then the next frame. */
export interface RankedRows {
  rowsPerFrame: number;
  /** Resolves at the next frame (a timer where frames are not drawn, so a hidden page still ends). */
  nextFrame: () => Promise<void>;
}

/** What a list view (InfiniteList, DataTable) reads and calls. */
export interface PagedListView<T, F extends string = string> {
  readonly items: readonly T[];
  readonly finished: boolean;
  /** A page request of this generation is on its way. */
  readonly loading: boolean;
  /** The last page request failed; loadMore retries the same page. */
  readonly failed: boolean;
  /**
   * The last refresh of a polled list failed: the rows shown are no longer the market now (their
   * live area says 非实时) until a refresh or load succeeds.
   */
  readonly stale: boolean;
  /** Ended without any item. */
  readonly empty: boolean;
  /** Changes on every reset; views key their loader with it so it restarts too. */
  readonly generation: number;
  readonly sort: Sort<F> | null;
  /** Rows are kept by place, not by item (a ranked list): views key them by index. */
  readonly keyedByPlace: boolean;
  keyOf(item: T): ListKey;
  loadMore(): Promise<void>;
  setSort(field: F): void;
}

interface Pending {
  kind: 'load' | 'refresh';
  done: Promise<void>;
}

export class PagedList<T, C, F extends string = never> implements PagedListView<T, F> {
  items: T[] = [];
  finished = false;
  loading = false;
  failed = false;
  stale = false;
  generation = 0;
  sort: Sort<F> | null;

  private cursor: C;
  /** Pages with items loaded in this generation: a refresh fetches as many again. */
  private loadedPages = 0;
  private keys = new Set<ListKey>();
  /** Requests never overlap, so a refresh cannot interleave its pages with a load's page. */
  private pending: Pending | null = null;

  constructor(private readonly options: PagedListOptions<T, C, F>) {
    this.cursor = options.first;
    this.sort = options.sort ?? null;
    makeObservable<
      PagedList<T, C, F>,
      | 'startLoad'
      | 'applyPage'
      | 'failLoad'
      | 'applyRefresh'
      | 'applyLoaded'
      | 'reopen'
      | 'refreshFailed'
      | 'writePlaces'
    >(this, {
      items: observable,
      finished: observable,
      loading: observable,
      failed: observable,
      stale: observable,
      generation: observable,
      sort: observableRef,
      empty: computed,
      reset: action,
      setSort: action,
      startLoad: action,
      applyPage: action,
      failLoad: action,
      refreshFailed: action,
      applyRefresh: action,
      applyLoaded: action,
      writePlaces: action,
      reopen: action,
    });
  }

  get empty(): boolean {
    return this.finished && this.items.length === 0;
  }

  keyOf = (item: T): ListKey => this.options.keyOf(item);

  get keyedByPlace(): boolean {
    return this.options.ranked !== undefined;
  }

  /**
   * Loads the next page. While another request runs it waits for that one instead (the view asks
   * again if the end is still near). A failure leaves the cursor where it was and sets `failed`.
   */
  loadMore = (): Promise<void> => {
    if (this.finished) return Promise.resolve();
    if (this.pending) return this.pending.done;
    this.startLoad();
    const { fetchLoaded } = this.options;
    return this.track('load', async (gen) => {
      if (gen !== this.generation) return; // reset before the request went out
      let page: Page<T, C>;
      const pages = this.loadedPages + 1;
      try {
        page = await (fetchLoaded
          ? fetchLoaded(pages, this.sort)
          : this.options.fetchPage(this.cursor, this.sort));
      } catch {
        this.failLoad(gen);
        return;
      }
      if (fetchLoaded) await this.applyLoaded(gen, page, pages);
      else this.applyPage(gen, page);
    });
  };

  /**
   * Fetches the loaded pages again from the first one and replaces them in one step: the list keeps
   * its length (so the scroll position) and rows keep their keys. Items that entered at the top push
   * the tail down; the next page then continues from the refreshed last page, so nothing is skipped
   * and a repeat at the page seam is dropped by key. A failed refresh keeps what is shown (the next
   * poll tries again). Before the first page it does nothing: that load is the view's.
   */
  refresh = (): Promise<void> => {
    if (this.pending?.kind === 'refresh') return this.pending.done;
    const before = this.pending?.done;
    return this.track('refresh', async (gen) => {
      if (before) await before;
      const want = this.loadedPages;
      if (want === 0 || gen !== this.generation) return;
      const { fetchLoaded } = this.options;
      if (fetchLoaded) {
        let page: Page<T, C>;
        try {
          page = await fetchLoaded(want, this.sort);
        } catch {
          this.refreshFailed(gen); // the next poll tries again
          return;
        }
        await this.applyLoaded(gen, page, want);
        return;
      }
      const pages: Array<Page<T, C>> = [];
      let cursor = this.options.first;
      try {
        while (pages.length < want) {
          const page = await this.options.fetchPage(cursor, this.sort);
          if (gen !== this.generation) return;
          pages.push(page);
          if (page.items.length === 0 || page.next === null) break;
          cursor = page.next;
        }
      } catch {
        this.refreshFailed(gen);
        return;
      }
      await this.applyRefresh(gen, pages);
    });
  };

  /**
   * One tick of a poll (useRefreshEvery): refreshes the loaded pages in place; with none loaded (the
   * first load failed, or the list came back empty) it loads the first page again, so a poll also
   * retries and notices rows that appear.
   */
  poll = (): Promise<void> => {
    if (this.loadedPages > 0) return this.refresh();
    if (this.pending) return this.pending.done;
    if (this.finished) this.reopen();
    return this.loadMore();
  };

  /** Drops everything and starts a new generation at the first page (another instrument, a reply). */
  reset = (): void => {
    this.generation += 1;
    this.items = [];
    this.keys = new Set();
    this.finished = false;
    this.loading = false;
    this.failed = false;
    this.stale = false;
    this.cursor = this.options.first;
    this.loadedPages = 0;
    this.pending = null;
  };

  /** A tap on a sortable header: §4 (states and transitions)'s toggle rule, then the list starts over from the first page. */
  setSort = (field: F): void => {
    this.sort = nextSort(this.sort, field);
    this.reset();
  };

  private track(kind: Pending['kind'], work: (gen: number) => Promise<void>): Promise<void> {
    const gen = this.generation;
    // Started on a later tick, so `pending` is set before the work can finish and clear it.
    const done = Promise.resolve()
      .then(() => work(gen))
      .finally(() => {
        if (this.pending?.done === done) this.pending = null;
      });
    this.pending = { kind, done };
    return done;
  }

  /** An empty list that ended is asked again (a poll): the end is not final for a live list. */
  private reopen(): void {
    this.finished = false;
    this.cursor = this.options.first;
  }

  private startLoad(): void {
    this.loading = true;
    this.failed = false;
  }

  private applyPage(gen: number, page: Page<T, C>): void {
    if (gen !== this.generation) return;
    this.loading = false;
    this.stale = false;
    for (const item of page.items) {
      const key = this.options.keyOf(item);
      if (this.keys.has(key)) continue;
      this.keys.add(key);
      this.items.push(item);
    }
    if (page.items.length > 0) this.loadedPages += 1;
    if (page.items.length === 0 || page.next === null) this.finished = true;
    else this.cursor = page.next;
  }

  private refreshFailed(gen: number): void {
    if (gen === this.generation) this.stale = true;
  }

  private failLoad(gen: number): void {
    if (gen !== this.generation) return;
    this.loading = false;
    this.failed = true;
  }

  /** One reading of the first `pages` pages (fetchLoaded) replaces the loaded rows as a refresh does. */
  private applyLoaded(gen: number, page: Page<T, C>, pages: number): Promise<void> {
    if (gen !== this.generation) return Promise.resolve();
    this.loading = false;
    const placed = this.applyRefresh(gen, [page]);
    this.loadedPages = page.items.length > 0 ? pages : 0;
    return placed;
  }

  /**
   * One object per row (§9 (business constants and limits) polls): a refreshed item whose key is already shown is written into the
   * shown object field by field (lib/update-in-place), so an unchanged row is the same object with
   * the same values and its row view does not re-render. The list itself is replaced only when its
   * order or membership changed. A ranked list writes by place instead (`ranked`); what is left to
   * write after this frame is the answered promise.
   */
  private applyRefresh(gen: number, pages: ReadonlyArray<Page<T, C>>): Promise<void> {
    if (gen !== this.generation) return Promise.resolve();
    this.stale = false;
    const shown = new Map<ListKey, T>();
    for (const item of this.items) shown.set(this.options.keyOf(item), item);
    const keys = new Set<ListKey>();
    const items: T[] = [];
    for (const page of pages)
      for (const item of page.items) {
        const key = this.options.keyOf(item);
        if (keys.has(key)) continue;
        keys.add(key);
        if (this.options.ranked) {
          items.push(item);
          continue;
        }
        const row = shown.get(key);
        if (row !== undefined && isPlainObject(row) && isPlainObject(item)) {
          updateInPlace(row, item);
          items.push(row);
        } else items.push(item);
      }
    const last = pages[pages.length - 1];
    let placed = Promise.resolve();
    if (this.options.ranked) placed = this.placeRows(gen, items, this.options.ranked);
    else if (items.length !== this.items.length || items.some((item, i) => item !== this.items[i]))
      this.items = items;
    this.keys = keys;
    this.loadedPages = pages.filter((p) => p.items.length > 0).length;
    if (last.items.length === 0 || last.next === null) this.finished = true;
    else {
      this.finished = false;
      this.cursor = last.next;
    }
    return placed;
  }

  /**
   * A ranked list's rows, written by place: the first `rowsPerFrame` now, the rest a frame at a
   * time (a newer generation stops it); into an empty list, all at once. Resolves when every row is
   * written.
   */
  private async placeRows(gen: number, next: readonly T[], ranked: RankedRows): Promise<void> {
    // The first rows go in at once: they replace the early view's rows (early-rows.ts) in one frame,
    // and nothing is on screen yet to spread a rewrite of.
    const per = this.items.length === 0 ? next.length : Math.max(1, Math.floor(ranked.rowsPerFrame));
    for (let from = 0; ; from += per) {
      if (from > 0) await ranked.nextFrame();
      if (gen !== this.generation) return;
      if (this.writePlaces(next, from, from + per)) return;
    }
  }

  /** Writes items [from, to) of `next` over the rows at those places; true when it wrote the last. */
  private writePlaces(next: readonly T[], from: number, to: number): boolean {
    const rows = this.items;
    const end = Math.min(to, next.length);
    for (let i = from; i < end; i++) {
      const row = rows[i];
      const item = next[i];
      if (i >= rows.length) rows.push(item);
      else if (isPlainObject(row) && isPlainObject(item)) updateInPlace(row, item);
      else if (row !== item) rows[i] = item;
    }
    if (end < next.length) return false;
    if (rows.length > next.length) rows.splice(next.length);
    return true;
  }
}

/**
 * A list that is one page, read whole by each call (the indices' rank list, the global rows): polled
 * in place with `poll`, never paged.
 */
export function singlePage<T, F extends string = never>(
  fetch: () => Promise<readonly T[]>,
): FetchPage<T, null, F> {
  return async () => ({ items: await fetch(), next: null });
}

/**
 * Paging by page number: the next page is `page + 1` while a page comes back full (`pageSize` items);
 * a short or empty page is the last one.
 */
export function pageNumberPaging<T, F extends string = never>(
  fetch: (page: number, sort: Sort<F> | null) => Promise<readonly T[]>,
  pageSize: number,
): FetchPage<T, number, F> {
  return async (page, sort) => {
    const items = await fetch(page, sort);
    return { items, next: items.length >= pageSize ? page + 1 : null };
  };
}

/**
 * One reading of the first `pages` pages of a page-number call: page 1 of `pages × pageSize` rows; the
 * list goes on while that reading comes back full.
 */
export function loadedPagesPaging<T, F extends string = never>(
  fetch: (pageSize: number, sort: Sort<F> | null) => Promise<readonly T[]>,
  pageSize: number,
): (pages: number, sort: Sort<F> | null) => Promise<Page<T, number>> {
  return async (pages, sort) => {
    const items = await fetch(pages * pageSize, sort);
    return { items, next: items.length >= pages * pageSize ? pages + 1 : null };
  };
}

/**
 * Paging by the last item's key (news pubTime = the last item's dataTime): continue while a page is
 * not empty; the empty page ends the list (§4 (states and transitions)).
 */
export function lastItemPaging<T, C, F extends string = never>(
  fetch: (cursor: C, sort: Sort<F> | null) => Promise<readonly T[]>,
  keyOf: (item: T) => C,
): FetchPage<T, C, F> {
  return async (cursor, sort) => {
    const items = await fetch(cursor, sort);
    return { items, next: items.length ? keyOf(items[items.length - 1]) : null };
  };
}
