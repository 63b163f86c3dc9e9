// Number shortening of §9 (business constants and limits) and the '--' rule of §5 (validation rules). Every formatter answers DASH for a missing or
// non-numeric value, so pages never print NaN, undefined or Infinity.

export const DASH = '--';

/**
 * Reads a display value: finite numbers, and strings holding one (servers send both). Anything else
 * (null, undefined, '', 'abc', NaN, ±Infinity, objects) → null.
 */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** toFixed that never prints '-0.00' for a value that rounds to zero. */
export function fixed(value: number, decimals: number): string {
  const s = value.toFixed(decimals);
  return /^-0(\.0*)?$/.test(s) ? s.slice(1) : s;
}

/** Plain number with `decimals` places, or '--'. */
export function formatFixed(value: unknown, decimals = 2): string {
  const n = toNumber(value);
  return n === null ? DASH : fixed(n, decimals);
}

/**
 * The newer shortening formatter of §9 (business constants and limits), by absolute value:
 * above 1e12 → 万亿 (2 decimals), above 1e8 → 亿 (2), above 1e7 → 千万 (2), 1e6 and up → 万 with 0
 * decimals, 1e5 and up → 万 with 1, 1e4 and up → 万 with 2, otherwise the number with 2 decimals.
 * "Above" is strict and "and up" inclusive, exactly as §9 (business constants and limits) words them. The sign is kept.
 */
export function formatNumber(value: unknown): string {
  const n = toNumber(value);
  if (n === null) return DASH;
  const a = Math.abs(n);
  if (a > 1e12) return `${fixed(n / 1e12, 2)}万亿`;
  if (a > 1e8) return `${fixed(n / 1e8, 2)}亿`;
  if (a > 1e7) return `${fixed(n / 1e7, 2)}千万`;
  if (a >= 1e6) return `${fixed(n / 1e4, 0)}万`;
  if (a >= 1e5) return `${fixed(n / 1e4, 1)}万`;
  if (a >= 1e4) return `${fixed(n / 1e4, 2)}万`;
  return fixed(n, 2);
}

/** §9 (business constants and limits) named units. */
export const UNITS = { 千: 1e3, 万: 1e4, 千万: 1e7, 亿: 1e8, 十亿: 1e9 } as const;
export type UnitName = keyof typeof UNITS;

function isUnitName(u: unknown): u is UnitName {
  return typeof u === 'string' && Object.prototype.hasOwnProperty.call(UNITS, u);
}

/**
 * The older formatter of §9 (business constants and limits). `unit` is either a named unit (value divided by it, 2 decimals, unit
 * appended) or a number, which is the decimal count for the automatic choice: above 1e8 → 亿, above
 * 1e7 → 千万, above 1e4 → 万, each with two decimals; otherwise the plain number with that many
 * decimals (default 2). `plus` prefixes '+' to positive results.
 */
export function formatWithUnit(value: unknown, unit: UnitName | number = 2, plus = false): string {
  const n = toNumber(value);
  if (n === null) return DASH;
  const sign = plus && n > 0 ? '+' : '';
  if (isUnitName(unit)) return `${sign}${fixed(n / UNITS[unit], 2)}${unit}`;
  const a = Math.abs(n);
  if (a > 1e8) return `${sign}${fixed(n / 1e8, 2)}亿`;
  if (a > 1e7) return `${sign}${fixed(n / 1e7, 2)}千万`;
  if (a > 1e4) return `${sign}${fixed(n / 1e4, 2)}万`;
  return `${sign}${fixed(n, unit)}`;
}

/** Value in one named unit with `decimals` places, without the unit name (table cells that print it once). */
export function inUnit(value: unknown, unit: UnitName, decimals = 2): string {
  const n = toNumber(value);
  return n === null ? DASH : fixed(n / UNITS[unit], decimals);
}

/**
 * Amount on the dragon-tiger / margin boards. 'auto' shows 亿, falling back to 万 when the value in 亿
 * is below 1 in size; a named unit forces that unit.
 */
export function formatBoardAmount(value: unknown, unit: 'auto' | UnitName = 'auto', decimals = 2): string {
  const n = toNumber(value);
  if (n === null) return DASH;
  if (unit !== 'auto') return `${fixed(n / UNITS[unit], decimals)}${unit}`;
  if (Math.abs(n / 1e8) < 1) return `${fixed(n / 1e4, decimals)}万`;
  return `${fixed(n / 1e8, decimals)}亿`;
}

/** Money (fund flows): 亿 above 1e8 in size, otherwise 万; 2 decimals. */
export function formatMoney(value: unknown, decimals = 2): string {
  const n = toNumber(value);
  if (n === null) return DASH;
  return Math.abs(n) > 1e8 ? `${fixed(n / 1e8, decimals)}亿` : `${fixed(n / 1e4, decimals)}万`;
}
