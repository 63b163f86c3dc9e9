/**
 * Dates for generated content. Trading days come from the simulator (YYYYMMDD numbers); every
 * content timestamp is Beijing time (UTC+8), the time zone the news services publish in.
 */

const BEIJING_OFFSET_MS = 8 * 3600 * 1000;

export function ymdParts(ymd: number): [number, number, number] {
  return [Math.floor(ymd / 10000), Math.floor(ymd / 100) % 100, ymd % 100];
}

/** 20261122 → '2026-11-22' */
export function ymdDash(ymd: number): string {
  const [y, m, d] = ymdParts(ymd);
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** '2026-11-22' or '20261122' → 20261122 */
export function parseYmd(s: string): number {
  return Number(s.replace(/-/g, ''));
}

export function pad(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** Epoch milliseconds of a Beijing wall-clock time on a given day. */
export function beijingMs(ymd: number, hour: number, minute: number, second = 0): number {
  const [y, m, d] = ymdParts(ymd);
  return Date.UTC(y, m - 1, d, hour, minute, second) - BEIJING_OFFSET_MS;
}

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time. */
export function beijingText(ms: number): string {
  const t = new Date(ms + BEIJING_OFFSET_MS);
  return (
    `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ` +
    `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`
  );
}

/** The Beijing calendar day of an instant as YYYYMMDD. */
export function beijingYmd(ms: number): number {
  const t = new Date(ms + BEIJING_OFFSET_MS);
  return t.getUTCFullYear() * 10000 + (t.getUTCMonth() + 1) * 100 + t.getUTCDate();
}

/** Adds calendar days to a YYYYMMDD date. */
export function addDays(ymd: number, days: number): number {
  const [y, m, d] = ymdParts(ymd);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return t.getUTCFullYear() * 10000 + (t.getUTCMonth() + 1) * 100 + t.getUTCDate();
}

/** First trading day on or after `ymd` in an ascending list, or undefined when past the end. */
export function tradingDayOnOrAfter(days: readonly number[], ymd: number): number | undefined {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (days[mid] < ymd) lo = mid + 1;
    else hi = mid;
  }
  return days[lo];
}
