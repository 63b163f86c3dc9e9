/** Quote entries for tests (the app never imports this): a flat minute, a daily bar. */
import type { KlineEntry, MinuteEntry } from '../../contract/quote-protocol';

/** Unix seconds of hh:mm in Shanghai (UTC+8, no daylight saving) on 2026-11-20, a Friday. */
export const shanghaiTime = (hh: number, mm: number): number => Date.UTC(2026, 10, 20, hh - 8, mm) / 1000;

/** A minute in which every trade was at `price`, against a previous close of 10. */
export function flatMinute(time: number, price: number, volume = 100): MinuteEntry {
  return {
    Time: time,
    Open: price,
    Price: price,
    Volume: volume,
    Amount: volume * price,
    High: price,
    Low: price,
    AvgPrice: price,
    PreClose: 10,
    TickCount: 1,
  };
}

/**
 * The daily bar i calendar days after 2026-11-01, closing at `close` a little above its open; the
 * volume grows by 100 a day so consecutive bars differ.
 */
export function dailyBar(i: number, close: number): KlineEntry {
  const day = new Date(Date.UTC(2026, 10, 1 + i));
  return {
    Time: day.getTime() / 1000 - 8 * 3600, // 00:00 in Shanghai
    Open: close - 0.1,
    Close: close,
    High: close + 0.2,
    Low: close - 0.3,
    Amount: 1e6,
    Volume: 5000 + i * 100,
    TradingDay: day.getUTCFullYear() * 10000 + (day.getUTCMonth() + 1) * 100 + day.getUTCDate(),
    PreClose: close - 0.05,
    TickCount: 1,
  };
}
