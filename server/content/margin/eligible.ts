/**
 * Which stocks are margin targets (融资融券标的) and from which day — the exchanges' rules as
 * docs/margin.md states them, applied to our universe. Pure: seeds in, days out.
 */
import type { InstrumentSeed } from '../../data/types';
import { addDays } from '../../market/calendar';

/** Months a main-board stock trades before it may become a target (SSE/SZSE 融资融券交易实施细则). */
export const MAIN_BOARD_SEASONING_MONTHS = 3;
/** Float thresholds for a financing target: at least 1亿 float shares or 5亿元 float value. */
export const MIN_FLOAT_SHARES = 1e8;
export const MIN_FLOAT_VALUE = 5e8;

/** 83 Shanghai, 90 Shenzhen: the exchange codes the margin rows carry (SecuMarket, §3 (entities and their fields)). */
export const SECU_MARKET = { sh: 83, sz: 90 } as const;
export type MarginMarket = keyof typeof SECU_MARKET;

export function isMarginMarket(market: string): market is MarginMarket {
  return market === 'sh' || market === 'sz';
}

/**
 * A Shanghai or Shenzhen A-share on the main board, STAR or ChiNext (B shares and Beijing are
 * outside the 沪深 statistics), not under risk warning (ST, *ST), with a float above the
 * thresholds. The listing-age rule is per day: see targetFrom.
 */
export function isMarginCandidate(seed: InstrumentSeed): boolean {
  if (!isMarginMarket(seed.market) || seed.kind !== 'stock') return false;
  if (seed.board !== 'main' && seed.board !== 'star' && seed.board !== 'chinext') return false;
  if (seed.st) return false;
  return seed.floatShares >= MIN_FLOAT_SHARES || seed.floatShares * seed.basePrice >= MIN_FLOAT_VALUE;
}

/** YYYYMMDD from a listing date 'YYYY-MM-DD' (undefined when the universe does not know it). */
function listingDay(seed: InstrumentSeed): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(seed.listDate ?? '');
  return m ? Number(m[1]) * 10000 + Number(m[2]) * 100 + Number(m[3]) : undefined;
}

/**
 * The first calendar day on which the stock is a target: STAR and ChiNext shares (registration
 * system) from their listing day, main-board shares once listed for three months. A stock whose
 * listing date is unknown has been listed for longer than any history we serve.
 */
export function targetFrom(seed: InstrumentSeed): number {
  const listed = listingDay(seed);
  if (listed === undefined) return 0;
  if (seed.board !== 'main') return listed;
  const y = Math.floor(listed / 10000);
  const m = (Math.floor(listed / 100) % 100) + MAIN_BOARD_SEASONING_MONTHS;
  const d = listed % 100;
  const month = ((m - 1) % 12) + 1;
  const year = y + Math.floor((m - 1) / 12);
  // Day 31 of a 30-day month rolls to the next day, as adding months does in the exchanges' notices.
  return addDays(year * 10000 + month * 100 + 1, d - 1);
}

/**
 * InnerCode: a stable number per instrument (§7 (the calls it makes) margin per stock). Shanghai codes 1xxxxxx,
 * Shenzhen 2xxxxxx, so it reads back to the stock without a table.
 */
export function innerCodeOf(seed: Pick<InstrumentSeed, 'market' | 'code'>): number {
  return (seed.market === 'sh' ? 1_000_000 : 2_000_000) + Number(seed.code);
}

export function fromInnerCode(innerCode: number): { market: MarginMarket; code: string } | undefined {
  if (!Number.isInteger(innerCode)) return undefined;
  const prefix = Math.floor(innerCode / 1_000_000);
  if (prefix !== 1 && prefix !== 2) return undefined;
  return { market: prefix === 1 ? 'sh' : 'sz', code: String(innerCode % 1_000_000).padStart(6, '0') };
}
