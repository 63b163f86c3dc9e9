// Quote-adapter and panel rules of §5 (validation rules) and §9 (business constants and limits) that are pure arithmetic: turnover rate, list change
// rate, price scaling, large orders and pie shares.
import { toNumber } from './format/number';

/** §5 (validation rules): turnover rate = volume / circulating shares, when both are numeric and shares non-zero; else null. */
export function turnoverRate(volume: unknown, circulatingShares: unknown): number | null {
  const v = toNumber(volume);
  const s = toNumber(circulatingShares);
  return v === null || s === null || s === 0 ? null : v / s;
}

/** §9 (business constants and limits): list update rate = 1e5 × change / previous close (null without a usable previous close). */
export function listUpdateRate(change: unknown, preClose: unknown): number | null {
  const c = toNumber(change);
  const p = toNumber(preClose);
  return c === null || p === null || p === 0 ? null : (1e5 * c) / p;
}

/** §9 (business constants and limits): scaled integer prices are divided by 10000. */
export const PRICE_SCALE = 10000;

export function unscalePrice(scaled: unknown): number | null {
  const n = toNumber(scaled);
  return n === null ? null : n / PRICE_SCALE;
}

/** §9 (business constants and limits): minute-as-kline volume and amount are multiplied by 100. */
export const MINUTE_KLINE_VOLUME_FACTOR = 100;

/** §5 (validation rules): a large order is a trade whose price × volume is above 1,000,000. */
export const LARGE_ORDER_AMOUNT = 1_000_000;

export function isLargeOrder(price: unknown, volume: unknown): boolean {
  const p = toNumber(price);
  const v = toNumber(volume);
  return p !== null && v !== null && p * v > LARGE_ORDER_AMOUNT;
}

/** §2 (screens and routes): pie slices are labelled only above 10 percent. */
export const PIE_LABEL_MIN_PERCENT = 10;

/**
 * Shares of a pie in percent rounded to 1 decimal, with whether each slice is shown (above 10 %).
 * All zero (or empty) → every share 0 and nothing shown.
 */
export function pieShares(values: readonly number[]): { percent: number; shown: boolean }[] {
  const total = values.reduce((s, v) => s + (v > 0 ? v : 0), 0);
  return values.map((v) => {
    const exact = total > 0 && v > 0 ? (v / total) * 100 : 0;
    return { percent: Math.round(exact * 10) / 10, shown: exact > PIE_LABEL_MIN_PERCENT };
  });
}

export type LargeOrderKind = 'U' | 'D' | 'N';

/** Volume per kind (U buy, D sell, N neutral) of large-order records. */
export function largeOrderVolumes(
  orders: ReadonlyArray<{ kind: string; volume: number }>,
): Record<LargeOrderKind, number> {
  const out: Record<LargeOrderKind, number> = { U: 0, D: 0, N: 0 };
  for (const o of orders) {
    const k: LargeOrderKind = o.kind === 'U' || o.kind === 'D' ? o.kind : 'N';
    out[k] += o.volume;
  }
  return out;
}
