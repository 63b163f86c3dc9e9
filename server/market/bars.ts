/** Bar arithmetic: K-line entries from daily and minute data, weekly/monthly and minute-period roll-ups. */
import type { KlineEntry, MinuteEntry } from '../../contract/quote-protocol';
import { barEndOfMinute } from '../../contract/market-rules/bar-periods';
import type { SessionExchange } from '../../contract/market-rules/sessions';
import { weekday, ymdToUtcMs, utcMsToYmd } from './calendar';
// Math members as module constants: global lookups are slow inside jest's vm sandbox (hot loops).
const { floor: mFloor } = Math;

/** Rolls consecutive entries into one bar: first open, last close, max high, min low, summed volume. */
export function rollUp(group: KlineEntry[], time: number): KlineEntry {
  const first = group[0];
  const last = group[group.length - 1];
  let high = -Infinity;
  let low = Infinity;
  let volume = 0;
  let amount = 0;
  let ticks = 0;
  for (const b of group) {
    if (b.High > high) high = b.High;
    if (b.Low < low) low = b.Low;
    volume += b.Volume;
    amount += b.Amount;
    ticks += b.TickCount;
  }
  return {
    Time: time,
    Open: first.Open,
    Close: last.Close,
    High: high,
    Low: low,
    Amount: amount,
    Volume: volume,
    TradingDay: last.TradingDay,
    PreClose: first.PreClose,
    TickCount: ticks,
  };
}

/** Monday of the week of a trading day (week key). */
export function weekKey(ymd: number): number {
  const wd = weekday(ymd);
  return utcMsToYmd(ymdToUtcMs(ymd) - ((wd + 6) % 7) * 86400000);
}
export const monthKey = (ymd: number) => mFloor(ymd / 100);
export { quarterKey, yearKey } from '../../contract/market-rules/bar-periods';

/** Weekly, monthly, quarterly or yearly bars from daily bars (oldest first); each bar is stamped with its last trading day. */
export function periodBars(daily: KlineEntry[], key: (ymd: number) => number): KlineEntry[] {
  const out: KlineEntry[] = [];
  let group: KlineEntry[] = [];
  let current: number | undefined;
  for (const b of daily) {
    const k = key(b.TradingDay);
    if (current !== undefined && k !== current) {
      out.push(rollUp(group, group[group.length - 1].Time));
      group = [];
    }
    current = k;
    group.push(b);
  }
  if (group.length) out.push(rollUp(group, group[group.length - 1].Time));
  return out;
}

/** One day's minute bars as K-line entries (M1). */
export function minuteKlines(day: number, preClose: number, data: MinuteEntry[]): KlineEntry[] {
  let pre = preClose;
  return data.map((m) => {
    const e: KlineEntry = {
      Time: m.Time,
      Open: m.Open,
      Close: m.Price,
      High: m.High,
      Low: m.Low,
      Amount: m.Amount,
      Volume: m.Volume,
      TradingDay: day,
      PreClose: pre,
      TickCount: m.TickCount,
    };
    pre = m.Price;
    return e;
  });
}

/**
 * Rolls one day's M1 entries into p-minute bars by the shared boundary rule (bar-periods.ts: counted
 * from each session segment's start, cut at the lunch break and the close), each stamped with its
 * bar's end, also while the bar is still trading. `midnight`: the day's local midnight, unix seconds.
 */
export function minutePeriodBars(
  m1: KlineEntry[],
  p: number,
  ex: SessionExchange,
  midnight: number,
): KlineEntry[] {
  if (p <= 1) return m1;
  const out: KlineEntry[] = [];
  let group: KlineEntry[] = [];
  let end = 0;
  for (const b of m1) {
    const e = midnight + barEndOfMinute(ex, b.Time - midnight, p);
    if (group.length && e !== end) {
      out.push(rollUp(group, end));
      group = [];
    }
    end = e;
    group.push(b);
  }
  if (group.length) out.push(rollUp(group, end));
  return out;
}

/** Keeps entries with start ≤ Time ≤ end, then the last `limit` of them. */
export function window(bars: KlineEntry[], limit: number, start?: number, end?: number): KlineEntry[] {
  let b = bars;
  if ((start !== undefined && start > 0) || end !== undefined) {
    b = b.filter((x) => (start === undefined || x.Time >= start) && (end === undefined || x.Time <= end));
  }
  return limit > 0 && b.length > limit ? b.slice(b.length - limit) : b;
}
