/**
 * The board's pure rules that index.html's early script shares with the page (early.ts): which tab
 * the URL opens, and today in Beijing (the §5 default day is the trading day before it).
 */

export type BoardTab = 'stock' | 'department';

/**
 * The tab the page opens on, from its URL's `tab` (issue 31 item 8): the choice is written there
 * (replacing the entry), so browser back from a seat or a stock comes back to it.
 */
export function boardTabOf(value: string | null): BoardTab {
  return value === 'department' ? 'department' : 'stock';
}

/** The Beijing calendar date of an instant, 'YYYY-MM-DD' (the board's days are Beijing days). */
export function beijingDay(ms: number): string {
  return new Date(ms + 8 * 3600 * 1000).toISOString().slice(0, 10);
}

/** Today in Beijing by the device clock: the §5 (validation rules) default day is the trading day before it. */
export const boardToday = (): string => beijingDay(Date.now());
