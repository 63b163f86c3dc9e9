/**
 * The last known quote of each instrument, kept on the device (issue 21 item 6: instant cold
 * start). A page shows it at once while the quote channel connects, marked as not live
 * (SecurityStore.cachedAt) until the channel's first quote replaces it. Only what the headline and
 * the panel rows need is kept (the dynamic quote and the statistics), for the 30 instruments seen
 * last; storage that is full, disabled or holds something unreadable is simply no cache.
 */
import type { Dyna, Statistics } from '../quote/protocol';

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
const INDEX_KEY = `${CACHE_PREFIX}index`;
/** Instruments kept. */
export const CACHE_LIMIT = 30;
/** A live quote is written at most this often per instrument (and when the page is left). */
export const CACHE_WRITE_INTERVAL_MS = 3000;
/** Older than this, a cached quote is not shown (a week-old price helps nobody). */
export const CACHE_MAX_AGE_MS = 7 * 24 * 3600_000;

export const cacheKey = (market: string, symbol: string): string =>
  `${CACHE_PREFIX}${market.toLowerCase()}/${symbol.toUpperCase()}`;

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

/**
 * Writes `key` and puts it first in the index at `indexKey`, removing the keys past `limit`; full or
 * disabled storage writes nothing (no cache: the page works as before).
 */
export function writeKept(
  storage: KeyValueStorage,
  indexKey: string,
  key: string,
  value: string,
  limit: number,
): void {
  try {
    storage.setItem(key, value);
    let index: string[] = [];
    try {
      const raw = JSON.parse(storage.getItem(indexKey) ?? '[]') as unknown;
      if (Array.isArray(raw)) index = raw.filter((k): k is string => typeof k === 'string');
    } catch {
      /* a broken index starts again */
    }
    const next = touchIndex(index, key, limit);
    for (const k of next.dropped) storage.removeItem(k);
    storage.setItem(indexKey, JSON.stringify(next.index));
  } catch {
    /* full or disabled storage */
  }
}

export class QuoteCache {
  private readonly lastWrite = new Map<string, number>();

  constructor(
    private readonly storage: KeyValueStorage | null,
    private readonly now: () => number = Date.now,
  ) {}

  load(market: string, symbol: string): CachedQuote | null {
    try {
      return parseCachedQuote(this.storage?.getItem(cacheKey(market, symbol)) ?? null, this.now());
    } catch {
      return null;
    }
  }

  /** Writes a live quote; `force` skips the interval (the page is being left). */
  save(market: string, symbol: string, quote: Omit<CachedQuote, 'savedAt'>, force = false): void {
    if (!this.storage) return;
    const key = cacheKey(market, symbol);
    const t = this.now();
    if (!force && t - (this.lastWrite.get(key) ?? -Infinity) < CACHE_WRITE_INTERVAL_MS) return;
    this.lastWrite.set(key, t);
    writeKept(this.storage, INDEX_KEY, key, JSON.stringify({ ...quote, savedAt: t }), CACHE_LIMIT);
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
