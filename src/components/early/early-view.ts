/**
 * A list screen's first rows drawn before the framework has run (issue 38): index.html's early
 * script (src/app/early-rows.ts) asks the screen's first calls and draws its top and first rows with
 * the page's own classes and cell rules; the page takes the calls' answers over (api/early-calls.ts)
 * and its own view replaces the drawing. Each screen's view lives in its page folder (`early.ts`).
 */
import type { GetCall } from '../../api/early-calls';

/** An unsigned GET through the early script, its answer after the §7 response rule. */
export type EarlyGet = <T>(call: GetCall) => Promise<T>;

export interface EarlyListView {
  /** Whether this URL (pathname under /wap/, and its query) opens the list on this view. */
  matches(pathname: string, search: string): boolean;
  /**
   * Asks the screen's first calls as its page would, and gives what to draw: the page's top and its
   * first rows, or null when the page would show no rows (an empty list, an error).
   */
  load(
    get: EarlyGet,
    now: () => number,
    pathname: string,
    search: string,
  ): Promise<((doc: Document) => HTMLElement) | null>;
  /**
   * The page's own rows are in (its failure, empty and error states are the same for every list:
   * app/early-rows.ts SETTLED).
   */
  rendered: string;
}
