// Margin board figures (§9 (business constants and limits) "Amount units on the board: auto uses 亿 or falls back to 万 when below 1").
import { DASH, fixed, formatBoardAmount, toNumber } from './number';

/** Amount in yuan: 亿, or 万 below 1亿; 2 decimals; a '+' on positive changes when asked. */
export function formatMarginAmount(value: unknown, opts: { sign?: boolean } = {}): string {
  const n = toNumber(value);
  if (n === null) return DASH;
  return `${opts.sign && n > 0 ? '+' : ''}${formatBoardAmount(n)}`;
}

/** Volume in shares: 亿 or 万 with 2 decimals from 1万 shares up, whole shares below. */
export function formatMarginVolume(value: unknown): string {
  const n = toNumber(value);
  if (n === null) return DASH;
  const a = Math.abs(n);
  if (a >= 1e8) return `${fixed(n / 1e8, 2)}亿`;
  if (a >= 1e4) return `${fixed(n / 1e4, 2)}万`;
  return fixed(n, 0);
}

/** A rate already in percent (1.23 → '1.23%'); zero is a real value here, not '--'. */
export function formatMarginPercent(value: unknown, opts: { sign?: boolean } = {}): string {
  const n = toNumber(value);
  if (n === null) return DASH;
  return `${opts.sign && n > 0 ? '+' : ''}${fixed(n, 2)}%`;
}
