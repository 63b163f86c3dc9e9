/**
 * One handler per subscription kind of §7 (the calls it makes): parses and validates the request body, builds the reply
 * item for one instrument, and (for pushed kinds) the push item after a simulator step. A handler
 * knows nothing of sockets; the hub calls `push` once per (instrument, variant) and fans the result out.
 */
import type { KlinePeriodName, MarketSimulator, MarketUpdate } from '../market/api';
import {
  KlinePeriod,
  ListField,
  MsgType,
  type QuoteKey,
  type SnapshotItem,
  type SnapshotSection,
} from '../../contract/quote-protocol';
import { QUOTE_LIMITS, QuoteError } from './wire';

/** One resolved instrument of a request: the key as echoed to the client and the simulator id. */
export interface InstrumentRef {
  key: QuoteKey;
  id: string;
}

export interface KindHandler<P> {
  type: number;
  parse(body: Record<string, unknown>): P;
  /** Identifies the variant: subscribers with equal signatures share one serialised push. */
  signature(params: P): string;
  /** Rows a reply builds per instrument at most (bars, ticks, minutes): its cost (QUOTE_LIMITS.maxReplyRows). */
  rows(params: P): number;
  /** Whether a subscription of these params receives pushes (kept in the index). */
  pushes(params: P): boolean;
  reply(market: MarketSimulator, ref: InstrumentRef, params: P): unknown;
  /** The item to push after a step, or null when this step changed nothing the subscriber asked for. */
  push(market: MarketSimulator, ref: InstrumentRef, params: P, update: MarketUpdate): unknown;
  /** Whether replies and pushes carry the server time (request `timestamp: true`). */
  timestamp(params: P): boolean;
  /**
   * The push item's JSON text, exactly JSON.stringify(push(…)), where variants of one instrument
   * share parts: `memo` lives for one instrument's pushes of one step (FanoutHub).
   */
  pushJson?(
    market: MarketSimulator,
    ref: InstrumentRef,
    params: P,
    update: MarketUpdate,
    memo: Map<string, string>,
  ): string | null;
}

const SECTIONS: readonly SnapshotSection[] = ['dyna', 'statistics', 'static', 'status', 'tick', 'mmp'];
const DEFAULT_TICK_COUNT = 50;
/** Minutes in the longest session day of any market (US regular hours 390), for a minute reply's cost. */
const MAX_MINUTES_PER_DAY = 400;

function bool(body: Record<string, unknown>, name: string, def: boolean): boolean {
  const v = body[name];
  if (v === undefined) return def;
  if (typeof v !== 'boolean') throw new QuoteError(400, `${name} must be a boolean`);
  return v;
}

function intIn(body: Record<string, unknown>, name: string, min: number, max: number, def?: number): number {
  const v = body[name];
  if (v === undefined && def !== undefined) return def;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    throw new QuoteError(400, `${name} must be an integer from ${min} to ${max}`);
  }
  return v;
}

// ---- snapshots 201/202/203 ----

interface SnapshotParams {
  sections: SnapshotSection[];
  level: number;
  timestamp: boolean;
}

function parseSnapshot(body: Record<string, unknown>): SnapshotParams {
  const raw = body.sections;
  let sections: SnapshotSection[];
  if (raw === undefined) sections = ['dyna', 'statistics', 'static', 'status'];
  else {
    if (!Array.isArray(raw) || raw.length === 0)
      throw new QuoteError(400, 'sections must be a non-empty array');
    for (const s of raw) {
      if (!SECTIONS.includes(s as SnapshotSection)) {
        throw new QuoteError(400, `unknown section: ${String(s)}; expected ${SECTIONS.join(', ')}`);
      }
    }
    // Canonical order so equal requests share one variant.
    sections = SECTIONS.filter((s) => (raw as unknown[]).includes(s));
  }
  return { sections, level: intIn(body, 'level', 1, 2, 2), timestamp: bool(body, 'timestamp', false) };
}

