// KDJ in 通达信 form:
//   RSV = (C − LLV(L, N)) / (HHV(H, N) − LLV(L, N)) × 100
//   K = SMA(RSV, M1, 1); D = SMA(K, M2, 1); J = 3K − 2D
// RSV needs a full window, so the lines start at bar n − 1 (null before); K and D are seeded with the
// first RSV. A flat window (HHV = LLV) has no position in its range; we read it as the neutral 50.
import { hhvAt, llvAt, rollingHighLow, smaStep, type Column, type Series } from './moving';

export interface KdjResult {
  k: Series;
  d: Series;
  j: Series;
}

/** RSV at bar i, or null during the warm-up. O(n). */
export function rsvAt(high: Column, low: Column, close: Column, i: number, n: number): number | null {
  if (i < n - 1) return null;
  const hh = hhvAt(high, i, n);
  const ll = llvAt(low, i, n);
  return hh === ll ? 50 : ((close[i] - ll) / (hh - ll)) * 100;
}

/** Writes K, D, J at bar i from K and D at i − 1. */
export function kdjAt(
  s: KdjResult,
  high: Column,
  low: Column,
  close: Column,
  i: number,
  n: number,
  m1: number,
  m2: number,
): void {
  const rsv = rsvAt(high, low, close, i, n);
  if (rsv === null) {
    s.k[i] = s.d[i] = s.j[i] = null;
    return;
  }
  const k = smaStep(i > 0 ? s.k[i - 1] : null, rsv, m1, 1);
  const d = smaStep(i > 0 ? s.d[i - 1] : null, k, m2, 1);
  s.k[i] = k;
  s.d[i] = d;
  s.j[i] = 3 * k - 2 * d;
}

/** kdj(high, low, close, n = 9, m1 = 3, m2 = 3) → { k, d, j }. One pass, same arithmetic as kdjAt, steps inline. */
export function kdj(high: Column, low: Column, close: Column, n = 9, m1 = 3, m2 = 3): KdjResult {
  const len = close.length;
  const ks: Series = new Array<number | null>(len);
  const ds: Series = new Array<number | null>(len);
  const js: Series = new Array<number | null>(len);
  const { hhv, llv } = rollingHighLow(high, low, n);
  let k = 0;
  let d = 0;
  for (let i = 0; i < len; i++) {
    if (i < n - 1) {
      ks[i] = ds[i] = js[i] = null;
      continue;
    }
    const hh = hhv[i];
    const ll = llv[i];
    const rsv = hh === ll ? 50 : ((close[i] - ll) / (hh - ll)) * 100;
    // SMA(x, m, 1) steps inline (see macdState); seeded with the first RSV at bar n − 1
    k = i === n - 1 ? rsv : (rsv + (m1 - 1) * k) / m1;
    d = i === n - 1 ? k : (k + (m2 - 1) * d) / m2;
    ks[i] = k;
    ds[i] = d;
    js[i] = 3 * k - 2 * d;
  }
  return { k: ks, d: ds, j: js };
}
