/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useScrollToAnchor } from './use-scroll-to-anchor';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

test('scrolls once the anchor is drawn, then stops looking', () => {
  const scroll = jest.fn();
  renderHook(() => useScrollToAnchor('dividend'));
  act(() => jest.advanceTimersByTime(450));
  const el = document.createElement('div');
  el.id = 'dividend';
  el.scrollIntoView = scroll;
  document.body.append(el);
  act(() => jest.advanceTimersByTime(150));
  expect(scroll).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(3000));
  expect(scroll).toHaveBeenCalledTimes(1);
});

test('gives up after about 3 s when the anchor never appears', () => {
  const spy = jest.spyOn(document, 'getElementById');
  renderHook(() => useScrollToAnchor('nowhere'));
  // One act per tick: React renders (and the hook stops its timer) between them, as in a page.
  for (let i = 0; i < 70; i++) act(() => jest.advanceTimersByTime(150));
  expect(spy.mock.calls.length).toBeGreaterThanOrEqual(20);
  expect(spy.mock.calls.length).toBeLessThanOrEqual(22);
});

test('no anchor, no looking', () => {
  const spy = jest.spyOn(document, 'getElementById');
  spy.mockClear();
  renderHook(() => useScrollToAnchor(null));
  act(() => jest.advanceTimersByTime(1000));
  expect(spy).not.toHaveBeenCalled();
});
