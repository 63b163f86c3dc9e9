/**
 * Ties pinch and drag (touch.ts) to a MainChart: the window lives in the store's viewport, each
 * gesture frame is drawn once on the next animation frame with a dataZoom action (no option rebuilt),
 * and reaching the oldest loaded bars asks the store for older ones, moving the window by the bars
 * added so the view stays put. The element carries the window for tests and benchmarks
 * (data-window-start, data-window-end, data-bars).
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { EChartsType } from 'echarts/core';
import type { ChartStore } from '../chart-store';
import type { KlineState } from '../kline-data';
import type { ChartOption, ChartPatch } from '../options/common';
import { isKlineView, type PeriodKey } from '../types';
import { attachPanZoom } from './touch';
import { viewportOf } from './viewport';
import { OLDER_BARS_PAGE, shouldLoadOlder, visibleIndices, type BarWindow } from './window-math';

type KlinePeriod = 'day' | 'week' | 'month';

function seriesOf(store: ChartStore, p: PeriodKey): KlineState | undefined {
  return isKlineView(p) ? store.klines.get(p as KlinePeriod) : undefined;
}

/**
 * The element already shows the bars of `w`: every path that hands the chart a window (the full
 * redraw, the live follow, a gesture frame) marks it with mark() below, so the marks are what the
 * chart was last given.
 */
function shows(el: HTMLElement, w: BarWindow, count: number): boolean {
  const { startValue, endValue } = visibleIndices(w, count);
  const d = el.dataset;
  return d.windowStart === String(startValue) && d.windowEnd === String(endValue) && d.bars === String(count);
}

function mark(el: HTMLElement | null, w: BarWindow, count: number): void {
  if (!el) return;
  const { startValue, endValue } = visibleIndices(w, count);
  el.dataset.windowStart = String(startValue);
  el.dataset.windowEnd = String(endValue);
  el.dataset.bars = String(count);
}

/**
 * The full option of a K-line period with the viewport's window: ECharts' own touch handling is
 * off (the gestures here replace it) and the window is in bar indices, with no span limit beyond
 * the 20 bars the gestures keep.
 */
export function withViewportWindow(
  store: ChartStore,
  p: PeriodKey,
  option: ChartOption,
  el: HTMLElement | null,
): ChartOption {
  const series = seriesOf(store, p);
  const dz = option.dataZoom;
  if (!series || !Array.isArray(dz) || dz.length === 0) return option;
  const count = series.data.time.length;
  const w = viewportOf(store).windowOf(p, series);
  mark(el, w, count);
  // Dropped: the window is given in values, without ECharts' span limit.
  const { start, end, maxValueSpan, ...rest } = dz[0];
  return { ...option, dataZoom: [{ ...rest, disabled: true, ...visibleIndices(w, count) }] };
}

/** A live bar appended: the window follows the newest bar when it showed it. */
export function withFollowedWindow(
  store: ChartStore,
  p: PeriodKey,
  patch: ChartPatch,
  el: HTMLElement | null,
): ChartPatch {
  const series = seriesOf(store, p);
  if (!series) return patch;
  const count = series.data.time.length;
  const w = viewportOf(store).windowOf(p, series);
  mark(el, w, count);
  return { ...patch, dataZoom: [{ id: 'zoom', ...visibleIndices(w, count) }] };
}

export interface PanZoomWiring {
  store: ChartStore;
  chartRef: RefObject<EChartsType | null>;
  wrapperRef: RefObject<HTMLDivElement>;
  /** The period whose option is on the canvas now (null: nothing drawn). */
  drawnPeriod: RefObject<PeriodKey | null>;
  /** Hides the crosshair when a gesture begins. */
  onGesture: () => void;
  /** A touch in the chart element's own pixels (rotated landscape layout); default: unrotated. */
  toLocal?: (t: Touch) => { x: number; y: number };
}

export function usePanZoom(w: PanZoomWiring): void {
  const wiring = useRef(w);
  wiring.current = w;

  useEffect(() => {
    const el = wiring.current.wrapperRef.current;
    if (!el) return;
    let frame: number | null = null;
    const current = () => {
      const { store, drawnPeriod } = wiring.current;
      const p = store.period;
      const series = drawnPeriod.current === p ? seriesOf(store, p) : undefined;
      return series ? { store, p, series } : null;
    };
    const draw = () => {
      frame = null;
      const c = current();
      const chart = wiring.current.chartRef.current;
      if (!c || !chart) return;
      const count = c.series.data.time.length;
      const win = viewportOf(c.store).windowOf(c.p, c.series);
      // A move shorter than a bar (or a pinch step too small to add or drop one) changes the window
      // by a fraction: ECharts draws whole bars, so the picture would be the same one again.
      if (shows(el, win, count)) return;
      mark(el, win, count);
      chart.dispatchAction({ type: 'dataZoom', dataZoomIndex: 0, ...visibleIndices(win, count) });
    };
    const g = attachPanZoom(el, {
      enabled: () => current() !== null,
      // The chart's own size (kept by ECharts): reading the element's would lay the page out again
      // on every move, after the frame's data-window-* writes.
      plot: () => ({
        left: 1,
        width: Math.max(1, (wiring.current.chartRef.current?.getWidth() ?? el.clientWidth) - 2),
      }),
      window: () => {
        const c = current();
        return c ? viewportOf(c.store).windowOf(c.p, c.series) : { start: 0, end: 0 };
      },
      count: () => current()?.series.data.time.length ?? 0,
      setWindow: (next) => {
        const c = current();
        if (!c) return;
        const viewport = viewportOf(c.store);
        viewport.set(c.p, c.series, next);
        if (frame === null) frame = requestAnimationFrame(draw);
        if (shouldLoadOlder(next)) {
          void c.store.loadOlder(c.p, OLDER_BARS_PAGE, (added) => {
            viewport.prepended(c.p, c.series, added);
            g.shift(added);
          });
        }
      },
      began: () => wiring.current.onGesture(),
      toLocal: (t) =>
        wiring.current.toLocal?.(t) ?? {
          x: t.clientX - el.getBoundingClientRect().left,
          y: t.clientY - el.getBoundingClientRect().top,
        },
    });
    // Another view of the same store (the landscape full screen) moved the window: draw it here too.
    const off = viewportOf(wiring.current.store).onRestored(() => {
      if (frame === null) frame = requestAnimationFrame(draw);
    });
    return () => {
      off();
      g.detach();
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, []);
}
