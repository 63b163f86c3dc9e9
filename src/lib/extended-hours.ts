/**
 * US extended hours (issue 21): which trades belong to pre-market (04:00–09:30 New York) and
 * after-hours (16:00–20:00), and the one line the stock home shows while one is on, as Futu does:
 * 盘前 price and change against the previous close, 盘后 price and change against today's close.
 * The regular session's price, change and bar stay as they are (docs/us-extended-hours.md).
 */
import { exchangeTime } from './exchange-clock';
import type { Region } from './market';
import { STATUS } from '../../contract/market-rules/sessions';

export type ExtendedPart = 'pre' | 'after';

/** 盘前 / 盘后: the label of each extended session. */
export const EXTENDED_LABEL: Readonly<Record<ExtendedPart, string>> = { pre: '盘前', after: '盘后' };

/**
 * The extended session of a trade time (unix seconds) in a region, or null for the regular session
 * (and every non-US trade). 16:00:00 itself is the closing print, so after-hours starts after it.
 */
export function extendedPartOf(region: Region, unixSeconds: number): ExtendedPart | null {
  if (region !== 'USA') return null;
  const t = exchangeTime(region, unixSeconds * 1000);
  const s = t.hour * 3600 + t.minute * 60 + t.second;
  if (s >= 4 * 3600 && s < 9 * 3600 + 30 * 60) return 'pre';
  if (s > 16 * 3600 && s < 20 * 3600) return 'after';
  return null;
}

export interface ExtendedQuote {
  part: ExtendedPart;
  label: string;
  price: number;
  /** Price − reference, and the same as a fraction of the reference (0.0123 = 1.23 %). */
  change: number;
  rate: number;
}

/**
 * The extended-hours line while the status is pre-market (12) or after-hours (13): the latest trade
 * of that session among `ticks` (oldest first), against the previous close (pre-market) or the last
 * regular price (after-hours). Null outside those statuses, for non-US regions, before the
 * session's first trade or without a reference.
 */
export function extendedQuote(input: {
  region: Region;
  status: number | null | undefined;
  ticks: readonly { Time: number; Price: number }[];
  preClose: number | null | undefined;
  last: number | null | undefined;
}): ExtendedQuote | null {
  const { region, status } = input;
  const part: ExtendedPart | null =
    status === STATUS.preMarket ? 'pre' : status === STATUS.afterHours ? 'after' : null;
  if (region !== 'USA' || part === null) return null;
  const ref = part === 'pre' ? input.preClose : input.last;
  if (!ref || !(ref > 0)) return null;
  for (let i = input.ticks.length - 1; i >= 0; i--) {
    const t = input.ticks[i];
    if (extendedPartOf(region, t.Time) !== part) continue;
    return {
      part,
      label: EXTENDED_LABEL[part],
      price: t.Price,
      change: t.Price - ref,
      rate: t.Price / ref - 1,
    };
  }
  return null;
}
