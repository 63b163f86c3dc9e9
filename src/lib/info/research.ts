// Research tab rules (§2 (screens and routes) "Research", §3 (entities and their fields) rating ids): period labels of the rating table, forecast year
// labels, the rating icon's name and tone, and when a target price shows.
import { DASH, fixed, toNumber } from '../format/number';

/** §2 (screens and routes): the rating period is 1年内 for 12 months, otherwise N个月. */
export function ratingPeriodLabel(months: unknown): string {
  const n = toNumber(months);
  if (n === null) return DASH;
  return n === 12 ? '1年内' : `${n}个月`;
}

/** Profit-forecast figures are all forecasts: the year carries the analysts' E mark (2026 → 2026E). */
export function forecastYearLabel(year: unknown): string {
  const n = toNumber(year);
  return n === null ? DASH : `${n}E`;
}

/** §2 (screens and routes): a target price shows only when above 0, with 2 decimals; otherwise null (nothing shown). */
export function targetPriceText(price: unknown): string | null {
  const n = toNumber(price);
  return n !== null && n > 0 ? fixed(n, 2) : null;
}

export type RatingTone = 'buy' | 'overweight' | 'neutral' | 'reduce' | 'sell' | 'none';

/** §3 (entities and their fields) rating ids: 0 none, 1 sell, 2 reduce, 3 neutral, 5 overweight, 7 buy. */
const RATINGS: Record<number, { name: string; tone: RatingTone }> = {
  1: { name: '卖出', tone: 'sell' },
  2: { name: '减持', tone: 'reduce' },
  3: { name: '中性', tone: 'neutral' },
  5: { name: '增持', tone: 'overweight' },
  7: { name: '买入', tone: 'buy' },
};

/** The rating icon of a report; null for 0 (none) and unknown ids, which show no icon. */
export function ratingOf(id: unknown): { name: string; tone: RatingTone } | null {
  const n = toNumber(id);
  return n === null ? null : (RATINGS[n] ?? null);
}
