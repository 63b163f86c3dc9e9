// W&R in 通达信 form: (HHV(H, N) − C) / (HHV(H, N) − LLV(L, N)) × 100 (0 at the top of the range,
// 100 at the bottom). Null for the first n − 1 bars; a flat window reads as the neutral 50.
import { hhvAt, llvAt, rollingHighLow, type Column, type Series } from './moving';

/** W&R at bar i. O(n). */
export function wrAt(high: Column, low: Column, close: Column, i: number, n: number): number | null {
  if (i < n - 1) return null;
  const hh = hhvAt(high, i, n);
  const ll = llvAt(low, i, n);
  return hh === ll ? 50 : ((hh - close[i]) / (hh - ll)) * 100;
}

/** wr(high, low, close, n). One pass over sliding extremes (same results as wrAt). */
export function wr(high: Column, low: Column, close: Column, n: number): Series {
  const len = close.length;
  const out: Series = new Array<number | null>(len);
  const { hhv, llv } = rollingHighLow(high, low, n);
  for (let i = 0; i < len; i++) {
    if (i < n - 1) {
      out[i] = null;
      continue;
    }
    const hh = hhv[i];
    const ll = llv[i];
    out[i] = hh === ll ? 50 : ((hh - close[i]) / (hh - ll)) * 100;
  }
  return out;
}
