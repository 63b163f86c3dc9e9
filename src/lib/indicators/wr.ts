// W&R in 通达信 form: (HHV(H, N) − C) / (HHV(H, N) − LLV(L, N)) × 100 (0 at the top of the range,
// 100 at the bottom). Null for the first n − 1 bars; a flat window reads as the neutral 50.
import { hhvAt, llvAt, type Column, type Series } from './moving';

export function wrAt(high: Column, low: Column, close: Column, i: number, n: number): number | null {
  if (i < n - 1) return null;
  const hh = hhvAt(high, i, n);
  const ll = llvAt(low, i, n);
  return hh === ll ? 50 : ((hh - close[i]) / (hh - ll)) * 100;
}

/** wr(high, low, close, n). */
export function wr(high: Column, low: Column, close: Column, n: number): Series {
  const out: Series = new Array(close.length);
  for (let i = 0; i < close.length; i++) out[i] = wrAt(high, low, close, i, n);
  return out;
}
