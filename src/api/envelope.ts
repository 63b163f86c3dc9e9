/**
 * The §7 (the calls it makes) response handler, implemented once: the `data` field when present, otherwise the whole
 * body (which then carries totalCount, code, msg as the service sent them).
 */
export function unwrap<T>(body: unknown): T {
  if (body !== null && typeof body === 'object' && 'data' in body && body.data !== undefined) {
    return (body as { data: T }).data;
  }
  return body as T;
}
