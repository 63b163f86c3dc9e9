import { LIVE_REDRAW_INTERVAL_MS, RedrawScheduler } from './redraw';

describe('live redraw batching', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('merges every request inside an interval into one redraw, at most 4 a second', () => {
    let now = 0;
    let draws = 0;
    const s = new RedrawScheduler(
      () => (draws += 1),
      LIVE_REDRAW_INTERVAL_MS,
      () => now,
      (fn) => setTimeout(fn, 0) as unknown as number,
      (id) => clearTimeout(id),
    );
    expect(LIVE_REDRAW_INTERVAL_MS).toBe(250);
    // 100 trades a second for one second
    for (let t = 0; t < 1000; t += 10) {
      now = t;
      s.request();
      jest.advanceTimersByTime(10);
    }
    now = 1000;
    jest.advanceTimersByTime(300);
    expect(draws).toBeGreaterThanOrEqual(3);
    expect(draws).toBeLessThanOrEqual(5);
  });

  it('cancel drops a pending redraw', () => {
    let draws = 0;
    const s = new RedrawScheduler(
      () => (draws += 1),
      250,
      () => 0,
      (fn) => setTimeout(fn, 0) as unknown as number,
      (id) => clearTimeout(id),
    );
    s.request();
    s.cancel();
    jest.advanceTimersByTime(1000);
    expect(draws).toBe(0);
  });
});
