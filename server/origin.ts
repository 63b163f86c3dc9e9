/**
 * Origin allow-list for calls another site must not be able to make from a visitor's browser
 * (issue 32 row 12: a no-cors form POST to the SMS call). Browsers send Origin on every cross-site
 * POST; native apps and scripts send none, and they are not what this protects against.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export const ORIGIN_REFUSED_MSG = '请求来源不被允许，请在本站页面内操作';

/** An origin as the browser writes it (scheme://host[:port]), or undefined when it is not one. */
export function normalOrigin(value: string): string | undefined {
  try {
    const u = new URL(value);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined;
    return u.origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request with this Origin header may proceed: no Origin (native apps), the server's own
 * host (same origin: the Host the request was sent to), or an origin on the allow-list. `null`
 * (sandboxed frames, file pages) is refused: another site can produce it.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (origin === undefined) return true;
  const normal = normalOrigin(origin);
  if (!normal) return false;
  if (host !== undefined && new URL(normal).host === host.toLowerCase()) return true;
  return allowed.includes(normal);
}

/** Parses WAP_ALLOWED_ORIGINS: comma-separated origins; a malformed one stops the start. */
export function parseAllowedOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const normal = normalOrigin(s);
      if (!normal) throw new Error(`WAP_ALLOWED_ORIGINS: not an http(s) origin: ${s}`);
      return normal;
    });
}

/**
 * An onRequest hook refusing other sites' origins with 403 before the body is read. `allowed` is
 * read per request, so a harness can add an origin it learns after the server started.
 */
export function requireAllowedOrigin(allowed: () => readonly string[]) {
  return async (req: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const origin = req.headers.origin;
    if (!originAllowed(origin, req.headers.host, allowed())) {
      throw new HttpError(403, ORIGIN_REFUSED_MSG, 403);
    }
  };
}
