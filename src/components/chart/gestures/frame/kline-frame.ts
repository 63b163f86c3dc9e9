/**
 * The K-line chart's picture for one window, laid out as ECharts 6.1 lays out the option
 * buildKlineOption() builds (with the window given as KlineView.drawFull gives it), so a gesture
 * frame drawn from it by paint.ts is the picture ECharts draws at rest: the same y range and nice
 * ticks, split lines, labels and their overlap rules, candles, lines and bars, on the same pixels.
 * Pure: no DOM, no ECharts. The rules and where they come from: docs/notes/chart-gestures-landscape-
 * cold-start.md, "Gesture frames drawn by our own painter: what must equal ECharts".
 */
import { SINGLE_SERIES_CATEGORY_GAP } from '../../options/bars';
import { gridBoxes, KLINE_LABEL_GAP, paddedMax, paddedMin } from '../../options/common';
import {
  CANDLE_MAX_WIDTH,
  isVolumeSub,
  KLINE_MIN_VALUE_SPAN,
  MAIN_SPLIT_NUMBER,
  overlayData,
  SUB_SPLIT_NUMBER,
  subBarMaxWidth,
  subBarTone,
  subData,
  type KlineOptionInput,
} from '../../options/kline';
import { fixedOrDash } from '../../options/common';
import { intervalTicks, linearMap, niceScale, subPixelOptimize, type NiceScale } from './echarts-math';

/**
 * ECharts keeps one piece of state between draws of the same chart that changes the picture: the
 * x labels' last auto interval (axisTickLabelBuilder.js calculateCategoryIntervalDealCache, on the
 * axis model). Pass the same object to every frame of a chart to mirror it; klineFrame updates it
 * as ECharts would have.
 */
export interface XLabelState {
  lastAutoInterval?: number;
  lastTickCount?: number;
  axisExtent0?: number;
  axisExtent1?: number;
}

export interface KlineFrameInput {
  /** Exactly what buildKlineOption() is given for this chart. */
  option: KlineOptionInput;
  /** The chart's width in CSS px (chart.getWidth()); the grids are left 1 / right 1. */
  width: number;
  /** Inclusive bar indices, as visibleIndices() gives them and as the dataZoom gets them. */
  window: { startValue: number; endValue: number };
  /** Axis label size: 10 on the page, LANDSCAPE_AXIS_FONT_PX (12) in the landscape view. */
  fontSize: number;
  /** Text width in px (the browser: canvas measureText; tests: ECharts' own). */
  measure: (text: string, font: string) => number;
  /** The x labels' interval memory (see XLabelState); none: as a chart's first draw. */
  xLabelState?: XLabelState;
  /**
   * The previous frame, whose typed arrays are refilled instead of allocated again (a gesture
   * draws up to 60 frames a second; 1,500 bars are about 200 KB of arrays a frame). That frame is
   * overwritten: keep no other reference to it. The arrays may then be longer than the window:
   * read `count` rows.
   */
  reuse?: KlineFrame;
}

export interface GridRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FrameText {
  text: string;
  /** The anchor: x per `align`, y the top of the text. */
  x: number;
  y: number;
  align: 'left' | 'center' | 'right';
}

/**
 * One polyline: x, y pairs for the `count` bars of the frame (Float32, as ECharts keeps them); a NaN
 * y is a gap (connectNulls off).
 */
export interface FrameLine {
  /** Index into palette.lines (series order on its grid). */
  color: 0 | 1 | 2;
  grid: 0 | 1;
  points: Float32Array;
}

/** Candle geometry, one row of CANDLE_STRIDE numbers per bar in the window (see CandleField). */
export const CANDLE_STRIDE = 9;
/**
 * Row layout: sign (1 rise colour, -1 fall colour), body left x, body right x, body top y
 * (max(open, close)), body bottom y (min(open, close)), wick x, high y, low y, and a 1 when the bar
 * has values. In large mode (600+ bars) only sign, wick x (the centre, unrounded), high y and low
 * y are used, in Float32 precision as ECharts keeps them.
 */
