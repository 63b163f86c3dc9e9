/** Timing and limits of the live connection (§4 "Live connection", §9 timers). Tests assert these. */
export const QUOTE_CONNECTION = {
  /** Handshake (91) sent as a heartbeat every 30 s while connected. */
  heartbeatMs: 30_000,
  /** Delay before a reconnect attempt. */
  reconnectDelayMs: 3_000,
  /**
   * Extra random delay 0..jitter added to each reconnect, so a server restart does not bring every
   * client back in the same instant.
   */
  reconnectJitterMs: 2_000,
  /** Reconnect attempts after the connection is lost; then the connection stops trying. */
  maxRetries: 10,
  /** A request with no reply within this time is rejected. */
  requestTimeoutMs: 15_000,
} as const;

export type QuoteConnectionTiming = { -readonly [K in keyof typeof QUOTE_CONNECTION]: number };
