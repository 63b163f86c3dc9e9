/**
 * The display parameters every in-app navigation keeps (§2: `?type=dark`), as a pure rule over query
 * strings: the router's history applies it to every push and link href (app/carry-params.ts), and
 * the early twins drawn before the router exists (components/header/early-common-header.ts) write
 * their links' hrefs with it, so both hrefs are the same.
 */

/** The query parameters carried from page to page. */
export const CARRIED_PARAMS: readonly string[] = ['type'];

/**
 * A target's query (`''` or `'?…'`) with the carried parameters of `currentSearch` that it does not
 * set itself added; the very string given when there is nothing to add.
 */
export function carriedSearch(
  search: string,
  currentSearch: string,
  keys: readonly string[] = CARRIED_PARAMS,
): string {
  const current = new URLSearchParams(currentSearch);
  const next = new URLSearchParams(search);
  let changed = false;
  for (const key of keys) {
    const value = current.get(key);
    if (value === null || next.has(key)) continue;
    next.append(key, value);
    changed = true;
  }
  return changed ? `?${next.toString()}` : search;
}