function snapshotItem(
  market: MarketSimulator,
  ref: InstrumentRef,
  p: SnapshotParams,
  update: MarketUpdate | null,
): SnapshotItem | null {
  const item: SnapshotItem = { key: ref.key };
  for (const s of p.sections) {
    switch (s) {
      case 'dyna':
        item.dyna = market.dyna(ref.id);
        break;
      case 'statistics':
        item.statistics = market.statistics(ref.id);
        break;
      case 'static':
        // Static data does not change during a session: sent in the reply only.
        if (!update) item.static = market.static(ref.id);
        break;
      case 'status':
        item.status = market.status(ref.id);
        break;
      case 'mmp':
        item.mmp = market.orderBook(ref.id);
        break;
      case 'tick': {
        const ticks = update ? update.ticks.get(ref.id) : market.ticks(ref.id, DEFAULT_TICK_COUNT);
        if (ticks && ticks.length) item.tick = ticks;
        break;
      }
    }
  }
  return item;
}

/**
 * A pushed section's JSON text ('' when the push leaves it out), serialised once per instrument and
 * step whatever the number of variants naming it: 150 sockets with a variant each (issue 32,
 * attack 4) made the hub build and serialise the same dyna up to 126 times a step.
 */
function pushedSection(
  m: MarketSimulator,
  ref: InstrumentRef,
  s: SnapshotSection,
  u: MarketUpdate,
  memo: Map<string, string>,
): string {
  let text = memo.get(s);
  if (text === undefined) {
    const item = snapshotItem(m, ref, { sections: [s], level: 2, timestamp: false }, u);
    const value = item?.[s];
    text = value === undefined ? '' : JSON.stringify(value);
    memo.set(s, text);
  }
  return text;
}

function snapshotHandler(type: number): KindHandler<SnapshotParams> {
  return {
    type,
    parse: parseSnapshot,
    signature: (p) => `${p.sections.join(',')}|${p.level}|${p.timestamp}`,
    rows: () => 1,
    pushes: () => true,
    reply: (m, ref, p) => snapshotItem(m, ref, p, null),
    push: (m, ref, p, u) => snapshotItem(m, ref, p, u),
    pushJson: (m, ref, p, u, memo) => {
      let text = `{"key":${JSON.stringify(ref.key)}`;
      for (const s of p.sections) {
        const part = pushedSection(m, ref, s, u, memo);
        if (part) text += `,${JSON.stringify(s)}:${part}`;
      }
      return `${text}}`;
    },
    timestamp: (p) => p.timestamp,
  };
}

// ---- minute 501 and pre-market minute 504 ----

interface MinuteParams {
  days: number;
  pushflag: boolean;
  noPushAuction: boolean;
  timestamp: boolean;
}

function parseMinute(body: Record<string, unknown>): MinuteParams {
  const days = intIn(body, 'days', 1, 5, 1);
  if (days !== 1 && days !== 5) throw new QuoteError(400, 'days must be 1 or 5');
  return {
    days,
    pushflag: bool(body, 'pushflag', true),
    noPushAuction: bool(body, 'noPushAuction', false),
    timestamp: bool(body, 'timestamp', false),
  };
}

const minuteHandler: KindHandler<MinuteParams> = {
  type: MsgType.Minute,
  parse: parseMinute,
  // days only shapes the reply; every minute subscriber of an instrument gets the same latest bar.
  signature: (p) => `${p.noPushAuction}|${p.timestamp}`,
  rows: (p) => p.days * MAX_MINUTES_PER_DAY,
  pushes: (p) => p.pushflag,
  reply: (m, ref, p) => {
    const days = m.minutes(ref.id, p.days);
    const today = days[days.length - 1];
    return {
      key: ref.key,
      TradingDay: today ? today.tradingDay : 0,
      // One pre-close per day shown: the client takes it only when there is exactly one (§5 (validation rules)).
      PreClose: days.map((d) => d.preClose),
      data: days.flatMap((d) => d.data),
    };
  },
  push: (m, ref) => {
    const today = m.minutes(ref.id, 1)[0];
    const last = today?.data[today.data.length - 1];
    if (!today || !last) return null;
    return { key: ref.key, TradingDay: today.tradingDay, PreClose: [today.preClose], data: [last] };
  },
  timestamp: (p) => p.timestamp,
};

