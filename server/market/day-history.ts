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
  rollUp,
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
type LongPeriod = CalendarPeriod | 'DAY';

/** The past days of the period today falls in (see DayHistory.openPeriod). */
interface OpenPeriod {
  /** Index (in the exchange's days) of the period's first past day; the past's length when none. */
  start: number;
  bar: Readonly<KlineEntry> | undefined;
}
/** The periods rolled up from one-minute bars, by their length in minutes. */
const MINUTE_PERIODS = { M1: 1, M5: 5, M15: 15, M30: 30, M60: 60 } as const;

/** Trading days of minute history kept for the 5-day view and minute K-lines (today included). */
export const MINUTE_DAYS = 5;

/** One day's minutes as the p-minute builder reads them: a count, a close by index, the rows from one. */
interface MinuteSource {
  tradingDay: number;
  preClose: number;
  bars: { length: number; price(k: number): number; entries(from: number): MinuteEntry[] };
}

/** A day's minutes held as rows (past days, an index's day), read as a MinuteSource. */
function rowSource(day: { tradingDay: number; preClose: number; data: MinuteEntry[] }): MinuteSource {
  const { data } = day;
  return {
    tradingDay: day.tradingDay,
    preClose: day.preClose,
    bars: {
      length: data.length,
      price: (k) => data[k].Price,
      entries: (from) => (from > 0 ? data.slice(from) : data),
    },
  };
}

export class DayHistory {
  private readonly histMinutes = new Map<
    string,
    { tradingDay: number; preClose: number; data: MinuteEntry[] }
  >();
  private readonly histDays = new Map<string, StockDay>();
  /** Raw (不复权) daily series of stocks with corporate actions, per walk series (dailySeries). */
  private readonly rawSeries = new WeakMap<DailySeries, DailySeries>();
  /** Per walk series (one trading day's): the open period by period, adjustment and day. */
  private readonly openPeriods = new WeakMap<DailySeries, Map<string, OpenPeriod>>();

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
      out = { tradingDay: state.days[i], preClose: d.preClose, data: d.minuteBars.entries() };
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
    const today = live.kind === 'traded' ? live.day.minuteBars.entries() : live.day.minuteBars();
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
    if (state.ex === 'US') return live.day.extended.entries();
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

  /**
   * Past days `from` to `to` (exclusive) as daily K-line entries, oldest first, without those before
   * the listing date (the walk's series starts before some listings).
   */
  private pastDaily(state: ExchangeState, live: Live, from: number, to: number): KlineEntry[] {
    const raw = this.rawOf(state, live);
    const s = state.series.get(live.id)!;
    return sinceListing(
      historyKlines(s, TIME_ZONE[state.ex], live.seed.lotSize, raw, from, to),
      live.seed.listDate,
    );
  }

  /** Today's bar once the day has opened and the instrument is listed. */
  private todayListed(state: ExchangeState, live: Live): KlineEntry | undefined {
    const today = this.todayBar(state, live);
    return today && sinceListing([today], live.seed.listDate).length ? today : undefined;
  }

  /**
   * The period that today falls in, as far as past days make it: the index of its first past day
   * and those days rolled into one bar (undefined when today opens the period). Past days do not
   * change during a trading day, so this is built once per (instrument, period, adjustment) and
   * day; a push of the live bar then rolls only today's bar into it, not the whole history (a
   * 年K push rolled ~1,700 days on every step).
   */
  private openPeriod(
    state: ExchangeState,
    live: Live,
    period: CalendarPeriod,
    mode: AdjustMode,
    adjust: (b: KlineEntry[]) => KlineEntry[],
  ): OpenPeriod {
    const walk = state.series.get(live.id)!;
    let byKey = this.openPeriods.get(walk);
    if (!byKey) this.openPeriods.set(walk, (byKey = new Map<string, OpenPeriod>()));
    const cacheKey = `${period}|${mode}|${state.clock.tradingDay}`;
    const have = byKey.get(cacheKey);
    if (have) return have;
    const key = CALENDAR_KEYS[period];
    const todayKey = key(state.clock.tradingDay);
    let start = walk.days.length - 1;
    while (start > 0 && key(walk.days[start - 1]) === todayKey) start--;
    const days = adjust(this.pastDaily(state, live, start, walk.days.length - 1));
    const open: OpenPeriod = {
      start,
      bar: days.length ? Object.freeze(rollUp(days, days[days.length - 1].Time)) : undefined,
    };
    byKey.set(cacheKey, open);
    return open;
  }

