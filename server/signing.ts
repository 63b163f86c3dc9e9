/**
 * Verifies §7 (the calls it makes) signed calls with the string defined once in contract/signing.ts, plus the
 * replay guard of issue #20 (docs/reliability.md): a timestamp at most 5 minutes old and
 * at most 60 s ahead, and a nonce (covered by the signature) that is refused the second time it
 * is seen within the window.
 */
import type { FastifyRequest } from 'fastify';
import {
  NONCE_HEADER,
  NONCE_PATTERN,
  SIGN_FUTURE_SKEW_MS,
  SIGN_HEADER,
  SIGN_WINDOW_MS,
  TIMESTAMP_HEADER,
  sign,
} from '../contract/signing';
import { HttpError } from './errors';

/** Nonces held at once; past it new signed calls are refused until the window frees room. */
export const NONCE_CAPACITY = 200_000;

/**
 * Nonces of accepted signed calls, each kept until its timestamp leaves the window (after that the
 * timestamp check alone refuses a replay). Bounded: at capacity a call is refused, never an old
 * nonce forgotten early (forgetting would let a replay through).
 */
export class NonceGuard {
  private readonly seen = new Map<string, number>();
  private inserts = 0;

  constructor(private readonly capacity = NONCE_CAPACITY) {}

  /** 'ok' (now remembered), 'replayed', or 'full'. */
  admit(nonce: string, timestamp: number, now: number): 'ok' | 'replayed' | 'full' {
    const until = this.seen.get(nonce);
    if (until !== undefined && until >= now) return 'replayed';
    if (++this.inserts % 1000 === 0 || this.seen.size >= this.capacity) this.prune(now);
    if (this.seen.size >= this.capacity) return 'full';
    this.seen.set(nonce, timestamp + SIGN_WINDOW_MS);
    return 'ok';
  }

  get size(): number {
    return this.seen.size;
  }

  private prune(now: number): void {
    for (const [nonce, until] of this.seen) if (until < now) this.seen.delete(nonce);
  }
}

/** One guard per process: the server is one process, and nonces are random across servers. */
export const processNonceGuard = new NonceGuard();

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name.toLowerCase()];
  return typeof v === 'string' ? v : undefined;
};

export function verifySignature(
  req: FastifyRequest,
  secret: string,
  params: Record<string, unknown>,
  now: number = Date.now(),
  guard: NonceGuard = processNonceGuard,
): void {
  const ts = Number(header(req, TIMESTAMP_HEADER));
  const given = header(req, SIGN_HEADER);
  const nonce = header(req, NONCE_HEADER);
  if (!Number.isFinite(ts) || given === undefined) throw new HttpError(401, 'missing signature', 401);
  if (nonce === undefined || !NONCE_PATTERN.test(nonce)) throw new HttpError(401, 'missing nonce', 401);
  if (now - ts > SIGN_WINDOW_MS) throw new HttpError(401, 'signature expired', 401);
  if (ts - now > SIGN_FUTURE_SKEW_MS) throw new HttpError(401, 'signature timestamp in the future', 401);
  if (sign(secret, params, ts, nonce) !== given.toLowerCase()) throw new HttpError(401, 'bad signature', 401);
  // Only after the signature holds: unsigned calls cannot fill the guard.
  const admitted = guard.admit(nonce, ts, now);
  if (admitted === 'replayed') throw new HttpError(401, 'signature replayed', 401);
  if (admitted === 'full') throw new HttpError(429, 'too many signed calls, retry shortly', 429);
}

/**
 * The check as a route's onRequest hook: it sees the query as sent, before validation drops empty
 * parameters and coerces numbers (the client signed the values as it sent them).
 */
export function signedQuery(secret: string, guard: NonceGuard = processNonceGuard) {
  return async (req: FastifyRequest): Promise<void> =>
    verifySignature(req, secret, (req.query ?? {}) as Record<string, unknown>, Date.now(), guard);
}
