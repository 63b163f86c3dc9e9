/**
 * Event markers on the main chart (issue 21): after each full redraw of a K-line view the bars'
 * marks are worked out again, and after each of the chart's paints (full redraws, live patches,
 * every pinch and drag frame) they are drawn on their own canvas layer where the axes put their
 * bars; a tap on a mark opens its summary line. MainChart calls this after its own full-redraw
 * effect (effects run in order, so the marks are placed on the fresh option).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { EChartsType } from 'echarts/core';
import type { ChartStore } from '../chart-store';
import { isKlineView, type PeriodKey } from '../types';
import type { BarMarks } from './markers';
import { MarkerCanvas } from './marker-canvas';
import {
  MARK_OFFSET_PX,
  barMarks,
  chartAxisMaps,
  chartYLabels,
  labelBox,
  markSpots,
  marksAt,
  toPixel,
} from './marker-layer';
import type { KlineState } from '../kline-data';
import { labelFont, type FrameText, type KlineFrame } from '../gestures/frame/kline-frame';
import { gridBoxes, KLINE_LABEL_GAP } from '../options/common';
import type { AxisMap } from './marker-layer';

/** How the chart's price labels are written (the marks keep off them). */
export interface PriceLabelStyle {
  decimals: number;
  fontSize: number;
}

/** Where a painted frame put its bars and price labels (instead of ECharts). */
interface FrameGeometry {
  maps: { x: AxisMap; y: AxisMap };
  labels: readonly FrameText[];
  font: string;
  lineHeight: number;
}

/** The marks' axis maps from a painted gesture frame (gestures/frame-layer.ts) instead of ECharts. */
export function frameAxisMaps(frame: KlineFrame): { x: AxisMap; y: AxisMap } {
  return {
    x: { v0: 0, p0: frame.xOf(0), v1: 1, p1: frame.xOf(1) },
    y: { v0: 0, p0: frame.yOfMain(0), v1: 1, p1: frame.yOfMain(1) },
  };
}

export function useChartMarkers(
  chartRef: RefObject<EChartsType | null>,
  wrapperRef: RefObject<HTMLDivElement>,
  /** The marks' canvas, laid over the chart's. */
  canvasRef: RefObject<HTMLCanvasElement>,
  store: ChartStore,
  period: PeriodKey,
  /** Everything the full redraw depends on: the marks are re-merged whenever it ran. */
  redrawKey: readonly unknown[],
  priceLabels: PriceLabelStyle,
): { tip: BarMarks | null; closeTip: () => void; paintFrame: (frame: KlineFrame | null) => void } {
  const [tip, setTip] = useState<BarMarks | null>(null);
  const marks = useRef<BarMarks[]>([]);
  const layerRef = useRef<{ canvas: HTMLCanvasElement; layer: MarkerCanvas } | null>(null);
  const labelStyle = useRef(priceLabels);
  labelStyle.current = priceLabels;
  /** Draws the marks where a painted gesture frame put the bars, or (null) where ECharts put them. */
  const paintFrame = useRef((frame: KlineFrame | null) => {
    const chart = chartRef.current;
    const wrapper = wrapperRef.current;
    const p = store.period;
    const k = isKlineView(p) ? store.klines.get(p) : undefined;
    const layer = layerRef.current?.layer;
    if (!chart || !wrapper || !layer) return;
    const given: FrameGeometry | undefined = frame
      ? { maps: frameAxisMaps(frame), labels: frame.yLabels, font: frame.font, lineHeight: frame.lineHeight }
      : undefined;
    drawMarks(chart, wrapper, layer, k, marks.current, labelStyle.current, given);
  }).current;
  const on = store.markersOn;
  const events = store.events;

  useEffect(() => {
    const chart = chartRef.current;
    const wrapper = wrapperRef.current;
    const canvas = canvasRef.current;
    if (!chart || !wrapper || !canvas) return;
    const k = isKlineView(period) ? store.klines.get(period) : undefined;
    const ready = k !== undefined && store.state[period] === 'ready';
    marks.current = ready && on && isKlineView(period) ? barMarks(k, events, period) : [];
    // One painter per canvas: it knows what the canvas shows across full redraws.
    if (layerRef.current?.canvas !== canvas) layerRef.current = { canvas, layer: new MarkerCanvas(canvas) };
    const { layer } = layerRef.current;
    const paint = () =>
      drawMarks(chart, wrapper, layer, ready ? k : undefined, marks.current, labelStyle.current);
    paint();
    // For tests and benchmarks, like data-drawn: what the canvas shows now.
    if (ready) {
      wrapper.dataset.adjust = store.adjust;
      wrapper.dataset.markers = String(marks.current.length);
    }
    chart.on('rendered', paint);
    return () => {
      chart.off('rendered', paint);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- redrawKey spreads the full redraw's own deps
  }, [...redrawKey, on, events]);

  useEffect(() => setTip(null), [period, on]);

  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    const onClick = (e: MouseEvent) => {
      const chart = chartRef.current;
      const p = store.period;
      const k = isKlineView(p) ? store.klines.get(p) : undefined;
      if (!chart || !k) return;
      if ((e.target as HTMLElement).closest('.chart-marker-tip')) return;
      const box = wrapper.getBoundingClientRect();
      try {
        const drawn = layerRef.current?.layer.spots ?? [];
        setTip(marksAt(chart, k, marks.current, e.clientX - box.left, e.clientY - box.top, drawn));
      } catch {
        setTip(null);
      }
    };
    wrapper.addEventListener('click', onClick);
    return () => wrapper.removeEventListener('click', onClick);
  }, [chartRef, wrapperRef, store]);

  // Hidden in the very render that turns the marks off (the effect above only forgets it after).
  return { tip: on ? tip : null, closeTip: () => setTip(null), paintFrame };
}

