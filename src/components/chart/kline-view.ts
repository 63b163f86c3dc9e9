/**
 * The main chart's view object (issue 35 item 1): one per mounted chart, shared nothing but the
 * store and its window. It owns
 *
 * - the **window** (first/last bar; gestures/viewport.ts keeps one per period and store, so the
 *   page's chart and the landscape one show the same bars),
 * - the **data reference** (the store) and what ECharts was last given (period, window, range),
 * - the **paint state** (paint-state.ts: E ECharts / R raster / G gesture frames / H hand-back, the
 *   live patch held, the full option held) and carries out its effects,
 * - one **invalidation mask** flushed on one `requestAnimationFrame` (the window's frame and the
 *   legends' update),
 * - the crosshair's bar and box.
 *
 * React components send it input (`redraw`, `resized`, `setChart`, touches through `mount`) and
 * subscribe to it (`subscribe`/`version`) for the legends, the crosshair and the summary. No
 * decision reads the DOM: the chart element's `data-*` attributes are written from this object's
 * state for tests and benchmarks only.
 */
import type { EChartsType } from 'echarts/core';
import { whenIdle } from '../async/use-idle-ready';
import type { ChartStore } from './chart-store';
import type { ChartLib } from './ChartCanvas';
import { attachCrosshairGestures, type CrosshairGestures } from './crosshair';
import type { CrosshairState } from './CrosshairOverlay';
import { largerAxisLabels } from './fullscreen/axes';
import { localPoint } from './fullscreen/layout';
import { FrameLayer, TextMeasure } from './gestures/frame-layer';
import type { KlineFrame } from './gestures/frame/kline-frame';
import { attachPanZoom, isRunning, type PanZoom } from './gestures/touch';
import { viewportOf } from './gestures/viewport';
import { OLDER_BARS_PAGE, shouldLoadOlder, visibleIndices, type BarWindow } from './gestures/window-math';
import type { KlineState } from './kline-data';
import { gridBoxes, KLINE_LABEL_GAP, type ChartPatch } from './options/common';
import { setOptionPaintLater } from './paint-later';
import {
  INITIAL_PAINT_STATE,
  paintStep,
  type PaintEffect,
  type PaintEvent,
  type PaintState,
} from './paint-state';
import { RasterControl, type BarIndices } from './raster-control';
import { LIVE_REDRAW_INTERVAL_MS, RedrawScheduler } from './redraw';
import { SERIES_Z, SeriesRaster, seriesRasterEnabled, type RasterInput } from './series-raster';
import { isKlineView, type PeriodKey } from './types';
import {
  crosshairTextAt,
  fullOption,
  klineOptionInput,
  lastIndex,
  livePatch,
  type PriceRange,
  type ViewStyle,
} from './views';

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
export const HAND_BACK_FALLBACK_MS = 1000;

/** What must be redone on the next animation frame. */
export const Invalid = {
  /** The window moved (a gesture step, its end, another view's window): a frame or a dataZoom. */
  Window: 1,
  /** The legends, the summary and the slider read new data or a new window (React, after the paint). */
  Legends: 2,
} as const;

export interface KlineViewStyle extends ViewStyle {
  /** Axis labels' font size (12 px in the landscape full screen). */
  fontSize: number;
  /** Drawn in the landscape full screen (larger labels), rotated (touches mapped). */
  landscape: { rotated: boolean } | null;
  /** What volumes are divided by on screen (the crosshair's text). */
  volumeLot: number;
}

/** The elements a mounted chart gives its view. */
export interface KlineViewParts {
  /** The chart element (touches, the data-* outputs). */
  el: HTMLElement;
  /** The canvas gesture frames are painted on (the worker's). */
  frame: HTMLCanvasElement;
  /** The main thread's frame canvas. */
  spare: HTMLCanvasElement | null;
}

export interface KlineViewDeps {
  raf?: (fn: () => void) => number;
  cancelRaf?: (id: number) => void;
  /** The frame layer over ECharts' host (tests give their own). */
  layer?: (parts: KlineViewParts) => FrameLayer;
  /** The raster for a new ECharts instance, or null (off; tests give their own). */
  raster?: (lib: ChartLib | undefined, el: () => HTMLElement | null) => RasterControl | null;
}

