/**
 * Below-the-fold work waits until what the user looks at first is there (`startWhen`, e.g. the stock
 * home's price and chart data) and then for the first idle moment, so it never competes with it. It
 * starts at the latest `maxWaitMs` after mount, whatever happens (a quote channel that never answers
 * must not keep HTTP content away). Where requestIdleCallback is missing (iOS WebViews) a short
 * timer stands in.
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

/** false until `startWhen` has held and the browser was then idle, or maxWaitMs after mount. */
export function useIdleReady(maxWaitMs: number, startWhen = true): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const id = setTimeout(() => setReady(true), maxWaitMs);
    return () => clearTimeout(id);
  }, [ready, maxWaitMs]);
  useEffect(() => {
    if (ready || !startWhen) return;
    return whenIdle(() => setReady(true), maxWaitMs);
  }, [ready, startWhen, maxWaitMs]);
  return ready;
}
