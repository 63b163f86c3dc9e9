/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { IDLE_FALLBACK_MS, useIdleReady, whenIdle } from './use-idle-ready';

describe('whenIdle', () => {
  const g = globalThis as unknown as {
    requestIdleCallback?: (fn: () => void, o: { timeout: number }) => number;
    cancelIdleCallback?: (id: number) => void;
  };
  afterEach(() => {
    delete g.requestIdleCallback;
    delete g.cancelIdleCallback;
    jest.useRealTimers();
  });

  test('uses requestIdleCallback with the longest wait as its time-out', () => {
    const calls: number[] = [];
    g.requestIdleCallback = (fn, o) => {
      calls.push(o.timeout);
      fn();
      return 7;
    };
    g.cancelIdleCallback = jest.fn();
    const fn = jest.fn();
    const cancel = whenIdle(fn, 2000);
    expect(calls).toEqual([2000]);
    expect(fn).toHaveBeenCalledTimes(1);
    cancel();
    expect(g.cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  test.each([
    [2000, IDLE_FALLBACK_MS],
    [100, 100],
  ])('without requestIdleCallback (max %i ms) a timer fires after %i ms', (maxWait, after) => {
    jest.useFakeTimers();
    const fn = jest.fn();
    whenIdle(fn, maxWait);
    jest.advanceTimersByTime(after - 1);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  test('cancelling the timer stops it', () => {
    jest.useFakeTimers();
    const fn = jest.fn();
    whenIdle(fn, 2000)();
    jest.advanceTimersByTime(5000);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('useIdleReady', () => {
  afterEach(() => jest.useRealTimers());

  function Probe({ start }: { start: boolean }) {
    return createElement('i', null, useIdleReady(2000, start) ? 'ready' : 'waiting');
  }

  test.each([
    // [startWhen, ms advanced, expected]
    [false, 1999, 'waiting'], // nothing to wait for yet, before the longest wait
    [false, 2000, 'ready'], // the longest wait counts from mount
    [true, IDLE_FALLBACK_MS - 1, 'waiting'],
    [true, IDLE_FALLBACK_MS, 'ready'], // started: the first idle moment (timer stand-in here)
  ] as const)('startWhen %s, after %i ms: %s', (start, ms, expected) => {
    jest.useFakeTimers();
    render(createElement(Probe, { start }));
    act(() => jest.advanceTimersByTime(ms));
    expect(screen.getByText(expected)).toBeTruthy();
  });

  test('the idle wait begins only once startWhen turns true', () => {
    jest.useFakeTimers();
    const { rerender } = render(createElement(Probe, { start: false }));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('waiting')).toBeTruthy();
    rerender(createElement(Probe, { start: true }));
    act(() => jest.advanceTimersByTime(IDLE_FALLBACK_MS));
    expect(screen.getByText('ready')).toBeTruthy();
  });
});
