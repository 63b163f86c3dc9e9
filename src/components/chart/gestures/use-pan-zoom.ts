/**
 * Ties pinch and drag (touch.ts) to a MainChart: the window lives in the store's viewport; each
 * gesture frame is drawn once on the next animation frame by our own painter on the frame layer
 * (frame-layer.ts: ECharts' update of the whole chart per frame was 30–70 ms at 4× CPU), and at rest
 * the window is handed to ECharts with one dataZoom action (no option rebuilt), the layer hiding
 * once ECharts has painted it. Reaching the oldest loaded bars asks the store for older ones, moving
 * the window by the bars added so the view stays put. The element carries the window on screen for
 * tests and benchmarks (data-window-start, data-window-end, data-bars: the window last given to
 * ECharts or the painter; data-painted-window, the painter's frame on screen) and who drew it
 * (data-frame: painter or chart; data-painter: worker or main).
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { EChartsType } from 'echarts/core';
import type { ChartStore } from '../chart-store';
import type { KlineState } from '../kline-data';
import type { ChartOption, ChartPatch } from '../options/common';
import type { KlineOptionInput } from '../options/kline';
import type { ChartPalette } from '../palette';
import { isKlineView, type PeriodKey } from '../types';
import { whenIdle } from '../../async/use-idle-ready';
import { FrameLayer, TextMeasure } from './frame-layer';
import type { KlineFrame } from './frame/kline-frame';
import { attachPanZoom, gestureRunning } from './touch';
import { viewportOf } from './viewport';
import { OLDER_BARS_PAGE, shouldLoadOlder, visibleIndices, type BarWindow } from './window-math';

function seriesOf(store: ChartStore, p: PeriodKey): KlineState | undefined {
  return isKlineView(p) ? store.klines.get(p) : undefined;
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

/** The bar indices of the viewport's window of a K-line period (what the chart is given), or null. */
export function viewportIndices(
  store: ChartStore,
  p: PeriodKey,
): { startValue: number; endValue: number } | null {
  const series = seriesOf(store, p);
  if (!series) return null;
  const count = series.data.time.length;
  return visibleIndices(viewportOf(store).windowOf(p, series), count);
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

/** What the painter draws a K-line frame from: the option's own input, the axis font, the colours. */
export interface FrameSource {
  option: KlineOptionInput;
  fontSize: number;
  palette: ChartPalette;
}

/**
 * After a gesture ends, the window goes back to ECharts this much later: a finger that comes back
 * at once (a second drag, a pinch after a pan) keeps the painter and no ECharts update is spent in
 * between.
 */
export const HAND_BACK_DELAY_MS = 120;
/**
 * The painter's worker starts this long after the chart mounts, at the next idle moment (at the
 * latest PAINTER_IDLE_WAIT_MS later), unless a touch starts it first: started with the chart it cost
 * the package's cold start 200–400 ms to a live price on the 2-core bench (bench/package.ts).
 */
export const PAINTER_START_DELAY_MS = 3000;
const PAINTER_IDLE_WAIT_MS = 2000;
/** ECharts paints on its own next frame; should it paint nothing, the layer hides after this. */
const HAND_BACK_FALLBACK_MS = 1000;

export interface PanZoomWiring {
  store: ChartStore;
  chartRef: RefObject<EChartsType | null>;
  wrapperRef: RefObject<HTMLDivElement>;
  /** The canvas gesture frames are painted on, over ECharts' (hidden until a gesture). */
  frameRef: RefObject<HTMLCanvasElement>;
  /** The main thread's frame canvas, where the first is the worker's (frame-layer.ts). */
  spareFrameRef?: RefObject<HTMLCanvasElement>;
  /** The current K-line period's frame source, or null (nothing to paint: ECharts draws). */
  frameSource: () => FrameSource | null;
  /** A frame was painted (its geometry places the event marks), or null: ECharts shows again. */
  onFrame?: (frame: KlineFrame | null) => void;
  /**
   * At the hand-back: runs the full redraw the chart held back while frames were painted (older
   * bars came in) and answers true, or answers false (nothing held: ECharts is given the window).
   */
  redrawHeld?: () => boolean;
  /**
   * ECharts is about to be given this window at rest (a dataZoom action; no option rebuilt): what
   * MainChart paints beside ECharts for it (the series raster) follows. Answers true when MainChart
   * gave ECharts the window itself (with the live data held back meanwhile): no action is sent.
   */
  chartWindow?: (indices: { startValue: number; endValue: number }) => boolean;
  /** The period whose option is on the canvas now (null: nothing drawn). */
  drawnPeriod: RefObject<PeriodKey | null>;
  /** Hides the crosshair when a gesture begins. */
  onGesture: () => void;
  /** A touch in the chart element's own pixels (rotated landscape layout); default: unrotated. */
  toLocal?: (t: Touch) => { x: number; y: number };
}

export interface PanZoomControl {
  /** Painted frames are on screen instead of ECharts' canvas (live patches wait meanwhile). */
  painting(): boolean;
  /**
   * ECharts drew: a full option (`full`: it shows again at once, unless a gesture runs) or a live
   * patch. The painter keeps track of what ECharts' layout remembers between draws.
   */
  chartDrew(full: boolean): void;
}

export function usePanZoom(w: PanZoomWiring): PanZoomControl {
  const wiring = useRef(w);
  wiring.current = w;
  const control = useRef<PanZoomControl>({ painting: () => false, chartDrew: () => undefined });
  // One object for the component's life; its calls reach the listeners the effect set up.
  const api = useRef<PanZoomControl>({
    painting: () => control.current.painting(),
    chartDrew: (full) => control.current.chartDrew(full),
  });

  useEffect(() => {
    const el = wiring.current.wrapperRef.current;
    const frameCanvas = wiring.current.frameRef.current;
    if (!el || !frameCanvas) return;
    let frame: number | null = null;
    let handBack: ReturnType<typeof setTimeout> | null = null;
    let fallback: ReturnType<typeof setTimeout> | null = null;
    let waiting: { chart: EChartsType; off: () => void } | null = null;
    const measure = new TextMeasure();
    const layer = new FrameLayer(
      frameCanvas,
      () => el.querySelector<HTMLElement>('.chart-canvas__host'),
      wiring.current.spareFrameRef?.current ?? null,
    );
    // The painter's worker starts at the first touch on the chart or once the page has been idle a
    // while, whichever comes first; a gesture before it runs is painted on the main thread.
    el.dataset.painter = layer.painter;
    layer.onWorker = () => (el.dataset.painter = layer.painter);
    const startPainter = () => layer.startWorker();
    // In the capture phase, as touch.ts's own listener, which stops the touch going further.
    el.addEventListener('touchstart', startPainter, { passive: true, once: true, capture: true });
    let cancelIdle: (() => void) | null = null;
    const idleStart = setTimeout(
      () => (cancelIdle = whenIdle(startPainter, PAINTER_IDLE_WAIT_MS)),
      PAINTER_START_DELAY_MS,
    );
    const stopWaiting = () => {
      if (handBack !== null) clearTimeout(handBack);
      if (fallback !== null) clearTimeout(fallback);
      handBack = fallback = null;
      waiting?.off();
      waiting = null;
    };
    const showChart = () => {
      stopWaiting();
      if (!layer.showing) return;
      layer.hide();
      el.dataset.frame = 'chart';
      wiring.current.onFrame?.(null);
    };
    const current = () => {
      const { store, drawnPeriod } = wiring.current;
      const p = store.period;
      const series = drawnPeriod.current === p ? seriesOf(store, p) : undefined;
      return series ? { store, p, series } : null;
    };
    /** ECharts laid the current window out (a full option when `fresh`): the painter notes it. */
    const noteChart = (fresh: boolean) => {
      const c = current();
      const chart = wiring.current.chartRef.current;
      const source = c && chart ? wiring.current.frameSource() : null;
      if (!c || !chart || !source) return;
      const count = c.series.data.time.length;
      const win = viewportOf(c.store).windowOf(c.p, c.series);
      layer.noteChart(
        {
          option: source.option,
          width: chart.getWidth(),
          window: visibleIndices(win, count),
          fontSize: source.fontSize,
        },
        measure,
        fresh,
      );
    };
    /** ECharts is given a window at rest (one dataZoom action). */
    const zoomChart = (chart: EChartsType, indices: { startValue: number; endValue: number }) => {
      // Given by MainChart with the live data, it has noted that draw (chartDrew) already.
      if (wiring.current.chartWindow?.(indices)) return;
      chart.dispatchAction({ type: 'dataZoom', dataZoomIndex: 0, ...indices });
      noteChart(false);
    };
    /** The layer hides once ECharts has painted what it was just given (its next `rendered`). */
    const showChartWhenPainted = (chart: EChartsType) => {
      if (!layer.showing || waiting !== null) return;
      const onRendered = () => showChart();
      chart.on('rendered', onRendered);
      waiting = { chart, off: () => chart.off('rendered', onRendered) };
      fallback = setTimeout(showChart, HAND_BACK_FALLBACK_MS);
    };
    const giveBack = () => {
      handBack = null;
      const c = current();
      const chart = wiring.current.chartRef.current;
      if (gestureRunning(el)) return;
      if (!c || !chart) {
        showChart();
        return;
      }
      // A full redraw held back during the gesture gives ECharts the whole option and the window.
      if (!wiring.current.redrawHeld?.()) {
        const count = c.series.data.time.length;
        const win = viewportOf(c.store).windowOf(c.p, c.series);
        mark(el, win, count);
        zoomChart(chart, visibleIndices(win, count));
      }
      showChartWhenPainted(chart);
    };
    /** Paints the window on the layer, unless it shows those whole bars already. */
    const paint = (chart: EChartsType, win: BarWindow, count: number): boolean => {
      // A move shorter than a bar (or a pinch step too small to add or drop one) changes the window
      // by a fraction: ECharts draws whole bars, and so does the painter: the same picture again.
      if (layer.showing && shows(el, win, count)) return true;
      const source = wiring.current.frameSource();
      if (!source) return false;
      layer.draw(
        {
          option: source.option,
          width: chart.getWidth(),
          window: visibleIndices(win, count),
          fontSize: source.fontSize,
        },
        measure,
        source.palette,
        (frame) => {
          el.dataset.frame = 'painter';
          el.dataset.painter = layer.painter;
          // The window on screen: data-window-* is the one asked for, which the worker may paint a
          // frame later (or skip for a newer one).
          el.dataset.paintedWindow = `${frame.startValue}-${frame.endValue}`;
          wiring.current.onFrame?.(frame);
        },
      );
      mark(el, win, count);
      return true;
    };
    const draw = () => {
      frame = null;
      const c = current();
      const chart = wiring.current.chartRef.current;
      if (!c || !chart) {
        showChart();
        return;
      }
      const count = c.series.data.time.length;
      const win = viewportOf(c.store).windowOf(c.p, c.series);
      const running = gestureRunning(el);
      if (running || layer.showing) {
        if (running) stopWaiting();
        if (paint(chart, win, count)) {
          // The gesture (and its fling) is over: ECharts takes its last window at rest.
          if (!running && handBack === null && waiting === null)
            handBack = setTimeout(giveBack, HAND_BACK_DELAY_MS);
          return;
        }
        showChart();
      }
      // No painter for this view (or another view of the store moved the window): ECharts draws it.
      if (shows(el, win, count)) return;
      mark(el, win, count);
      zoomChart(chart, visibleIndices(win, count));
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
      // The gesture (and any fling) is over: its last frame is handed to ECharts.
      ended: () => {
        if (frame === null) frame = requestAnimationFrame(draw);
      },
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
    control.current = {
      painting: () => layer.showing,
      chartDrew: (full) => {
        noteChart(full);
        if (!full || gestureRunning(el) || !layer.showing) return;
        // A new option at rest over painted frames (another period, indicator, theme): they go
        // once ECharts has painted it, not before (its canvas still holds the picture of before).
        stopWaiting();
        const chart = wiring.current.chartRef.current;
        if (chart) showChartWhenPainted(chart);
        else showChart();
      },
    };
    return () => {
      control.current = { painting: () => false, chartDrew: () => undefined };
      off();
      g.detach();
      stopWaiting();
      if (frame !== null) cancelAnimationFrame(frame);
      el.removeEventListener('touchstart', startPainter, { capture: true });
      clearTimeout(idleStart);
      cancelIdle?.();
      layer.dispose();
    };
  }, []);

  return api.current;
}
