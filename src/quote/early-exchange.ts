/**
 * What the early script asked on the quote socket it parked (quote/early-session.ts), for the app's
 * connection to adopt when it takes the socket (connection.ts adoptEarly): types only, so both
 * sides read them without importing each other.
 */

/** A request the early script sent on the parked socket: its type, body and seq. */
export interface EarlyExchange {
  type: number;
  body: object;
  seq: number;
}

/** The early script's state on the parked socket, read by the connection when it takes the socket. */
export interface EarlySession {
  /** The server accepted the early auth (92) on this socket (its reply may come after the take). */
  authed: boolean;
  /** The last seq the early script used: the connection numbers its own above it. */
  seq: number;
  /** The dictionary and subscription requests sent, in order (never the auth). */
  exchanges: EarlyExchange[];
  /**
   * Requests sent behind an auth not answered yet. Never adopted (behind a refused auth their
   * replies are errors); moved to `exchanges` when the auth is accepted before the take. Left here
   * when the socket is taken first: if that auth is then accepted they are live on the server, and
   * the connection releases them (connection.ts releaseUnadopted).
   */
  unconfirmed?: EarlyExchange[];
  /** Set at the hand-over: from then on the early script sends nothing on the socket. */
  taken: boolean;
}