export const enum CandleField {
  sign = 0,
  left = 1,
  right = 2,
  top = 3,
  bottom = 4,
  wickX = 5,
  high = 6,
  low = 7,
  valid = 8,
}

/** How ECharts draws the candles: bodies with wicks, a single high-low line, or one path of lines. */
export type CandleMode = 'box' | 'simple' | 'large';

export interface KlineFrame {
  width: number;
  height: number;
  /** The window drawn (inclusive bar indices) and its bar count. */
  startValue: number;
  endValue: number;
  count: number;
  /** x of bar i's centre, y of a price on the main grid. */
  xOf: (i: number) => number;
  yOfMain: (v: number) => number;
  yOfSub: (v: number) => number;
  main: GridRect;
  sub: GridRect;
  /** Value extents of the two y axes. */
  mainExtent: [number, number];
  subExtent: [number, number];
  /** Band width: the plot width over the bars. */
  bandWidth: number;
  /** ECharts' canvas font of the axis labels ('normal normal 10px sans-serif') and its line height. */
  font: string;
  lineHeight: number;
  /** y (already on the half pixel) of each split line of the main grid, x from main.x to its right. */
  splitLines: number[];
  /** y of the two x axis lines (each grid's bottom, or its zero line when the values reach 0), round caps. */
  axisLines: number[];
  yLabels: FrameText[];
  xLabels: FrameText[];
  candleMode: CandleMode;
  candleWidth: number;
  candles: Float64Array;
  lines: FrameLine[];
  /**
   * Sub-chart bars: x, y (the zero line), height per bar (NaN: no bar), one array per tone (0 rise,
   * 1 fall), in Float32 as ECharts keeps its large bars; all `barWidth` wide.
   */
  bars: [Float32Array, Float32Array] | null;
  barWidth: number;
}

/** ECharts' axis label defaults (echarts/lib/coord/axisDefault.js): margin 8, textMargin [0, 3]. */
const LABEL_MARGIN = 8;
const LABEL_TEXT_MARGIN_X = 3;
/** Candlestick series default largeThreshold (echarts/lib/chart/candlestick/CandlestickSeries.js). */
export const CANDLE_LARGE_THRESHOLD = 600;
/** Bodies narrower than this are drawn as a single line (candlestickLayout.js isSimpleBox). */
const SIMPLE_BOX_MAX_WIDTH = 1.3;

const GRID_LEFT = 1;
const GRID_RIGHT = 1;

/** ECharts' label font string for a size (label/labelStyle.js getFont → zrender's normalised font). */
export const labelFont = (fontSize: number): string => `normal normal ${fontSize}px sans-serif`;

interface Extent {
  min: number;
  max: number;
}

function unionLine(e: Extent, line: ArrayLike<number | null>, s: number, end: number): void {
  for (let i = s; i <= end; i++) {
    const v = line[i];
    if (v === null || v === undefined || Number.isNaN(v)) continue;
    if (v < e.min) e.min = v;
    if (v > e.max) e.max = v;
  }
}

function unionValues(e: Extent, v: number): void {
  if (Number.isNaN(v)) return;
  if (v < e.min) e.min = v;
  if (v > e.max) e.max = v;
}

/**
 * The category axis' auto label interval (axisTickLabelBuilder.js calculateCategoryInterval): the
 * widest label (sampled every floor(n / 40) bars) × 1.3 over the band width, with ECharts' memory
 * of the last interval (kept when the new one is exactly one less at nearly the same bar count).
 */
