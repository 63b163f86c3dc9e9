import { reaction } from 'mobx';
import { lastItemPaging, loadedPagesPaging, pageNumberPaging, PagedList, type Page } from './paged-list';
import type { Sort } from './sort';

type Field = 'price' | 'rate';
interface Row {
  id: string;
  v?: number;
}
const rows = (...ids: string[]): Row[] => ids.map((id) => ({ id }));
const ids = (list: PagedList<Row, number, Field>) => list.items.map((r) => r.id);

/** A server of numbered pages (1, 2, …) that the test may change between calls. */
function pagedServer(pages: Row[][]) {
  const server = {
    pages,
    calls: [] as Array<[number, Sort<Field> | null]>,
    fail: new Set<number>(),
    fetch: async (page: number, sort: Sort<Field> | null): Promise<Page<Row, number>> => {
      server.calls.push([page, sort]);
      if (server.fail.has(page)) throw new Error(`page ${page} failed`);
      const items = server.pages[page - 1] ?? [];
      return { items, next: page < server.pages.length ? page + 1 : null };
    },
  };
  return server;
}

function listOf(server: ReturnType<typeof pagedServer>, sort?: Sort<Field>) {
  return new PagedList<Row, number, Field>({ first: 1, fetchPage: server.fetch, keyOf: (r) => r.id, sort });
}

