/** Timing and limits of the live connection (§4 "Live connection", §9 timers). Tests assert these. */
export const QUOTE_CONNECTION = {
  /** Handshake (91) sent as a heartbeat every 30 s while connected. */
  heartbeatMs: 30_000,
  /**
   * A heartbeat with no reply within this time means the link is dead (half-open): the connection
   * reconnects. A link that dies right after a reply is noticed within heartbeatMs + this (38 s).
   */
  heartbeatTimeoutMs: 8_000,
  /** Delay before a reconnect attempt. */
  reconnectDelayMs: 3_000,
  /**
   * Extra random delay 0..jitter added to each reconnect, so a server restart does not bring every
   * client back in the same instant. 1 s keeps the worst case after a restart (a retry that
   * just missed the server) at 4 s before the next attempt (docs/reliability.md).
   */
  reconnectJitterMs: 1_000,
  /** Reconnect attempts after the connection is lost; then the connection stops trying. */
  maxRetries: 10,
  /** A request with no reply within this time is rejected. */
  requestTimeoutMs: 15_000,
} as const;

export type QuoteConnectionTiming = { -readonly [K in keyof typeof QUOTE_CONNECTION]: number };

/**
 * The timing fields of an environment's `quoteConnection` setting (config.json overrides): only
 * the fields of QUOTE_CONNECTION with a finite number ≥ 0 (whole for maxRetries); the rest keep §4's.
 */
export function quoteTimingFrom(setting: unknown): Partial<QuoteConnectionTiming> {
  const out: Partial<QuoteConnectionTiming> = {};
  if (!setting || typeof setting !== 'object') return out;
  const given = setting as Record<string, unknown>;
  for (const field of Object.keys(QUOTE_CONNECTION) as (keyof QuoteConnectionTiming)[]) {
    const v = given[field];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) continue;
    if (field === 'maxRetries' && !Number.isInteger(v)) continue;
    out[field] = v;
  }
  return out;
}
