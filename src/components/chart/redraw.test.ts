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

  it('is pending from a request until it has drawn, held or not, and not after a cancel', () => {
    let draws = 0;
    let held = true;
    const s = new RedrawScheduler(
      () => (draws += 1),
      LIVE_REDRAW_INTERVAL_MS,
      () => Date.now(),
      () => held,
    );
    expect(s.pending).toBe(false);
    s.request();
    expect(s.pending).toBe(true);
    jest.advanceTimersByTime(LIVE_REDRAW_INTERVAL_MS * 3);
    // Held: put off, still due.
    expect(draws).toBe(0);
    expect(s.pending).toBe(true);
    held = false;
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

  it.each([
    // [ms the hold lasts, ms after the request the redraw happens]
    [0, 0],
    [100, 250],
    [600, 750],
  ])(
    'a redraw due while held (%i ms) waits whole intervals until the hold ends: drawn at %i ms',
    (holdMs, drawnAt) => {
      let drawn: number | null = null;
      const s = new RedrawScheduler(
        () => (drawn = Date.now() - t0),
        250,
        () => Date.now(),
        () => Date.now() - t0 < holdMs,
      );
      const t0 = Date.now();
      s.request();
      // Requests while held are merged into the one waiting.
      s.request();
      jest.advanceTimersByTime(2000);
      expect(drawn).toBe(drawnAt);
    },
  );

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
