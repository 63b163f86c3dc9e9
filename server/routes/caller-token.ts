import type { FastifyRequest } from 'fastify';

/** The caller's token: the `token` parameter of the call (§7 (the calls it makes)), else a `token` header. */
export function tokenOf(req: FastifyRequest, fromParams: string | undefined): string | undefined {
  if (fromParams) return fromParams;
  const header = req.headers.token;
  return typeof header === 'string' && header !== '' ? header : undefined;
}
