/** The one error type every bridge call rejects with; `code` tells the app what to do next. */
export type BridgeErrorCode =
  /** The host did not reply within the call's time-out. */
  | 'TIMEOUT'
  /** No host channel (plain browser, or the injected object is missing or throws). */
  | 'UNAVAILABLE'
  /** The host (or its bridge version) does not implement this method; use the web fallback. */
  | 'UNSUPPORTED'
  /** The user cancelled a host UI flow (e.g. native login). */
  | 'CANCELLED'
  /** The host rejected the parameters. */
  | 'INVALID_PARAMS'
  /** The host replied with an error of its own; see `hostCode`. */
  | 'HOST_ERROR'
  /** The bridge instance was disposed while the call was pending. */
  | 'DISPOSED';

/** Host error codes passed through unchanged; any other host code becomes HOST_ERROR. */
const PASS_THROUGH: ReadonlySet<string> = new Set(['UNSUPPORTED', 'CANCELLED', 'INVALID_PARAMS']);

export class BridgeError extends Error {
  override readonly name = 'BridgeError';
  constructor(
    readonly code: BridgeErrorCode,
    message: string,
    readonly method?: string,
    /** The code the host sent, when the error came from the host. */
    readonly hostCode?: string,
  ) {
    super(message);
  }

  /** Builds the error for a host reply `{ ok: false, error: { code, message } }`. */
  static fromHost(method: string, error: unknown): BridgeError {
    const e = (error && typeof error === 'object' ? error : {}) as { code?: unknown; message?: unknown };
    const hostCode = typeof e.code === 'string' ? e.code : 'UNKNOWN';
    const message = typeof e.message === 'string' && e.message ? e.message : `host error ${hostCode}`;
    const code = PASS_THROUGH.has(hostCode) ? (hostCode as BridgeErrorCode) : 'HOST_ERROR';
    return new BridgeError(code, message, method, hostCode);
  }
}

/** True for the errors after which the web fallback is the right answer. */
export function isFallbackError(err: unknown): boolean {
  return err instanceof BridgeError && (err.code === 'UNSUPPORTED' || err.code === 'UNAVAILABLE');
}
