/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { nextShown, useAllDrawn, useRowsShown } from './rows-shown';

describe('nextShown', () => {
  it.each([
    [0, 30, 6, 6],
    [24, 30, 6, 30],
    [30, 30, 6, 30],
    [0, 4, 6, 4],
    [5, 30, 0, 6], // at least one row a frame
    [5, 30, 2.7, 7],
  ])('%i shown of %i at %s a frame → %i', (shown, total, per, next) => {
    expect(nextShown(shown, total, per)).toBe(next);
  });
});

describe('useRowsShown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const frame = () => act(() => jest.advanceTimersToNextTimer());

  it('without a pace every row is drawn at once', () => {
    const { result } = renderHook(() => useRowsShown(30, undefined));
    expect(result.current).toBe(30);
  });

  it('a page goes in so many rows a frame; rows added later too; a shorter list starts again', () => {
    const { result, rerender } = renderHook(({ total }) => useRowsShown(total, 6), {
      initialProps: { total: 14 },
    });
    expect(result.current).toBe(6);
    frame();
    expect(result.current).toBe(12);
    frame();
    expect(result.current).toBe(14);
    rerender({ total: 44 }); // the next page
    expect(result.current).toBe(14);
    frame();
    expect(result.current).toBe(20);
    rerender({ total: 0 }); // a reset
    expect(result.current).toBe(0);
    rerender({ total: 30 }); // its first page: the first frame's rows at once
    expect(result.current).toBe(6);
    frame();
    expect(result.current).toBe(12);
  });
});

describe('useAllDrawn: the loader waits for a page’s rows to be drawn', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves at once when every row is drawn, else once the last frame has drawn them', async () => {
    const list = { length: 6 };
    const total = () => list.length;
    const { result, rerender } = renderHook(({ n }) => useAllDrawn(useRowsShown(n, 6), total), {
      initialProps: { n: 6 },
    });
    let first = false;
    await act(async () => void (await result.current().then(() => (first = true))));
    expect(first).toBe(true);
    list.length = 18; // a page came in: its rows are not drawn yet
    let drawn = false;
    void result.current().then(() => (drawn = true));
    rerender({ n: 18 });
    await act(async () => void jest.advanceTimersToNextTimer());
    expect(drawn).toBe(false);
    await act(async () => void jest.advanceTimersToNextTimer());
    expect(drawn).toBe(true);
  });
});
