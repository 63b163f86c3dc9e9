/**
 * Quote tokens (§7 "quote token" → Data.Token): random, remembered for a day, checked by the
 * websocket auth (message 92) through isValidQuoteToken.
 */
import crypto from 'node:crypto';

const TTL_MS = 24 * 3600 * 1000;
const MAX_TOKENS = 100_000;
const tokens = new Map<string, number>();

export function issueQuoteToken(now = Date.now()): { token: string; expiresAt: number } {
  if (tokens.size >= MAX_TOKENS) {
    // Drop expired tokens first, then the oldest, so the registry stays bounded.
    for (const [t, exp] of tokens) if (exp <= now) tokens.delete(t);
    while (tokens.size >= MAX_TOKENS) tokens.delete(tokens.keys().next().value as string);
  }
  const token = crypto.randomBytes(24).toString('base64url');
  const expiresAt = now + TTL_MS;
  tokens.set(token, expiresAt);
  return { token, expiresAt };
}

export function isValidQuoteToken(token: unknown, now = Date.now()): boolean {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) return false;
  const exp = tokens.get(token);
  if (exp === undefined) return false;
  if (exp <= now) {
    tokens.delete(token);
    return false;
  }
  return true;
}
