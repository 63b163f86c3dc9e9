/**
 * §5 (validation rules) sector units, converted here and only here: the sector calls carry values in thousandths of
 * the currency unit (12345 = 12.345) and change rates in hundredths of a percent (123 = +1.23 %).
 * The plate chart calls (trend, five-day trend, history) become the quote channel's minute and
 * K-line entries, so the stock home's chart kit draws them unchanged; the live block snapshot (203)
 * then moves the last minute and the last daily bar.
 */
import type { PlateCandle, PlateTrend } from '../../../contract/plate';
import type { KlineEntry, MinuteEntry } from '../../../contract/quote-protocol';

/** Thousandths → value (12345 → 12.345). */
export const fromThousandths = (n: number): number => n / 1000;

/** Hundredths of a percent → ratio (123 → 0.0123). */
export const fromHundredths = (n: number): number => n / 10000;

/** One day of a plate trend as minute entries (each minute's open, high and low are its value). */
export function trendMinutes(day: PlateTrend): MinuteEntry[] {
  const preClose = fromThousandths(day.preClosePx);
  return day.trend.map((p) => {
    const price = fromThousandths(p.lastPx);
    return {
      Time: p.time,
      Open: price,
      Price: price,
      High: price,
      Low: price,
      Volume: p.businessAmount,
      Amount: p.businessBalance,
      AvgPrice: fromThousandths(p.avgPx),
      PreClose: preClose,
      TickCount: 0,
    };
  });
}

/** Plate history or kline bars as K-line entries, oldest first. */
export function candleKlines(candles: readonly PlateCandle[]): KlineEntry[] {
  return candles.map((c) => ({
    Time: c.time,
    Open: fromThousandths(c.openPx),
    Close: fromThousandths(c.closePx),
    High: fromThousandths(c.highPx),
    Low: fromThousandths(c.lowPx),
    Amount: c.businessBalance,
    Volume: c.businessAmount,
    TradingDay: c.tradingDay,
    PreClose: fromThousandths(c.preClosePx),
    TickCount: 0,
  }));
}

/** What the live block snapshot (203) tells the chart: the sector's running day. */
export interface SectorSnapshot {
  /** unix seconds */
  Time: number;
  TradingDay: number;
  LastPrice: number;
  HighestPrice: number;
  LowestPrice: number;
  /** Day totals so far. */
  Volume: number;
  Amount: number;
}

/**
 * The last minute moved by a snapshot of the same minute: the value is the snapshot's, the minute's
 * volume and amount grow by what the day's totals grew since the previous snapshot.
 */
export function liveMinute(last: MinuteEntry, previous: SectorSnapshot, snap: SectorSnapshot): MinuteEntry {
  const price = snap.LastPrice;
  return {
    ...last,
    Price: price,
    High: Math.max(last.High, price),
    Low: Math.min(last.Low, price),
    Volume: last.Volume + Math.max(0, snap.Volume - previous.Volume),
    Amount: last.Amount + Math.max(0, snap.Amount - previous.Amount),
  };
}

/**
 * Today's daily bar as the snapshot has it, or null when the snapshot is of another trading day than
 * the last bar (a new day: reload the history).
 */
export function liveDailyBar(last: KlineEntry, snap: SectorSnapshot): KlineEntry | null {
  if (snap.TradingDay !== last.TradingDay || !(snap.LastPrice > 0)) return null;
  return {
    ...last,
    Close: snap.LastPrice,
    High: snap.HighestPrice > 0 ? snap.HighestPrice : Math.max(last.High, snap.LastPrice),
    Low: snap.LowestPrice > 0 ? snap.LowestPrice : Math.min(last.Low, snap.LastPrice),
    Volume: snap.Volume,
    Amount: snap.Amount,
  };
}

/** Whether two snapshot times fall in the same minute (a new minute reloads the trend). */
export const sameMinute = (a: number, b: number): boolean => Math.floor(a / 60) === Math.floor(b / 60);
