// OBV in 通达信 form: SUM(IF(C > REF(C,1), V, IF(C < REF(C,1), −V, 0)), 0). The first bar has no
// previous close, so it contributes 0 and the line starts at 0.
import type { Column, Series } from './moving';

export function obvStep(
  prev: number | null,
  prevClose: number | null,
  close: number,
  volume: number,
): number {
  if (prev === null || prevClose === null) return 0;
  if (close > prevClose) return prev + volume;
  if (close < prevClose) return prev - volume;
  return prev;
}

/** obv(close, volume). */
export function obv(close: Column, volume: Column): Series {
  const out: Series = new Array<number | null>(close.length);
  let sum = 0;
  for (let i = 0; i < close.length; i++) {
    if (i > 0) {
      if (close[i] > close[i - 1]) sum += volume[i];
      else if (close[i] < close[i - 1]) sum -= volume[i];
    }
    out[i] = sum;
  }
  return out;
}
