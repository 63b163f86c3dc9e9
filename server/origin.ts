import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/**
 * Which pages may open a quote socket (issue 32 row 12: any site's page could open one with a
 * visitor's browser). A browser names the page's origin; the app's own pages share the server's
 * origin, and the native apps' own network code sends none. Other origins (a CDN serving the
 * bundle, say) are listed in WAP_ALLOWED_ORIGINS.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (origin === undefined || origin === '') return true;
  if (allowed.includes(origin)) return true;
  // "null" (a sandboxed frame, a file: page) and anything unparsable is a foreign page.
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return host !== undefined && url.host === host.toLowerCase();
}

/** WAP_ALLOWED_ORIGINS: comma-separated origins (`https://m.example.com`), each checked by shape. */
export function parseAllowedOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '')
    .map((o) => {
      const url = new URL(o);
      if (url.origin !== o) throw new Error(`WAP_ALLOWED_ORIGINS: ${o} is not an origin (use ${url.origin})`);
      return o;
    });
}

export const ORIGIN_REFUSED_MSG = '请求来源不被允许，请在本站页面内操作';

/**
 * An onRequest hook refusing other pages' origins with 403 before the body is read (issue 32 row
 * 12: a no-cors form POST from another site sent SMS codes). Browsers send Origin on every
 * cross-site POST; native apps and scripts send none.
 */
export function requireAllowedOrigin(allowed: () => readonly string[]) {
  return async (req: FastifyRequest): Promise<void> => {
    if (!originAllowed(req.headers.origin, req.headers.host, allowed())) {
      throw new HttpError(403, ORIGIN_REFUSED_MSG, 403);
    }
  };
}
