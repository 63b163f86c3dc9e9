/**
 * Below-the-fold work waits for the first idle moment after mount, so it never competes with what
 * the user looks at first (the stock home's price and chart), and starts at the latest after
 * `maxWaitMs`. Where requestIdleCallback is missing (iOS WebViews) a short timer stands in.
 */
import { useEffect, useState } from 'react';

/** The timer that stands in for requestIdleCallback. */
export const IDLE_FALLBACK_MS = 300;

export function whenIdle(fn: () => void, maxWaitMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: maxWaitMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, Math.min(IDLE_FALLBACK_MS, maxWaitMs));
  return () => clearTimeout(id);
}

/** false on the first render, true once the browser has been idle (or maxWaitMs has passed). */
export function useIdleReady(maxWaitMs: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true), maxWaitMs), [maxWaitMs]);
  return ready;
}
