/**
 * What the market rules need to know about an instrument, and how to tell it from a market and a
 * code alone (the app's routes carry only those). The server's instrument seeds carry the same
 * fields, so both sides hand the rules the same shape.
 */

export type Region = 'CN' | 'HK' | 'USA';
export type InstrumentKind = 'stock' | 'index' | 'etf' | 'sector';
/** Board of a listing; the A-share boards decide the daily price limit. */
export type Board = 'main' | 'chinext' | 'star' | 'bj' | 'b' | 'hk' | 'us';

/** The fields the rules read. A server InstrumentSeed satisfies it as it is. */
export interface RuleSubject {
  market: string;
  code: string;
  region: Region;
  kind: InstrumentKind;
  board?: Board;
  /** ST / *ST: a ±5 % limit on the main boards. */
  st?: boolean;
  /** ETFs: the index or sector id ("market:code") the fund tracks; decides a growth-board limit. */
  tracks?: string;
}

const HK_MARKETS = new Set(['HK', 'HKSE', 'HKIDX']);
const USA_MARKETS = new Set(['NYSE', 'NASDAQ', 'AMEX']);

/**
 * §4 (states and transitions) region mapping: HK, HKSE, HKIDX → HK; NYSE, NASDAQ, AMEX → USA; everything else → CN.
 * Compared case-insensitively because routes write markets in lower case (e.g. /hkse/00700.html from
 * the sector tab's lower-cased hqtypecode) while the quote system writes them upper case.
 */
export function regionOf(market: string | null | undefined): Region {
  const m = (market ?? '').toUpperCase();
  if (HK_MARKETS.has(m)) return 'HK';
  if (USA_MARKETS.has(m)) return 'USA';
  return 'CN';
}

const ETF_CODE = /^(51|56|58|15|16)\d{4}$/;

/** ETF: market shetf/szetf, or a CN code 51xxxx, 56xxxx, 58xxxx (Shanghai) or 15xxxx, 16xxxx (Shenzhen). */
export function isEtf(market: string, code: string): boolean {
  const m = market.toLowerCase();
  if (m === 'shetf' || m === 'szetf') return true;
  return regionOf(market) === 'CN' && ETF_CODE.test(code);
}

/** B share: a 6-digit CN code starting 900 (Shanghai, US$) or 200 (Shenzhen, HK$). */
export function isBShare(market: string, code: string): boolean {
  return regionOf(market) === 'CN' && /^(900|200)\d{3}$/.test(code);
}

/** Shenzhen B share (200xxx): quoted in HK$ on the Shenzhen exchange's 0.01 grid. */
export function isShenzhenBShare(code: string): boolean {
  return /^200\d{3}$/.test(code);
}

/**
 * Board of an A-share code: STAR 688 (689 for its CDRs), ChiNext 300/301, B shares 900/200, Beijing 43/83/87/92 (or
 * market bj), the main boards otherwise.
 */
export function cnBoardOf(market: string, code: string): Board {
  if (/^68[89]\d{3}$/.test(code)) return 'star';
  if (/^30[01]\d{3}$/.test(code)) return 'chinext';
  if (/^(900|200)\d{3}$/.test(code)) return 'b';
  if (market.toLowerCase() === 'bj' || /^(43|83|87|92)\d{4}$/.test(code)) return 'bj';
  return 'main';
}

/**
 * The rule subject of a listed stock or ETF known only by market and code (an app route). Indices
 * and sectors are not told apart from stocks by their code, so callers that know better pass `kind`.
 */
export function subjectOf(
  market: string,
  code: string,
  known: { kind?: InstrumentKind; st?: boolean; tracks?: string } = {},
): RuleSubject {
  const region = regionOf(market);
  const kind = known.kind ?? (isEtf(market, code) ? 'etf' : 'stock');
  const board: Board = region === 'HK' ? 'hk' : region === 'USA' ? 'us' : cnBoardOf(market, code);
  return {
    market,
    code,
    region,
    kind,
    board,
    ...(known.st ? { st: true } : {}),
    ...(known.tracks ? { tracks: known.tracks } : {}),
  };
}
