/**
 * MainChart's side of the series raster (series-raster.ts): who paints the K-line's candles and bars
 * now, and what ECharts is given with each draw so that it agrees — a full option, a live patch, a
 * window at rest, a new size, a clear. The chart element carries the answer for tests and
 * benchmarks: data-series raster (ours) or echarts (ECharts' own).
 */
import type { EChartsType } from 'echarts/core';
import type { ChartOption, ChartPatch } from './options/common';
import type { ChartPalette } from './palette';
import {
  patchRastered,
  rasteredIds,
  seriesPaintedPatch,
  withSeriesRastered,
  type RasterInput,
  type SeriesRaster,
} from './series-raster';

export type BarIndices = { startValue: number; endValue: number };

export class RasterControl {
  /** ECharts was told not to paint its candles and bars: the raster shows them. */
  private shows = false;
  /** The candle and bar series of the option on the chart. */
  private ids: string[] = [];
  /** The window ECharts was last given (whoever painted it). */
  private given: BarIndices | null = null;

  constructor(
    private readonly raster: SeriesRaster,
    private readonly el: () => HTMLElement | null,
  ) {}

  get showing(): boolean {
    return this.shows;
  }

  /** The K-line window ECharts was last given, or null (none, or not a K-line). */
  get window(): BarIndices | null {
    return this.given;
  }

  private set(shows: boolean): void {
    this.shows = shows;
    const el = this.el();
    if (el) el.dataset.series = shows ? 'raster' : 'echarts';
  }

  /**
   * A full option is about to be set, for `input` (null: not a K-line, ECharts paints everything):
   * answers the option to set.
   */
  full(
    chart: EChartsType,
    option: ChartOption,
    input: RasterInput | null,
    palette: ChartPalette,
  ): ChartOption {
    const shows = input !== null && this.raster.paint(chart, input, palette, true);
    if (!shows) this.raster.hide();
    this.given = input?.window ?? null;
    this.ids = rasteredIds(option);
    this.set(shows);
    return withSeriesRastered(option, shows);
  }

  /** The chart is about to be cleared (nothing to show): the image goes too (clear() leaves it). */
  cleared(): void {
    this.raster.hide();
    this.given = null;
    this.ids = [];
    this.set(false);
  }

  /**
   * A live patch for `input` (the window it leaves ECharts with) is about to be set: the patch to
   * set, with the raster painted now and shown by `show`, to be called in the task that sets the
   * patch on ECharts (kline-view.ts: the raster's paint and ECharts' update are two tasks).
   */
  patchHeld(
    patch: ChartPatch,
    input: RasterInput | null,
    palette: ChartPalette,
  ): { patch: ChartPatch; show: () => void } {
    if (!input) return { patch, show: () => undefined };
    this.given = input.window;
    const show = this.raster.paintHeld(input, palette);
    const out = patchRastered(patch, show !== null, this.shows);
    this.set(show !== null);
    return { patch: out, show: show ?? (() => undefined) };
  }

  /** ECharts is about to be given `input`'s window by a dataZoom action (no option set). */
  moved(chart: EChartsType, input: RasterInput | null, palette: ChartPalette): void {
    this.given = input?.window ?? this.given;
    if (!this.shows) return;
    if (!input || !this.raster.paint(chart, input, palette, false)) this.paintOwn(chart);
  }

  /** ECharts laid the chart out for a new size. */
  resized(chart: EChartsType): void {
    if (this.shows && !this.raster.resized(chart)) this.paintOwn(chart);
  }

  /** The raster could not follow: ECharts paints its own series again (the image is hidden). */
  private paintOwn(chart: EChartsType): void {
    this.raster.hide();
    this.set(false);
    chart.setOption(seriesPaintedPatch(this.ids));
  }
}
