// Sector ranking rows (§3 (entities and their fields), §5 (validation rules)): prices in thousandths, change rates in hundredths of a percent, and a
// missing change rate blanks both the price and the change.
import { DASH, fixed, toNumber } from './number';
import { formatSectorChangeRate, type SignOptions } from './percent';

/** Sector price in thousandths → 2 decimals ('12345' → '12.35'). */
export function formatSectorPrice(lastPxThousandths: unknown): string {
  const n = toNumber(lastPxThousandths);
  return n === null ? DASH : fixed(n / 1000, 2);
}

/** One ranking row's price and change; both '--' when the change rate is missing. */
export function formatSectorRow(
  lastPxThousandths: unknown,
  pxChangeRate: unknown,
  opts: SignOptions = { sign: true },
): { price: string; rate: string } {
  if (toNumber(pxChangeRate) === null) return { price: DASH, rate: DASH };
  return { price: formatSectorPrice(lastPxThousandths), rate: formatSectorChangeRate(pxChangeRate, opts) };
}
