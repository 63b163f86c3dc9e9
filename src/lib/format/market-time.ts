// Times on an exchange's clock (§9 (business constants and limits)), without dayjs: the stock home's first render (the header's
// status time, the tick list) formats only the quote channel's numeric times, and dayjs (the
// local-time formats of time.ts, ≈ 3 KB gz) is left to the screens that need it (issue 4: initial
// bundle). time.ts re-exports all of this for every other caller.
import { exchangeTime } from '../exchange-clock';
import type { Region } from '../market';
import { DASH } from './number';

/** Timestamps below this are unix seconds, at or above it milliseconds (1e11 s is year 5138; 1e11 ms is 1973). */
export const SECONDS_LIMIT = 1e11;

/** Zero-padded two-digit part: 5 → '05'. */
export function pad2(n: number): string {
  return n < 10 && n >= 0 ? `0${n}` : String(n);
}

/** Epoch milliseconds of unix seconds or milliseconds; null when missing or not finite. */
export function epochMillis(t: number | null | undefined): number | null {
  if (t === null || t === undefined || !Number.isFinite(t)) return null;
  return t < SECONDS_LIMIT ? t * 1000 : t;
}

/** Zone label after the header time: 美东 for USA, none elsewhere (§2 (screens and routes)). */
export function zoneLabel(region: Region): string {
  return region === 'USA' ? '美东' : '';
}

/**
 * Epoch milliseconds in the region's exchange zone with tokens YYYY, MM, DD, HH, mm, ss, on the
 * exchange's clock (src/lib/exchange-clock.ts): US times follow New York daylight saving.
 */
export function formatMarketMillis(ms: number | null, region: Region, pattern: string): string {
  if (ms === null) return DASH;
  const clock = exchangeTime(region, ms);
  const tokens: Record<string, string> = {
    YYYY: String(clock.year),
    MM: pad2(clock.month),
    DD: pad2(clock.day),
    HH: pad2(clock.hour),
    mm: pad2(clock.minute),
    ss: pad2(clock.second),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (tok) => tokens[tok]);
}

/**
 * A quote time (unix seconds or milliseconds) in the region's exchange zone (default pattern
 * 'MM-DD HH:mm:ss', the header's status time); time.ts's formatMarketTime also reads date strings.
 */
export function formatMarketTime(
  t: number | null | undefined,
  region: Region,
  pattern = 'MM-DD HH:mm:ss',
): string {
  return formatMarketMillis(epochMillis(t), region, pattern);
}