function defaultRaster(lib: ChartLib | undefined, el: () => HTMLElement | null): RasterControl | null {
  if (!lib || !seriesRasterEnabled()) return null;
  const canvas = document.createElement('canvas');
  // The same pixel ratio as ECharts' own canvas (echarts-lib.ts createChart).
  const raster = new SeriesRaster(
    canvas,
    lib.sceneImage(canvas, SERIES_Z),
    new TextMeasure(),
    window.devicePixelRatio || 2,
  );
  return new RasterControl(raster, el);
}

interface Given {
  startValue: number;
  endValue: number;
  count: number;
}

export class KlineView {
  private state: PaintState = INITIAL_PAINT_STATE;
  /** ECharts' instance (a ref object: the marks' hook reads it too). */
  readonly chartRef: { current: EChartsType | null } = { current: null };
  private get chart(): EChartsType | null {
    return this.chartRef.current;
  }
  private raster: RasterControl | null = null;
  private el: HTMLElement | null = null;
  private layer: FrameLayer | null = null;
  private pan: PanZoom | null = null;
  private crosshair: CrosshairGestures | null = null;
  private readonly measure = new TextMeasure();
  private style: KlineViewStyle | null = null;
  /** The period last asked for (a change clears the crosshair). */
  private period: PeriodKey | null = null;
  /** The period whose option is on the canvas (null: nothing drawn). */
  private drawn: PeriodKey | null = null;
  /** The bars ECharts or the layer was last given (what data-window-* says). */
  private given: Given | null = null;
  /** The intraday price range, kept between patches so it only widens. */
  private range: PriceRange = null;
  /** A live bar was appended since the last patch: the window follows it. */
  private appended = false;
  private mask = 0;
  private frameId: number | null = null;
  private handBack: ReturnType<typeof setTimeout> | null = null;
  private fallback: ReturnType<typeof setTimeout> | null = null;
  private waiting: (() => void) | null = null;
  /**
   * A live patch (at the hand-back, `giveLive`, or at rest), set on ECharts in the task after the
   * raster was painted for it, and what waits for that set (the hand-back's `rendered` listener).
   */
  private nextSet: { timer: ReturnType<typeof setTimeout>; run: () => void } | null = null;
  private afterSet: (() => void) | null = null;
  private cross: { index: number; state: CrosshairState } | null = null;
  /** The element's box, read once per touch sequence (any touch start, scroll or resize drops it). */
  private box: DOMRect | null = null;
  private versionNo = 0;
  private readonly listeners = new Set<() => void>();
  private readonly live: RedrawScheduler;
  private readonly raf: (fn: () => void) => number;
  /** A gesture frame was painted (its geometry places the event marks), or null: ECharts shows again. */
  onFrame: (frame: KlineFrame | null) => void = () => undefined;

  constructor(
    readonly store: ChartStore,
    private readonly deps: KlineViewDeps = {},
  ) {
    this.raf = deps.raf ?? ((fn) => requestAnimationFrame(fn));
    this.live = new RedrawScheduler(() => this.dispatch({ type: 'liveTimer' }), LIVE_REDRAW_INTERVAL_MS);
  }

  // ---- what React reads ----