interface PlainParams {
  timestamp: boolean;
}

const preMarketHandler: KindHandler<PlainParams> = {
  type: MsgType.PreMarketMinute,
  parse: (body) => ({ timestamp: bool(body, 'timestamp', false) }),
  signature: (p) => `${p.timestamp}`,
  rows: () => MAX_MINUTES_PER_DAY,
  pushes: () => true,
  reply: (m, ref) => ({ key: ref.key, TradingDay: tradingDayOf(m, ref), data: m.preMarketMinutes(ref.id) }),
  push: (m, ref) => {
    const data = m.preMarketMinutes(ref.id);
    const last = data[data.length - 1];
    return last ? { key: ref.key, TradingDay: tradingDayOf(m, ref), data: [last] } : null;
  },
  timestamp: (p) => p.timestamp,
};

function tradingDayOf(m: MarketSimulator, ref: InstrumentRef): number {
  return m.statistics(ref.id).TradingDay;
}

// ---- K-line 701 / 708 ----

const PERIOD_NAMES: Record<number, KlinePeriodName> = {
  [KlinePeriod.M1]: 'M1',
  [KlinePeriod.M5]: 'M5',
  [KlinePeriod.M15]: 'M15',
  [KlinePeriod.M30]: 'M30',
  [KlinePeriod.M60]: 'M60',
  [KlinePeriod.DAY]: 'DAY',
  [KlinePeriod.WEEK]: 'WEEK',
  [KlinePeriod.MONTH]: 'MONTH',
  [KlinePeriod.SEASON]: 'SEASON',
  [KlinePeriod.YEAR]: 'YEAR',
};

/**
 * What one bar of a period rolls up at most: trading days for 日K to 年K (a week 5, a month 23, a
 * quarter 66, a year 252), minutes for the minute periods. A reply's cost is the days or minutes it
 * builds, not the bars it shows: two 年K bars roll ~500 days.
 */
const SOURCE_ROWS_PER_BAR: Record<KlinePeriodName, number> = {
  M1: 1,
  M5: 5,
  M15: 15,
  M30: 30,
  M60: 60,
  DAY: 1,
  WEEK: 5,
  MONTH: 23,
  SEASON: 66,
  YEAR: 252,
};
/**
 * The most days or minutes a K-line reply ever builds: the daily history from 2020-04-01 (about
 * 1,670 trading days at the end of 2026, 250 more a year), the minute history's five days.
 */
const MAX_DAILY_ROWS = 2000;
const MAX_MINUTE_ROWS = 5 * MAX_MINUTES_PER_DAY;

/** Rows (days or minutes) a K-line reply of `count` bars builds at most. */
export function klineRows(name: KlinePeriodName, count: number): number {
  const cap = name.startsWith('M') ? MAX_MINUTE_ROWS : MAX_DAILY_ROWS;
  return Math.min(count * SOURCE_ROWS_PER_BAR[name], Math.max(count, cap));
}

interface KlineParams {
  period: number;
  name: KlinePeriodName;
  count: number;
  timestamp: boolean;
}

function klineHandler(type: number): KindHandler<KlineParams> {
  return {
    type,
    parse: (body) => {
      const period = body.period;
      const name = typeof period === 'number' ? PERIOD_NAMES[period] : undefined;
      if (!name) {
        throw new QuoteError(400, `period must be one of ${Object.keys(PERIOD_NAMES).join(', ')}`);
      }
      return {
        period: period as number,
        name,
        count: intIn(body, 'count', 1, QUOTE_LIMITS.maxKlineCount, 1500),
        timestamp: bool(body, 'timestamp', false),
      };
    },
    // count only shapes the reply; a push is the period's live (last) bar.
    signature: (p) => `${p.period}|${p.timestamp}`,
    rows: (p) => klineRows(p.name, p.count),
    pushes: () => true,
    reply: (m, ref, p) => ({
      key: ref.key,
      Period: p.period,
      KlineData: m.klines(ref.id, p.name, { limit: p.count }),
    }),
    push: (m, ref, p) => {
      const bars = m.klines(ref.id, p.name, { limit: 1 });
      return bars.length ? { key: ref.key, Period: p.period, KlineData: bars } : null;
    },
    timestamp: (p) => p.timestamp,
  };
}

