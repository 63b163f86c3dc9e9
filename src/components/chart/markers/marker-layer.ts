/**
 * The markers' placement and hit test on the K-line chart. The marks are drawn on their own canvas
 * layer above the chart (marker-canvas.ts), placed from the chart's axes after each of its paints,
 * so they follow the window, the zoom and live updates; the tap → the bar's marks (the chart's own
 * events are not used: the candle series is silent, and the wrapper's gestures own the touches).
 */
import type { KlinePeriodKey } from '../periods';
import type { EChartsType } from 'echarts/core';
import type { ChartMarkerKind } from '../../../../contract/chart-events';
import type { KlineState } from '../kline-data';
import { MARKER_LETTER, marksByBar, type BarMarks } from './markers';
import type { ChartEvents } from '../../../../contract/chart-events';
import { intervalTicks } from '../gestures/frame/echarts-math';
import { mainPriceScale, mainYLabels, type FrameText } from '../gestures/frame/kline-frame';

/** Mark colours (the same in both themes: they sit on the candles' background). */
export const MARKER_COLOR: Readonly<Record<ChartMarkerKind, string>> = {
  exright: '#f08c00',
  lhb: '#8a4dde',
  notice: '#2f6fde',
};

/** Pixels below a bar's low where its mark is drawn (centre), and the mark's size. */
export const MARK_OFFSET_PX = 11;
export const MARK_SIZE_PX = 14;

/** A K-line bar's trading day from its axis label ('YYYY-MM-DD'). */
export const labelDay = (label: string): number => Number(label.replace(/-/g, ''));

/**
 * The marks of a K-line view. Bars longer than a day leave announcements out: nearly every week
 * and month has one, so they would mark every bar and hide the rarer ex-right and 龙虎榜 marks.
 */
export function barMarks(k: KlineState, events: ChartEvents | null, period: KlinePeriodKey): BarMarks[] {
  // Marks are per trading day: a minute bar's label holds no date to match them by.
  if (!events || events.markers.length === 0 || k.time !== 'date') return [];
  const markers = period === 'day' ? events.markers : events.markers.filter((m) => m.kind !== 'notice');
  return marksByBar(markers, k.labels.map(labelDay));
}

/** A linear map from data values to pixels, from two points of an axis: `v0 → p0`, `v1 → p1`. */
export interface AxisMap {
  v0: number;
  p0: number;
  v1: number;
  p1: number;
}

export const toPixel = (m: AxisMap, v: number): number =>
  m.v1 === m.v0 ? m.p0 : m.p0 + ((v - m.v0) * (m.p1 - m.p0)) / (m.v1 - m.v0);

/** Where one mark is drawn: its circle's centre (chart element pixels), its letter and colour. */
export interface MarkSpot {
  x: number;
  y: number;
  letter: string;
  color: string;
  /** The bar it marks (the tap's hit test reads where it was drawn). */
  index: number;
}

/** A rectangle of the chart element (CSS px) the marks keep off: a price label. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** How much of `boxes` (px²) a mark centred at (cx, cy) would cover. */
function covered(boxes: readonly Box[], cx: number, cy: number): number {
  const r = MARK_SIZE_PX / 2;
  let area = 0;
  for (const b of boxes) {
    const w = Math.min(cx + r, b.right) - Math.max(cx - r, b.left);
    const h = Math.min(cy + r, b.bottom) - Math.max(cy - r, b.top);
    if (w > 0 && h > 0) area += w * h;
  }
  return area;
}

/** How much of a mark centred at height `cy` lies under the main grid's bottom (px²): the time labels' row. */
function below(bottom: number, cy: number): number {
  const r = MARK_SIZE_PX / 2;
  return Math.min(2 * r, Math.max(0, cy + r - bottom)) * 2 * r;
}

/**
 * The marks to draw: one per bar with marks, its first kind's letter and colour, centred
 * MARK_OFFSET_PX under the bar's low, or as far over its high where under the low it would cover
 * a price label (`avoid`) or reach under the grid (`plot.bottom`: the time labels' row) and over
 * the high it would cover less and stay in the grid (under `plot.top`: the MA legend's row is above
 * it). Only bars whose centre lies within the plot's x range `[left, right]` (the bars of the
 * visible window) are drawn.
 */
