import { IDLE_FALLBACK_MS, whenIdle } from './useIdleReady';

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
