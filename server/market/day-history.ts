/**
 * The history an exchange day answers from: past days' minutes (replayed from their seeded paths
 * and kept), minute and daily K-lines with their corporate-action adjustment, capital flows over
 * days, the pre-market and extended minutes, ETF net values. The simulator hands it the synced
 * exchange state and instrument; the caches live as long as the trading day (clear()).
 */
import type { KlineEntry, MinuteEntry, PreMarketMinuteEntry } from '../../contract/quote-protocol';
import { type AdjustMode, actionFactor, adjustBars } from '../../contract/market-rules/adjust';
import { AggregateDay } from './aggregate';
import type { KlinePeriodName } from './api';
import {
  minuteKlines,
  minutePeriodBars,
  monthKey,
  periodBars,
  quarterKey,
  weekKey,
  window,
  yearKey,
} from './bars';
import { TIME_ZONE, localMidnightUnix, parseYmd, ymdString } from './calendar';
import {
  type CorporateActionWithFactor,
  corporateActions,
  rawFactors,
  sharesAfter,
} from './corporate-actions';
import { StockDay } from './day';
import { etfNav, historyKlines, rawMinutes, rawSeries, sinceListing } from './derived';
import type { ExchangeState, Live, SimContext, StockActions } from './exchange-state';
import { type FlowTotals, emptyFlow, sumFlows } from './flow';
import { type DailySeries, barAt, memberFloat } from './history';
import { limitPrices, rounderFor } from './rules';

// Math members as module constants: global lookups are slow inside jest's vm sandbox (hot loops).
const { floor: mFloor, max: mMax, min: mMin, round: mRound } = Math;

/** The periods rolled up from daily bars, by the calendar key of a trading day. */
const CALENDAR_KEYS = { WEEK: weekKey, MONTH: monthKey, SEASON: quarterKey, YEAR: yearKey } as const;
type CalendarPeriod = keyof typeof CALENDAR_KEYS;
/** The periods rolled up from one-minute bars, by their length in minutes. */
const MINUTE_PERIODS = { M1: 1, M5: 5, M15: 15, M30: 30, M60: 60 } as const;

/** Trading days of minute history kept for the 5-day view and minute K-lines (today included). */
export const MINUTE_DAYS = 5;

export class DayHistory {
  private readonly histMinutes = new Map<
    string,
    { tradingDay: number; preClose: number; data: MinuteEntry[] }
  >();
  private readonly histDays = new Map<string, StockDay>();
  /** Raw (不复权) daily series of stocks with corporate actions, per walk series (dailySeries). */
  private readonly rawSeries = new WeakMap<DailySeries, DailySeries>();

  constructor(private readonly ctx: SimContext) {}

  /** A new trading day: the past days' minutes are other days now. */
  clear(): void {
    this.histMinutes.clear();
    this.histDays.clear();
  }

  /** Daily history series (through today's planned bar); for the content generators. */
  dailySeries(state: ExchangeState, live: Live): DailySeries {
    const walk = state.series.get(live.id)!;
    const raw = this.rawOf(state, live);
    if (!raw) return walk;
    let have = this.rawSeries.get(walk);
    if (!have) this.rawSeries.set(walk, (have = rawSeries(walk, raw, live.seed.lotSize)));
    return have;
  }

  corporateActions(state: ExchangeState, live: Live): CorporateActionWithFactor[] {
    return this.actionsOf(state, live).list;
  }

  /** The raw-price factors of a stock with actions inside its history (undefined: the walk is raw). */
  rawOf(
    state: ExchangeState,
    live: Live,
  ): { price: Float64Array; shares: Float64Array; round: (x: number) => number } | undefined {
    if (live.seed.kind !== 'stock') return undefined;
    const { list, raw } = this.actionsOf(state, live);
    if (list.length === 0 || raw.price[0] === 1) return undefined;
    const round = rounderFor(live.seed);
    return { price: raw.price, shares: raw.shares, round: (x) => round(x) };
  }

