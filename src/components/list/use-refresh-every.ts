/**
 * Polls a paged list in place while the component is mounted (§9 (business constants and limits): rank list every 4 s, sector
 * ranking every 5 s): each tick refreshes the loaded pages (PagedList.refresh), so the rows update
 * without losing the scroll position or the pages. A hidden page (another tab, the host app in the
 * background) skips its ticks.
 */
import { useEffect } from 'react';

export interface Refreshable {
  refresh(): Promise<void>;
}

export function useRefreshEvery(list: Refreshable, everyMs: number): void {
  useEffect(() => {
    const timer = setInterval(() => {
      if (typeof document !== 'undefined' && document.hidden) return;
      void list.refresh();
    }, everyMs);
    return () => clearInterval(timer);
  }, [list, everyMs]);
}
