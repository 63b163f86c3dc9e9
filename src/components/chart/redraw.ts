/**
 * Coalesces live redraws: however many trades arrive, the chart is redrawn at most once per interval
 * (default 250 ms, i.e. ≤ 4 redraws a second), on an animation frame, with the data as they are then.
 */
export const LIVE_REDRAW_INTERVAL_MS = 250;

export class RedrawScheduler {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private frame: number | null = null;
  private last = -Infinity;

  constructor(
    private readonly draw: () => void,
    private readonly intervalMs = LIVE_REDRAW_INTERVAL_MS,
    private readonly now: () => number = () => Date.now(),
    private readonly raf: (fn: () => void) => number = (fn) =>
      typeof requestAnimationFrame === 'function'
        ? requestAnimationFrame(fn)
        : (setTimeout(fn, 0) as unknown as number),
    private readonly caf: (id: number) => void = (id) =>
      typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(id) : clearTimeout(id),
  ) {}

  /** Asks for a redraw; requests before it runs are merged into it. */
  request(): void {
    if (this.timer !== null || this.frame !== null) return;
    const wait = Math.max(0, this.last + this.intervalMs - this.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      this.frame = this.raf(() => {
        this.frame = null;
        this.last = this.now();
        this.draw();
      });
    }, wait);
  }

  /** Drops a pending redraw (a full redraw supersedes it, or the chart is gone). */
  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    if (this.frame !== null) this.caf(this.frame);
    this.timer = null;
    this.frame = null;
  }
}
