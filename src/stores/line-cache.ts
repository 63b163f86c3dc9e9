/**
 * The device's last known intraday lines (lib/chart/cached-line.ts), beside its last known quotes
 * (quote-cache.ts): the 30 instruments written last, each at most every 3 s unless forced.
 */
import { parseCachedLine, type CachedLine } from '../lib/chart/cached-line';
import { DeviceCache, instrumentKey, type KeyValueStorage } from './quote-cache';

export const LINE_PREFIX = 'wapq.line.';
export const LINE_LIMIT = 30;
export const LINE_WRITE_INTERVAL_MS = 3000;

export const lineKey = (market: string, symbol: string): string => instrumentKey(LINE_PREFIX, market, symbol);

export class LineCache extends DeviceCache<CachedLine> {
  constructor(storage: KeyValueStorage | null, now: () => number = Date.now) {
    super(storage, now, {
      prefix: LINE_PREFIX,
      limit: LINE_LIMIT,
      intervalMs: LINE_WRITE_INTERVAL_MS,
      parse: parseCachedLine,
    });
  }
}
