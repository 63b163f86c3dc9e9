/**
 * Signed calls (§7): signature = md5 of the secret, the payload values sorted by key, and the
 * timestamp. The exact string, defined once here and verified by server/signing.ts (it lives under contract/ because server and app share it):
 *
 *   `${secret}&${values sorted by key, each String(value), joined by '&'}&${timestamp}`
 *
 * Undefined values are left out; null becomes ''. md5 hex, lower case. Headers: X-Sign, X-Timestamp
 * (unix milliseconds). The server accepts a timestamp within SIGN_WINDOW_MS of its clock.
 */
import md5 from 'md5';

export const SIGN_HEADER = 'X-Sign';
export const TIMESTAMP_HEADER = 'X-Timestamp';
export const SIGN_WINDOW_MS = 5 * 60 * 1000;

export function signingString(secret: string, params: Record<string, unknown>, timestamp: number): string {
  const values = Object.keys(params)
    .filter((k) => params[k] !== undefined)
    .sort()
    // The contract is String(value) on both sides, so an object would sign as '[object Object]' on
    // the server too; callers send scalars.
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    .map((k) => (params[k] === null ? '' : String(params[k])));
  return `${secret}&${values.join('&')}&${timestamp}`;
}

export function sign(secret: string, params: Record<string, unknown>, timestamp: number): string {
  return md5(signingString(secret, params, timestamp));
}
