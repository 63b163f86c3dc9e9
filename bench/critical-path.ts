/**
 * A screen's critical path to its first row, from the page's own Resource Timing (issue 38 item 3):
 * which HTTP call gated the row, and how the time splits into before the call (script loaded,
 * parsed and run until it asks), the call (network and server), and after it (the answer turned
 * into DOM and painted). Pure: the bench reads the entries in the page and hands them here.
 */

/** The fields of a PerformanceResourceTiming the split needs (milliseconds from navigation). */
export interface CallTiming {
  name: string;
  initiatorType: string;
  startTime: number;
  requestStart: number;
  responseStart: number;
  responseEnd: number;
}

export interface CriticalPath {
  /** The call whose answer came last before the row showed: the one the row waited for. */
  call: string;
  /** From the start (navigation or the user's action) until the call was sent. */
  before: number;
  /** Request sent until the first byte of the answer: the server's time plus one round trip. */
  server: number;
  /** The whole call, start to last byte. */
  call_ms: number;
  /** Last byte of the answer until the row was in the DOM. */
  after: number;
}

const API_INITIATORS = new Set(['fetch', 'xmlhttprequest']);

/**
 * The data call the row waited for: of the fetch/XHR calls made after `t0` and answered before
 * `rowAt`, the one answered last. Static files (scripts, styles, fonts) never count: they are
 * "before" time. Null when the row needed no call (drawn from cache or the quote socket).
 */
export function gatingCall(entries: readonly CallTiming[], t0: number, rowAt: number): CallTiming | null {
  let best: CallTiming | null = null;
  for (const e of entries) {
    if (!API_INITIATORS.has(e.initiatorType)) continue;
    if (e.startTime < t0 || e.responseEnd > rowAt) continue;
    if (!best || e.responseEnd > best.responseEnd) best = e;
  }
  return best;
}

/** The split of `t0 → rowAt` around the gating call; without one, all of it is "before". */
export function criticalPath(entries: readonly CallTiming[], t0: number, rowAt: number): CriticalPath {
  const c = gatingCall(entries, t0, rowAt);
  if (!c) return { call: '', before: rowAt - t0, server: 0, call_ms: 0, after: 0 };
  // requestStart is 0 for a cross-origin call without Timing-Allow-Origin; the app's calls are
  // same-origin, but fall back to the call's start rather than report a negative wait.
  const sent = c.requestStart > 0 ? c.requestStart : c.startTime;
  return {
    call: new URL(c.name).pathname,
    before: c.startTime - t0,
    server: Math.max(0, c.responseStart - sent),
    call_ms: c.responseEnd - c.startTime,
    after: rowAt - c.responseEnd,
  };
}

/** `before/call(server)/after` in whole ms, for a bench row's note. */
export function formatPath(p: CriticalPath): string {
  const r = Math.round;
  return p.call
    ? `before the call ${r(p.before)}, call ${r(p.call_ms)} (server+RTT ${r(p.server)}), after ${r(p.after)} ms`
    : `no HTTP call on the path, ${r(p.before)} ms`;
}
