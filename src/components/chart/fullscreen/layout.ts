/**
 * The landscape full screen's geometry (issue 21 item 3), as plain functions: whether the page must
 * lay the chart out rotated itself (the browser refused to turn the screen and the viewport is still
 * portrait), where a finger is in the rotated chart's own pixels, and the axis label size.
 */

export type LandscapeMode = 'host' | 'browser' | 'refused';

/** Rotate the layout by 90° when the screen was not turned for us and is still taller than wide. */
export function needsRotation(mode: LandscapeMode, viewportWidth: number, viewportHeight: number): boolean {
  return mode === 'refused' && viewportHeight > viewportWidth;
}

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * A touch's position in an element's own (unrotated) pixels. `rect` is the element's on-screen box
 * (getBoundingClientRect). Rotated 90° clockwise, the element's x runs down the screen and its y
 * runs from the right edge leftwards.
 */
export function localPoint(
  rect: Rect,
  clientX: number,
  clientY: number,
  rotated: boolean,
): { x: number; y: number } {
  if (!rotated) return { x: clientX - rect.left, y: clientY - rect.top };
  return { x: clientY - rect.top, y: rect.right - clientX };
}

/** Axis labels in landscape: 12 px instead of the page's 10 (more room, read at arm's length). */
export const LANDSCAPE_AXIS_FONT_PX = 12;

/**
 * The chart's height in the full screen: the short side less the bar on top and the period and
 * indicator rows, never below 160 px.
 */
export function landscapeChartHeight(shortSide: number, chrome: number): number {
  return Math.max(160, Math.floor(shortSide - chrome));
}
