/** §2 (screens and routes) right-hand panel: which tabs show for which instrument. */
import type { Region } from '../../../lib/market';

export type RightTab = 'book' | 'ticks' | 'large';

export const RIGHT_TAB_LABEL: Record<RightTab, string> = { book: '五档', ticks: '明细', large: '大单' };

/**
 * Only intraday of non-index securities has the panel. CN shows the tab bar (五档, 明细, 大单; ETFs
 * without 大单); other regions show only the trade ticks, without a tab bar.
 */
export function rightPanelTabs(region: Region, kind: 'stock' | 'etf' | 'index' | 'sector'): RightTab[] {
  if (kind === 'index' || kind === 'sector') return [];
  if (region !== 'CN') return ['ticks'];
  return kind === 'etf' ? ['book', 'ticks'] : ['book', 'ticks', 'large'];
}
