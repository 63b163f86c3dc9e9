/**
 * The last known quote of each instrument, kept on the device (issue 21 item 6: instant cold
 * start). A page shows it at once while the quote channel connects, marked as not live
 * (SecurityStore.cachedAt) until the channel's first quote replaces it. Only what the headline and
 * the panel rows need is kept (the dynamic quote and the statistics), for the 30 instruments seen
 * last; storage that is full, disabled or holds something unreadable is simply no cache.
 */
import type { Dyna, Statistics } from '../../contract/quote-protocol';

export interface CachedQuote {
  /** Epoch ms when it was live. */
  savedAt: number;
  stockname: string;
  dyna: Dyna;
  statistic: Statistics | null;
}

/** What the cache needs of localStorage (tests pass a Map-backed one). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const CACHE_PREFIX = 'wapq.quote.';
/** Instruments kept. */
export const CACHE_LIMIT = 30;
/** A live quote is written at most this often per instrument (and when the page is left). */
export const CACHE_WRITE_INTERVAL_MS = 3000;
/** Older than this, a cached quote is not shown (a week-old price helps nobody). */
export const CACHE_MAX_AGE_MS = 7 * 24 * 3600_000;

/** The storage key of an instrument's kept value under `prefix`. */
export const instrumentKey = (prefix: string, market: string, symbol: string): string =>
  `${prefix}${market.toLowerCase()}/${symbol.toUpperCase()}`;

export const cacheKey = (market: string, symbol: string): string =>
  instrumentKey(CACHE_PREFIX, market, symbol);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The stored text back to a quote, or null when it is not one (another version, a broken write). */
export function parseCachedQuote(text: string | null, now: number): CachedQuote | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as unknown;
    if (!isObject(v) || typeof v.savedAt !== 'number' || !isObject(v.dyna)) return null;
    if (typeof v.dyna.LastPrice !== 'number') return null;
    if (now - v.savedAt > CACHE_MAX_AGE_MS || v.savedAt > now + 60_000) return null;
    return {
      savedAt: v.savedAt,
      stockname: typeof v.stockname === 'string' ? v.stockname : '',
      dyna: v.dyna as unknown as Dyna,
      statistic: isObject(v.statistic) ? (v.statistic as unknown as Statistics) : null,
    };
  } catch {
    return null;
  }
}

/** The index after `key` was written: newest first, at most `limit`; the keys that fell off. */
export function touchIndex(
  index: readonly string[],
  key: string,
  limit = CACHE_LIMIT,
): { index: string[]; dropped: string[] } {
  const next = [key, ...index.filter((k) => k !== key)];
  return { index: next.slice(0, limit), dropped: next.slice(limit) };
}

/** What is kept per instrument: a value stamped with the time it was written. */
type Stamped = { savedAt: number };

/**
 * Values kept on the device per instrument (`<prefix><market>/<SYMBOL>`, an index of keys at
 * `<prefix>index`): the `limit` instruments written last, each written at most every `intervalMs`
 * unless forced. Storage that is full, disabled or holds something unreadable is simply no cache.
 */
export class DeviceCache<T extends Stamped> {
  private readonly lastWrite = new Map<string, number>();

  constructor(
    private readonly storage: KeyValueStorage | null,
    private readonly now: () => number,
    private readonly kind: {
      prefix: string;
      limit: number;
      intervalMs: number;
      parse: (text: string | null, now: number) => T | null;
    },
  ) {}

  key(market: string, symbol: string): string {
    return instrumentKey(this.kind.prefix, market, symbol);
  }

  load(market: string, symbol: string): T | null {
    try {
      return this.kind.parse(this.storage?.getItem(this.key(market, symbol)) ?? null, this.now());
    } catch {
      return null;
    }
  }

  /** Whether a save that is not forced would write now (callers skip building the value when not). */
  due(market: string, symbol: string): boolean {
    return (
      !!this.storage &&
      this.now() - (this.lastWrite.get(this.key(market, symbol)) ?? -Infinity) >= this.kind.intervalMs
    );
  }

  /** Writes a live value; `force` skips the interval (the page is being left). */
  save(market: string, symbol: string, value: Omit<T, 'savedAt'>, force = false): void {
    const storage = this.storage;
    if (!storage) return;
    const key = this.key(market, symbol);
    const t = this.now();
    if (!force && !this.due(market, symbol)) return;
    this.lastWrite.set(key, t);
    const indexKey = `${this.kind.prefix}index`;
    try {
      storage.setItem(key, JSON.stringify({ ...value, savedAt: t }));
      let index: string[] = [];
      try {
        const raw = JSON.parse(storage.getItem(indexKey) ?? '[]') as unknown;
        if (Array.isArray(raw)) index = raw.filter((k): k is string => typeof k === 'string');
      } catch {
        /* a broken index starts again */
      }
      const next = touchIndex(index, key, this.kind.limit);
      for (const k of next.dropped) storage.removeItem(k);
      storage.setItem(indexKey, JSON.stringify(next.index));
    } catch {
      // Full or disabled storage: no cache, the page works as before.
    }
  }
}

/** The last known quotes. */
export class QuoteCache extends DeviceCache<CachedQuote> {
  constructor(storage: KeyValueStorage | null, now: () => number = Date.now) {
    super(storage, now, {
      prefix: CACHE_PREFIX,
      limit: CACHE_LIMIT,
      intervalMs: CACHE_WRITE_INTERVAL_MS,
      parse: parseCachedQuote,
    });
  }
}

/** The browser's localStorage, or null where it is not there or throws (private mode). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
