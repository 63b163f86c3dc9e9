/** Pure helpers of the margin pages: sorting a loaded table, links, the growing history page. */
import { MARGIN_HISTORY_MAX, MARGIN_LIST_SIZE } from '../../../contract/margin';
import type { Sort } from '../../components/list/sort';

/** Rows sorted by a numeric field (ties keep their order); the rows as given without a sort. */
export function sortRows<R, F extends keyof R & string>(rows: readonly R[], sort: Sort<F> | null): R[] {
  if (!sort) return rows.slice();
  const k = sort.dir === 'desc' ? -1 : 1;
  const num = (r: R) => {
    const v = r[sort.field];
    return typeof v === 'number' && Number.isFinite(v) ? v : -Infinity;
  };
  return rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => k * (num(a.r) - num(b.r)) || a.i - b.i)
    .map((x) => x.r);
}

/** §2 (screens and routes) /rzrq/{stock}/{innerCode}.html, {stock} being name-code. */
export function stockMarginPath(name: string, code: string, innerCode: number): string {
  return `/rzrq/${encodeURIComponent(`${name}-${code}`)}/${innerCode}.html`;
}

/** §2 (screens and routes) /rzrq-stock-list.html?innerCode=&name= */
export function stockMarginListPath(innerCode: number, name: string): string {
  return `/rzrq-stock-list.html?${new URLSearchParams({ innerCode: String(innerCode), name }).toString()}`;
}

/** §2 (screens and routes) /rzrq-list.html?market=&date= */
export function marginListPath(market: string, date: string | undefined): string {
  const q = new URLSearchParams({ market });
  if (date) q.set('date', date);
  return `/rzrq-list.html?${q.toString()}`;
}

/** The stock name and code of a {stock} route segment (name-code; a name may hold a hyphen). */
export function splitStockSegment(segment: string): { name: string; code: string } {
  const at = segment.lastIndexOf('-');
  return at < 0 ? { name: segment, code: '' } : { name: segment.slice(0, at), code: segment.slice(at + 1) };
}

/**
 * The stock history has only pageSize (§7 (the calls it makes) query2TradingDetailTable): page n asks for n × size rows
 * and keeps the ones after the first (n − 1) × size.
 */
export function growingPageSize(page: number, size: number): { pageSize: number; skip: number } {
  return { pageSize: page * size, skip: (page - 1) * size };
}

/**
 * The market list's rows drawn at once (a phone screen and a half), then per idle moment: drawing all
 * 100 rows' cells in one task costs about 500 ms on a slow phone (bench, 4× CPU), before the first
 * screen and in the middle of a fling alike. The early script draws as many (early.ts).
 */
export const LIST_FIRST_ROWS = 25;

/** The rows the stock list's first page asks for (the call pages by size only). */
export const firstHistorySize = (): number =>
  Math.min(growingPageSize(1, MARGIN_LIST_SIZE).pageSize, MARGIN_HISTORY_MAX);

/** The InnerCode of a route or query value: a positive integer, else null. */
export function parseInnerCode(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n > 0 ? n : null;
}

/**
 * A table loaded in one request, drawn in steps: the first `firstRows` (a screen and a half) at
 * once, then `stepRows` more per page, so neither the first screen nor any later task waits for
 * the whole table's cells.
 */
export function stepPage<R>(
  rows: readonly R[],
  page: number,
  firstRows: number,
  stepRows: number,
): { items: R[]; next: number | null } {
  const start = page <= 1 ? 0 : firstRows + (page - 2) * stepRows;
  const end = page <= 1 ? firstRows : start + stepRows;
  return { items: rows.slice(start, end), next: rows.length > end ? Math.max(1, page) + 1 : null };
}