export function markSpots(
  marks: readonly BarMarks[],
  bars: { low: ArrayLike<number>; high: ArrayLike<number> },
  x: AxisMap,
  y: AxisMap,
  plot: { left: number; right: number; top: number; bottom: number },
  avoid: readonly Box[] = [],
): MarkSpot[] {
  const out: MarkSpot[] = [];
  const cost = (cx: number, cy: number) => covered(avoid, cx, cy) + below(plot.bottom, cy);
  for (const b of marks) {
    const px = toPixel(x, b.index);
    if (px < plot.left || px > plot.right) continue;
    const kind = b.kinds[0];
    let py = toPixel(y, bars.low[b.index]) + MARK_OFFSET_PX;
    const under = cost(px, py);
    if (under > 0) {
      const over = toPixel(y, bars.high[b.index]) - MARK_OFFSET_PX;
      if (over - MARK_SIZE_PX / 2 >= plot.top && cost(px, over) < under) py = over;
    }
    out.push({ x: px, y: py, letter: MARKER_LETTER[kind], color: MARKER_COLOR[kind], index: b.index });
  }
  return out;
}

/** A price label's box: its text's measured width, one line high from its top. */
export const labelBox = (t: FrameText, width: number, lineHeight: number): Box => ({
  left: t.x,
  top: t.y,
  right: t.x + width,
  bottom: t.y + lineHeight,
});

/** A value as the axis had it before a pixel round trip (drops the last bits' float noise). */
const settle = (v: number): number => Number(v.toPrecision(12));

/**
 * The main grid's price labels where ECharts put them for the y map `y`: the axis' fixed extent is
 * read back from the grid's edges, and its ticks and labels laid out as the gesture frames lay them
 * out (kline-frame.ts mainYLabels: the same rules as ECharts', parity-tested).
 */
export function chartYLabels(
  y: AxisMap,
  grid: { top: number; height: number },
  decimals: number,
): FrameText[] {
  const valueAt = (px: number) =>
    y.p1 === y.p0 ? y.v0 : y.v0 + ((px - y.p0) * (y.v1 - y.v0)) / (y.p1 - y.p0);
  const lo = settle(valueAt(grid.top + grid.height));
  const hi = settle(valueAt(grid.top));
  if (!Number.isFinite(lo) || !Number.isFinite(hi) || lo >= hi) return [];
  return mainYLabels(intervalTicks(mainPriceScale([lo, hi])), (v) => toPixel(y, v), decimals);
}

/** The same marks at the same places (a repaint that moved none need not draw them again). */
export function sameSpots(a: readonly MarkSpot[], b: readonly MarkSpot[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const p = a[i];
    const q = b[i];
    if (p.x !== q.x || p.y !== q.y || p.letter !== q.letter || p.color !== q.color) return false;
  }
  return true;
}

/**
 * The K-line chart's axis maps as ECharts last laid them out: the main grid's bar index → x and
 * price → y. Both axes are linear (a category axis with bands, a value axis), so two points each
 * are the whole map.
 */
export function chartAxisMaps(chart: EChartsType): { x: AxisMap; y: AxisMap } | null {
  const px = (finder: { xAxisIndex: 0 } | { yAxisIndex: 0 }, v: number) =>
    Number(chart.convertToPixel(finder, v));
  const x = { v0: 0, p0: px({ xAxisIndex: 0 }, 0), v1: 1, p1: px({ xAxisIndex: 0 }, 1) };
  const y = { v0: 0, p0: px({ yAxisIndex: 0 }, 0), v1: 1, p1: px({ yAxisIndex: 0 }, 1) };
  return [x.p0, x.p1, y.p0, y.p1].every(Number.isFinite) ? { x, y } : null;
}

/**
 * The bar's marks under a tap at (x, y) on the wrapper, or null: the nearest bar with marks within
 * one bar of the tap, and the tap within a mark's height of where its mark is drawn.
 */
export function marksAt(
  chart: EChartsType,
  k: KlineState,
  marks: readonly BarMarks[],
  x: number,
  y: number,
  /** Where the marks were drawn (a mark moved over its bar is hit there). */
  drawn: readonly MarkSpot[] = [],
): BarMarks | null {
  if (marks.length === 0) return null;
  const raw = Number(chart.convertFromPixel({ xAxisIndex: 0 }, x));
  if (!Number.isFinite(raw)) return null;
  let best: BarMarks | null = null;
  for (const b of marks) {
    if (Math.abs(b.index - raw) > 1.5) continue;
    if (!best || Math.abs(b.index - raw) < Math.abs(best.index - raw)) best = b;
  }
  if (!best) return null;
  const spot = drawn.find((s) => s.index === best.index);
  const py = spot
    ? spot.y
    : Number(chart.convertToPixel({ yAxisIndex: 0 }, k.data.low[best.index])) + MARK_OFFSET_PX;
  return Math.abs(y - py) <= MARK_SIZE_PX ? best : null;
}