  /**
   * Daily to yearly bars, oldest first, ending with the bar holding today once the day has opened;
   * the last `need` of them (Infinity: all). Only the days those bars hold are built.
   */
  private longBars(
    state: ExchangeState,
    live: Live,
    period: LongPeriod,
    mode: AdjustMode,
    adjust: (b: KlineEntry[]) => KlineEntry[],
    need: number,
  ): KlineEntry[] {
    const todayBar = this.todayListed(state, live);
    const today = todayBar ? adjust([todayBar]) : [];
    const past = state.series.get(live.id)!.days.length - 1;
    if (period === 'DAY') {
      const from = need === Infinity ? 0 : past - (need - today.length);
      return adjust(this.pastDaily(state, live, from, past)).concat(today);
    }
    const open = this.openPeriod(state, live, period, mode, adjust);
    const parts = open.bar ? [open.bar, ...today] : today;
    // The live bar: the open period's past days and today, rolled in the same order as a full roll-up.
    const last = parts.length ? [rollUp(parts, parts[parts.length - 1].Time)] : [];
    const closedNeed = need - last.length;
    if (closedNeed <= 0) return last;
    const key = CALENDAR_KEYS[period];
    const days = state.series.get(live.id)!.days;
    let from = 0;
    if (closedNeed !== Infinity) {
      // Back from the open period's start to the first day of the `closedNeed`-th period before it.
      let periods = 0;
      for (from = open.start; from > 0; from--) {
        if (from === open.start || key(days[from - 1]) !== key(days[from])) {
          if (periods === closedNeed) break;
          periods++;
        }
      }
    }
    return periodBars(adjust(this.pastDaily(state, live, from, open.start)), key).concat(last);
  }

  /**
   * p-minute bars of the minute history (today and the days before it, MINUTE_DAYS in all), oldest
   * first; the last `need` of them (Infinity: all). Days are read newest first and only as far as
   * those bars reach, and of a day only its last minutes: a push (need 1) of a 5分 bar rolls about
   * ten minutes, where rolling five days of minutes cost ~0.2 ms a push.
   */
  private minuteBars(
    state: ExchangeState,
    live: Live,
    p: number,
    adjust: (b: KlineEntry[]) => KlineEntry[],
    need: number,
  ): KlineEntry[] {
    const tz = TIME_ZONE[state.ex];
    const last = state.days.length - 1;
    const first = mMax(0, last - MINUTE_DAYS + 1);
    const days: KlineEntry[][] = [];
    let have = 0;
    for (let i = last; i >= first && have < need; i--) {
      // Today's traded bars are columns (day-series.ts): only the minutes read become rows.
      const day: MinuteSource =
        i !== last
          ? rowSource(this.historicMinutes(state, live, i))
          : live.kind === 'traded'
            ? { tradingDay: state.clock.tradingDay, preClose: live.day.preClose, bars: live.day.minuteBars }
            : rowSource({
                tradingDay: state.clock.tradingDay,
                preClose: live.day.preClose,
                data: live.day.minuteBars(),
              });
      // The last `need` bars hold at most need × p minutes; one bar's more lets the first bar of the
      // slice, perhaps cut, be dropped.
      const from = need === Infinity ? 0 : mMax(0, day.bars.length - (need - have + 1) * p);
      const pre = from > 0 ? day.bars.price(from - 1) : day.preClose;
      const m1 = adjust(minuteKlines(day.tradingDay, pre, day.bars.entries(from)));
      const bars = minutePeriodBars(m1, p, state.ex, localMidnightUnix(day.tradingDay, tz));
      if (from > 0) bars.shift();
      days.push(bars);
      have += bars.length;
    }
    return days.reverse().flat();
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
    const filtered = (opts.start !== undefined && opts.start > 0) || opts.end !== undefined;
    // Without a time range only the last `limit` bars are shown: only their days are built.
    const need = filtered || !(opts.limit > 0) ? Infinity : opts.limit;
    if (p === undefined) bars = this.longBars(state, live, period as LongPeriod, mode, adjust, need);
    else bars = this.minuteBars(state, live, p, adjust, need);
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
