/**
 * The stock home's quote subscription, written once for the page's store (stores/security.ts) and
 * the early script's session before the app (quote/early-session.ts): the instrument's kind from its
 * code and the dictionary's word for it, the snapshot type for that kind, and the body asked. The
 * connection adopts an early request only when it is the same as the page's, so they must agree.
 */
import { type DictionaryBody, type QuoteKey, type SnapshotSection } from '../../contract/quote-protocol';
import { isEtf, isKnownIndex } from '../lib/market';
import { snapshotTypeFor } from './keys';

export type InstrumentKind = 'stock' | 'etf' | 'index' | 'sector';

/** §7 (the calls it makes) page-level subscription sections. */
export const PAGE_SECTIONS: readonly SnapshotSection[] = ['dyna', 'statistics', 'status', 'static', 'tick'];

/** The kind a market and code say before the server has (a sector, an index, an ETF, a stock). */
export function kindOf(market: string, symbol: string): InstrumentKind {
  const m = market.toUpperCase();
  if (m === 'XBHS') return 'sector';
  if (m === 'HKIDX' || m === 'EUIDX' || isKnownIndex(market, symbol)) return 'index';
  if (isEtf(market, symbol)) return 'etf';
  return 'stock';
}

/** The server knows the instrument's kind; a code alone cannot tell e.g. sh 000300 is an index. */
export function kindFromDictionary(
  type: DictionaryBody['hq'][number]['type'] | undefined,
  fallback: InstrumentKind,
): InstrumentKind {
  return type === 'sector' || type === 'index' || type === 'etf' ? type : fallback;
}

/** The dictionary request (100) the page sends first: statistics and static need its reply (§5). */
export const dictionaryBody = (key: QuoteKey) => ({ key: [key] });

/** The page's snapshot subscription for an instrument of this kind: its type and body. */
export function pageSnapshot(kind: InstrumentKind, key: QuoteKey) {
  return {
    type: snapshotTypeFor(kind),
    body: { key: [key], level: 2, sections: [...PAGE_SECTIONS], timestamp: true },
  };
}
