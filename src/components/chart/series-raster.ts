/**
 * The K-line's candles and sub-chart bars at rest, painted by our own gesture painter
 * (gestures/frame/paint.ts, the picture ECharts draws, pixel for pixel but for single anti-aliased
 * edge pixels) onto a canvas that ECharts' scene shows as one image at the series' z, between the
 * grid lines and labels under them and the lines over them. ECharts keeps its own candle and bar
 * series, whose data sets the axes, the window and the scales, but does not paint them (opacity 0).
 *
 * Why: on a software canvas (the bench's Chromium, and any WebView that rasters on the CPU) ECharts'
 * picture of a wide window is rasterised in the frame's commit, and most of that is the series the
 * painter fills as plain rectangles: the volume bars are one path of ~750 rectangles per colour, the
 * 600+ candles one path of lines per colour. At 1,500 bars and 4× CPU that commit made the hand-back
 * after a pinch a task of 65–110 ms and every live patch a frame of 70–130 ms (the measurements:
 * docs/notes/chart-gestures-landscape-cold-start.md, "The series raster").
 */
import type { EChartsType } from 'echarts/core';
import type { SceneImage } from './echarts-lib';
import { klineFrame, type KlineFrame, type KlineFrameInput } from './gestures/frame/kline-frame';
import { paintKlineSeries } from './gestures/frame/paint';
import type { TextMeasure } from './gestures/frame-layer';
import type { ChartOption, ChartPatch } from './options/common';
import { SUB_BAR_IDS } from './options/kline';
import type { ChartPalette } from './palette';

/** What a raster is laid out from: the frame input but for the text measure and the label memory. */
export type RasterInput = Omit<KlineFrameInput, 'measure' | 'xLabelState' | 'reuse'>;

/** ECharts' z of the candlestick and bar series (their default): the image takes their place. */
export const SERIES_Z = 2;

/** The series the raster paints in ECharts' place. */
const RASTERED_IDS: ReadonlySet<string> = new Set(['candle', ...SUB_BAR_IDS]);

/**
 * The test pages' switch for their reference picture (ECharts painting its own series):
 * `window.__wapSeriesRaster = false` before the chart mounts.
 */
export function seriesRasterEnabled(): boolean {
  return (globalThis as { __wapSeriesRaster?: boolean }).__wapSeriesRaster !== false;
}

type SeriesList = NonNullable<ChartOption['series']>;

function hideRastered(series: SeriesList, hidden: boolean): SeriesList {
  const list = Array.isArray(series) ? series : [series];
  return list.map((s) => {
    if (!s || typeof s.id !== 'string' || !RASTERED_IDS.has(s.id)) return s;
    // Merged by id into the style the full option gave (its colours stay): only the opacity is set.
    return Object.assign({}, s, { itemStyle: Object.assign({}, s.itemStyle, { opacity: hidden ? 0 : 1 }) });
  });
}

/** The full K-line option with ECharts' candle and bar series not painted while the raster shows them. */
export function withSeriesRastered(option: ChartOption, rastered: boolean): ChartOption {
  if (!rastered || !option.series) return option;
  return { ...option, series: hideRastered(option.series, true) };
}

/**
 * A live patch that also switches who paints the candles and bars, when that changed since the
 * last draw (`rastered` now, `was` before); otherwise the patch as it is.
 */
export function patchRastered(patch: ChartPatch, rastered: boolean, was: boolean): ChartPatch {
  if (rastered === was || !patch.series) return patch;
  return { ...patch, series: hideRastered(patch.series, rastered) };
}

/** The ids of the candle and bar series in `option` (an indicator without bars has only the candles). */
export function rasteredIds(option: ChartOption): string[] {
  const list = Array.isArray(option.series) ? option.series : option.series ? [option.series] : [];
  return list.flatMap((s) => (s && typeof s.id === 'string' && RASTERED_IDS.has(s.id) ? [s.id] : []));
}

/**
 * The patch that has ECharts paint its own candle and bar series (`ids`, as rasteredIds gave them
 * for the option on the chart) again.
 */
export function seriesPaintedPatch(ids: readonly string[]): ChartPatch {
  return patchRastered({ series: ids.map((id) => ({ id })) }, false, true);
}

export class SeriesRaster {
  /** The last frame: the next is laid out into its arrays. */
  private last: KlineFrame | undefined;
  /** What the image shows now (for a repaint at a new width), or null: it is hidden. */
  private shown: { input: RasterInput; palette: ChartPalette } | null = null;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly image: SceneImage,
    private readonly measure: TextMeasure,
    private readonly dpr: number,
  ) {}

  /** The image shows the candles and bars now (ECharts' own are not painted). */
  get showing(): boolean {
    return this.shown !== null;
  }

  /**
   * Lays `input` out and paints its candles and bars, which `chart` shows from its next paint, and
   * answers true; false (the image hidden) when that failed, and ECharts must paint its own.
   * `fresh`: a full option is about to be set: the image is put in the scene (again, should it
   * have been taken out), above everything ECharts adds.
   */
  paint(chart: EChartsType, input: RasterInput, palette: ChartPalette, fresh: boolean): boolean {
    try {
      if (fresh) this.image.attach(chart);
    } catch (err) {
      return this.failed(err);
    }
    const show = this.paintHeld(input, palette);
    show?.();
    return show !== null;
  }

  /**
   * Lays `input` out and paints its candles and bars into the image's canvas, which ECharts shows
   * only once the answer is called (null: that failed, the image is hidden and ECharts must paint
   * its own). The call goes in the task that sets ECharts' own patch, so that one ECharts paint
   * shows both; the paint before it (here) may go in an earlier task.
   */
  paintHeld(input: RasterInput, palette: ChartPalette): (() => void) | null {
    try {
      const frame = klineFrame({ ...input, measure: this.measure.measure, reuse: this.last });
      this.last = frame;
      const width = Math.round(frame.width * this.dpr);
      const height = Math.round(frame.height * this.dpr);
      const c = this.canvas;
      if (c.width !== width || c.height !== height) {
        c.width = width;
        c.height = height;
      }
      const ctx = c.getContext('2d');
      if (!ctx) throw new Error('no 2d context for the series raster');
      paintKlineSeries(ctx, frame, palette, this.dpr);
      return () => {
        this.image.show(frame.width, frame.height);
        this.shown = { input, palette };
      };
    } catch (err) {
      this.failed(err);
      return null;
    }
  }

  private failed(err: unknown): false {
    // The picture must never go missing: ECharts paints its own series instead.
    console.error('series raster failed; ECharts paints the series', err);
    this.hide();
    return false;
  }

  /** The chart's size changed (ECharts laid out again): the same picture at its new width. */
  resized(chart: EChartsType): boolean {
    const s = this.shown;
    if (!s) return false;
    return this.paint(chart, { ...s.input, width: chart.getWidth() }, s.palette, false);
  }

  /** Not a K-line on the chart any more (or ECharts paints its own series): the image goes. */
  hide(): void {
    this.shown = null;
    this.image.hide();
  }
}
