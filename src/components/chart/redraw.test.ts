import { LIVE_REDRAW_INTERVAL_MS, RedrawScheduler } from './redraw';

describe('live redraw batching', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('merges every request inside an interval into one redraw, at most 4 a second', () => {
    let draws = 0;
    // Modern fake timers move Date.now() with the timers.
    const s = new RedrawScheduler(
      () => (draws += 1),
      LIVE_REDRAW_INTERVAL_MS,
      () => Date.now(),
    );
    expect(LIVE_REDRAW_INTERVAL_MS).toBe(250);
    // 100 trades a second for one second
    for (let t = 0; t < 1000; t += 10) {
      s.request();
      jest.advanceTimersByTime(10);
    }
    jest.advanceTimersByTime(300);
    expect(draws).toBeGreaterThanOrEqual(4);
    expect(draws).toBeLessThanOrEqual(5);
  });

  it('is pending from a request until it has drawn, and not after a cancel', () => {
    let draws = 0;
    const s = new RedrawScheduler(
      () => (draws += 1),
      LIVE_REDRAW_INTERVAL_MS,
      () => Date.now(),
    );
    expect(s.pending).toBe(false);
    s.request();
    expect(s.pending).toBe(true);
    jest.advanceTimersByTime(LIVE_REDRAW_INTERVAL_MS);
    expect(draws).toBe(1);
    expect(s.pending).toBe(false);
    s.request();
    s.cancel();
    expect(s.pending).toBe(false);
    jest.advanceTimersByTime(LIVE_REDRAW_INTERVAL_MS * 2);
    expect(draws).toBe(1);
  });

  it('draws in a timer task, not in an animation frame (the chart paints on its own frame)', () => {
    const raf = jest.fn();
    (globalThis as { requestAnimationFrame?: unknown }).requestAnimationFrame = raf;
    try {
      let draws = 0;
      const s = new RedrawScheduler(
        () => (draws += 1),
        250,
        () => Date.now(),
      );
      s.request();
      jest.advanceTimersByTime(0);
      expect(draws).toBe(1);
      expect(raf).not.toHaveBeenCalled();
    } finally {
      delete (globalThis as { requestAnimationFrame?: unknown }).requestAnimationFrame;
    }
  });

  it('cancel drops a pending redraw', () => {
    let draws = 0;
    const s = new RedrawScheduler(
      () => (draws += 1),
      250,
      () => 0,
    );
    s.request();
    s.cancel();
    jest.advanceTimersByTime(1000);
    expect(draws).toBe(0);
  });
});
