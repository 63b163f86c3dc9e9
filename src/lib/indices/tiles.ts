/**
 * The major-indices page's tabs and the six index tiles (§2 (screens and routes)), apart from the page's other rules:
 * the Security store and the route's boot warm-up read these, so they stay in the initial bundle
 * without the rank-list rules (indices.ts re-exports them).
 */
import type { RankType } from '../../../contract/quote';

/** The page's tabs, in `tab` query order (0, 1, 2). */
export const MARK_INDEX_TABS = ['沪深', '板块', '环球'] as const;
export type MarkIndexTab = 0 | 1 | 2;

/** The `tab` query as a tab; anything else is the first tab. */
export function tabOf(query: string | null): MarkIndexTab {
  return query === '1' ? 1 : query === '2' ? 2 : 0;
}

/**
 * The rank sub-tab the 沪深 tab opens on (the first of RANK_TABS, indices.ts): here with the tabs so
 * the boot's head start (route.ts) and the early rows (early.ts) ask for it without the page's rules.
 */
export const DEFAULT_RANK_TYPE = 'up' satisfies RankType;

/** The six tiles (§2 (screens and routes)), two rows of three; the markets of §9 (business constants and limits)'s index-to-market map. */
export const INDEX_TILES: readonly { market: 'sh' | 'sz'; code: string; name: string }[] = [
  { market: 'sh', code: '000001', name: '上证指数' },
  { market: 'sz', code: '399001', name: '深证成指' },
  { market: 'sz', code: '399006', name: '创业板指' },
  { market: 'sz', code: '399005', name: '中小100' },
  { market: 'sh', code: '000300', name: '沪深300' },
  { market: 'sh', code: '000016', name: '上证50' },
];
