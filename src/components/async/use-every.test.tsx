/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import { useEvery } from './use-every';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test.each([
  { everyMs: 1000, elapsed: 999, calls: 0 },
  { everyMs: 1000, elapsed: 3000, calls: 3 },
  { everyMs: null, elapsed: 10_000, calls: 0 },
])('every $everyMs ms, after $elapsed ms: $calls calls', ({ everyMs, elapsed, calls }) => {
  const fn = jest.fn();
  renderHook(() => useEvery(fn, everyMs));
  jest.advanceTimersByTime(elapsed);
  expect(fn).toHaveBeenCalledTimes(calls);
});

test('a new closure each render neither restarts the period nor calls a stale one', () => {
  const seen: number[] = [];
  const { rerender } = renderHook(({ n }) => useEvery(() => seen.push(n), 1000), { initialProps: { n: 1 } });
  jest.advanceTimersByTime(600);
  rerender({ n: 2 });
  jest.advanceTimersByTime(400);
  expect(seen).toEqual([2]);
});

test('whileHidden false skips ticks while the page is hidden; a ticker keeps them; none after unmount', () => {
  const poll = jest.fn();
  const ticker = jest.fn();
  const a = renderHook(() => useEvery(poll, 1000, { whileHidden: false }));
  const b = renderHook(() => useEvery(ticker, 1000));
  const hidden = jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
  jest.advanceTimersByTime(2000);
  expect(poll).not.toHaveBeenCalled();
  expect(ticker).toHaveBeenCalledTimes(2);
  hidden.mockReturnValue(false);
  jest.advanceTimersByTime(1000);
  expect(poll).toHaveBeenCalledTimes(1);
  a.unmount();
  b.unmount();
  jest.advanceTimersByTime(5000);
  expect(poll).toHaveBeenCalledTimes(1);
  expect(ticker).toHaveBeenCalledTimes(3);
});

test('null pauses a running timer and a number resumes it', () => {
  const fn = jest.fn();
  const start: { ms: number | null } = { ms: 1000 };
  const { rerender } = renderHook(({ ms }) => useEvery(fn, ms), { initialProps: start });
  jest.advanceTimersByTime(1000);
  rerender({ ms: null });
  jest.advanceTimersByTime(5000);
  rerender({ ms: 1000 });
  jest.advanceTimersByTime(1000);
  expect(fn).toHaveBeenCalledTimes(2);
});
