/**
 * Polls a paged list (or any loaded block) in place while the component is mounted (§9 (business
 * constants and limits): rank list every 4 s, sector ranking every 5 s): each tick refreshes what is
 * loaded (PagedList.refresh, useAsync's refresh), so the rows update without losing the scroll
 * position or the pages. A hidden page (another tab, the host app in the background) skips its
 * ticks; `everyMs` null pauses the poll (a closed market, an inactive tab).
 */
import { useCallback } from 'react';
import { useEvery } from '../async/use-every';

export interface Refreshable {
  refresh(): Promise<void>;
}

export function useRefreshEvery(list: Refreshable, everyMs: number | null): void {
  const tick = useCallback(() => void list.refresh(), [list]);
  useEvery(tick, everyMs, { whileHidden: false });
}
