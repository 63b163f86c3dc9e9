/**
 * Signed calls (§7 (the calls it makes)): signature = md5 of the secret, the payload values sorted by key, and the
 * timestamp. The exact string, defined once here and verified by server/signing.ts (it lives under contract/ because server and app share it):
 *
 *   `${secret}&${values sorted by key, each String(value), joined by '&'}&${timestamp}`
 *
 * Undefined values are left out; null becomes ''. md5 hex, lower case. Headers: X-Sign, X-Timestamp
 * (unix milliseconds). The server accepts a timestamp at most SIGN_WINDOW_MS old and at most
 * SIGN_FUTURE_SKEW_MS ahead of its clock.
 *
 * Replay guard (issue #20, docs/reliability.md): every signed call also carries a nonce
 * (X-Nonce, 16–64 of [A-Za-z0-9_-]) that the server remembers for the window and refuses to see
 * twice. The nonce is covered by the signature: it is appended after the timestamp,
 * `…&${timestamp}&${nonce}`; without a nonce the string is exactly the spec's.
 */
import md5 from 'md5';

export const SIGN_HEADER = 'X-Sign';
export const TIMESTAMP_HEADER = 'X-Timestamp';
export const NONCE_HEADER = 'X-Nonce';
export const SIGN_WINDOW_MS = 5 * 60 * 1000;
export const SIGN_FUTURE_SKEW_MS = 60 * 1000;
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function signingString(
  secret: string,
  params: Record<string, unknown>,
  timestamp: number,
  nonce?: string,
): string {
  const values = Object.keys(params)
    .filter((k) => params[k] !== undefined)
    .sort()
    // The contract is String(value) on both sides, so an object would sign as '[object Object]' on
    // the server too; callers send scalars.
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- String(value) is the signing contract on both sides
    .map((k) => (params[k] === null ? '' : String(params[k])));
  const base = `${secret}&${values.join('&')}&${timestamp}`;
  return nonce === undefined ? base : `${base}&${nonce}`;
}

export function sign(
  secret: string,
  params: Record<string, unknown>,
  timestamp: number,
  nonce?: string,
): string {
  return md5(signingString(secret, params, timestamp, nonce));
}
