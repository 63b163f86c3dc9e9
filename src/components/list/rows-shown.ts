/**
 * How many of a long list's rows to draw now: a new page's rows go in a few a frame instead of all
 * in one. Drawing the dragon-tiger seat list's 30-row page in one frame was a 72–80 ms task at 4× CPU
 * (layout and paint of the page), and skipping rows off screen (`content-visibility: auto`) only moved
 * that cost into the frames of a fast scroll (50–82 ms each, issue 38). A few rows a frame keep each
 * frame short, and rows once drawn stay laid out, so scrolling over them costs no layout at all.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** The next count: one frame's rows more, never past the total. Pure, for tests. */
export const nextShown = (shown: number, total: number, perFrame: number): number =>
  Math.min(total, shown + Math.max(1, Math.floor(perFrame)));

/**
 * The rows to draw of `total`: all of them without `perFrame`; otherwise `perFrame` more on each
 * animation frame until all are drawn. A list that shrinks (a reset) starts again from its length.
 */
export function useRowsShown(total: number, perFrame: number | undefined): number {
  const [shown, setShown] = useState(() => (perFrame ? Math.min(total, perFrame) : total));
  // A shorter list (a reset, another sort): its new rows come in a few a frame again.
  if (perFrame && total < shown) setShown(total);
  // The first frame's rows are drawn at once, whenever they come.
  const now = perFrame ? Math.min(total, Math.max(shown, perFrame)) : total;
  useEffect(() => {
    if (!perFrame || now >= total) return;
    const frame = requestAnimationFrame(() => setShown(nextShown(now, total, perFrame)));
    return () => cancelAnimationFrame(frame);
  }, [now, total, perFrame]);
  return now;
}

/**
 * A wait for every row of the list to be drawn, for the list's loader: asked for the next page while
 * a page's rows were still going in, its footer was still near the end, and the loader asked again at
 * once. `total` is read live (the list's length now), `shown` is the last drawn count.
 */
export function useAllDrawn(shown: number, total: () => number): () => Promise<void> {
  const drawn = useRef(shown);
  drawn.current = shown;
  const waiting = useRef<Array<() => void>>([]);
  useEffect(() => {
    if (drawn.current >= total()) waiting.current.splice(0).forEach((resolve) => resolve());
  });
  return useCallback(
    () =>
      new Promise<void>((resolve) => {
        if (drawn.current >= total()) resolve();
        else waiting.current.push(resolve);
      }),
    [total],
  );
}
