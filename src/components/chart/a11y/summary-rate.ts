/**
 * How often the chart's summary may change under a screen reader (issue 37: never a stream of
 * numbers). Live data change the summary several times a second; it is rewritten at most every
 * ANNOUNCE_EVERY_MS, the price panel's announcer rule (spoken.ts nextAnnouncement). What the user
 * did (another period, indicator or window: `key`) is shown at once.
 */
import { nextAnnouncement } from '../../price-panel/spoken';

export interface ShownSummary {
  key: string;
  text: string;
  at: number;
}

/** The summary to show now, or null to keep the one shown (a newer one waits for the window's end). */
export function summaryToShow(
  key: string,
  text: string,
  shown: ShownSummary | null,
  now: number,
): string | null {
  if (!shown || shown.key !== key) return text;
  return nextAnnouncement(text, shown, true, now);
}
