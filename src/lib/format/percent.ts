// Change-rate and percent rules of §5 (validation rules).
import { DASH, fixed, toNumber } from './number';

export interface SignOptions {
  /** Prefix '+' to positive values. */
  sign?: boolean;
  /** Append '%' (default true). */
  percent?: boolean;
}

/**
 * §5 (validation rules) change rate: null, undefined, NaN or infinite → '--'; exactly 0 → '0.00%'; otherwise raw / 10
 * with two decimals, an optional '+' on positives and the percent mark. The raw value is the quote
 * system's scaled rate (tenths of the displayed number).
 */
export function formatChangeRate(raw: unknown, opts: SignOptions = {}): string {
  const n = typeof raw === 'number' ? raw : toNumber(raw);
  if (n === null || !Number.isFinite(n)) return DASH;
  const mark = opts.percent === false ? '' : '%';
  if (n === 0) return `0.00${mark}`;
  const v = n / 10;
  return `${opts.sign && v > 0 ? '+' : ''}${fixed(v, 2)}${mark}`;
}

/**
 * Sector ranking (§5 (validation rules)): sector change rates are hundredths of a percent (123 = 1.23 %); the page divides
 * by 10 before the change-rate formatter above, which divides by 10 again.
 */
export function formatSectorChangeRate(hundredths: unknown, opts: SignOptions = {}): string {
  const n = toNumber(hundredths);
  return n === null ? DASH : formatChangeRate(n / 10, opts);
}

/**
 * §5 (validation rules) percent up/down of a value already in percent (1.5 → '1.50%'): '--' for missing or zero, a minus
 * on negatives, a plus on positives only when asked.
 */
export function formatPercentUpDown(value: unknown, opts: SignOptions & { decimals?: number } = {}): string {
  const n = toNumber(value);
  if (n === null || n === 0) return DASH;
  const mark = opts.percent === false ? '' : '%';
  return `${opts.sign && n > 0 ? '+' : ''}${fixed(n, opts.decimals ?? 2)}${mark}`;
}

/**
 * A plain ratio shown as a percent with its sign (0.0123 → '+1.23%', −0.05 → '-5.00%', 0 → '0.00%'),
 * e.g. the dragon-tiger pxChangeRate (§3 (entities and their fields): ratio, shown × 100).
 */
export function formatRatioPercent(ratio: unknown, decimals = 2): string {
  const n = toNumber(ratio);
  if (n === null) return DASH;
  const v = n * 100;
  const s = fixed(v, decimals);
  return `${v > 0 && Number(s) !== 0 ? '+' : ''}${s}%`;
}
