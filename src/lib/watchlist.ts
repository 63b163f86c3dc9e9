/**
 * Pure rules of 自选 (the watchlist), beyond the spec (docs/watchlist-and-alerts.md): the market
 * groups a list derives, the edits a visitor makes on the device (the server applies the same ones
 * for an account), the order the edit mode's buttons produce, and the §4 sort of the rows.
 */
import { regionOf } from '../../contract/market-rules';
import { canonicalInstrumentId, instrumentIdOf } from '../../contract/instrument-id';

/** Same cap as the server's (server/community/watchlist.ts MAX_WATCH_ITEMS). */
export const MAX_WATCH_ITEMS = 200;
export const WATCH_FULL_MSG = `自选最多${MAX_WATCH_ITEMS}只`;

export type MarketGroup = '全部' | '沪深' | '港股' | '美股';
export const MARKET_GROUPS: readonly MarketGroup[] = ['全部', '沪深', '港股', '美股'];

/** "sh:600000" → { market: 'sh', code: '600000' }; null for anything not of that shape. */
export function parseWatchId(id: string): { market: string; code: string } | null {
  const i = id.indexOf(':');
  if (i <= 0 || i === id.length - 1) return null;
  return { market: id.slice(0, i), code: id.slice(i + 1) };
}

/**
 * The id of the instrument a route names (`/hk/00700.html` → `HKSE:00700`): the universe's, by the
 * rule the server checks with (contract/instrument-id.ts); null for a market no instrument has.
 */
export function watchId(market: string, code: string): string | null {
  return instrumentIdOf(market, code);
}

/** The market group an id belongs to besides 全部. */
export function marketGroupOf(id: string): Exclude<MarketGroup, '全部'> {
  const region = regionOf(parseWatchId(id)?.market ?? '');
  return region === 'HK' ? '港股' : region === 'USA' ? '美股' : '沪深';
}

/** The ids of a market group, in the list's order. */
export function inMarketGroup(list: readonly string[], group: MarketGroup): string[] {
  return group === '全部' ? [...list] : list.filter((id) => marketGroupOf(id) === group);
}

/** Add at the top (the newest first, as the server does); present: unchanged. Full: an error. */
export function addToList(list: readonly string[], id: string): string[] {
  if (list.includes(id)) return [...list];
  if (list.length >= MAX_WATCH_ITEMS) throw new Error(WATCH_FULL_MSG);
  return [id, ...list];
}

/** `a`, then what `b` adds (in `b`'s order), capped: how a native list joins the device's. */
export function unionOf(a: readonly string[], b: readonly string[]): string[] {
  const out = [...a];
  for (const id of b) if (!out.includes(id)) out.push(id);
  return out.slice(0, MAX_WATCH_ITEMS);
}

export function removeFromList(list: readonly string[], ids: readonly string[]): string[] {
  const gone = new Set(ids);
  return list.filter((id) => !gone.has(id));
}

export type Move = 'up' | 'down' | 'top';

/** The list after one edit-mode button on `id`; unchanged when the move has nowhere to go. */
export function moveInList(list: readonly string[], id: string, move: Move): string[] {
  const i = list.indexOf(id);
  const out = [...list];
  if (i < 0) return out;
  const j = move === 'top' ? 0 : move === 'up' ? i - 1 : i + 1;
  if (j < 0 || j >= out.length || j === i) return out;
  out.splice(i, 1);
  out.splice(j, 0, id);
  return out;
}

/**
 * A device's stored list, read defensively: whatever another version or a hand edit left there,
 * the result is distinct well-formed ids, at most the cap.
 */
export function parseStoredList(raw: string | null): string[] {
  if (!raw) return [];
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(v)) return [];
  const out: string[] = [];
  for (const x of v) {
    // An id stored before the shared rule (`hk:00700`) becomes the universe's (`HKSE:00700`).
    const id = typeof x === 'string' ? canonicalInstrumentId(x) : null;
    if (id && !out.includes(id)) out.push(id);
    if (out.length >= MAX_WATCH_ITEMS) break;
  }
  return out;
}

export type WatchSortField = 'price' | 'change';
/** Structurally components/list/sort.ts's Sort (lib may not import components). */
export interface WatchSort {
  field: WatchSortField;
  dir: 'desc' | 'asc';
}

export interface WatchRowValues {
  id: string;
  price: number | null;
  changeRate: number | null;
}

/**
 * Rows in the sort's order (§4 "Rank list" cycle via components/list/sort.ts); no sort: the user's
 * order. A row without a quote yet goes last either way, so a loading row never tops the list.
 * Ties keep the user's order.
 */
export function sortRows<R extends WatchRowValues>(rows: readonly R[], sort: WatchSort | null): R[] {
  if (!sort) return [...rows];
  const key = (r: R): number | null => (sort.field === 'price' ? r.price : r.changeRate);
  const sign = sort.dir === 'desc' ? -1 : 1;
  return rows
    .map((r, i) => ({ r, i, k: key(r) }))
    .sort((a, b) => {
      const an = a.k === null || !Number.isFinite(a.k);
      const bn = b.k === null || !Number.isFinite(b.k);
      if (an || bn) return an === bn ? a.i - b.i : an ? 1 : -1;
      return a.k! === b.k! ? a.i - b.i : sign * (a.k! - b.k!);
    })
    .map((x) => x.r);
}

/** A tab of the 自选 page: one of the market groups, or one of the user's own groups by id. */
export type WatchTab = { market: MarketGroup } | { group: number };

/**
 * The ids a tab shows, in the list's order: a market group derives them; a user group shows its
 * members that are still in the list (a group of a list changed elsewhere may lag a call behind);
 * a group that no longer exists shows nothing.
 */
export function idsOfTab(
  list: readonly string[],
  tab: WatchTab,
  groups: ReadonlyArray<{ id: number; instruments: readonly string[] }>,
): string[] {
  if ('market' in tab) return inMarketGroup(list, tab.market);
  const members = new Set(groups.find((g) => g.id === tab.group)?.instruments ?? []);
  return list.filter((id) => members.has(id));
}

/** The stock home of an id (`HKSE:00700` → `/HKSE/00700.html`). */
export function watchHref(id: string): string {
  const p = parseWatchId(id);
  return p ? `/${p.market}/${encodeURIComponent(p.code)}.html` : '/';
}