/** A fetch whose answers the test releases one by one. */
function heldServer() {
  const held: Array<{ cursor: number; release: (p: Page<Row, number>) => void; fail: () => void }> = [];
  return {
    held,
    fetch: (cursor: number) =>
      new Promise<Page<Row, number>>((resolve, reject) =>
        held.push({ cursor, release: resolve, fail: () => reject(new Error('down')) }),
      ),
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('paging', () => {
  test.each([
    {
      name: 'pages append until next is null',
      pages: [rows('a', 'b'), rows('c'), rows('d')],
      loads: 3,
      items: ['a', 'b', 'c', 'd'],
      finished: true,
      requested: [1, 2, 3],
    },
    {
      name: 'an empty page ends the list even with pages announced',
      pages: [rows('a'), [], rows('z')],
      loads: 3,
      items: ['a'],
      finished: true,
      requested: [1, 2],
    },
    {
      name: 'an item already listed is dropped (it moved to the next page)',
      pages: [rows('a', 'b'), rows('b', 'c'), rows('c', 'd')],
      loads: 3,
      items: ['a', 'b', 'c', 'd'],
      finished: true,
      requested: [1, 2, 3],
    },
    {
      name: 'a page of repeats only does not end the list',
      pages: [rows('a', 'b'), rows('a', 'b'), rows('e')],
      loads: 3,
      items: ['a', 'b', 'e'],
      finished: true,
      requested: [1, 2, 3],
    },
    {
      name: 'a repeat inside one page is dropped too',
      pages: [rows('a', 'a', 'b')],
      loads: 1,
      items: ['a', 'b'],
      finished: true,
      requested: [1],
    },
    {
      name: 'an empty first page is the empty list',
      pages: [],
      loads: 2,
      items: [],
      finished: true,
      requested: [1],
    },
    {
      name: 'not finished while pages remain',
      pages: [rows('a'), rows('b'), rows('c')],
      loads: 2,
      items: ['a', 'b'],
      finished: false,
      requested: [1, 2],
    },
  ])('$name', async ({ pages, loads, items, finished, requested }) => {
    const server = pagedServer(pages);
    const list = listOf(server);
    for (let i = 0; i < loads; i++) await list.loadMore();
    expect(ids(list)).toEqual(items);
    expect(list.finished).toBe(finished);
    expect(list.empty).toBe(finished && items.length === 0);
    expect(server.calls.map(([c]) => c)).toEqual(requested);
    expect(list.loading).toBe(false);
  });

  test('a failed page sets failed and keeps its cursor; the retry asks for the same page', async () => {
    const server = pagedServer([rows('a'), rows('b')]);
    const list = listOf(server);
    await list.loadMore();
    server.fail.add(2);
    await list.loadMore();
    expect(list.failed).toBe(true);
    expect(list.finished).toBe(false);
    expect(ids(list)).toEqual(['a']);
    server.fail.clear();
    await list.loadMore();
    expect(list.failed).toBe(false);
    expect(ids(list)).toEqual(['a', 'b']);
    expect(server.calls.map(([c]) => c)).toEqual([1, 2, 2]);
  });

  test('a second loadMore while one runs waits for it instead of asking again', async () => {
    const server = heldServer();
    const list = new PagedList<Row, number, Field>({ first: 1, fetchPage: server.fetch, keyOf: (r) => r.id });
    const first = list.loadMore();
    const second = list.loadMore();
    expect(list.loading).toBe(true);
    await tick();
    expect(server.held).toHaveLength(1);
    server.held[0].release({ items: rows('a'), next: 2 });
    await Promise.all([first, second]);
    expect(ids(list)).toEqual(['a']);
    expect(list.loading).toBe(false);
  });

  test('after the end loadMore asks nothing', async () => {
    const server = pagedServer([rows('a')]);
    const list = listOf(server);
    await list.loadMore();
    await list.loadMore();
    expect(server.calls).toHaveLength(1);
  });
});

describe('stale replies', () => {
  test.each([
    { name: 'reset', interrupt: (l: PagedList<Row, number, Field>) => l.reset(), sort: null },
    {
      name: 'a sort change',
      interrupt: (l: PagedList<Row, number, Field>) => l.setSort('rate'),
      sort: { field: 'rate', dir: 'desc' },
    },
  ])('a page asked before $name is dropped, also when it fails', async ({ interrupt, sort }) => {
    for (const outcome of ['answer', 'failure'] as const) {
      const server = heldServer();
      const list = new PagedList<Row, number, Field>({
        first: 1,
        fetchPage: server.fetch,
        keyOf: (r) => r.id,
      });
      const before = list.generation;
      const stale = list.loadMore();
      await tick();
      interrupt(list);
      expect(list.generation).toBe(before + 1);
      expect(list.loading).toBe(false);
      // The new generation loads at once, without waiting for the stale request.
      const fresh = list.loadMore();
      await tick();
      expect(server.held.map((h) => h.cursor)).toEqual([1, 1]);
      if (outcome === 'answer') server.held[0].release({ items: rows('old'), next: 2 });
      else server.held[0].fail();
      await stale;
      expect(ids(list)).toEqual([]);
      expect(list.failed).toBe(false);
      expect(list.loading).toBe(true);
      server.held[1].release({ items: rows('new'), next: null });
      await fresh;
      expect(ids(list)).toEqual(['new']);
      expect(list.finished).toBe(true);
      expect(list.sort).toEqual(sort);
    }
  });

  test('a load reset before its request went out asks nothing', async () => {
    const server = pagedServer([rows('a')]);
    const list = listOf(server);
    const stale = list.loadMore();
    list.reset();
    await stale;
    expect(server.calls).toEqual([]);
    expect(ids(list)).toEqual([]);
  });

  test('a refresh running across a reset does not bring the old pages back', async () => {
    const server = heldServer();
    const list = new PagedList<Row, number, Field>({ first: 1, fetchPage: server.fetch, keyOf: (r) => r.id });
    const load = list.loadMore();
    await tick();
    server.held[0].release({ items: rows('a'), next: 2 });
    await load;
    const refresh = list.refresh();
    await tick();
    list.reset();
    server.held[1].release({ items: rows('stale'), next: 2 });
    await refresh;
    expect(ids(list)).toEqual([]);
    expect(list.finished).toBe(false);
  });
});

describe('sort', () => {
  test('the sort goes with every request; a change starts over from the first page', async () => {
    const server = pagedServer([rows('a'), rows('b'), rows('c')]);
    const list = listOf(server, { field: 'rate', dir: 'desc' });
    await list.loadMore();
    await list.loadMore();
    list.setSort('rate');
    expect(ids(list)).toEqual([]);
    expect(list.finished).toBe(false);
    await list.loadMore();
    list.setSort('price');
    await list.loadMore();
    expect(server.calls).toEqual([
      [1, { field: 'rate', dir: 'desc' }],
      [2, { field: 'rate', dir: 'desc' }],
      [1, { field: 'rate', dir: 'asc' }],
      [1, { field: 'price', dir: 'desc' }],
    ]);
  });

  test('without a sort option the list has none until a header is tapped', () => {
    const list = listOf(pagedServer([]));
    expect(list.sort).toBeNull();
    list.setSort('price');
    expect(list.sort).toEqual({ field: 'price', dir: 'desc' });
  });
});

describe('refresh in place', () => {
  async function loaded(pages: Row[][], count: number) {
    const server = pagedServer(pages);
    const list = listOf(server);
    for (let i = 0; i < count; i++) await list.loadMore();
    server.calls.length = 0;
    return { server, list };
  }

  test.each([
    {
      name: 'new values replace the old ones, keys and length kept',
      before: [rows('a', 'b'), rows('c', 'd'), rows('e')],
      loads: 2,
      after: [[{ id: 'a', v: 1 }, { id: 'b' }], [{ id: 'c', v: 3 }, { id: 'd' }], rows('e')],
      items: ['a', 'b', 'c', 'd'],
      refetched: [1, 2],
      finished: false,
      nextLoad: ['a', 'b', 'c', 'd', 'e'],
    },
    {
      name: 'an item entering at the top pushes the tail on; the next page neither skips nor repeats',
      before: [rows('a', 'b'), rows('c', 'd'), rows('e', 'f')],
      loads: 2,
      after: [rows('n', 'a'), rows('b', 'c'), rows('d', 'e'), rows('f')],
      items: ['n', 'a', 'b', 'c'],
      refetched: [1, 2],
      finished: false,
      nextLoad: ['n', 'a', 'b', 'c', 'd', 'e'],
    },
    {
      name: 'a reordered rank list shows the new order without repeats',
      before: [rows('a', 'b'), rows('c', 'd')],
      loads: 2,
      after: [rows('c', 'a'), rows('a', 'd')],
      items: ['c', 'a', 'd'],
      refetched: [1, 2],
      finished: true,
      nextLoad: ['c', 'a', 'd'],
    },
    {
      name: 'a list that shrank ends where the server ends it',
      before: [rows('a', 'b'), rows('c', 'd'), rows('e')],
      loads: 3,
      after: [rows('a', 'b')],
      items: ['a', 'b'],
      refetched: [1],
      finished: true,
      nextLoad: ['a', 'b'],
    },
    {
      name: 'a finished list that grew loads on from the refreshed last page',
      before: [rows('a', 'b'), rows('c')],
      loads: 2,
      after: [rows('n', 'a'), rows('b', 'c')],
      items: ['n', 'a', 'b', 'c'],
      refetched: [1, 2],
      finished: true,
      nextLoad: ['n', 'a', 'b', 'c'],
    },
    {
      name: 'an emptied list is the empty list',
      before: [rows('a')],
      loads: 1,
      after: [],
      items: [],
      refetched: [1],
      finished: true,
      nextLoad: [],
    },
  ])('$name', async ({ before, loads, after, items, refetched, finished, nextLoad }) => {
    const { server, list } = await loaded(before, loads);
    server.pages = after;
    await list.refresh();
    expect(ids(list)).toEqual(items);
    expect(server.calls.map(([c]) => c)).toEqual(refetched);
    expect(list.finished).toBe(finished);
    await list.loadMore();
    expect(ids(list)).toEqual(nextLoad);
  });

  test('the refreshed items carry the new values', async () => {
    const { server, list } = await loaded([[{ id: 'a', v: 1 }]], 1);
    server.pages = [[{ id: 'a', v: 2 }]];
    await list.refresh();
    expect(list.items[0].v).toBe(2);
  });

  test('one object per row: a refresh writes into the shown objects; the list is kept when nothing moved', async () => {
    const { server, list } = await loaded(
      [
        [
          { id: 'a', v: 1 },
          { id: 'b', v: 1 },
        ],
      ],
      1,
    );
    const [a, b] = list.items;
    const shownList = list.items;
    server.pages = [
      [
        { id: 'a', v: 1 },
        { id: 'b', v: 2 },
      ],
    ];
    await list.refresh();
    expect(list.items[0]).toBe(a);
    expect(list.items[1]).toBe(b);
    expect(b.v).toBe(2);
    expect(list.items).toBe(shownList);
  });

  test('a row that moved keeps its object; a row that entered is new; the list is replaced', async () => {
    const { server, list } = await loaded(
      [
        [
          { id: 'a', v: 1 },
          { id: 'b', v: 1 },
        ],
      ],
      1,
    );
    const [a, b] = list.items;
    server.pages = [
      [
        { id: 'c', v: 3 },
        { id: 'b', v: 2 },
        { id: 'a', v: 0 },
      ],
    ];
    await list.refresh();
    expect(ids(list)).toEqual(['c', 'b', 'a']);
    expect(list.items[1]).toBe(b);
    expect(list.items[2]).toBe(a);
    expect([a.v, b.v]).toEqual([0, 2]);
  });

  test('only the changed row notifies its observers', async () => {
    const { server, list } = await loaded(
      [
        [
          { id: 'a', v: 1 },
          { id: 'b', v: 1 },
        ],
      ],
      1,
    );
    const [a, b] = list.items;
    const seen: string[] = [];
    const stops = [
      reaction(
        () => a.v,
        () => seen.push('a'),
      ),
      reaction(
        () => b.v,
        () => seen.push('b'),
      ),
      reaction(
        () => list.items.length,
        () => seen.push('list'),
      ),
    ];
    server.pages = [
      [
        { id: 'a', v: 1 },
        { id: 'b', v: 5 },
      ],
    ];
    await list.refresh();
    stops.forEach((stop) => stop());
    expect(seen).toEqual(['b']);
  });

  test('a failed refresh keeps the shown pages and sets no failure', async () => {
    const { server, list } = await loaded([rows('a'), rows('b'), rows('c')], 2);
    server.fail.add(2);
    await list.refresh();
    expect(ids(list)).toEqual(['a', 'b']);
    expect(list.failed).toBe(false);
    server.fail.clear();
    await list.loadMore();
    expect(ids(list)).toEqual(['a', 'b', 'c']);
  });

  test('before the first page a refresh asks nothing (that load is the view’s)', async () => {
    const server = pagedServer([rows('a')]);
    const list = listOf(server);
    await list.refresh();
    expect(server.calls).toEqual([]);
  });

  test('a refresh waits for a running load and then refetches its page too; two refreshes are one', async () => {
    const server = heldServer();
    const list = new PagedList<Row, number, Field>({ first: 1, fetchPage: server.fetch, keyOf: (r) => r.id });
    const load = list.loadMore();
    const r1 = list.refresh();
    const r2 = list.refresh();
    expect(r2).toBe(r1);
    // A load asked during the refresh waits for it as well.
    expect(list.loadMore()).toBe(r1);
    await tick();
    expect(server.held).toHaveLength(1);
    server.held[0].release({ items: rows('a'), next: 2 });
    await load;
    await tick();
    expect(server.held.map((h) => h.cursor)).toEqual([1, 1]);
    server.held[1].release({ items: [{ id: 'a', v: 9 }], next: 2 });
    await r1;
    expect(list.items).toEqual([{ id: 'a', v: 9 }]);
  });
});

describe('paging helpers', () => {
  test.each([
    { name: 'a full page continues', got: 15, page: 2, next: 3 },
    { name: 'a short page is the last', got: 4, page: 2, next: null },
    { name: 'an empty page is the last', got: 0, page: 1, next: null },
  ])('page numbers: $name', async ({ got, page, next }) => {
    const fetch = jest.fn(async () => Array(got).fill(0));
    expect((await pageNumberPaging(fetch, 15)(page, null)).next).toBe(next);
    expect(fetch).toHaveBeenCalledWith(page, null);
  });

  test('last-item paging passes the last key and ends on an empty page', async () => {
    const paging = lastItemPaging<{ t: number }, number | ''>(
      async (cursor) => (cursor === '' ? [{ t: 30 }, { t: 20 }] : []),
      (i) => i.t,
    );
    expect(await paging('', null)).toEqual({ items: [{ t: 30 }, { t: 20 }], next: 20 });
    expect(await paging(20, null)).toEqual({ items: [], next: null });
  });
});

describe('fetchLoaded: one reading of all loaded pages (lists sorted by live values)', () => {
  /** A live ranking of `order` (changed by the test between calls), read `size` rows a page. */
  interface LiveRanking {
    order: string[];
    reads: number[];
    fail: boolean;
    fetchLoaded: (pages: number, sort: Sort<Field> | null) => Promise<Page<Row, number>>;
  }
  function liveRanking(order: string[], size: number): LiveRanking {
    const server: LiveRanking = {
      order,
      reads: [] as number[],
      fail: false,
      fetchLoaded: loadedPagesPaging<Row, Field>(async (pageSize) => {
        server.reads.push(pageSize);
        if (server.fail) throw new Error('down');
        return rows(...server.order.slice(0, pageSize));
      }, size),
    };
    return server;
  }
  const listFor = (server: LiveRanking) =>
    new PagedList<Row, number, Field>({
      first: 1,
      // Never used in this mode: a call would fail the test.
      fetchPage: () => Promise.reject(new Error('page by page')),
      fetchLoaded: server.fetchLoaded,
      keyOf: (r) => r.id,
    });

  it('a row that moves across the page seam between two loads is neither missing nor repeated', async () => {
    const server = liveRanking(['a', 'b', 'c', 'd', 'e'], 2);
    const list = listFor(server);
    await list.loadMore();
    expect(ids(list)).toEqual(['a', 'b']);
    // c climbs above b before the second page: paging by offset would show a, b, then d, e (c lost).
    server.order = ['a', 'c', 'b', 'd', 'e'];
    await list.loadMore();
    expect(ids(list)).toEqual(['a', 'c', 'b', 'd']);
    // b falls below d: by offset, page 3 would repeat nothing and keep b where it was.
    server.order = ['a', 'c', 'd', 'e', 'b'];
    await list.loadMore();
    expect(ids(list)).toEqual(['a', 'c', 'd', 'e', 'b']);
    expect(list.finished).toBe(true);
    expect(server.reads).toEqual([2, 4, 6]);
  });

  it('a refresh reads as many rows as are loaded, in one request; a failure keeps the rows', async () => {
    const server = liveRanking(['a', 'b', 'c', 'd', 'e'], 2);
    const list = listFor(server);
    await list.loadMore();
    await list.loadMore();
    server.order = ['e', 'd', 'c', 'b', 'a'];
    await list.refresh();
    expect(ids(list)).toEqual(['e', 'd', 'c', 'b']);
    expect(server.reads).toEqual([2, 4, 4]);
    server.fail = true;
    await list.refresh();
    expect(ids(list)).toEqual(['e', 'd', 'c', 'b']);
    await list.loadMore();
    expect(list.failed).toBe(true);
    expect(ids(list)).toEqual(['e', 'd', 'c', 'b']);
    server.fail = false;
    await list.loadMore();
    expect(ids(list)).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(list.finished).toBe(true);
  });

  it('a failed refresh marks the rows stale (not the market now) until a reading succeeds', async () => {
    const server = liveRanking(['a', 'b', 'c'], 2);
    const list = listFor(server);
    await list.loadMore();
    expect(list.stale).toBe(false);
    server.fail = true;
    await list.refresh();
    expect([list.stale, ids(list)]).toEqual([true, ['a', 'b']]);
    server.fail = false;
    await list.refresh();
    expect(list.stale).toBe(false);
    server.fail = true;
    await list.refresh();
    list.reset();
    expect(list.stale).toBe(false);
  });

  it('an empty reading ends the list empty', async () => {
    const server = liveRanking([], 2);
    const list = listFor(server);
    await list.loadMore();
    expect(list.empty).toBe(true);
  });
});

describe('ranked: rows kept by place, written a few a frame', () => {
  /** Frames the test draws one at a time. */
  function frames() {
    const waiting: Array<() => void> = [];
    return {
      nextFrame: () => new Promise<void>((resolve) => waiting.push(resolve)),
      draw: async () => {
        waiting.splice(0).forEach((f) => f());
        await tick();
      },
      get waiting() {
        return waiting.length;
      },
    };
  }
  function rankedList(order: () => Row[], rowsPerFrame: number, frame: ReturnType<typeof frames>) {
    return new PagedList<Row, number, Field>({
      first: 1,
      fetchPage: () => Promise.reject(new Error('page by page')),
      fetchLoaded: loadedPagesPaging<Row, Field>(async (pageSize) => order().slice(0, pageSize), 10),
      keyOf: (r) => r.id,
      ranked: { rowsPerFrame, nextFrame: frame.nextFrame },
    });
  }
  const ranking = (...pairs: Array<[string, number]>) => pairs.map(([id, v]) => ({ id, v }));

  it('a reorder writes each place’s object: no row object moves, the list is never replaced', async () => {
    const frame = frames();
    let order = ranking(['a', 1], ['b', 2], ['c', 3]);
    const list = rankedList(() => order, 10, frame);
    expect(list.keyedByPlace).toBe(true);
    await list.loadMore();
    const [first, second, third] = list.items;
    const array = list.items;
    order = ranking(['c', 4], ['a', 1], ['b', 2]);
    await list.refresh();
    expect(list.items).toBe(array);
    expect(list.items[0]).toBe(first);
    expect(list.items[1]).toBe(second);
    expect(list.items[2]).toBe(third);
    expect(list.items.map((r) => [r.id, r.v])).toEqual([
      ['c', 4],
      ['a', 1],
      ['b', 2],
    ]);
  });

  it('the first rows go in at once; a rewrite goes rowsPerFrame rows a frame, top first', async () => {
    const frame = frames();
    let order = ranking(['a', 1], ['b', 1], ['c', 1], ['d', 1], ['e', 1]);
    const list = rankedList(() => order, 2, frame);
    await list.loadMore();
    // Into an empty list (what replaces the early view's rows): all in one frame.
    expect(ids(list)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(frame.waiting).toBe(0);
    order = ranking(['e', 2], ['d', 2], ['c', 2], ['b', 2], ['a', 2]);
    let done = false;
    const refreshing = list.refresh().then(() => (done = true));
    await tick();
    expect(ids(list)).toEqual(['e', 'd', 'c', 'd', 'e']);
    expect(done).toBe(false);
    await frame.draw();
    expect(ids(list)).toEqual(['e', 'd', 'c', 'b', 'e']);
    order = ranking(['e', 3], ['d', 3], ['c', 3]);
    await frame.draw();
    await refreshing;
    expect(ids(list)).toEqual(['e', 'd', 'c', 'b', 'a']);
    // A shorter reading: the rows past its end go with its last frame.
    const shorter = list.refresh();
    await tick();
    expect(ids(list)).toEqual(['e', 'd', 'c', 'b', 'a']);
    await frame.draw();
    await shorter;
    expect(ids(list)).toEqual(['e', 'd', 'c']);
    expect(frame.waiting).toBe(0);
  });

  it('only the places whose values changed notify their observers', async () => {
    const frame = frames();
    let order = ranking(['a', 1], ['b', 2], ['c', 3]);
    const list = rankedList(() => order, 10, frame);
    await list.loadMore();
    const seen: string[] = [];
    const stops = list.items.map((row, i) =>
      reaction(
        () => [row.id, row.v],
        () => seen.push(`place ${i}`),
      ),
    );
    order = ranking(['a', 1], ['c', 3], ['b', 2]);
    await list.refresh();
    stops.forEach((stop) => stop());
    expect(seen).toEqual(['place 1', 'place 2']);
  });

  it('a reset while rows are still being written stops the writing', async () => {
    const frame = frames();
    let order = ranking(['a', 1], ['b', 1], ['c', 1]);
    const list = rankedList(() => order, 1, frame);
    await list.loadMore();
    order = ranking(['c', 2], ['b', 2], ['a', 2]);
    const refreshing = list.refresh();
    await tick();
    expect(ids(list)).toEqual(['c', 'b', 'c']);
    list.reset();
    await frame.draw();
    await frame.draw();
    await refreshing;
    expect(ids(list)).toEqual([]);
  });

  it('a load asked while a refresh is still writing waits for the whole write (the view asks again)', async () => {
    const frame = frames();
    const order = ranking(...Array.from({ length: 25 }, (_, i): [string, number] => [`s${i}`, i]));
    const list = rankedList(() => order, 4, frame);
    const first = list.loadMore();
    for (let i = 0; i < 3; i++) await frame.draw();
    await first;
    expect(list.items).toHaveLength(10);
    const refreshing = list.refresh();
    await tick();
    const more = list.loadMore();
    await tick();
    let written = false;
    void more.then(() => (written = list.items.length === 10 && frame.waiting === 0));
    for (let i = 0; i < 3; i++) await frame.draw();
    await Promise.all([refreshing, more]);
    expect(written).toBe(true);
    const next = list.loadMore();
    for (let i = 0; i < 5; i++) await frame.draw();
    await next;
    expect(ids(list)).toEqual(order.slice(0, 20).map((r) => r.id));
  });
});