/**
 * Draws the marks where the chart's axes put their bars now, and keeps the newest mark's place
 * (wrapper pixels) in `data-newest-mark` so a test can tap it.
 */
function drawMarks(
  chart: EChartsType,
  wrapper: HTMLElement,
  layer: MarkerCanvas,
  k: KlineState | undefined,
  marks: readonly BarMarks[],
  priceLabels: PriceLabelStyle,
  /** A painted frame's geometry; default: ECharts' own, as last laid out. */
  given?: FrameGeometry,
): void {
  const width = chart.getWidth();
  const height = chart.getHeight();
  // §8 (the error catalogue): a chart between options (cleared, no axes) draws no marks rather than failing.
  let maps: ReturnType<typeof chartAxisMaps> = null;
  try {
    maps = k && marks.length > 0 ? (given?.maps ?? chartAxisMaps(chart)) : null;
  } catch {
    maps = null;
  }
  if (!k || !maps) {
    layer.draw([], width, height);
    if (wrapper.dataset.newestMark !== undefined) delete wrapper.dataset.newestMark;
    return;
  }
  const font = given?.font ?? labelFont(priceLabels.fontSize);
  const lineHeight = given?.lineHeight ?? layer.measure('国', font);
  const grid = gridBoxes(height, KLINE_LABEL_GAP).main;
  const labels = given?.labels ?? chartYLabels(maps.y, grid, priceLabels.decimals);
  const avoid = labels.map((t) => labelBox(t, layer.measure(t.text, font), lineHeight));
  const plot = { left: 1, right: width - 1, top: grid.top, bottom: grid.top + grid.height };
  const spots = markSpots(marks, k.data, maps.x, maps.y, plot, avoid);
  layer.draw(spots, width, height);
  const newest = marks[marks.length - 1];
  const spot = spots.find((s) => s.index === newest.index);
  const at = `${Math.round(toPixel(maps.x, newest.index))},${Math.round(
    spot ? spot.y : toPixel(maps.y, k.data.low[newest.index]) + MARK_OFFSET_PX,
  )}`;
  if (wrapper.dataset.newestMark !== at) wrapper.dataset.newestMark = at;
}