export function autoLabelInterval(
  labels: readonly string[],
  s: number,
  e: number,
  bandWidth: number,
  plotWidth: number,
  font: string,
  measure: (text: string, font: string) => number,
  state?: XLabelState,
): number {
  if (e - s < 1) return 0;
  const count = e - s + 1;
  const step = count > 40 ? Math.max(1, Math.floor(count / 40)) : 1;
  let maxW = 0;
  for (let t = s; t <= e; t += step) maxW = Math.max(maxW, measure(labelOf(labels, t), font) * 1.3, 7);
  let dw = maxW / bandWidth;
  if (Number.isNaN(dw)) dw = Infinity;
  const interval = Math.max(0, Math.floor(dw));
  if (!state) return interval;
  const { lastAutoInterval: last, lastTickCount } = state;
  if (
    last !== undefined &&
    lastTickCount !== undefined &&
    Math.abs(last - interval) <= 1 &&
    Math.abs(lastTickCount - count) <= 1 &&
    last > interval &&
    state.axisExtent0 === 0 &&
    state.axisExtent1 === plotWidth
  ) {
    return last;
  }
  state.lastTickCount = count;
  state.lastAutoInterval = interval;
  state.axisExtent0 = 0;
  state.axisExtent1 = plotWidth;
  return interval;
}

const labelOf = (labels: readonly string[], i: number): string => {
  const l = labels[i];
  return l === undefined || l === null ? '' : String(l);
};

/**
 * The label ticks of a category axis for an interval (scale/helper.js ordinalScaleCreateTicks):
 * multiples of interval + 1 (from the window's start when the step is 1 or the window is short),
 * with the window's first and last bars always in, flagged off-interval when they are not on it.
 */
export function categoryLabelTicks(
  s: number,
  e: number,
  interval: number,
): Array<{ value: number; off: boolean }> {
  const out: Array<{ value: number; off: boolean }> = [];
  const count = e - s + 1;
  const step = Math.max(interval + 1, 1);
  let start = s;
  if (start !== 0 && step > 1 && count / step > 2) start = Math.round(Math.ceil(start / step) * step);
  if (start !== s) out.push({ value: s, off: true });
  let t = start;
  for (; t <= e; t += step) out.push({ value: t, off: false });
  if (t - step !== e) out.push({ value: e, off: true });
  return out;
}

interface LabelBox {
  x0: number;
  x1: number;
  ignore: boolean;
}

/** BoundingRect.intersect along x (the labels share their y), each side shrunk by `touch`. */
const intersects = (a: LabelBox, b: LabelBox, touch: number): boolean =>
  !(a.x1 - touch < b.x0 + touch || b.x1 - touch < a.x0 + touch);

function layoutXLabels(
  input: KlineFrameInput,
  s: number,
  e: number,
  xOf: (i: number) => number,
  bandWidth: number,
  plotWidth: number,
  y: number,
  font: string,
): FrameText[] {
  const { labels } = input.option;
  const interval = autoLabelInterval(
    labels,
    s,
    e,
    bandWidth,
    plotWidth,
    font,
    input.measure,
    input.xLabelState,
  );
  const ticks = categoryLabelTicks(s, e, interval);
  const n = ticks.length;
  const texts: FrameText[] = [];
  const boxes: LabelBox[] = [];
  for (let k = 0; k < n; k++) {
    const i = ticks[k].value;
    const text = labelOf(labels, i);
    const align = k === 0 ? 'left' : k === n - 1 ? 'right' : 'center';
    const x = xOf(i);
    const w = input.measure(text, font);
    const left = align === 'left' ? x : align === 'right' ? x - w : x - w / 2;
    texts.push({ text, x, y, align });
    boxes.push({ x0: left - LABEL_TEXT_MARGIN_X, x1: left + w + LABEL_TEXT_MARGIN_X, ignore: false });
  }
  // AxisBuilder.js fixMinMaxLabelShow with showMinLabel / showMaxLabel true: the end label stays and
  // the one next to it goes when they touch.
  if (n >= 2) {
    if (intersects(boxes[0], boxes[1], 0.1)) boxes[1].ignore = true;
    if (!boxes[n - 1].ignore && !boxes[n - 2].ignore && intersects(boxes[n - 1], boxes[n - 2], 0.1))
      boxes[n - 2].ignore = true;
  }
  // labelLayoutHelper.js hideOverlap: in order, a label overlapping one already kept is hidden.
  const kept: LabelBox[] = [];
  const out: FrameText[] = [];
  for (let k = 0; k < n; k++) {
    const b = boxes[k];
    if (b.ignore) continue;
    let overlapped = false;
    for (const d of kept) {
      if (intersects(b, d, 0.05)) {
        overlapped = true;
        break;
      }
    }
    if (overlapped) continue;
    kept.push(b);
    out.push(texts[k]);
  }
  return out;
}

