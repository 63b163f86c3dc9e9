/**
 * The pace a ranked list writes a refresh at (paged-list.ts `ranked`). At 4× CPU the 51-row ranking's
 * refresh was one 50–66 ms frame; 16 rows a frame were still 20–30 ms of layout alone, and 12 rows a
 * frame, each written in its own task after a frame, put the refresh's longest task at 19–31 ms. The
 * 51 rows are written in five frames.
 */
import type { RankedRows } from './paged-list';

/**
 * Resolves once the next frame has been drawn, in a task of its own: rows written then are laid out
 * in the frame after, so the writing (script) and the layout (the frame) are never one long task. A
 * timer's 100 ms stands in where no frame is drawn (a hidden page, a test DOM).
 */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      setTimeout(resolve, 0);
    });
  });
}

export const RANKED_ROWS: RankedRows = { rowsPerFrame: 12, nextFrame };
