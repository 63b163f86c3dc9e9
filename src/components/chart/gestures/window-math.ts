/**
 * The K-line window's maths (issue 21 item 2), as plain functions of numbers: the window is the
 * half-open range of bar positions [start, end) shown across the plot, in bars (fractions allowed
 * while a gesture runs; ECharts is handed whole indices by `visibleIndices`). `count` is the number
 * of bars loaded, the newest at `count − 1`.
 */

/** The fewest bars a pinch can zoom in to (the big apps stop at about 20). */
export const MIN_VISIBLE_BARS = 20;
/** Older bars are asked for when the window's first bar is this close to the oldest loaded bar. */
export const LOAD_OLDER_THRESHOLD_BARS = 10;
/** Bars asked for per older-bars request. */
export const OLDER_BARS_PAGE = 500;
/** A finger must move this far before the gesture is a pan (or a page scroll). */
export const DIRECTION_SLOP_PX = 8;
/** Fling: velocity halves every this many milliseconds. */
export const FLING_HALF_LIFE_MS = 120;
/** Fling stops below this speed (bars per millisecond, about 1 bar a second). */
export const FLING_STOP_SPEED = 0.001;
/** A release slower than this (px/ms) does not fling. */
export const FLING_MIN_RELEASE_SPEED = 0.15;

export interface BarWindow {
  start: number;
  end: number;
}

export const spanOf = (w: BarWindow): number => w.end - w.start;

/** The window a period opens with: the last `bars` bars (§9 (business constants and limits) default 48), all when fewer. */
export function defaultWindow(count: number, bars = 48): BarWindow {
  return { start: Math.max(0, count - bars), end: Math.max(0, count) };
}

/**
 * A window brought inside the loaded bars: the span between `minBars` (or all bars when fewer) and
 * `count`, then slid (span kept) so it lies within [0, count].
 */
export function clampWindow(w: BarWindow, count: number, minBars = MIN_VISIBLE_BARS): BarWindow {
  if (!(count > 0)) return { start: 0, end: 0 };
  const span = Math.min(count, Math.max(Math.min(minBars, count), spanOf(w)));
  let start = Number.isFinite(w.start) ? w.start : count - span;
  if (start < 0) start = 0;
  if (start + span > count) start = count - span;
  return { start, end: start + span };
}

/**
 * Zoom by `factor` (> 1 zooms in: fewer bars) around an anchor at `anchor` ∈ [0, 1] across the plot
 * (the pinch centre): the bar under the anchor stays under it, unless clamping at an edge moves it.
 */
export function zoomAround(w: BarWindow, factor: number, anchor: number, count: number): BarWindow {
  if (!(factor > 0) || !Number.isFinite(factor)) return clampWindow(w, count);
  const a = Math.min(1, Math.max(0, anchor));
  const span = spanOf(w);
  const pivot = w.start + a * span;
  const lo = Math.min(MIN_VISIBLE_BARS, count);
  const next = Math.min(count, Math.max(lo, span / factor));
  return clampWindow({ start: pivot - a * next, end: pivot - a * next + next }, count);
}

/**
 * Pan by a finger's horizontal movement: moving right by the plot's width shows one window further
 * back in time. The span is kept; the window stops at either end.
 */
export function panBy(w: BarWindow, dxPx: number, plotWidthPx: number, count: number): BarWindow {
  if (!(plotWidthPx > 0)) return clampWindow(w, count);
  const shift = (-dxPx / plotWidthPx) * spanOf(w);
  return clampWindow({ start: w.start + shift, end: w.end + shift }, count);
}

/** Pixel speed (px/ms) → bar speed (bars/ms) for a plot of this width and window. */
export function barsPerMs(pxPerMs: number, plotWidthPx: number, w: BarWindow): number {
  return plotWidthPx > 0 ? (-pxPerMs / plotWidthPx) * spanOf(w) : 0;
}

/**
 * One step of a fling: the distance (bars) covered in `dtMs` with exponential decay, and the speed
 * after it; `done` once the speed falls below FLING_STOP_SPEED.
 */
export function flingStep(
  velocity: number,
  dtMs: number,
  halfLifeMs = FLING_HALF_LIFE_MS,
): { distance: number; velocity: number; done: boolean } {
  const k = Math.LN2 / halfLifeMs;
  const decay = Math.exp(-k * Math.max(0, dtMs));
  const next = velocity * decay;
  // ∫ v0·e^(−kt) dt from 0 to dt
  const distance = (velocity * (1 - decay)) / k;
  return { distance, velocity: next, done: Math.abs(next) < FLING_STOP_SPEED };
}

/** Total distance a fling at `velocity` (bars/ms) travels before it stops: v0 / k. */
export function flingTotal(velocity: number, halfLifeMs = FLING_HALF_LIFE_MS): number {
  return (velocity * halfLifeMs) / Math.LN2;
}

export interface MoveSample {
  x: number;
  t: number;
}

/**
 * Release speed (px/ms) from the move samples of the last `windowMs` before the last one: 0 when the
 * finger rested (no sample that recent besides the last), so a drag that stopped does not fling.
 */
export function releaseVelocity(samples: readonly MoveSample[], windowMs = 80): number {
  if (samples.length < 2) return 0;
  const last = samples[samples.length - 1];
  let first: MoveSample | null = null;
  for (let i = samples.length - 2; i >= 0; i--) {
    if (last.t - samples[i].t > windowMs) break;
    first = samples[i];
  }
  if (!first || last.t === first.t) return 0;
  return (last.x - first.x) / (last.t - first.t);
}

/** First clear direction of a one-finger gesture: null until it moved DIRECTION_SLOP_PX. */
export function lockDirection(dx: number, dy: number, slop = DIRECTION_SLOP_PX): 'x' | 'y' | null {
  if (Math.hypot(dx, dy) < slop) return null;
  return Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
}

/** Whether older bars should be asked for now. */
export function shouldLoadOlder(w: BarWindow, threshold = LOAD_OLDER_THRESHOLD_BARS): boolean {
  return w.start <= threshold;
}

/** `added` bars were put before the oldest: the same bars stay on screen (the view does not jump). */
export function shiftForPrepend(w: BarWindow, added: number): BarWindow {
  return { start: w.start + added, end: w.end + added };
}

/**
 * A live bar was appended (count went from `before` to `after`): a window that showed the newest
 * bar keeps showing it (slides right); one the user moved back in time stays where it was.
 */
export function followAppend(w: BarWindow, before: number, after: number): BarWindow {
  if (after <= before || w.end < before - 1e-9) return w;
  const d = after - before;
  return { start: w.start + d, end: w.end + d };
}

/** Whole bar indices for ECharts' dataZoom (startValue, endValue inclusive). */
export function visibleIndices(w: BarWindow, count: number): { startValue: number; endValue: number } {
  if (!(count > 0)) return { startValue: 0, endValue: 0 };
  const startValue = Math.max(0, Math.min(count - 1, Math.round(w.start)));
  const endValue = Math.max(startValue, Math.min(count - 1, Math.round(w.end) - 1));
  return { startValue, endValue };
}

/** The pinch's scale between two finger distances (> 1: fingers apart, zoom in). */
export function pinchFactor(startDistance: number, distance: number): number {
  return startDistance > 0 && distance > 0 ? distance / startDistance : 1;
}
