/**
 * The one timer hook pages use (a check in `npm test` refuses `setInterval` under `src/pages/`):
 * calls `fn` every `everyMs` while the component is mounted; `everyMs` null stops it. Polls pass
 * `whileHidden: false` so a page in the background (another tab, the host app suspended) sends no
 * requests; a ticker that only moves what is shown may keep the default.
 */
import { useEffect, useRef } from 'react';

export interface EveryOptions {
  /** Whether ticks run while the document is hidden (default true). */
  whileHidden?: boolean;
}

export function useEvery(fn: () => void, everyMs: number | null, options: EveryOptions = {}): void {
  const latest = useRef(fn);
  latest.current = fn;
  const whileHidden = options.whileHidden ?? true;
  useEffect(() => {
    if (everyMs === null) return;
    const timer = setInterval(() => {
      if (!whileHidden && typeof document !== 'undefined' && document.hidden) return;
      latest.current();
    }, everyMs);
    return () => clearInterval(timer);
    // `fn` is read through the ref: a new closure on each render must not restart the period.
  }, [everyMs, whileHidden]);
}
