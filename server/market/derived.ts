/** Figures derived from a daily series: K-line entries, limit-up statistics, ETF net values, rank keys. */
import type { KlineEntry, MinuteEntry } from '../../contract/quote-protocol';
import type { InstrumentSeed } from '../data/types';
import type { LimitUpGene, RankRow } from './api';
import { localMidnightUnix, parseYmd, ymdString } from './calendar';
import type { DailySeries } from './history';
import { keyed } from './prng';
import { fix, limitPrices } from './rules';

// Math members as module constants: global lookups are slow inside jest's vm sandbox (hot loops).
const { floor: mFloor, max: mMax, min: mMin, round: mRound } = Math;

type RawPrices = { price: Float64Array; shares: Float64Array; round: (x: number) => number };

/** A day's raw (不复权) price, volume and amount from the walk: the rule the K-lines and dailySeries share. */
function rawDay(s: DailySeries, i: number, lotSize: number, raw: RawPrices | undefined) {
  const k = raw ? raw.price[i] : 1;
  const px = raw && k !== 1 ? (x: number) => raw.round(x * k) : (x: number) => x;
  const volume =
    raw && raw.shares[i] !== 1
      ? mMax(lotSize, mRound(s.volume[i] / raw.shares[i] / lotSize) * lotSize)
      : s.volume[i];
  const amount =
    k !== 1 || volume !== s.volume[i] ? mRound((s.amount[i] * k * volume) / s.volume[i]) : s.amount[i];
  return { px, volume, amount };
}

/** The whole daily series in raw (不复权) prices and share counts, as the K-lines show each day. */
export function rawSeries(s: DailySeries, raw: RawPrices, lotSize: number): DailySeries {
  const n = s.days.length;
  const out: DailySeries = {
    days: s.days,
    firstPreClose: n > 0 ? rawDay(s, 0, lotSize, raw).px(s.firstPreClose) : s.firstPreClose,
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    volume: new Float64Array(n),
    amount: new Float64Array(n),
  };
  for (let i = 0; i < n; i++) {
    const { px, volume, amount } = rawDay(s, i, lotSize, raw);
    out.open[i] = px(s.open[i]);
    out.high[i] = px(s.high[i]);
    out.low[i] = px(s.low[i]);
    out.close[i] = px(s.close[i]);
    out.volume[i] = volume;
    out.amount[i] = amount;
  }
  return out;
}

/**
 * The bars from the listing day on. Every seeded walk starts on FIRST_DAY, so that indices, sectors
 * and the market factors line up day by day; a stock listed later has no K-line before its listing.
 */
export function sinceListing<T extends { TradingDay: number }>(bars: T[], listDate: string | undefined): T[] {
  const listed = listDate ? parseYmd(listDate) : undefined;
  if (listed === undefined || bars.length === 0 || bars[0].TradingDay >= listed) return bars;
  const first = bars.findIndex((b) => b.TradingDay >= listed);
  return first < 0 ? [] : bars.slice(first);
}

/**
 * Past days of a series as K-line entries (the last entry, today's planned bar, is left out): those
 * of days `from` to `to` (exclusive), every past day by default. A push of the live bar or a reply
 * of a few bars builds only the days it shows, not the whole history.
 */
export function historyKlines(
  s: DailySeries,
  tz: string,
  lotSize: number,
  raw?: RawPrices,
  from = 0,
  to = s.days.length - 1,
): KlineEntry[] {
  const n = mMin(to, s.days.length - 1);
  const start = mMax(0, from);
  const out: KlineEntry[] = new Array<KlineEntry>(mMax(0, n - start));
  for (let i = start; i < n; i++) {
    // Raw (不复权) prices: the walk × the day's factor (corporate-actions.ts); volume in the share
    // count of the day.
    const { px, volume, amount } = rawDay(s, i, lotSize, raw);
    out[i - start] = {
      Time: localMidnightUnix(s.days[i], tz),
      Open: px(s.open[i]),
      Close: px(s.close[i]),
      High: px(s.high[i]),
      Low: px(s.low[i]),
      Amount: amount,
      Volume: volume,
      TradingDay: s.days[i],
      PreClose: px(i > 0 ? s.close[i - 1] : s.firstPreClose),
      // History keeps no trades; a typical trade is about 40 lots.
      TickCount: mRound(volume / lotSize / 40),
    };
  }
  return out;
}

/**
 * The first day (YYYYMMDD) of the year that ends on `day`: the same date a year earlier, 28 February
 * for 29 February. 20261120 → 20251120.
 */
export function oneYearBefore(day: number): number {
  const y = mFloor(day / 10000) - 1;
  const md = day % 10000;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return y * 10000 + (md === 229 && !leap ? 228 : md);
}

/**
 * The one window of the limit-up gene (§3 (entities and their fields) 涨停基因: 近一年涨停, 最近涨停 and the rates beside them):
 * a day counts when it lies on or after the same date a year before `today`, and not after today.
 */
export function withinLastYear(day: number, today: number): boolean {
  return day >= oneYearBefore(today) && day <= today;
}

