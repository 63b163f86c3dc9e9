/**
 * Head starts: work a route begins at boot, while its page's code still downloads, that the page
 * takes over when it mounts (docs/architecture.md "Boot path"). One shared mechanism for every
 * route's `warm` hook: the hook starts a request (or subscribes a store) and records it under a key
 * made of what it asks for; the page asks for the same key and gets the request already on its way
 * instead of starting its own. Each head start is taken once: a refresh, a later visit or another
 * page's request with the same key asks the server again.
 */

/** A key with the type of what is recorded under it, so `put` and `take` agree on the value. */
export interface HeadStartKey<T> {
  readonly id: string;
  /** Type marker only (never set). */
  readonly value?: T;
}

/** A key made of a name and the request's parameters, in order (undefined reads as empty). */
export function headStartKey<T>(
  name: string,
  ...parts: ReadonlyArray<string | number | boolean | undefined>
): HeadStartKey<T> {
  return { id: [name, ...parts.map((p) => (p === undefined ? '' : String(p)))].join('|') };
}

export class HeadStarts {
  private readonly entries = new Map<string, unknown>();

  /** Records what boot started under `key`, replacing an older entry. */
  put<T>(key: HeadStartKey<T>, value: T): void {
    // A request nobody takes must not surface as an unhandled rejection: the page asks again.
    if (value instanceof Promise) value.catch(() => undefined);
    this.entries.set(key.id, value);
  }

  /** What boot started under `key`, handed over once: the caller owns it from now on. */
  take<T>(key: HeadStartKey<T>): T | undefined {
    if (!this.entries.has(key.id)) return undefined;
    const value = this.entries.get(key.id) as T;
    this.entries.delete(key.id);
    return value;
  }

  /**
   * The request boot started for `key`, else a new one from `ask`. A head start that fails is asked
   * again once (the boot request may have gone out before the network or the session was ready).
   */
  request<T>(key: HeadStartKey<Promise<T>>, ask: () => Promise<T>): Promise<T> {
    const started = this.take(key);
    return started ? started.catch(() => ask()) : ask();
  }

  /** Whether something is recorded under `key` (tests, and a hook that must not start twice). */
  has(key: HeadStartKey<unknown>): boolean {
    return this.entries.has(key.id);
  }
}