/**
 * The window ECharts draws for the one it is given (dataZoom AxisProxy.js calculateDataWindow with
 * helper/sliderMove.js): a span under the option's minValueSpan grows to it from the start, moved
 * back from the newest bar when it would pass it.
 */
export function echartsWindow(
  window: { startValue: number; endValue: number },
  total: number,
  minValueSpan = KLINE_MIN_VALUE_SPAN,
): { startValue: number; endValue: number } {
  const last = Math.max(0, total - 1);
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  // sliderMove(0, window, [0, last], 'all', minSpan): the asked span (at least minSpan) is kept, the
  // start moved back so that the end stays within the bars.
  const asked = clamp(Math.abs(window.endValue - window.startValue), 0, last);
  const span = Math.max(asked, clamp(minValueSpan, 0, last));
  const start = clamp(clamp(Math.min(window.startValue, window.endValue), 0, last), 0, last - span);
  return { startValue: Math.round(start), endValue: Math.round(start + span) };
}

/** ECharts puts an x axis on its grid's zero line when the value axis reaches zero (axisLine.onZero). */
const crossesZero = (e: [number, number]): boolean => !((e[0] > 0 && e[1] > 0) || (e[0] < 0 && e[1] < 0));

/**
 * Updates `state` as ECharts' own layout of `input.window` does (its x-label memory). Call it on
 * every ECharts draw of the chart (a full option: start from {} since notMerge makes a new axis
 * model; a live patch or a dataZoom at rest: the same object), and lay the gesture frames out with
 * a copy of it ({ ...state }): ECharts sees none of the gesture's windows, so its picture at rest
 * is the one laid out from the memory of its last own draw.
 */
export function noteEChartsDraw(state: XLabelState, input: Omit<KlineFrameInput, 'xLabelState'>): void {
  const { option: o, width, fontSize, measure } = input;
  const { startValue: s, endValue: e } = echartsWindow(input.window, o.data.close.length);
  const plotW = width - GRID_LEFT - GRID_RIGHT;
  autoLabelInterval(o.labels, s, e, plotW / (e - s + 1), plotW, labelFont(fontSize), measure, state);
}

/**
 * The main grid's price labels for its ticks (ends included, as intervalTicks gives them): one
 * under each tick but the first and last, left-aligned at the grid's left, `y` the text's top.
 */
export function mainYLabels(
  ticks: readonly number[],
  yOfMain: (v: number) => number,
  decimals: number,
): FrameText[] {
  const out: FrameText[] = [];
  for (let k = 1; k < ticks.length - 1; k++) {
    out.push({
      text: fixedOrDash(ticks[k], decimals),
      x: GRID_LEFT + LABEL_MARGIN,
      y: yOfMain(ticks[k]),
      align: 'left',
    });
  }
  return out;
}

/**
 * The main grid's nice scale over its (padded) price extent, as its y axis has it: both ends fixed
 * (the option's min/max callbacks) when the window has prices.
 */
export function mainPriceScale(extent: [number, number], fixed = true): NiceScale {
  return niceScale(extent, MAIN_SPLIT_NUMBER, fixed, fixed);
}