/**
 * Limit-up statistics over the past trading days within the last year (withinLastYear; today, still
 * trading, excluded): days that closed at the limit-up price and the latest of them, the share of
 * limit-up touches that held (封板率), and the average open and close change on the following day.
 * Rates in percent. Zero for instruments without a price limit.
 */
export function limitUpGeneOf(seed: InstrumentSeed, s: DailySeries): LimitUpGene {
  const today = s.days.length - 1;
  let touched = 0;
  let closedUp = 0;
  let nextOpen = 0;
  let nextClose = 0;
  let nextCount = 0;
  let lastDate = '';
  let first = today;
  while (first > 1 && withinLastYear(s.days[first - 1], s.days[today])) first--;
  for (let i = first; i < today; i++) {
    const { up } = limitPrices(seed, s.close[i - 1]);
    if (up === 0) break;
    if (s.high[i] >= up) touched++;
    if (s.close[i] >= up) {
      closedUp++;
      lastDate = ymdString(s.days[i]);
      // The following day counts only once it is past (today's bar is still being traded).
      if (i + 1 < today) {
        nextOpen += s.open[i + 1] / s.close[i] - 1;
        nextClose += s.close[i + 1] / s.close[i] - 1;
        nextCount++;
      }
    }
  }
  const pct = (x: number) => fix(x * 100, 2);
  return {
    TopStopRate: touched > 0 ? pct(closedUp / touched) : 0,
    TopYearNum: closedUp,
    TopStopOpRate: nextCount > 0 ? pct(nextOpen / nextCount) : 0,
    TopStopClDate: lastDate,
    TopStopClRate: nextCount > 0 ? pct(nextClose / nextCount) : 0,
  };
}

/** An ETF's unit net value: within a few basis points of its closing price (premium/discount). */
export function etfNav(globalSeed: number, id: string, day: number, close: number): number {
  const premium = 0.0015 * keyed(globalSeed, id, day, 'nav').normal();
  return fix(close * (1 + premium), 4);
}

/**
 * 量比 (volume ratio, docs/market-simulator.md "Rank lists"): today's volume per elapsed session
 * minute over the average per-minute volume of the previous five trading days (a day's volume over
 * its session minutes). 0 before the open or without history. 2 decimals (§9 (business constants and limits) "volume ratio 2").
 */
export function volumeRatio(
  volumeToday: number,
  previousDailyVolumes: readonly number[],
  /** Session time elapsed today, in the same unit as sessionLength (the simulator passes seconds). */
  elapsed: number,
  sessionLength: number,
): number {
  const days = previousDailyVolumes.slice(-5);
  if (elapsed <= 0 || sessionLength <= 0 || days.length === 0) return 0;
  const avgPerUnit = days.reduce((s, v) => s + v, 0) / days.length / sessionLength;
  return avgPerUnit > 0 ? fix(volumeToday / elapsed / avgPerUnit, 2) : 0;
}

/**
 * 5分钟涨速 (§3 (entities and their fields) FiveMinsUpdown): the change of the last price against the price five minute bars
 * back (the previous close while fewer than six bars exist), as a ratio with 6 decimals.
 */
export function fiveMinuteChange(bars: readonly { Price: number }[], last: number, preClose: number): number {
  const k = bars.length - 1;
  return fiveMinuteChangeFrom(k >= 5 ? bars[k - 5].Price : preClose, last);
}

/** fiveMinuteChange from its reference price (the close five bars back, or the previous close). */
export function fiveMinuteChangeFrom(ref: number, last: number): number {
  return ref > 0 ? fix(last / ref - 1, 6) : 0;
}

/** Sort keys of the rank lists (descending): up, down, turnover, 5-minute speed, amplitude, volume ratio. */
export const RANK_KEYS: Record<'up' | 'down' | 'hs' | 'zs' | 'zf' | 'lb', (r: RankRow) => number> = {
  up: (r) => r.dyna.UpdownRate,
  down: (r) => -r.dyna.UpdownRate,
  hs: (r) => r.dyna.TurnoverRate,
  zs: (r) => r.dyna.FiveMinsUpdown,
  zf: (r) => r.dyna.SA,
  lb: (r) => r.dyna.Ratio,
};

/** A past day's minutes in raw prices: every price × the day's factor (volumes as simulated). */
export function rawMinutes(
  day: { tradingDay: number; preClose: number; data: MinuteEntry[] },
  k: number,
  round: (x: number) => number,
): { tradingDay: number; preClose: number; data: MinuteEntry[] } {
  return {
    tradingDay: day.tradingDay,
    preClose: round(day.preClose * k),
    data: day.data.map((m) => ({
      ...m,
      Open: round(m.Open * k),
      Price: round(m.Price * k),
      High: round(m.High * k),
      Low: round(m.Low * k),
      AvgPrice: mRound(m.AvgPrice * k * 1000) / 1000,
      PreClose: round(m.PreClose * k),
      Amount: mRound(m.Amount * k),
    })),
  };
}
