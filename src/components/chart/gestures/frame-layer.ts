/**
 * The canvas a pinch, drag or fling is drawn on (issue 21's frame goal). ECharts' update of the whole
 * chart for a new window costs 30–70 ms at 4× CPU (docs/chart-gestures-landscape-cold-start.md);
 * while a gesture runs each frame is drawn here instead by our own painter (frame/), which draws
 * what ECharts draws for the same window, and ECharts' own canvas is hidden. At rest the window is
 * handed back to ECharts, and this layer hides itself once ECharts has painted it, so the swap
 * shows nothing.
 */
import type { ChartPalette } from '../palette';
import {
  klineFrame,
  noteEChartsDraw,
  type KlineFrame,
  type KlineFrameInput,
  type XLabelState,
} from './frame/kline-frame';
import { paintKlineFrame } from './frame/paint';

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
  /** The layer is over the chart (ECharts' canvas hidden). */
  private shown = false;
  /**
   * ECharts' x-label memory as its own draws left it (kline-frame.ts XLabelState, noteEChartsDraw):
   * every gesture frame is laid out from a copy, so the last one is the picture ECharts draws when
   * it takes the window back at rest.
   */
  private chartLabels: XLabelState = {};
  /** The last frame: the next is laid out into its arrays (about 200 KB a frame at 1,500 bars). */
  private last: KlineFrame | undefined;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    /** ECharts' own element (its canvas inside), hidden while this layer shows. */
    private readonly chartHost: () => HTMLElement | null,
    private readonly dpr: number = window.devicePixelRatio || 2,
  ) {}

  get showing(): boolean {
    return this.shown;
  }

  /** Draws one frame and shows it in place of ECharts' canvas; answers the frame's geometry. */
  draw(
    input: Omit<KlineFrameInput, 'measure' | 'xLabelState'>,
    measure: TextMeasure,
    palette: ChartPalette,
  ): KlineFrame {
    const frame = klineFrame({
      ...input,
      measure: measure.measure,
      xLabelState: { ...this.chartLabels },
      reuse: this.last,
    });
    this.last = frame;
    const c = this.canvas;
    const w = Math.round(frame.width * this.dpr);
    const h = Math.round(frame.height * this.dpr);
    if (c.width !== w || c.height !== h) {
      c.width = w;
      c.height = h;
    }
    const ctx = c.getContext('2d');
    if (ctx) paintKlineFrame(ctx, frame, palette, this.dpr);
    if (!this.shown) {
      this.shown = true;
      c.hidden = false;
      const host = this.chartHost();
      if (host) host.style.visibility = 'hidden';
    }
    return frame;
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
    this.canvas.hidden = true;
    const host = this.chartHost();
    if (host) host.style.visibility = '';
  }
}