  readonly subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };
  readonly version = (): number => this.versionNo;

  /** The paint state (who paints now). */
  get paint(): PaintState {
    return this.state;
  }

  /** The crosshair on screen (its bar and box), or null. */
  get crosshairAt(): { index: number; state: CrosshairState } | null {
    return this.cross;
  }

  /** The period whose option ECharts has drawn, or null (what shows before it says so). */
  get drawnPeriod(): PeriodKey | null {
    return this.drawn;
  }

  /** The bar indices of the window of a K-line period, or null (what the summary and slider say). */
  windowOf(p: PeriodKey): BarIndices | null {
    const series = this.seriesOf(p);
    return series
      ? visibleIndices(viewportOf(this.store).windowOf(p, series), series.data.time.length)
      : null;
  }

  private notify(): void {
    this.versionNo++;
    for (const fn of this.listeners) fn();
  }

  // ---- input ----

  setStyle(style: KlineViewStyle): void {
    this.style = style;
  }

  /** A new ECharts instance (or none): the raster is made for it. */
  setChart(chart: EChartsType | null, lib?: ChartLib): void {
    this.chartRef.current = chart;
    this.raster = chart ? (this.deps.raster ?? defaultRaster)(lib, () => this.el) : null;
  }

  /** The chart's elements are in the page: touches, the crosshair and the frame layer start. */
  mount(parts: KlineViewParts): () => void {
    const { el } = parts;
    this.el = el;
    const layer = (this.deps.layer ?? defaultLayer)(parts);
    this.layer = layer;
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
    // The box is read once per touch sequence: reading it on every move laid the page out again
    // after each frame's writes. A window capture listener runs before the chart's own.
    const dropBox = () => (this.box = null);
    const boxOpts = { capture: true, passive: true } as const;
    const boxEvents = ['touchstart', 'scroll', 'resize'] as const;
    for (const type of boxEvents) window.addEventListener(type, dropBox, boxOpts);
    const toLocal = (t: Touch) => {
      this.box ??= el.getBoundingClientRect();
      return localPoint(this.box, t.clientX, t.clientY, this.style?.landscape?.rotated ?? false);
    };
    const pan = attachPanZoom(el, {
      enabled: () => this.current() !== null,
      // The chart's own size (kept by ECharts): reading the element's would lay the page out again.
      plot: () => ({ left: 1, width: Math.max(1, (this.chart?.getWidth() ?? el.clientWidth) - 2) }),
      window: () => {
        const c = this.current();
        return c ? viewportOf(this.store).windowOf(c.p, c.series) : { start: 0, end: 0 };
      },
      count: () => this.current()?.series.data.time.length ?? 0,
      setWindow: (next) => this.setWindow(next),
      crosshairShown: () => this.crosshair?.shown() ?? false,
      gesture: (g) => {
        if (isRunning(g) && !this.state.gesture) this.dispatch({ type: 'gestureStart' });
        if (!isRunning(g) && this.state.gesture) {
          this.dispatch({ type: 'gestureEnd' });
          // The gesture (and any fling) is over: its last frame is handed to ECharts.
          this.invalidate(Invalid.Window);
        }
      },
      toLocal,
    });
    this.pan = pan;
    // After the pan's listeners: a long press that turns into a drag is the crosshair's from then.
    const crosshair = attachCrosshairGestures(
      el,
      { show: (x) => this.locate(x), move: (x) => this.locate(x), hide: () => this.setCross(null) },
      { toLocal },
    );
    this.crosshair = crosshair;
    // Another view of the same store (the landscape full screen) moved the window: draw it here too.
    const offRestored = viewportOf(this.store).onRestored(() => this.invalidate(Invalid.Window));
    const offLive = this.store.onLive((p, appended) => {
      if (p !== this.store.period) return;
      if (appended) this.appended = true;
      this.dispatch({ type: 'trade' });
    });
    return () => {
      offLive();
      offRestored();
      this.live.cancel();
      this.cancelNextSet();
      pan.detach();
      crosshair.detach();
      this.pan = this.crosshair = null;
      this.cancelWait();
      if (this.frameId !== null) (this.deps.cancelRaf ?? cancelAnimationFrame)(this.frameId);
      this.frameId = null;
      this.mask = 0;
      // The layer goes with the elements: a chart mounted again starts at rest.
      this.state = { ...INITIAL_PAINT_STATE, rest: this.state.rest, mode: this.state.rest };
      el.removeEventListener('touchstart', startPainter, { capture: true });
      for (const type of boxEvents) window.removeEventListener(type, dropBox, boxOpts);
      clearTimeout(idleStart);
      cancelIdle?.();
      layer.dispose();
      this.layer = null;
      this.el = null;
    };
  }

  /** The period, indicator, data or style changed: a full option. */
  redraw(): void {
    // §4 (states and transitions): choosing a period tab clears the crosshair.
    if (this.store.period !== this.period) this.hideCrosshair();
    this.period = this.store.period;
    this.dispatch({ type: 'full', sameView: this.drawn === this.store.period });
  }

  /** ECharts laid the chart out for a new size. */
  readonly resized = (): void => {
    this.dispatch({ type: 'resized' });
  };

  /** The crosshair on bar i (a finger's, or the screen reader's slider's). */
  readonly showAt = (i: number): void => {
    const chart = this.chart;
    const style = this.style;
    const p = this.store.period;
    if (!chart || !style || this.drawn !== p) return;
    // §8 (the error catalogue): errors while building the tooltip are swallowed (the crosshair just does not move).
    try {
      const text = crosshairTextAt(this.store, p, i, style.decimals, style.volumeLot);
      if (!text) return;
      const x = Number(chart.convertToPixel({ xAxisIndex: 0 }, i));
      const top = gridBoxes(style.height, isKlineView(p) ? KLINE_LABEL_GAP : undefined).main.top;
      const y = text.price === null ? top : Number(chart.convertToPixel({ yAxisIndex: 0 }, text.price));
      this.setCross({ index: i, state: { x, y, xLabel: text.xLabel, yLabel: text.yLabel, rows: text.rows } });
    } catch {
      /* swallowed per §8 (the error catalogue) */
    }
  };

  /** Hides the crosshair (a period change, §4 (states and transitions); the slider left). */
  readonly hideCrosshair = (): void => {
    this.crosshair?.hide();
    this.setCross(null);
  };

  private locate(x: number): void {
    const chart = this.chart;
    const last = lastIndex(this.store, this.store.period);
    if (!chart || last < 0 || this.drawn !== this.store.period) return;
    try {
      const raw = Number(chart.convertFromPixel({ xAxisIndex: 0 }, x));
      if (Number.isFinite(raw)) this.showAt(Math.max(0, Math.min(last, Math.round(raw))));
    } catch {
      /* swallowed per §8 (the error catalogue) */
    }
  }

  private setCross(c: { index: number; state: CrosshairState } | null): void {
    if (c === null && this.cross === null) return;
    this.cross = c;
    this.notify();
  }

  private setWindow(next: BarWindow): void {
    const c = this.current();
    if (!c) return;
    const viewport = viewportOf(this.store);
    viewport.set(c.p, c.series, next);
    this.invalidate(Invalid.Window);
    if (shouldLoadOlder(next)) {
      void this.store.loadOlder(c.p, OLDER_BARS_PAGE, (added) => {
        viewport.prepended(c.p, c.series, added);
        this.pan?.shift(added);
      });
    }
  }

  /** Marks what must be redone; one animation frame redoes it all. */
  invalidate(bits: number): void {
    this.mask |= bits;
    if (this.frameId === null) this.frameId = this.raf(() => this.flush());
  }

  private flush(): void {
    this.frameId = null;
    const m = this.mask;
    this.mask = 0;
    if (m & Invalid.Window) this.frame();
    // React's update of the legends runs in a task after this frame, not inside it: their style,
    // layout and paint would land in the frame where ECharts lays out and paints.
    if (m & Invalid.Legends) setTimeout(() => this.notify(), 0);
  }

  private frame(): void {
    const c = this.current();
    const w = c && this.windowGiven(c);
    this.dispatch({
      type: 'frame',
      canPaint: c !== null && this.chart !== null && this.frameSource() !== null,
      same: w !== null && this.shows(w),
    });
  }

  // ---- the state machine ----

  private dispatch(e: PaintEvent): void {
    const step = paintStep(this.state, e);
    this.state = step.state;
    for (const effect of step.effects) this.run(effect);
  }

  private run(effect: PaintEffect): void {
    switch (effect) {
      case 'setFull':
        return this.drawFull(false);
      case 'setFullLater':
      case 'giveFull':
        return this.drawFull(true);
      case 'scheduleLive':
        return this.live.request();
      case 'cancelLive':
        return this.live.cancel();
      case 'patchLive':
        this.applyLive();
        return;
      case 'giveLive': {
        const c = this.current();
        const w = c && this.windowGiven(c);
        if (w && this.applyLive(w)) this.mark(w);
        else this.zoomChart();
        return;
      }
      case 'paintFrame':
        return this.paintFrame();
      case 'zoomChart':
        return this.zoomChart();
      case 'armHandBack':
        this.handBack = setTimeout(() => {
          this.handBack = null;
          this.dispatch({ type: 'handBackElapsed' });
        }, HAND_BACK_DELAY_MS);
        return;
      case 'cancelWait':
        return this.cancelWait();
      case 'waitRendered':
        // After the set it waits for: a paint before it (the raster's, say) must not take the layer.
        if (this.nextSet !== null) {
          this.afterSet = () => this.waitRendered();
          return;
        }
        return this.waitRendered();
      case 'hideLayer':
        return this.hideLayer();
      case 'resizeRaster':
        if (this.chart && this.raster) {
          this.raster.resized(this.chart);
          this.dispatch({ type: 'raster', shows: this.raster.showing });
        }
        return;
      case 'hideCrosshair':
        return this.hideCrosshair();
    }
  }

  private cancelWait(): void {
    if (this.handBack !== null) clearTimeout(this.handBack);
    if (this.fallback !== null) clearTimeout(this.fallback);
    this.handBack = this.fallback = null;
    this.waiting?.();
    this.waiting = null;
    this.afterSet = null;
  }

  /**
   * A live patch in two tasks: the raster was painted in this one, ECharts is given the patch (and
   * the raster's image shown) in the next, so one ECharts paint shows both. In one task, the raster's
   * paint and ECharts' whole update ran back to back (50 ms at 4× CPU at the hand-back, 8.5 of it
   * the raster, 40 the update): the longest task after a gesture and of a live trade at rest.
   */
  private setInNextTask(set: () => void): void {
    // A patch still waiting goes first: each carries what changed since the one before it.
    this.runNextSet();
    const run = () => {
      this.nextSet = null;
      set();
      const after = this.afterSet;
      this.afterSet = null;
      after?.();
    };
    this.nextSet = { timer: setTimeout(run, 0), run };
  }

  private runNextSet(): void {
    if (this.nextSet === null) return;
    clearTimeout(this.nextSet.timer);
    this.nextSet.run();
  }

  /** A full option or the chart's end makes the pending patch moot. */
  private cancelNextSet(): void {
    if (this.nextSet !== null) clearTimeout(this.nextSet.timer);
    this.nextSet = null;
    const after = this.afterSet;
    this.afterSet = null;
    // Whoever waited for the set still waits for ECharts' next paint.
    after?.();
  }

  /** The layer goes once ECharts has painted what it was just given (its next `rendered`). */
  private waitRendered(): void {
    const chart = this.chart;
    if (!chart) {
      this.dispatch({ type: 'fallbackElapsed' });
      return;
    }
    this.cancelWait();
    const onRendered = () => this.dispatch({ type: 'rendered' });
    chart.on('rendered', onRendered);
    this.waiting = () => chart.off('rendered', onRendered);
    this.fallback = setTimeout(() => {
      this.fallback = null;
      this.dispatch({ type: 'fallbackElapsed' });
    }, HAND_BACK_FALLBACK_MS);
  }

  private hideLayer(): void {
    const layer = this.layer;
    if (!layer?.showing) return;
    layer.hide();
    if (this.el) this.el.dataset.frame = 'chart';
    this.onFrame(null);
  }

  // ---- what each painter is given ----

  private seriesOf(p: PeriodKey): KlineState | undefined {
    return isKlineView(p) ? this.store.klines.get(p) : undefined;
  }

  /** The K-line drawn now, or null (another period is on the canvas, or nothing). */
  private current(): { p: PeriodKey; series: KlineState } | null {
    const p = this.store.period;
    const series = this.drawn === p ? this.seriesOf(p) : undefined;
    return series ? { p, series } : null;
  }

  private windowGiven(c: { p: PeriodKey; series: KlineState }): Given {
    const count = c.series.data.time.length;
    return { ...visibleIndices(viewportOf(this.store).windowOf(c.p, c.series), count), count };
  }

  private shows(w: Given): boolean {
    const g = this.given;
    return g !== null && g.startValue === w.startValue && g.endValue === w.endValue && g.count === w.count;
  }

  /** ECharts or the layer is given `w`: the element says so, for tests and benchmarks. */
  private mark(w: Given): void {
    this.given = w;
    const el = this.el;
    if (!el) return;
    el.dataset.windowStart = String(w.startValue);
    el.dataset.windowEnd = String(w.endValue);
    el.dataset.bars = String(w.count);
  }

  private frameSource() {
    const style = this.style;
    const option = style && klineOptionInput(this.store, this.store.period, style);
    return option && style ? { option, fontSize: style.fontSize, palette: style.palette } : null;
  }

  /** What the raster paints for `p` at `indices` with the store's data now, or null (not a K-line). */
  private rasterInput(chart: EChartsType, p: PeriodKey, indices: BarIndices | null): RasterInput | null {
    const style = this.style;
    const option = indices && style && klineOptionInput(this.store, p, style);
    return option && indices && style
      ? { option, width: chart.getWidth(), window: indices, fontSize: style.fontSize }
      : null;
  }

  /** ECharts laid the current window out (a full option when `fresh`): the painter notes it. */
  private noteChart(fresh: boolean): void {
    const c = this.current();
    const chart = this.chart;
    const source = c && chart ? this.frameSource() : null;
    if (!c || !chart || !source || !this.layer) return;
    const { count, ...window } = this.windowGiven(c);
    this.layer.noteChart(
      { option: source.option, width: chart.getWidth(), window, fontSize: source.fontSize },
      this.measure,
      fresh,
    );
  }

  /** What ECharts shows changed: React hears it (MainChart's live line makes way for the chart). */
  private setDrawn(p: PeriodKey | null): void {
    if (this.drawn === p) return;
    this.drawn = p;
    this.notify();
  }

  private drawFull(later: boolean): void {
    const chart = this.chart;
    const el = this.el;
    const style = this.style;
    if (!chart || !el || !style) return;
    // The full option carries the data the pending live patch would have set.
    this.cancelNextSet();
    const store = this.store;
    const p = store.period;
    // The K-line window is the store's viewport: kept across indicator, theme and views.
    const view = fullOption(store, p, style);
    if (!view) {
      this.raster?.cleared();
      chart.clear();
      this.setDrawn(null);
      this.given = null;
      delete el.dataset.drawn;
      this.dispatch({ type: 'raster', shows: false });
      return;
    }
    this.range = view.range;
    let option = view.option;
    const series = this.seriesOf(p);
    const dz = option.dataZoom;
    let indices: BarIndices | null = null;
    if (series && Array.isArray(dz) && dz.length > 0) {
      // ECharts' own touch handling is off (the gestures here replace it) and the window is given
      // in bar indices, without ECharts' span limit.
      const count = series.data.time.length;
      indices = visibleIndices(viewportOf(store).windowOf(p, series), count);
      this.mark({ ...indices, count });
      // Dropped: the window is given in values, without ECharts' span limit.
      const { start, end, maxValueSpan, ...rest } = dz[0];
      option = { ...option, dataZoom: [{ ...rest, disabled: true, ...indices }] };
    }
    if (style.landscape) option = largerAxisLabels(option);
    const r = this.raster;
    const full = r ? r.full(chart, option, this.rasterInput(chart, p, indices), style.palette) : option;
    if (later) setOptionPaintLater(chart, full, { notMerge: true });
    else chart.setOption(full, { notMerge: true });
    this.setDrawn(p);
    this.noteChart(true);
    // Markers for tests and the load benchmark: what the canvas shows now.
    el.dataset.drawn = p;
    el.dataset.indicator = isKlineView(p) ? store.indicator : '';
    this.dispatch({ type: 'raster', shows: r?.showing ?? false });
  }

  /**
   * The live patch (the data as they are now) given to ECharts, with the raster painted for it. At
   * the hand-back (`atRest`: the window the gesture left) it carries that window too, in place of
   * the dataZoom action. Answers whether ECharts was given anything.
   */
  private applyLive(atRest?: BarIndices): boolean {
    const chart = this.chart;
    const style = this.style;
    const store = this.store;
    const p = store.period;
    if (!chart || !style || this.drawn !== p) return false;
    const live = livePatch(store, p, style, this.range, this.appended);
    if (!live) return false;
    const appended = this.appended;
    this.appended = false;
    this.range = live.range;
    let patch: ChartPatch = live.patch;
    const r = this.raster;
    let indices: BarIndices | null;
    const c = this.current();
    if (atRest) {
      patch = {
        ...patch,
        dataZoom: [{ id: 'zoom', startValue: atRest.startValue, endValue: atRest.endValue }],
      };
      indices = { startValue: atRest.startValue, endValue: atRest.endValue };
    } else if (appended && c) {
      // The window follows the newest bar when it showed it.
      const w = this.windowGiven(c);
      this.mark(w);
      indices = { startValue: w.startValue, endValue: w.endValue };
      patch = { ...patch, dataZoom: [{ id: 'zoom', ...indices }] };
    } else {
      // ECharts keeps its window: the one it was last given (the viewport may have moved in another
      // view of the store, which redraws this one when it comes back).
      indices = r?.window ?? this.windowOf(p);
    }
    let showRaster = () => undefined as void;
    if (r) {
      const held = r.patchHeld(patch, this.rasterInput(chart, p, indices), style.palette);
      patch = held.patch;
      showRaster = held.show;
      this.dispatch({ type: 'raster', shows: r.showing });
    }
    const set = () => {
      showRaster();
      setOptionPaintLater(chart, patch);
      this.noteChart(false);
      // The legends read the new last bar; they re-render after ECharts' frame, not inside it.
      this.invalidate(Invalid.Legends);
    };
    this.setInNextTask(set);
    return true;
  }

  /** ECharts is given the window at rest (one dataZoom action; no option rebuilt), the raster first. */
  private zoomChart(): void {
    const c = this.current();
    const chart = this.chart;
    if (!c || !chart) return;
    const w = this.windowGiven(c);
    this.mark(w);
    const indices = { startValue: w.startValue, endValue: w.endValue };
    const r = this.raster;
    if (r && this.style) {
      r.moved(chart, this.rasterInput(chart, c.p, indices), this.style.palette);
      this.dispatch({ type: 'raster', shows: r.showing });
    }
    chart.dispatchAction({ type: 'dataZoom', dataZoomIndex: 0, ...indices });
    this.noteChart(false);
    // The summary and the slider (a11y/) read the window the gesture left.
    this.invalidate(Invalid.Legends);
  }

  /** Paints the window on the layer. */
  private paintFrame(): void {
    const c = this.current();
    const chart = this.chart;
    const source = this.frameSource();
    const layer = this.layer;
    const el = this.el;
    if (!c || !chart || !source || !layer || !el) return;
    const w = this.windowGiven(c);
    const { count, ...window } = w;
    layer.draw(
      { option: source.option, width: chart.getWidth(), window, fontSize: source.fontSize },
      this.measure,
      source.palette,
      (frame) => {
        el.dataset.frame = 'painter';
        el.dataset.painter = layer.painter;
        // The window on screen: data-window-* is the one asked for, which the worker may paint a
        // frame later (or skip for a newer one).
        el.dataset.paintedWindow = `${frame.startValue}-${frame.endValue}`;
        this.onFrame(frame);
      },
    );
    this.mark(w);
  }
}

function defaultLayer(parts: KlineViewParts): FrameLayer {
  const { el, frame, spare } = parts;
  return new FrameLayer(frame, () => el.querySelector<HTMLElement>('.chart-canvas__host'), spare);
}