/** The whole frame for one window. */
export function klineFrame(input: KlineFrameInput): KlineFrame {
  const { option: o, width, fontSize, measure } = input;
  const total = o.data.close.length;
  const { startValue: s, endValue: e } = echartsWindow(input.window, total);
  const n = e - s + 1;
  const boxes = gridBoxes(o.height, KLINE_LABEL_GAP);
  const plotW = width - GRID_LEFT - GRID_RIGHT;
  const main: GridRect = { x: GRID_LEFT, y: boxes.main.top, width: plotW, height: boxes.main.height };
  const sub: GridRect = { x: GRID_LEFT, y: boxes.sub.top, width: plotW, height: boxes.sub.height };

  // x: an ordinal scale over [s, e] on a band axis (Axis.js dataToCoord with makeExtentWithBands).
  const bandWidth = plotW / n;
  const half = plotW / n / 2;
  const xOf = (i: number): number => {
    const t = e === s ? 0.5 : (i - s) / (e - s);
    return linearMap(t, 0, 1, half, plotW - half) + GRID_LEFT;
  };

  // Main y: candles and the main grid's lines in the window, padded, fixed ends (min/max callbacks).
  const overlays = overlayData(o);
  const me: Extent = { min: Infinity, max: -Infinity };
  for (let i = s; i <= e; i++) {
    const c = o.candles[i];
    unionValues(me, c[0]);
    unionValues(me, c[1]);
    unionValues(me, c[2]);
    unionValues(me, c[3]);
  }
  for (const l of overlays) unionLine(me, l.data, s, e);
  const hasMain = me.min <= me.max;
  const mainScale = mainPriceScale(hasMain ? [paddedMin(me), paddedMax(me)] : [NaN, NaN], hasMain);
  const [m0, m1] = mainScale.extent;
  const mainBase = main.height + main.y;
  const yOfMain = (v: number): number => {
    const t = m1 === m0 ? 0.5 : (v - m0) / (m1 - m0);
    return mainBase - linearMap(t, 0, 1, 0, main.height);
  };

  // Sub y: volume from 0 (scale off, min 0) with a niced max; the other indicators niced both ends.
  const sd = subData(o);
  const volume = isVolumeSub(o.indicator);
  const se: Extent = { min: Infinity, max: -Infinity };
  for (const l of sd.lines) unionLine(se, l.data, s, e);
  if (sd.bar) unionLine(se, sd.bar, s, e);
  let subRaw: [number, number] = se.min <= se.max ? [se.min, se.max] : [NaN, NaN];
  if (volume) subRaw = [0, Math.max(0, subRaw[1])];
  const subScale = niceScale(subRaw, SUB_SPLIT_NUMBER, volume, false);
  const [s0, s1] = subScale.extent;
  const subBase = sub.height + sub.y;
  const yOfSub = (v: number): number => {
    const t = s1 === s0 ? 0.5 : (v - s0) / (s1 - s0);
    return subBase - linearMap(t, 0, 1, 0, sub.height);
  };

  // Main y axis: a split line per tick (ends included), labels under them but the first and last.
  const ticks = intervalTicks(mainScale);
  const splitLines = ticks.map((v) => subPixelOptimize(yOfMain(v), 1, true));
  const yLabels = mainYLabels(ticks, yOfMain, o.decimals);
  const font = labelFont(fontSize);
  const lineHeight = measure('国', font);
  const mainAxisY = crossesZero(mainScale.extent) ? yOfMain(0) : mainBase;
  const subAxisY = crossesZero(subScale.extent) ? yOfSub(0) : subBase;
  const xLabels = layoutXLabels(input, s, e, xOf, bandWidth, plotW, mainAxisY + LABEL_MARGIN, font);
  const axisLines = [subPixelOptimize(mainAxisY, 1, true), subPixelOptimize(subAxisY, 1, true)];

  // Candles (candlestickLayout.js): width half a band, at most 12 and at least 1 px.
  const candleBand = Math.max(1, bandWidth);
  const candleWidth = Math.max(Math.min(candleBand / 2, CANDLE_MAX_WIDTH), 1);
  const candleMode: CandleMode =
    n >= CANDLE_LARGE_THRESHOLD ? 'large' : candleWidth <= SIMPLE_BOX_MAX_WIDTH ? 'simple' : 'box';
  const old = input.reuse;
  const f64 = (a: Float64Array | undefined, len: number) =>
    a && a.length >= len ? a : new Float64Array(len);
  const f32 = (a: Float32Array | undefined, len: number) =>
    a && a.length >= len ? a : new Float32Array(len);
  const candles = f64(old?.candles, n * CANDLE_STRIDE);
  for (let i = s; i <= e; i++) {
    const c = o.candles[i];
    const [open, close, low, high] = c;
    const r = (i - s) * CANDLE_STRIDE;
    const sign = open > close ? -1 : open < close ? 1 : i > s ? (o.candles[i - 1][1] <= close ? 1 : -1) : 1;
    const x = xOf(i);
    candles[r + CandleField.sign] = sign;
    if (candleMode === 'large') {
      const ok = !(Number.isNaN(low) || Number.isNaN(high));
      candles[r + CandleField.valid] = ok ? 1 : 0;
      candles[r + CandleField.wickX] = Math.fround(x);
      candles[r + CandleField.low] = Math.fround(yOfMain(low));
      candles[r + CandleField.high] = Math.fround(yOfMain(high));
      continue;
    }
    candles[r + CandleField.valid] = [open, close, low, high].some(Number.isNaN) ? 0 : 1;
    candles[r + CandleField.left] = subPixelOptimize(x - candleWidth / 2, 1, true);
    candles[r + CandleField.right] = subPixelOptimize(x + candleWidth / 2, 1, false);
    candles[r + CandleField.top] = yOfMain(Math.max(open, close));
    candles[r + CandleField.bottom] = yOfMain(Math.min(open, close));
    candles[r + CandleField.wickX] = subPixelOptimize(x, 1, false);
    candles[r + CandleField.high] = yOfMain(high);
    candles[r + CandleField.low] = yOfMain(low);
  }

  const lines: FrameLine[] = [];
  const lineOf = (data: ArrayLike<number | null>, color: number, grid: 0 | 1, y: (v: number) => number) => {
    const pts = f32(old?.lines[lines.length]?.points, n * 2);
    for (let i = s; i <= e; i++) {
      const v = data[i];
      const k = (i - s) * 2;
      pts[k] = xOf(i);
      pts[k + 1] = v === null || v === undefined || Number.isNaN(v) ? NaN : y(v);
    }
    lines.push({ color: color as 0 | 1 | 2, grid, points: pts });
  };
  overlays.forEach((l, i) => lineOf(l.data, i, 0, yOfMain));
  sd.lines.forEach((l, i) => lineOf(l.data, i, 1, yOfSub));

  // Sub bars (barGrid.js, large): two series overlapping (barGap -100 %), 31 % category gap, capped.
  let bars: [Float32Array, Float32Array] | null = null;
  let barWidth = 0;
  if (sd.bar) {
    // The bars' band is at least 1 px (barGrid.js createLayoutInfoListOnAxis: calcBandWidth min 1).
    const band = Math.max(1, bandWidth);
    const gap = (parseFloat(SINGLE_SERIES_CATEGORY_GAP) / 100) * band;
    const auto = Math.max(band - gap, 0);
    const maxW = subBarMaxWidth(o.indicator);
    barWidth = maxW < auto ? Math.min(maxW, band) : auto;
    if (barWidth < 0.5) barWidth = 0.5;
    const base = yOfSub(0);
    const tones: [Float32Array, Float32Array] = [f32(old?.bars?.[0], n * 3), f32(old?.bars?.[1], n * 3)];
    const bar = sd.bar;
    for (let i = s; i <= e; i++) {
      const v = bar[i];
      const k = (i - s) * 3;
      const has = v !== null && v !== undefined && !Number.isNaN(v);
      const tone = has ? subBarTone(o, bar, i) : 0;
      for (let t = 0; t < 2; t++) {
        const arr = tones[t];
        arr[k] = xOf(i) - barWidth / 2;
        arr[k + 1] = base;
        arr[k + 2] = has && t === tone ? yOfSub(v) - base : NaN;
      }
    }
    bars = tones;
  }

  return {
    width,
    height: o.height,
    startValue: s,
    endValue: e,
    count: n,
    xOf,
    yOfMain,
    yOfSub,
    main,
    sub,
    mainExtent: [m0, m1],
    subExtent: [s0, s1],
    bandWidth,
    font,
    lineHeight,
    splitLines,
    axisLines,
    yLabels,
    xLabels,
    candleMode,
    candleWidth,
    candles,
    lines,
    bars,
    barWidth,
  };
}