// ---- tick 801 ----

interface TickParams {
  count: number;
  timestamp: boolean;
}

const tickHandler: KindHandler<TickParams> = {
  type: MsgType.Tick,
  parse: (body) => ({
    count: intIn(body, 'count', 1, QUOTE_LIMITS.maxTickCount, DEFAULT_TICK_COUNT),
    timestamp: bool(body, 'timestamp', false),
  }),
  signature: (p) => `${p.timestamp}`,
  rows: (p) => p.count,
  pushes: () => true,
  reply: (m, ref, p) => ({ key: ref.key, data: m.ticks(ref.id, p.count) }),
  push: (_m, ref, _p, u) => {
    const ticks = u.ticks.get(ref.id);
    return ticks && ticks.length ? { key: ref.key, data: ticks } : null;
  },
  timestamp: (p) => p.timestamp,
};

// ---- sorted list 2001 ----

const LIST_FIELDS: readonly number[] = Object.values(ListField);

interface ListParams {
  fields: number[];
  timestamp: boolean;
}

function listRow(m: MarketSimulator, ref: InstrumentRef, p: ListParams) {
  const dyna = m.dyna(ref.id);
  const values: Record<number, number> = {
    [ListField.LastPrice]: dyna.LastPrice,
    [ListField.PreClose]: m.statistics(ref.id).PreClosePrice,
    [ListField.Advancers]: dyna.Z,
    [ListField.Decliners]: dyna.D,
    [ListField.Unchanged]: dyna.P,
  };
  const fields: Record<string, number> = {};
  for (const f of p.fields) fields[f] = values[f];
  return { key: ref.key, fields };
}

const listHandler: KindHandler<ListParams> = {
  type: MsgType.SortedList,
  parse: (body) => {
    const raw = body.fields;
    if (!Array.isArray(raw) || raw.length === 0)
      throw new QuoteError(400, 'fields must be a non-empty array');
    for (const f of raw) {
      if (!LIST_FIELDS.includes(f as number)) {
        throw new QuoteError(400, `unknown field: ${String(f)}; expected ${LIST_FIELDS.join(', ')}`);
      }
    }
    return { fields: LIST_FIELDS.filter((f) => raw.includes(f)), timestamp: bool(body, 'timestamp', false) };
  },
  signature: (p) => `${p.fields.join(',')}|${p.timestamp}`,
  rows: () => 1,
  pushes: () => true,
  reply: listRow,
  push: (m, ref, p) => listRow(m, ref, p),
  timestamp: (p) => p.timestamp,
};

// ---- dictionary 100 (request/response only) ----

const dictionaryHandler: KindHandler<PlainParams> = {
  type: MsgType.Dictionary,
  parse: () => ({ timestamp: false }),
  signature: () => '',
  rows: () => 1,
  pushes: () => false,
  reply: (m, ref) => {
    const seed = m.byId(ref.id);
    return { key: ref.key, name: seed?.name ?? '', type: seed?.kind ?? 'stock', lotSize: seed?.lotSize ?? 1 };
  },
  push: () => null,
  timestamp: () => false,
};

/**
 * Every data kind the channel serves, by message type. Each handler is typed with its own params;
 * the registry erases that type, which is safe because a handler only ever receives the params its
 * own parse() produced (the session and the hub keep them together).
 */
export const KIND_HANDLERS: ReadonlyMap<number, KindHandler<unknown>> = new Map<number, KindHandler<unknown>>(
  (
    [
      dictionaryHandler,
      snapshotHandler(MsgType.StockSnapshot),
      snapshotHandler(MsgType.IndexSnapshot),
      snapshotHandler(MsgType.BlockSnapshot),
      minuteHandler,
      preMarketHandler,
      klineHandler(MsgType.Kline),
      klineHandler(MsgType.NewKline),
      tickHandler,
      listHandler,
    ] as KindHandler<never>[]
  ).map((h) => [h.type, h as unknown as KindHandler<unknown>]),
);
