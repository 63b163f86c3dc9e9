/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import { useRefreshEvery } from './use-refresh-every';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test.each([
  { everyMs: 4000, elapsed: 3999, refreshes: 0 },
  { everyMs: 4000, elapsed: 4000, refreshes: 1 },
  { everyMs: 4000, elapsed: 12_000, refreshes: 3 },
  { everyMs: 5000, elapsed: 12_000, refreshes: 2 },
])('every $everyMs ms, after $elapsed ms: $refreshes refreshes', ({ everyMs, elapsed, refreshes }) => {
  const list = { refresh: jest.fn(async () => undefined) };
  renderHook(() => useRefreshEvery(list, everyMs));
  jest.advanceTimersByTime(elapsed);
  expect(list.refresh).toHaveBeenCalledTimes(refreshes);
});

test('no refresh while the page is hidden, none after unmount', () => {
  const list = { refresh: jest.fn(async () => undefined) };
  const { unmount } = renderHook(() => useRefreshEvery(list, 4000));
  const hidden = jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
  jest.advanceTimersByTime(8000);
  expect(list.refresh).not.toHaveBeenCalled();
  hidden.mockReturnValue(false);
  jest.advanceTimersByTime(4000);
  expect(list.refresh).toHaveBeenCalledTimes(1);
  unmount();
  jest.advanceTimersByTime(8000);
  expect(list.refresh).toHaveBeenCalledTimes(1);
});
