/**
 * The device's last known intraday lines (lib/chart/cached-line.ts), beside its last known quotes
 * (quote-cache.ts): the 30 instruments written last, each at most every 3 s unless forced.
 */
import { parseCachedLine, type CachedLine } from '../lib/chart/cached-line';
import { writeKept, type KeyValueStorage } from './quote-cache';

export const LINE_PREFIX = 'wapq.line.';
const INDEX_KEY = `${LINE_PREFIX}index`;
export const LINE_LIMIT = 30;
export const LINE_WRITE_INTERVAL_MS = 3000;

export const lineKey = (market: string, symbol: string): string =>
  `${LINE_PREFIX}${market.toLowerCase()}/${symbol.toUpperCase()}`;

export class LineCache {
  private readonly lastWrite = new Map<string, number>();

  constructor(
    private readonly storage: KeyValueStorage | null,
    private readonly now: () => number = Date.now,
  ) {}

  load(market: string, symbol: string): CachedLine | null {
    try {
      return parseCachedLine(this.storage?.getItem(lineKey(market, symbol)) ?? null, this.now());
    } catch {
      return null;
    }
  }

  save(market: string, symbol: string, line: Omit<CachedLine, 'savedAt'>, force = false): void {
    if (!this.storage) return;
    const key = lineKey(market, symbol);
    const t = this.now();
    if (!force && t - (this.lastWrite.get(key) ?? -Infinity) < LINE_WRITE_INTERVAL_MS) return;
    this.lastWrite.set(key, t);
    writeKept(this.storage, INDEX_KEY, key, JSON.stringify({ ...line, savedAt: t }), LINE_LIMIT);
  }
}
