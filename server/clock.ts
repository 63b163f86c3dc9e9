/**
 * The server's market clock: what time it is for the simulator (and everything that reads the
 * market's day). It starts at a chosen instant (WAP_NOW, for tests and demos at a given hour) and
 * runs on at real speed from there; without one it is the machine's clock.
 *
 * Parts that keep the machine's real clock on purpose, because the other side uses real time:
 * - §7 (the calls it makes) signing timestamps (server/signing.ts) are compared with the browser's real clock;
 * - quote tokens (server/market/token.ts) expire in real elapsed time;
 * - the websocket idle timeout, heartbeats and handshake time (server/quote/) are real intervals;
 * - the community store (server/community/clock.ts: codes, rate limits, token expiry, post times)
 *   records what real users do now, shown beside the browser's clock;
 * - /health uptime.
 */
export interface ServerClock {
  /** The market's current instant, unix milliseconds (a function property: handed around unbound). */
  now: () => number;
}

/**
 * A clock starting at `startMs` (when given) and advancing with `real`, or `real` itself.
 * `real` is injectable so tests can drive the elapsed time.
 */
export function serverClock(
  startMs: number | undefined,
  real: () => number = Date.now,
  /**
   * The real instant at which the market clock reads `startMs` (WAP_NOW_ANCHOR); default: now.
   * Market processes given the same pair read the same market time whenever each started (failover).
   */
  anchorMs?: number,
): ServerClock {
  if (startMs === undefined) return { now: real };
  const origin = anchorMs ?? real();
  return { now: () => startMs + (real() - origin) };
}

/** Parses WAP_NOW: an ISO 8601 instant with a zone (Z or ±hh:mm); throws on anything else. */
export function parseStartInstant(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const ok = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text.trim());
  const ms = ok ? Date.parse(text.trim()) : NaN;
  if (!Number.isFinite(ms)) {
    throw new Error(`WAP_NOW must be an ISO instant with a zone, e.g. 2026-11-24T15:55:00Z (got "${text}")`);
  }
  return ms;
}
