/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { nextShown, useRowsShown } from './rows-shown';

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
