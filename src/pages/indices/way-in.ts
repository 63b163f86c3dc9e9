/**
 * The 沪深 tab's way-in links (index.tsx, and the early rows' twin: early.ts): the screen families,
 * less this page's own tabs, which are not a way out of it.
 */
import { SCREEN_ENTRIES, type ScreenEntry } from '../../config/screens';

export function wayInEntries(entries: readonly ScreenEntry[] = SCREEN_ENTRIES): ScreenEntry[] {
  return entries.filter((e) => !e.to.startsWith('/markIndex.html'));
}
