// Rise red, fall green (§5 (validation rules)). Two palettes exist in the product; both are kept with their exact values.
import { toNumber } from './format/number';

export const RISE_COLOR = '#E94041';
export const FALL_COLOR = '#05A687';
export const FLAT_COLOR = '#333333';

/** The second helper's palette (used by the board and sector pages). */
export const ALT_RISE_COLOR = '#eb0000';
export const ALT_FALL_COLOR = '#249000';

export type Trend = 'rise' | 'fall' | 'flat';

/** Sign of a change: positive rise, negative fall, zero or missing flat. */
export function trendOf(change: unknown): Trend {
  const n = toNumber(change);
  if (n === null || n === 0) return 'flat';
  return n > 0 ? 'rise' : 'fall';
}

/**
 * Rise, fall or flat of a value against a reference such as the previous close (the price panel's
 * colours). Flat when either side is missing.
 */
export function trendAgainst(value: unknown, reference: unknown): Trend {
  const v = toNumber(value);
  const r = toNumber(reference);
  if (v === null || r === null) return 'flat';
  return trendOf(v - r);
}

/** First helper: #E94041 positive, #05A687 negative, #333333 zero or missing. */
export function colorOf(change: unknown): string {
  const t = trendOf(change);
  return t === 'rise' ? RISE_COLOR : t === 'fall' ? FALL_COLOR : FLAT_COLOR;
}

/** Colour of a value against a reference (previous close) with the first palette. */
export function colorAgainst(value: unknown, reference: unknown): string {
  const t = trendAgainst(value, reference);
  return t === 'rise' ? RISE_COLOR : t === 'fall' ? FALL_COLOR : FLAT_COLOR;
}

/**
 * Second helper: #eb0000 positive, #249000 negative. It defines no flat colour, so zero or missing
 * gives '' (no inline colour: the text keeps the theme's colour).
 */
export function altColorOf(change: unknown): string {
  const t = trendOf(change);
  return t === 'rise' ? ALT_RISE_COLOR : t === 'fall' ? ALT_FALL_COLOR : '';
}

/**
 * §2 (screens and routes) tick direction: 1 sell (the fall colour), 2 buy (the rise colour),
 * anything else neutral grey. A trend, not a colour, so the user's 涨跌颜色 applies (CSS classes).
 */
export function tickDirectionTrend(property: unknown): Trend {
  const n = toNumber(property);
  if (n === 1) return 'fall';
  if (n === 2) return 'rise';
  return 'flat';
}
