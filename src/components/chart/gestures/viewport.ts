/**
 * The K-line window each period shows, shared by every view of one chart store (the page's chart
 * and its landscape full screen), so leaving the full screen returns to the same bars. A window
 * belongs to the loaded series it was made for: a reload of the period (a new instrument, a return
 * to the page) starts from the default window again.
 */
import type { KlineState } from '../kline-data';
import type { PeriodKey } from '../types';
import { clampWindow, defaultWindow, followAppend, shiftForPrepend, type BarWindow } from './window-math';

interface Entry {
  series: KlineState;
  count: number;
  window: BarWindow;
}

export class ChartViewport {
  private readonly entries = new Map<PeriodKey, Entry>();
  private readonly restoredListeners = new Set<() => void>();

  /** Views of the store redraw their window when another view hands it back (landscape closed). */
  onRestored(fn: () => void): () => void {
    this.restoredListeners.add(fn);
    return () => this.restoredListeners.delete(fn);
  }
  restored(): void {
    for (const fn of this.restoredListeners) fn();
  }

  /** The window of a period's loaded series; the default (last 48 bars) for a series not seen yet. */
  windowOf(p: PeriodKey, series: KlineState): BarWindow {
    const count = series.data.time.length;
    const e = this.entries.get(p);
    if (!e || e.series !== series) {
      const window = defaultWindow(count);
      this.entries.set(p, { series, count, window });
      return window;
    }
    if (e.count !== count) {
      // A live bar was appended since (prepends move the window themselves, in `prepended`).
      e.window = clampWindow(followAppend(e.window, e.count, count), count);
      e.count = count;
    }
    return e.window;
  }

  set(p: PeriodKey, series: KlineState, w: BarWindow): void {
    this.entries.set(p, { series, count: series.data.time.length, window: w });
  }

  /** `added` bars were put in front of the series: the same bars stay on screen. */
  prepended(p: PeriodKey, series: KlineState, added: number): void {
    const e = this.entries.get(p);
    if (!e || e.series !== series) return;
    e.window = shiftForPrepend(e.window, added);
    e.count += added;
  }
}

const viewports = new WeakMap<object, ChartViewport>();

/** The one viewport of a chart store. */
export function viewportOf(store: object): ChartViewport {
  let v = viewports.get(store);
  if (!v) {
    v = new ChartViewport();
    viewports.set(store, v);
  }
  return v;
}
