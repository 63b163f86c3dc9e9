// Profile tab rules (§2 (screens and routes) "CN profile", "HK and US profile", §9 (business constants and limits)): collapsed row counts, holding
// percentages, change texts, main-business ring slices and the CN no-data state.
import { DASH, fixed, formatNumber, toNumber } from '../format/number';

/** §9 (business constants and limits): dividend, split and buy-back lists (and the HK/US holder lists) show 3 rows until expanded. */
export const COLLAPSED_ROWS = 3;

/** The rows to show: all when expanded, otherwise the first 3. */
export function visibleRows<T>(
  rows: readonly T[] | null | undefined,
  expanded: boolean,
  collapsed = COLLAPSED_ROWS,
): T[] {
  const all = rows ?? [];
  return expanded ? [...all] : all.slice(0, collapsed);
}

/** Whether a list needs the expand/collapse toggle (more rows than the collapsed count). */
export function needsRowToggle(
  rows: readonly unknown[] | null | undefined,
  collapsed = COLLAPSED_ROWS,
): boolean {
  return (rows?.length ?? 0) > collapsed;
}

/** §2 (screens and routes): holding percentages with 3 decimals ('12.3456' → '12.346%'); '--' when missing. */
export function formatHoldingPercent(pct: unknown): string {
  const n = toNumber(pct);
  return n === null ? DASH : `${fixed(n, 3)}%`;
}

export const UNCHANGED = '未变';

/** §2 (screens and routes): a holder's recent change: 未变 for zero or missing, otherwise a signed share count (+1.20万). */
export function holdingChangeText(change: unknown): string {
  const n = toNumber(change);
  if (n === null || n === 0) return UNCHANGED;
  return `${n > 0 ? '+' : ''}${formatNumber(n)}`;
}

/** §2 (screens and routes): ring chart slices are the segments above 10 % of the total. */
export const RING_SLICE_MIN_SHARE = 0.1;
export const OTHER_SLICE_NAME = '其他';

export interface Slice {
  name: string;
  value: number;
  /** Share of the total, 0..1. */
  share: number;
}

/**
 * Main-business ring: every segment above 10 % of the (positive) total is its own slice; the smaller
 * ones are summed into one 其他 slice, so the ring still adds up to 100 % (the list below the chart
 * names every segment). Non-positive or missing values are left out.
 */
export function ringSlices(items: ReadonlyArray<{ name: string; value: unknown }>): Slice[] {
  const rows = items.map((i) => ({ name: i.name, value: toNumber(i.value) ?? 0 })).filter((i) => i.value > 0);
  const total = rows.reduce((s, r) => s + r.value, 0);
  if (total <= 0) return [];
  const big = rows.filter((r) => r.value / total > RING_SLICE_MIN_SHARE);
  const rest = rows.filter((r) => r.value / total <= RING_SLICE_MIN_SHARE).reduce((s, r) => s + r.value, 0);
  const slices = big.map((r) => ({ ...r, share: r.value / total }));
  if (rest > 0) slices.push({ name: OTHER_SLICE_NAME, value: rest, share: rest / total });
  return slices;
}

/** Share of the total per item, for the list under the ring (each segment with its percent). */
export function shares(items: ReadonlyArray<{ name: string; value: unknown }>): Slice[] {
  const rows = items.map((i) => ({ name: i.name, value: toNumber(i.value) ?? 0 }));
  const total = rows.reduce((s, r) => s + (r.value > 0 ? r.value : 0), 0);
  return rows.map((r) => ({ ...r, share: total > 0 && r.value > 0 ? r.value / total : 0 }));
}

/** Percent of a 0..1 share with 2 decimals ('35.12%'). */
export function shareText(share: number): string {
  return `${fixed(share * 100, 2)}%`;
}

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** §2 (screens and routes): the CN profile shows its no-data state when the main-index end date, company name and equity end date are all empty. */
export function isCnProfileEmpty(
  p:
    | {
        FMainIndex?: { EndDate?: unknown } | null;
        CompanyProfile?: { CompName?: unknown } | null;
        ShareholderEquity?: { EndDate?: unknown } | null;
      }
    | null
    | undefined,
): boolean {
  return (
    blank(p?.FMainIndex?.EndDate) &&
    blank(p?.CompanyProfile?.CompName) &&
    blank(p?.ShareholderEquity?.EndDate)
  );
}
