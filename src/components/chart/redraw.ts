/**
 * Coalesces live redraws: however many trades arrive, the chart is redrawn at most once per interval
 * (default 250 ms, i.e. ≤ 4 redraws a second), with the data as they are then.
 *
 * `draw` runs in a plain timer task, not in an animation frame: it hands ECharts a patch, which
 * ECharts merges, lays out and renders into its scene right away, while zrender paints the canvas
 * on its own next animation frame (paint-later.ts). Calling it from a frame would put all of that
 * into one long task; from a timer it is two shorter ones (issue 4: no main-thread task over 50 ms).
 * Measured in the bench: the update in the timer and only the paint in the frame splits the work
 * more evenly than a `lazyUpdate` patch, which leaves the layout to the frame as well.
 */
export const LIVE_REDRAW_INTERVAL_MS = 250;

/**
 * Holding a redraw back while a pinch, drag or fling runs is not this timer's job: the chart's paint
 * state (paint-state.ts) decides what a due redraw does, and holds it during a gesture.
 */
export class RedrawScheduler {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private last = -Infinity;

  constructor(
    private readonly draw: () => void,
    private readonly intervalMs = LIVE_REDRAW_INTERVAL_MS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Asks for a redraw; requests before it runs are merged into it. */
  request(): void {
    if (this.timer !== null) return;
    const wait = Math.max(0, this.last + this.intervalMs - this.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      this.last = this.now();
      this.draw();
    }, wait);
  }

  /** A redraw is due: the chart does not show the newest data yet. */
  get pending(): boolean {
    return this.timer !== null;
  }

  /** Drops a pending redraw (a full redraw supersedes it, or the chart is gone). */
  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
