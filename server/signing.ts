/** Verifies §7 signed calls with the string defined once in src/api/sign.ts. */
import type { FastifyRequest } from 'fastify';
import { SIGN_HEADER, SIGN_WINDOW_MS, TIMESTAMP_HEADER, sign } from '../src/api/contract/signing';
import { HttpError } from './errors';

export function verifySignature(
  req: FastifyRequest,
  secret: string,
  params: Record<string, unknown>,
  now: number = Date.now(),
): void {
  const ts = Number(req.headers[TIMESTAMP_HEADER.toLowerCase()]);
  const given = req.headers[SIGN_HEADER.toLowerCase()];
  if (!Number.isFinite(ts) || typeof given !== 'string') throw new HttpError(401, 'missing signature', 401);
  if (Math.abs(now - ts) > SIGN_WINDOW_MS) throw new HttpError(401, 'signature expired', 401);
  if (sign(secret, params, ts) !== given.toLowerCase()) throw new HttpError(401, 'bad signature', 401);
}

/**
 * The check as a route's onRequest hook: it sees the query as sent, before validation drops empty
 * parameters and coerces numbers (the client signed the values as it sent them).
 */
export function signedQuery(secret: string) {
  return async (req: FastifyRequest): Promise<void> =>
    verifySignature(req, secret, (req.query ?? {}) as Record<string, unknown>);
}
