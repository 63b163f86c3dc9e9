// CCI in 通达信 form: TYP = (H + L + C) / 3; CCI = (TYP − MA(TYP, N)) / (0.015 × AVEDEV(TYP, N)),
// AVEDEV being the mean absolute deviation from the window's mean. Null for the first n − 1 bars; a
// window with no deviation gives 0.
import { maAt, type Column, type Series } from './moving';

export const CCI_CONSTANT = 0.015;

/** Typical price of every bar. */
export function typicalPrices(high: Column, low: Column, close: Column): number[] {
  const out = new Array<number>(close.length);
  for (let i = 0; i < close.length; i++) out[i] = (high[i] + low[i] + close[i]) / 3;
  return out;
}

/** CCI at bar i from the typical prices and their mean over the window ending at i. O(n). */
export function cciOf(typ: Column, i: number, n: number, mean: number | null): number | null {
  if (mean === null) return null;
  let dev = 0;
  for (let k = i - n + 1; k <= i; k++) dev += Math.abs(typ[k] - mean);
  dev /= n;
  return dev === 0 ? 0 : (typ[i] - mean) / (CCI_CONSTANT * dev);
}

export function cciAt(typ: Column, i: number, n: number): number | null {
  return cciOf(typ, i, n, maAt(typ, i, n));
}

/** cci(high, low, close, n = 14). `typ` may pass the typical prices already computed. */
export function cci(
  high: Column,
  low: Column,
  close: Column,
  n = 14,
  typ: Column = typicalPrices(high, low, close),
): Series {
  const out: Series = new Array<number | null>(close.length);
  let sum = 0;
  for (let i = 0; i < close.length; i++) {
    // MA(TYP, N) as a rolling sum in the same pass
    sum += typ[i];
    if (i >= n) sum -= typ[i - n];
    if (i < n - 1) {
      out[i] = null;
      continue;
    }
    const m = sum / n;
    let dev = 0;
    for (let x = i - n + 1; x <= i; x++) dev += Math.abs(typ[x] - m);
    dev /= n;
    out[i] = dev === 0 ? 0 : (typ[i] - m) / (CCI_CONSTANT * dev);
  }
  return out;
}
