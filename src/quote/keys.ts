/**
 * Subscription keys (§7 (the calls it makes)): a market string of the app (§2 (screens and routes): sh, sz, bj, HKSE, HKIDX, NASDAQ, NYSE,
 * AMEX, EUIDX, XBHS) and a code become { market id, code } as the channel echoes them back, so a
 * reply or push can be routed to its subscribers by `keyId`.
 */
import { MsgType, marketIdOf, type QuoteKey } from '../../contract/quote-protocol';

/** Thrown for a market string the channel has no id for (a programming error, not a user error). */
export class UnknownMarketError extends Error {}

/** Canonical code as the server lists it: HK digit codes have 5 digits ('700' / '0700' → '00700'). */
export function canonicalCode(marketId: number, code: string): string {
  const upper = code.trim().toUpperCase();
  if ((marketId === 102 || marketId === 104) && /^\d{1,5}$/.test(upper)) return upper.padStart(5, '0');
  return upper;
}

export function quoteKey(market: string, code: string): QuoteKey {
  const id = marketIdOf(market);
  if (id === undefined) throw new UnknownMarketError(`no quote market id for "${market}"`);
  return { market: id, code: canonicalCode(id, code) };
}

/** String identity of a key: "marketId:code". */
export function keyId(key: QuoteKey): string {
  return `${key.market}:${key.code}`;
}

/** Snapshot level of a page subscription (§7 (the calls it makes)): 201 stocks and ETFs, 202 indices, 203 sectors. */
export function snapshotTypeFor(kind: 'stock' | 'etf' | 'index' | 'sector'): number {
  if (kind === 'sector') return MsgType.BlockSnapshot;
  if (kind === 'index') return MsgType.IndexSnapshot;
  return MsgType.StockSnapshot;
}
