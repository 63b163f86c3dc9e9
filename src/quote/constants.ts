/** Timing and limits of the live connection (§4 (states and transitions) "Live connection", §9 (business constants and limits) timers). Tests assert these. */
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
  /**
   * §4 (states and transitions)'s retry limit: reconnect attempts at reconnectDelayMs after the connection is lost. Past it
   * the page offers 点击重试 and keeps trying on a capped backoff (issue 31, docs/reliability.md).
   */
  maxRetries: 10,
  /**
   * Past the retry limit the delay doubles from reconnectDelayMs up to this cap (plus jitter): a
   * server back after any outage is reached within cap + jitter (16 s) of its first answer.
   */
  backoffCapMs: 15_000,
  /**
   * The no-push bound: an instrument that is trading (its status says so) and has had no push for
   * this long is shown 非实时 (the simulator trades every stock at most 10 s apart).
   */
  staleAfterMs: 15_000,
  /**
   * No message at all for this long on an open link: a heartbeat goes out at once instead of at
   * the next 30 s beat, so a half-open link is noticed within this + heartbeatTimeoutMs + 1 s.
   */
  silenceProbeMs: 10_000,
  /** A request with no reply within this time is rejected. */
  requestTimeoutMs: 15_000,
  /**
   * Beyond §4: a subscription the server refused for now (503 market data unavailable — a market
   * failing over —, 500, 504) or left unanswered is asked again on the same link after
   * this delay, doubling up to backoffCapMs, plus jitter. Without it the page sat on a live link
   * with no data until the next reconnect (docs/reliability.md).
   */
  subscribeRetryMs: 1_000,
} as const;

export type QuoteConnectionTiming = { -readonly [K in keyof typeof QUOTE_CONNECTION]: number };

/**
 * The timing fields of an environment's `quoteConnection` setting (config.json overrides): only
 * the fields of QUOTE_CONNECTION with a finite number ≥ 0 (whole for maxRetries); the rest keep §4 (states and transitions)'s.
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

/** The auth (92) body's fixed fields (docs/quote-protocol.md), sent by the connection and the early script. */
export const AUTH_INFO = {
  orgCode: 'gmg',
  appType: 'h5',
  appName: 'wap-quote',
  appVersion: '1.0.0',
} as const;
