// App-side market helpers of §4 (states and transitions) and §9 (business constants and limits): symbol normalisation, code display, known indices, tab sets.
// The rules the server shares (regions, instrument classes, limits, ticks, lots) live in
// ./market-rules and are re-exported here for the app's existing imports.

import { isEtf, regionOf } from '../../contract/market-rules';

export { isBShare, isEtf, LOT_SIZE, lotSizeOf, regionOf, type Region } from '../../contract/market-rules';

/**
 * §4 (states and transitions) "Setting the symbol": the code is upper-cased; for HK a leading character is stripped unless it
 * is a dot (route codes are the 5-digit display form '00700', the quote system uses '0700'; index
 * codes such as '.HSI' keep their dot). Apply it once, to the code as it comes from the route.
 */
export function normalizeCode(market: string, code: string): string {
  const upper = code.trim().toUpperCase();
  if (regionOf(market) === 'HK' && upper.length > 0 && upper[0] !== '.') return upper.slice(1);
  return upper;
}

/** §2 (screens and routes): a digits-only HK code gets a leading 0 for display ('0700' → '00700'); others unchanged. */
export function hkDisplayCode(code: string): string {
  return /^\d+$/.test(code) ? `0${code}` : code;
}

/** §2 (screens and routes): a 4-digit HK code gets a leading 0 when looking up a name ('0700' → '00700'). */
export function hkLookupCode(code: string): string {
  return /^\d{4}$/.test(code) ? `0${code}` : code;
}

/** Code as the header shows it: HK codes padded per hkDisplayCode, others as they are. */
export function displayCode(market: string, code: string): string {
  return regionOf(market) === 'HK' ? hkDisplayCode(code) : code;
}

/** Market suffix shown after the code in the header: SH, SZ, BJ, HK, US. */
export function marketSuffix(market: string): string {
  const m = market.toLowerCase();
  if (m === 'sh' || m === 'shetf') return 'SH';
  if (m === 'sz' || m === 'szetf') return 'SZ';
  if (m === 'bj') return 'BJ';
  const region = regionOf(market);
  if (region === 'HK') return 'HK';
  if (region === 'USA') return 'US';
  return market.toUpperCase();
}

/**
 * §9 (business constants and limits) index-to-market map. Codes alone are ambiguous (000001 is the Shanghai Composite on sh but
 * 平安银行 on sz), so every index check below qualifies the code by this market.
 */
export const INDEX_MARKET: Readonly<Record<string, string>> = {
  '399005': 'sz',
  '399001': 'sz',
  '399006': 'sz',
  '000001': 'sh',
  '000016': 'sh',
  '000300': 'sh',
  '.HSI': 'HKIDX',
  '.HSCC': 'HKIDX',
  '.HSCE': 'HKIDX',
  DIA: 'AMEX',
  SPY: 'AMEX',
  QQQ: 'NASDAQ',
};

/** A known index: its code is in §9 (business constants and limits)'s index-to-market map and the market matches (case-insensitive). */
export function isKnownIndex(market: string, code: string): boolean {
  const expected = INDEX_MARKET[code.toUpperCase()];
  return expected !== undefined && expected.toLowerCase() === market.toLowerCase();
}

/** §9 (business constants and limits) "Indices without moving average", each qualified by the exchange that publishes it. */
export const INDICES_WITHOUT_MA: ReadonlyArray<{ market: string; code: string }> = [
  { market: 'sh', code: '000001' },
  { market: 'sz', code: '399001' },
  { market: 'sz', code: '399005' },
  { market: 'sz', code: '399006' },
  { market: 'sz', code: '399300' },
];

/** Whether candles of this instrument carry MA 5/10/20 (false only for the §9 (business constants and limits) list). */
export function hasMovingAverage(market: string, code: string): boolean {
  const m = market.toLowerCase();
  return !INDICES_WITHOUT_MA.some((i) => i.market === m && i.code === code);
}

/** §9 (business constants and limits) delayed-quote symbols; the quote system serves them under a DELAY_ prefix. */
export const DELAYED_SYMBOLS: readonly string[] = ['QQQ', 'DIA', 'SPY', '.HSI', '.HSCE', '.HSCC'];
export const DELAY_PREFIX = 'DELAY_';

export function isDelayedSymbol(code: string): boolean {
  return DELAYED_SYMBOLS.includes(code.toUpperCase());
}

/** Instrument id to subscribe with: DELAY_<code> for delayed symbols, the code otherwise. */
export function quoteInstrumentId(code: string): string {
  return isDelayedSymbol(code) ? `${DELAY_PREFIX}${code.toUpperCase()}` : code;
}

export type InfoTabKey = 'zixun' | 'gonggao' | 'yanbao' | 'jiankuang' | 'caiwu' | 'bankuai';
export type LowerTabKey = InfoTabKey | 'guba' | 'focus';

export const ALL_INFO_TABS: readonly InfoTabKey[] = [
  'zixun',
  'gonggao',
  'yanbao',
  'jiankuang',
  'caiwu',
  'bankuai',
];

/** §4 (states and transitions) tab sets (the info tabs of §3 (entities and their fields)): known index → news only; ETF → news and announcements; others all six. */
export function infoTabs(market: string, code: string): InfoTabKey[] {
  if (isKnownIndex(market, code)) return ['zixun'];
  if (isEtf(market, code)) return ['zixun', 'gonggao'];
  return [...ALL_INFO_TABS];
}

/**
 * Every lower tab in §2 (screens and routes)'s order (zixun, gonggao, yanbao, jiankuang, caiwu, guba, bankuai, focus).
 * Decision (the spec lists guba and focus in §2 (screens and routes) but leaves them out of §3 (entities and their fields)'s info tabs and §4 (states and transitions)'s sets):
 * - guba (the stock forum) is per instrument (/send/{market}/{code}), so every non-index instrument,
 *   ETFs included, gets it, placed after caiwu as §2 (screens and routes) orders it;
 * - focus (要闻, market-wide fast news linking to type-4 articles) has nothing instrument-specific, so it
 *   goes where there is no company news flow: known indices, after their news tab.
 */
export function lowerTabs(market: string, code: string): LowerTabKey[] {
  const info = infoTabs(market, code);
  if (isKnownIndex(market, code)) return [...info, 'focus'];
  const order: LowerTabKey[] = ['zixun', 'gonggao', 'yanbao', 'jiankuang', 'caiwu', 'guba', 'bankuai'];
  return order.filter((k) => k === 'guba' || (info as LowerTabKey[]).includes(k));
}

/** Market as the news calls want it: HKIDX → HKSE, then lower-cased. */
export function newsMarket(market: string): string {
  const m = market.toUpperCase() === 'HKIDX' ? 'HKSE' : market;
  return m.toLowerCase();
}
