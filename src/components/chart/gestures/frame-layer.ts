/**
 * The canvas a pinch, drag or fling is drawn on (issue 21's frame goal). ECharts' update of the whole
 * chart for a new window costs 30–70 ms at 4× CPU (docs/notes/chart-gestures-landscape-cold-start.md);
 * while a gesture runs each frame is drawn here instead by our own painter (frame/), which draws
 * what ECharts draws for the same window, and ECharts' own canvas is hidden. At rest the window is
 * handed back to ECharts, and this layer hides itself once ECharts has painted it, so the swap
 * shows nothing. The frame's pixels are filled by a worker where the browser allows it
 * (frame-surface.ts).
 */
import type { ChartPalette } from '../palette';
import {
  klineFrame,
  noteEChartsDraw,
  type KlineFrame,
  type KlineFrameInput,
  type XLabelState,
} from './frame/kline-frame';
import { MainThreadSurface, startWorkerSurface, type FrameSurface } from './frame-surface';

/** Text widths, measured once per font and text: the x labels repeat from frame to frame. */
export class TextMeasure {
  private readonly widths = new Map<string, number>();
  private ctx: CanvasRenderingContext2D | null = null;

  readonly measure = (text: string, font: string): number => {
    const key = `${font}\u0000${text}`;
    const known = this.widths.get(key);
    if (known !== undefined) return known;
    if (!this.ctx) this.ctx = document.createElement('canvas').getContext('2d');
    if (!this.ctx) return 0;
    this.ctx.font = font;
    const w = this.ctx.measureText(text).width;
    // Bounded: a long session of pans meets a few thousand dates at most, but never grows unbounded.
    if (this.widths.size > 5000) this.widths.clear();
    this.widths.set(key, w);
    return w;
  };
}

export class FrameLayer {
  /** The layer is over the chart (ECharts' canvas hidden), or about to be (its frame on the way). */
  private shown = false;
  /** Bumped when the layer hides: a frame painted after that is not shown. */
  private showings = 0;
  /**
   * ECharts' x-label memory as its own draws left it (kline-frame.ts XLabelState, noteEChartsDraw):
   * every gesture frame is laid out from a copy, so the last one is the picture ECharts draws when
   * it takes the window back at rest.
   */
  private chartLabels: XLabelState = {};
  /** The last frame: the next is laid out into its arrays (about 200 KB a frame at 1,500 bars). */
  private last: KlineFrame | undefined;
  /** The worker's surface once it runs (on `canvas`); until then, or without one, the main thread's. */
  private worker: FrameSurface | null = null;
  /** The main thread's surface, on `spare` where there is one (so `canvas` stays free to hand over). */
  private main: { surface: MainThreadSurface; canvas: HTMLCanvasElement } | null = null;
  private disposed = false;
  private starting = false;
  /** Runs once the worker paints the frames from now on. */
  onWorker: (() => void) | null = null;

  constructor(
    /** The canvas handed to the painter's worker. */
    private readonly canvas: HTMLCanvasElement,
    /** ECharts' own element (its canvas inside), hidden while this layer shows. */
    private readonly chartHost: () => HTMLElement | null,
    /**
     * The canvas the main thread paints on: a gesture before the worker runs, or after it failed,
     * is painted there (a canvas the page has drawn on can no longer be handed to a worker).
     */
    private readonly spare: HTMLCanvasElement | null = null,
    private readonly dpr: number = window.devicePixelRatio || 2,
    /** Starts the worker's surface for the canvas (tests give their own), or null: no worker. */
    private readonly startSurface:
      | ((canvas: HTMLCanvasElement, stillFree: () => boolean) => Promise<FrameSurface | null>)
      | null = startWorkerSurface,
  ) {}

  /**
   * Starts the painter's worker, once (later calls do nothing). Not at once with the chart: a
   * worker's start (its script, a thread, an isolate) competed with the page's cold start for the
   * phone's cores; kline-view.ts starts it at the first touch or once the page is idle.
   */
  startWorker(): void {
    const start = this.startSurface;
    if (!start || this.starting || this.disposed) return;
    this.starting = true;
    void start(this.canvas, () => this.main?.canvas !== this.canvas && !this.disposed).then((surface) => {
      if (this.disposed) surface?.dispose();
      else if (surface) {
        this.worker = surface;
        this.onWorker?.();
      }
    });
  }

  get showing(): boolean {
    return this.shown;
  }

  /** Who fills the frames' pixels now: 'worker', or 'main' (no worker yet, none here, or it failed). */
  get painter(): 'worker' | 'main' {
    return this.worker && !this.worker.broken ? 'worker' : 'main';
  }

  /**
   * Lays one frame out and paints it, and answers it; `shown` runs once it is on screen in place of
   * ECharts' canvas (at once when the main thread paints).
   */
  draw(
    input: Omit<KlineFrameInput, 'measure' | 'xLabelState'>,
    measure: TextMeasure,
    palette: ChartPalette,
    shown: (frame: KlineFrame) => void,
  ): KlineFrame {
    const frame = klineFrame({
      ...input,
      measure: measure.measure,
      xLabelState: { ...this.chartLabels },
      reuse: this.last,
    });
    this.last = frame;
    let surface: FrameSurface;
    let target: HTMLCanvasElement;
    if (this.worker && !this.worker.broken) {
      surface = this.worker;
      target = this.canvas;
    } else {
      this.main ??= {
        surface: new MainThreadSurface(this.spare ?? this.canvas),
        canvas: this.spare ?? this.canvas,
      };
      ({ surface, canvas: target } = this.main);
    }
    const showing = this.showings;
    this.shown = true;
    surface.paint(frame, palette, this.dpr, () => {
      // The layer hid meanwhile (ECharts took the window back): this frame is not wanted.
      if (showing !== this.showings) return;
      this.reveal(target);
      shown(frame);
    });
    return frame;
  }

  /** `target` shows its frame over ECharts' hidden canvas (and the other frame canvas goes). */
  private reveal(target: HTMLCanvasElement): void {
    if (!target.hidden) return;
    for (const c of [this.canvas, this.spare]) if (c && c !== target) c.hidden = true;
    target.hidden = false;
    const host = this.chartHost();
    if (host) host.style.visibility = 'hidden';
  }

  /**
   * ECharts drew `input` (a full option when `fresh`: a new axis model, no memory; else a live patch
   * or a window at rest).
   */
  noteChart(
    input: Omit<KlineFrameInput, 'measure' | 'xLabelState'>,
    measure: TextMeasure,
    fresh: boolean,
  ): void {
    if (fresh) this.chartLabels = {};
    noteEChartsDraw(this.chartLabels, { ...input, measure: measure.measure });
  }

  /** ECharts' canvas shows the chart again (it has painted the window this layer showed). */
  hide(): void {
    if (!this.shown) return;
    this.shown = false;
    this.showings++;
    // A frame still waiting for the worker is not wanted any more either.
    this.worker?.cancel();
    this.canvas.hidden = true;
    if (this.spare) this.spare.hidden = true;
    const host = this.chartHost();
    if (host) host.style.visibility = '';
  }

  /** The chart is gone: the worker stops. */
  dispose(): void {
    this.disposed = true;
    this.worker?.dispose();
    this.worker = null;
  }
}