  /** A stock's actions up to today and the factors that turn the walk into raw prices (cached per day). */
  actionsOf(state: ExchangeState, live: Live): StockActions {
    const have = state.actions.get(live.id);
    if (have) return have;
    const s = state.series.get(live.id)!;
    const anchorYear = mFloor(state.clock.tradingDay / 10000) - 1;
    const list = corporateActions(live.seed, state.days, anchorYear);
    const raw = rawFactors(state.days, s.close, s.firstPreClose, list);
    const round = rounderFor(live.seed);
    // The published factor comes from the raw close before the ex-date as the K-line shows it.
    const withFactor = list.map((a, k): CorporateActionWithFactor => {
      const i = state.days.indexOf(a.exDate);
      if (i <= 0) return { ...a, factor: raw.factors[k] };
      const prev = round(s.close[i - 1] * raw.price[i - 1]);
      return { ...a, factor: actionFactor(prev, a.cash, sharesAfter(a)) };
    });
    const out = { list: withFactor, raw };
    state.actions.set(live.id, out);
    return out;
  }

  private historicDay(state: ExchangeState, l: Live, i: number): StockDay | undefined {
    if (l.kind !== 'traded') return undefined;
    const key = `${l.id}|${state.days[i]}`;
    let d = this.histDays.get(key);
    if (!d) {
      const bar = barAt(state.series.get(l.id)!, i);
      const { up, down } = limitPrices(l.seed, bar.preClose);
      d = new StockDay({
        seed: l.seed,
        id: l.id,
        exchange: state.ex,
        bar,
        globalSeed: this.ctx.seed,
        up,
        down,
      }).complete();
      this.histDays.set(key, d);
    }
    return d;
  }

  private historicMinutes(
    state: ExchangeState,
    l: Live,
    i: number,
  ): { tradingDay: number; preClose: number; data: MinuteEntry[] } {
    const key = `${l.id}|${state.days[i]}`;
    const have = this.histMinutes.get(key);
    if (have) return have;
    let out: { tradingDay: number; preClose: number; data: MinuteEntry[] };
    if (l.kind === 'traded') {
      const d = this.historicDay(state, l, i)!;
      out = { tradingDay: state.days[i], preClose: d.preClose, data: d.minuteBars };
      const raw = this.rawOf(state, l);
      if (raw && raw.price[i] !== 1) out = rawMinutes(out, raw.price[i], raw.round);
    } else {
      const members = (l.seed.constituents ?? []).map((m) => {
        const ml = state.live.get(m)!;
        return { day: this.historicDay(state, ml, i)!, weight: memberFloat(ml.seed) };
      });
      const s = state.series.get(l.id)!;
      const pre = i > 0 ? s.close[i - 1] : s.firstPreClose;
      const agg = new AggregateDay(l.seed, members, pre, state.days[i]);
      out = { tradingDay: state.days[i], preClose: pre, data: agg.minuteBars() };
    }
    this.histMinutes.set(key, out);
    return out;
  }

  minutes(
    state: ExchangeState,
    live: Live,
    days: number,
  ): { tradingDay: number; preClose: number; data: MinuteEntry[] }[] {
    const n = mMax(1, mMin(MINUTE_DAYS, mFloor(days)));
    const last = state.days.length - 1;
    const out = [];
    for (let i = mMax(0, last - n + 1); i < last; i++) out.push(this.historicMinutes(state, live, i));
    const today = live.kind === 'traded' ? live.day.minuteBars.slice() : live.day.minuteBars();
    out.push({ tradingDay: state.clock.tradingDay, preClose: live.day.preClose, data: today });
    return out;
  }

  capitalFlow(state: ExchangeState, live: Live, days: number): { tradingDay: number; flow: FlowTotals }[] {
    const last = state.days.length - 1;
    const dayOf = (l: Live, i: number): StockDay | undefined =>
      i === last ? (l.kind === 'traded' ? l.day : undefined) : this.historicDay(state, l, i);
    const flowOf = (i: number): FlowTotals => {
      if (live.kind === 'traded') return dayOf(live, i)?.flow ?? emptyFlow();
      const members = (live.seed.constituents ?? []).map((m) => dayOf(state.live.get(m)!, i)?.flow);
      return sumFlows(members.filter((f): f is FlowTotals => !!f));
    };
    const out = [];
    for (let i = mMax(0, last - mMax(1, mFloor(days)) + 1); i <= last; i++)
      out.push({ tradingDay: i === last ? state.clock.tradingDay : state.days[i], flow: flowOf(i) });
    return out;
  }

