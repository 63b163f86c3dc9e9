/**
 * The quote-token call's credentials check (§7 "fixed credentials payload"): the token goes only to
 * a caller that sends the configured AppKey and its AppSecret. Before, any AppKey without a secret
 * got one (issue 32 row 8).
 */
import crypto from 'node:crypto';

export const DEFAULT_APP_KEY = 'wapquote-h5';

function sameText(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  // Hashing first makes the comparison constant-time whatever the lengths.
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

export function quoteCredentialsMatch(
  body: { AppKey?: unknown; AppSecret?: unknown },
  settings: { appKey?: string; appSecret: string },
): boolean {
  const keyOk = sameText(body.AppKey, settings.appKey ?? DEFAULT_APP_KEY);
  const secretOk = sameText(body.AppSecret, settings.appSecret);
  return keyOk && secretOk;
}
