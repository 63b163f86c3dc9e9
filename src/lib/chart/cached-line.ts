/**
 * The last known intraday line of an instrument (issue 21 item 6: "show the last known quote and
 * chart from a local cache at once"): made from the chart's intraday series, read back from the
 * device, and drawn as one SVG path by index.html's early block and the chart's loading box (grey,
 * as not live) until the chart has the channel's minutes. Only the price per minute slot is kept:
 * what a small line needs, about 2 KB. Kept by stores/line-cache.ts.
 */

export interface CachedLine {
  /** Epoch ms when it was written (the device's clock, as the quote cache). */
  savedAt: number;
  /** The trading day the line belongs to (YYYYMMDD), 0 when unknown. */
  tradingDay: number;
  /** The day's reference (previous close): the line is drawn against it. */
  preClose: number | null;
  /** Slots on the day's axis (the line is laid out on the whole session, as the chart does). */
  slots: number;
  /** Price of each slot so far (null: no trade in that minute). */
  price: (number | null)[];
}

/** What a line is made from: the chart's intraday series (components/chart/types.ts MinuteSeries). */
export interface MinuteLineSource {
  days: number;
  times: readonly string[];
  dayKeys: readonly number[];
  price: readonly (number | null)[];
  preClose: number | null;
  last: number;
  extendedLast?: number;
}

/** Slots of the longest axis (the US 04:00–20:00 day is 960); more is not a line of ours. */
const MAX_SLOTS = 1440;

/** The box the path is computed in; the SVG stretches it over whatever box draws it. */
export const LINE_VIEWBOX = { width: 1000, height: 400 } as const;

/** The reference (previous close) as a dashed line across the box, at its y. */
export const refPath = (y: number, width: number = LINE_VIEWBOX.width): string => `M0 ${y}L${width} ${y}`;

/** Older than this, a kept line is not drawn (as the quote cache's limit). */
const MAX_AGE_MS = 7 * 24 * 3600_000;

/** The intraday series as a line to keep; null for a 5-day series or one without a trade yet. */
export function lineOf(series: MinuteLineSource): Omit<CachedLine, 'savedAt'> | null {
  if (series.days !== 1) return null;
  const end = Math.max(series.last, series.extendedLast ?? -1);
  if (end < 0) return null;
  const price = series.price.slice(0, end + 1).map((p) => (typeof p === 'number' && p > 0 ? p : null));
  if (!price.some((p) => p !== null)) return null;
  return { tradingDay: series.dayKeys[0] ?? 0, preClose: series.preClose, slots: series.times.length, price };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The stored text back to a line, or null when it is not one (broken, too old, from the future). */
export function parseCachedLine(text: string | null, now: number): CachedLine | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as unknown;
    if (!isObject(v) || typeof v.savedAt !== 'number' || !Array.isArray(v.price)) return null;
    if (now - v.savedAt > MAX_AGE_MS || v.savedAt > now + 60_000) return null;
    // A day has at most 1,440 minutes: anything larger is not a line of ours (and must not reach
    // Math.min(...prices) in linePath).
    const slots = typeof v.slots === 'number' && v.slots > 0 && v.slots <= MAX_SLOTS ? v.slots : 0;
    const price = v.price.map((p) => (typeof p === 'number' && Number.isFinite(p) && p > 0 ? p : null));
    if (slots < price.length || !price.some((p) => p !== null)) return null;
    return {
      savedAt: v.savedAt,
      tradingDay: typeof v.tradingDay === 'number' ? v.tradingDay : 0,
      preClose: typeof v.preClose === 'number' && v.preClose > 0 ? v.preClose : null,
      slots,
      price,
    };
  } catch {
    return null;
  }
}

/**
 * The line as an SVG path in a `width` × `height` box (y down), scaled over its prices and the
 * reference, with a small margin; `ref` is the reference's y (the dashed middle line), or null.
 */
export function linePath(line: CachedLine, width: number, height: number): { d: string; ref: number | null } {
  const prices = line.price.filter((p): p is number => p !== null);
  const all = line.preClose !== null ? [...prices, line.preClose] : prices;
  let lo = Math.min(...all);
  let hi = Math.max(...all);
  if (hi - lo < 1e-9) {
    lo -= 1;
    hi += 1;
  }
  const pad = height * 0.08;
  const y = (p: number) => pad + ((hi - p) / (hi - lo)) * (height - 2 * pad);
  const x = (i: number) => (line.slots > 1 ? (i / (line.slots - 1)) * width : 0);
  const r = (n: number) => Math.round(n * 10) / 10;
  let d = '';
  let pen = false;
  line.price.forEach((p, i) => {
    if (p === null) return; // a minute without a trade: the line carries on from the last one
    d += `${pen ? 'L' : 'M'}${r(x(i))} ${r(y(p))}`;
    pen = true;
  });
  return { d, ref: line.preClose !== null ? r(y(line.preClose)) : null };
}