  preMarketMinutes(state: ExchangeState, live: Live): PreMarketMinuteEntry[] {
    if (live.kind !== 'traded') return [];
    // US: the extended sessions' minutes released so far (pre-market, then after-hours), a copy.
    if (state.ex === 'US') return live.day.extended.map((m) => ({ ...m }));
    const visible = this.ctx.mode === 'demo' || state.clock.closed || state.clock.phase !== 'closed';
    if (!visible) return [];
    return live.day
      .auctionMinutes()
      .filter((m) => this.ctx.mode === 'demo' || state.clock.closed || m.time <= state.clock.unix)
      .map((m) => ({
        Time: m.time,
        Price: m.price,
        Volume: m.volume,
        UnmismatchVolume: m.unmatched,
        UnmismatchFlag: m.flag,
      }));
  }

  /** Daily K-line entries, oldest first, ending with today's bar once the day has opened. */
  private dailyKlines(state: ExchangeState, live: Live): KlineEntry[] {
    const raw = this.rawOf(state, live);
    const out = historyKlines(state.series.get(live.id)!, TIME_ZONE[state.ex], live.seed.lotSize, raw);
    const today = this.todayBar(state, live);
    if (today) out.push(today);
    return sinceListing(out, live.seed.listDate);
  }

  /** Today's daily bar built from today's trades (undefined before the open). */
  private todayBar(state: ExchangeState, live: Live): KlineEntry | undefined {
    const tz = TIME_ZONE[state.ex];
    const day = state.clock.tradingDay;
    if (live.kind === 'traded') {
      const d = live.day;
      if (!d.opened) return undefined;
      return {
        Time: localMidnightUnix(day, tz),
        Open: d.open,
        Close: d.last,
        High: d.high,
        Low: d.low,
        Amount: mRound(d.amount),
        Volume: d.volume,
        TradingDay: day,
        PreClose: d.preClose,
        TickCount: d.tickCount,
      };
    }
    const a = live.day;
    if (!a.opened) return undefined;
    const bars = a.minuteBars();
    const { high, low } = a.range(bars);
    return {
      Time: localMidnightUnix(day, tz),
      Open: a.open,
      Close: a.last,
      High: high,
      Low: low,
      Amount: mRound(a.amount),
      Volume: a.volume,
      TradingDay: day,
      PreClose: a.preClose,
      TickCount: bars.reduce((t, b) => t + b.TickCount, 0),
    };
  }

  klines(
    state: ExchangeState,
    live: Live,
    period: KlinePeriodName,
    opts: { limit: number; start?: number; end?: number; adjust?: AdjustMode },
  ): KlineEntry[] {
    const mode = opts.adjust ?? 'none';
    const factors = mode !== 'none' && live.seed.kind === 'stock' ? this.actionsOf(state, live).list : [];
    // Adjusted before rolling up: a week or month holding an ex-date mixes the factors of its days.
    const adjust = (b: KlineEntry[]) => (factors.length > 0 ? adjustBars(b, mode, factors) : b);
    let bars: KlineEntry[];
    const p = MINUTE_PERIODS[period as keyof typeof MINUTE_PERIODS];
    if (p === undefined) {
      const daily = adjust(this.dailyKlines(state, live));
      bars = period === 'DAY' ? daily : periodBars(daily, CALENDAR_KEYS[period as CalendarPeriod]);
    } else {
      const tz = TIME_ZONE[state.ex];
      bars = [];
      for (const day of this.minutes(state, live, MINUTE_DAYS)) {
        const m1 = adjust(minuteKlines(day.tradingDay, day.preClose, day.data));
        bars.push(...minutePeriodBars(m1, p, state.ex, localMidnightUnix(day.tradingDay, tz)));
      }
    }
    return window(bars, opts.limit, opts.start, opts.end);
  }

  etfNetValues(
    state: ExchangeState,
    live: Live,
    sinceDate?: string,
  ): { unitNV: number; tradingDay: string }[] {
    if (live.seed.kind !== 'etf') return [];
    const id = live.id;
    const s = state.series.get(id)!;
    // Today's net value is published after the close.
    const n = state.clock.closed ? s.days.length : s.days.length - 1;
    const since = sinceDate ? parseYmd(sinceDate) : undefined;
    const out: { unitNV: number; tradingDay: string }[] = [];
    for (let i = 0; i < n; i++) {
      if (since !== undefined && s.days[i] < since) continue;
      out.push({
        unitNV: etfNav(this.ctx.seed, id, s.days[i], s.close[i]),
        tradingDay: ymdString(s.days[i]),
      });
    }
    return out;
  }
}
