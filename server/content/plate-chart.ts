/**
 * The plate chart calls of §7 (trend, five-day trend, history, kline): a sector's intraday line and
 * K-line from the one series the simulator computes for it (server/market/aggregate.ts), the same
 * bars the quote channel serves. Units as the contract says: values in thousandths, change rates in
 * hundredths of a percent; volumes in shares and amounts in the trading currency, whole.
 */
import type { KlineEntry, MinuteEntry } from '../../contract/quote-protocol';
import type {
  CandlePeriod,
  PlateCandle,
  PlateHistory,
  PlateKline,
  PlateTrend,
  PlateTrendPoint,
} from '../../contract/plate';
import type { PlateHistoryQuery, PlateKlineQuery } from '../../contract/plate.params.schema';
import type { InstrumentSeed } from '../data/types';
import type { KlinePeriodName, MarketSimulator } from '../market/api';
import { changeUnits } from '../../contract/market-rules/change';
import { thousandths } from './plate';

const { round } = Math;

/** The trading days a trend reaches back (dateOffset 0–4) and the five-day trend lists. */
export const TREND_DAYS = 5;

/** §7 (the calls it makes) candle period → the simulator's K-line period. */
export const PERIOD_OF: Record<CandlePeriod, KlinePeriodName> = { 6: 'DAY', 7: 'WEEK', 8: 'MONTH' };

/** The most bars a reply carries (§9 (business constants and limits) K-line default count). */
export const MAX_CANDLES = 1500;

const rateOf = (value: number, pre: number) => changeUnits(value, pre);

export function trendPoint(m: MinuteEntry, preClose: number): PlateTrendPoint {
  return {
    time: m.Time,
    lastPx: thousandths(m.Price),
    avgPx: thousandths(m.AvgPrice),
    pxChangeRate: rateOf(m.Price, preClose),
    businessAmount: round(m.Volume),
    businessBalance: round(m.Amount),
  };
}

function trendOf(
  sector: InstrumentSeed,
  day: { tradingDay: number; preClose: number; data: MinuteEntry[] },
): PlateTrend {
  return {
    prodCode: sector.code,
    tradingDay: day.tradingDay,
    preClosePx: thousandths(day.preClose),
    trend: day.data.map((m) => trendPoint(m, day.preClose)),
  };
}

/**
 * One trading day's minutes: dateOffset 0 is today (so far), 1 the day before, up to 4; undefined
 * when the simulator has no such day yet.
 */
export function plateTrend(
  market: MarketSimulator,
  sector: InstrumentSeed,
  dateOffset: number,
): PlateTrend | undefined {
  const days = market.minutes(market.idOf(sector), TREND_DAYS);
  const day = days[days.length - 1 - dateOffset];
  return day ? trendOf(sector, day) : undefined;
}

/** The last five trading days' minutes, oldest first, today (so far) last. */
export function plateFiveDayTrend(market: MarketSimulator, sector: InstrumentSeed): PlateTrend[] {
  return market.minutes(market.idOf(sector), TREND_DAYS).map((day) => trendOf(sector, day));
}

export function candle(k: KlineEntry): PlateCandle {
  return {
    time: k.Time,
    tradingDay: k.TradingDay,
    openPx: thousandths(k.Open),
    highPx: thousandths(k.High),
    lowPx: thousandths(k.Low),
    closePx: thousandths(k.Close),
    preClosePx: thousandths(k.PreClose),
    pxChangeRate: rateOf(k.Close, k.PreClose),
    businessAmount: round(k.Volume),
    businessBalance: round(k.Amount),
  };
}

/** History: the bars of a period whose (last) trading day is in [startDate, endDate]; 0 leaves a side open. */
export function plateHistory(
  market: MarketSimulator,
  sector: InstrumentSeed,
  q: Pick<PlateHistoryQuery, 'candlePeriod' | 'startDate' | 'endDate'>,
): PlateHistory {
  const bars = market
    .klines(market.idOf(sector), PERIOD_OF[q.candlePeriod], { limit: MAX_CANDLES })
    .filter(
      (k) => (!q.startDate || k.TradingDay >= q.startDate) && (!q.endDate || k.TradingDay <= q.endDate),
    );
  return { prodCode: sector.code, candlePeriod: q.candlePeriod, candles: bars.map(candle) };
}

/** Kline: the latest `limit` bars of a period between starttime and endtime (unix seconds; 0 leaves a side open). */
export function plateKline(
  market: MarketSimulator,
  sector: InstrumentSeed,
  q: Pick<PlateKlineQuery, 'period' | 'limit' | 'starttime' | 'endtime'>,
): PlateKline {
  const bars = market.klines(market.idOf(sector), PERIOD_OF[q.period], {
    limit: q.limit,
    start: q.starttime || undefined,
    end: q.endtime || undefined,
  });
  return { inst: sector.code, market: 'XBHS', period: q.period, candles: bars.map(candle) };
}
