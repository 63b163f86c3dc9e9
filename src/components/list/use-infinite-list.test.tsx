/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { lastItemPaging, pageNumberPaging, storeListState, useInfiniteList } from './use-infinite-list';

describe('paging helpers', () => {
  test('page numbers continue while pages are full', async () => {
    const fetch = jest.fn(async (page: number) => (page < 3 ? Array(15).fill(page) : [1, 2]));
    const paging = pageNumberPaging(fetch, 15);
    expect((await paging(1)).next).toBe(2);
    expect((await paging(3)).next).toBeNull();
  });
  test('last-item paging passes the last key and ends on an empty page', async () => {
    const paging = lastItemPaging<{ t: number }, number | ''>(
      async (cursor: number | '') => (cursor === '' ? [{ t: 30 }, { t: 20 }] : []),
      (i) => i.t,
    );
    expect(await paging('')).toEqual({ items: [{ t: 30 }, { t: 20 }], next: 20 });
    expect(await paging(20)).toEqual({ items: [], next: null });
  });
});

describe('useInfiniteList', () => {
  test('appends pages until the end, and a new reset key starts over', async () => {
    const pages: Record<string, number[][]> = { a: [[1, 2], [3], []], b: [[9], []] };
    const seen: Array<[string, number]> = [];
    const { result, rerender } = renderHook(
      ({ key }) =>
        useInfiniteList<number, number>({
          first: 0,
          resetKey: key,
          fetchPage: async (cursor) => {
            seen.push([key, cursor]);
            return { items: pages[key][cursor], next: cursor + 1 };
          },
        }),
      { initialProps: { key: 'a' } },
    );
    await act(() => result.current.loadMore());
    await act(() => result.current.loadMore());
    expect(result.current.items).toEqual([1, 2, 3]);
    expect(result.current.finished).toBe(false);
    await act(() => result.current.loadMore());
    expect(result.current.finished).toBe(true);

    rerender({ key: 'b' });
    expect(result.current.items).toEqual([]);
    expect(result.current.finished).toBe(false);
    await act(() => result.current.loadMore());
    expect(result.current.items).toEqual([9]);
    expect(seen).toEqual([
      ['a', 0],
      ['a', 1],
      ['a', 2],
      ['b', 0],
    ]);
  });

  test('an answer for the list before a reset is dropped', async () => {
    let release: (v: { items: number[]; next: number | null }) => void = () => undefined;
    const { result, rerender } = renderHook(
      ({ key }) =>
        useInfiniteList<number, number>({
          first: 0,
          resetKey: key,
          fetchPage: () => new Promise((r) => (release = r)),
        }),
      { initialProps: { key: 'a' } },
    );
    let pending: Promise<void> = Promise.resolve();
    act(() => {
      pending = result.current.loadMore();
    });
    rerender({ key: 'b' });
    await act(async () => {
      release({ items: [42], next: 1 });
      await pending;
    });
    expect(result.current.items).toEqual([]);
  });
});

test('storeListState hands InfiniteList a plain copy of a store’s items and its own methods', () => {
  const store = {
    items: [1, 2],
    finished: true,
    loadMore: async () => undefined,
    reset: () => undefined,
    generation: 3,
  };
  const state = storeListState(store);
  expect(state).toEqual({ ...store, items: [1, 2] });
  expect(state.items).not.toBe(store.items);
  expect(state.loadMore).toBe(store.loadMore);
});
