/** The one error type of the HTTP layer: which service, which path, and why. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly service: string,
    readonly path: string,
    override readonly cause: unknown,
    /** HTTP status when the server answered. */
    readonly status?: number,
    /** The server's `msg` when it sent one. */
    readonly serverMessage?: string,
  ) {
    super(`${service} ${path}: ${serverMessage ?? (cause instanceof Error ? cause.message : String(cause))}`);
  }
}
