/**
 * Quote tokens (§7 (the calls it makes) "quote token" → Data.Token), checked by the websocket auth (message 92) and the
 * K-line call. A token is random, carries its expiry and is signed with a secret that every process
 * of a deployment shares (WAP_QUOTE_SECRET), so nothing has to be stored: a token issued by one
 * gateway is good on another (docs/scaling.md) and on the same server after a restart, where an
 * in-memory list made every reconnecting page pay one refused auth (issue 20).
 */
import crypto from 'node:crypto';
import { DEFAULT_SECRETS } from '../secrets';

const TTL_MS = 24 * 3600 * 1000;
/** The local default; a deployment sets its own (README "Settings"). */
const LOCAL_SECRET = DEFAULT_SECRETS.WAP_QUOTE_SECRET;

function secret(): string {
  return process.env.WAP_QUOTE_SECRET || LOCAL_SECRET;
}

function sign(body: string): string {
  return crypto.createHmac('sha256', secret()).update(body).digest('base64url');
}

export function issueQuoteToken(now = Date.now()): { token: string; expiresAt: number } {
  const expiresAt = now + TTL_MS;
  const body = `${crypto.randomBytes(18).toString('base64url')}.${expiresAt.toString(36)}`;
  return { token: `${body}.${sign(body)}`, expiresAt };
}

export function isValidQuoteToken(token: unknown, now = Date.now()): boolean {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) return false;
  const cut = token.lastIndexOf('.');
  if (cut <= 0) return false;
  const body = token.slice(0, cut);
  const given = Buffer.from(token.slice(cut + 1));
  const expected = Buffer.from(sign(body));
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return false;
  const expiresAt = parseInt(body.slice(body.lastIndexOf('.') + 1), 36);
  return Number.isFinite(expiresAt) && expiresAt > now;
}
