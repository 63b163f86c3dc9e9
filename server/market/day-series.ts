/**
 * A StockDay's series that live all day, stored as columns (columns.ts): today's minute bars, the
 * last trades (tick ring), the last large orders and the US extended minutes. Each reads back as the
 * contract's row objects, built fresh on every read, so a reply never shares a row the day updates.
 */
import type { MinuteEntry, PreMarketMinuteEntry, Tick } from '../../contract/quote-protocol';
import type { LargeOrder } from './api';
import { Columns, Ring } from './columns';

const M_TIME = 0;
const M_OPEN = 1;
const M_PRICE = 2;
const M_VOLUME = 3;
const M_AMOUNT = 4;
const M_HIGH = 5;
const M_LOW = 6;
const M_AVG = 7;
const M_COUNT = 8;

/** Today's minute bars of one instrument (PreClose is the day's, the same on every bar). */
export class MinuteBars {
  private readonly c: Columns;

  constructor(
    readonly preClose: number,
    capacity: number,
  ) {
    this.c = new Columns(9, capacity);
  }

  get length(): number {
    return this.c.length;
  }

  /** Appends a bar with no trade yet: open, price, high and low at `prev`. */
  add(time: number, prev: number, avgPrice: number): void {
    const k = this.c.push();
    this.c.set(k, M_TIME, time);
    this.c.set(k, M_OPEN, prev);
    this.c.set(k, M_PRICE, prev);
    this.c.set(k, M_HIGH, prev);
    this.c.set(k, M_LOW, prev);
    this.c.set(k, M_AVG, avgPrice);
  }

  /** One trade in bar k: the first sets open, high and low; volume, amount and count add up. */
  trade(k: number, price: number, volume: number): void {
    const c = this.c;
    if (c.get(k, M_VOLUME) === 0) {
      c.set(k, M_OPEN, price);
      c.set(k, M_HIGH, price);
      c.set(k, M_LOW, price);
    }
    c.set(k, M_PRICE, price);
    if (price > c.get(k, M_HIGH)) c.set(k, M_HIGH, price);
    if (price < c.get(k, M_LOW)) c.set(k, M_LOW, price);
    c.set(k, M_VOLUME, c.get(k, M_VOLUME) + volume);
    c.set(k, M_AMOUNT, c.get(k, M_AMOUNT) + price * volume);
    c.set(k, M_COUNT, c.get(k, M_COUNT) + 1);
  }

  setAvgPrice(k: number, avgPrice: number): void {
    this.c.set(k, M_AVG, avgPrice);
  }

  open(k: number): number {
    return this.c.get(k, M_OPEN);
  }
  price(k: number): number {
    return this.c.get(k, M_PRICE);
  }
  high(k: number): number {
    return this.c.get(k, M_HIGH);
  }
  low(k: number): number {
    return this.c.get(k, M_LOW);
  }
  volume(k: number): number {
    return this.c.get(k, M_VOLUME);
  }
  amount(k: number): number {
    return this.c.get(k, M_AMOUNT);
  }
  tickCount(k: number): number {
    return this.c.get(k, M_COUNT);
  }

  entry(k: number): MinuteEntry {
    const c = this.c;
    return {
      Time: c.get(k, M_TIME),
      Open: c.get(k, M_OPEN),
      Price: c.get(k, M_PRICE),
      Volume: c.get(k, M_VOLUME),
      Amount: c.get(k, M_AMOUNT),
      High: c.get(k, M_HIGH),
      Low: c.get(k, M_LOW),
      AvgPrice: c.get(k, M_AVG),
      PreClose: this.preClose,
      TickCount: c.get(k, M_COUNT),
    };
  }

  /** Bars `from` (default 0) to the last, as row objects. */
  entries(from = 0): MinuteEntry[] {
    const out: MinuteEntry[] = [];
    for (let k = Math.max(0, from); k < this.c.length; k++) out.push(this.entry(k));
    return out;
  }
}

const T_ID = 0;
const T_TIME = 1;
const T_PRICE = 2;
const T_VOLUME = 3;
const T_PROP = 4;

/** The day's last `capacity` trades (TradingDay is the day's, the same on every tick). */
export class TickRing {
  private readonly r: Ring;

  constructor(
    readonly tradingDay: number,
    capacity: number,
  ) {
    this.r = new Ring(5, capacity);
  }

  get length(): number {
    return this.r.length;
  }

  push(id: number, time: number, price: number, volume: number, property: number): void {
    const k = this.r.push();
    this.r.set(k, T_ID, id);
    this.r.set(k, T_TIME, time);
    this.r.set(k, T_PRICE, price);
    this.r.set(k, T_VOLUME, volume);
    this.r.set(k, T_PROP, property);
  }

  at(k: number): Tick {
    const r = this.r;
    return {
      ID: r.get(k, T_ID),
      Time: r.get(k, T_TIME),
      Price: r.get(k, T_PRICE),
      Volume: r.get(k, T_VOLUME),
      Property: r.get(k, T_PROP),
      TradingDay: this.tradingDay,
    };
  }

  /** The newest trade (the ring must not be empty). */
  last(): Tick {
    return this.at(this.r.length - 1);
  }

  /** The last `n` trades, oldest first ([] unless n > 0). */
  lastN(n: number): Tick[] {
    if (!(n > 0)) return [];
    const out: Tick[] = [];
    for (let k = Math.trunc(Math.max(0, this.r.length - n)); k < this.r.length; k++) out.push(this.at(k));
    return out;
  }
}

const L_PRICE = 0;
const L_VOLUME = 1;
const L_TIME = 2;
const L_KIND = 3;
const KINDS: LargeOrder['kind'][] = ['N', 'U', 'D'];

/** The day's last `capacity` large orders. */
export class LargeOrderRing {
  private readonly r: Ring;

  constructor(capacity: number) {
    this.r = new Ring(4, capacity);
  }

  get length(): number {
    return this.r.length;
  }

  push(price: number, volume: number, ticktime: number, kind: LargeOrder['kind']): void {
    const k = this.r.push();
    this.r.set(k, L_PRICE, price);
    this.r.set(k, L_VOLUME, volume);
    this.r.set(k, L_TIME, ticktime);
    this.r.set(k, L_KIND, KINDS.indexOf(kind));
  }

  at(k: number): LargeOrder {
    const r = this.r;
    return {
      price: r.get(k, L_PRICE),
      volume: r.get(k, L_VOLUME),
      ticktime: r.get(k, L_TIME),
      kind: KINDS[r.get(k, L_KIND)],
    };
  }

  /** The last `n` orders, newest first. */
  newestFirst(n: number): LargeOrder[] {
    const from = Math.trunc(Math.max(0, this.r.length - n) || 0);
    const out: LargeOrder[] = [];
    for (let k = this.r.length - 1; k >= from; k--) out.push(this.at(k));
    return out;
  }
}

const X_TIME = 0;
const X_PRICE = 1;
const X_VOLUME = 2;

/** The US extended sessions' minutes released so far (no unmatched volume: always 0). */
export class ExtendedMinutes {
  private readonly c = new Columns(3);

  get length(): number {
    return this.c.length;
  }

  /** One extended trade in the minute ending at `time`: a new row when it is not the last one's. */
  trade(time: number, price: number, volume: number): void {
    const c = this.c;
    let k = c.length - 1;
    if (k < 0 || c.get(k, X_TIME) !== time) {
      k = c.push();
      c.set(k, X_TIME, time);
    }
    c.set(k, X_PRICE, price);
    c.set(k, X_VOLUME, c.get(k, X_VOLUME) + volume);
  }

  entries(): PreMarketMinuteEntry[] {
    const c = this.c;
    const out: PreMarketMinuteEntry[] = [];
    for (let k = 0; k < c.length; k++)
      out.push({
        Time: c.get(k, X_TIME),
        Price: c.get(k, X_PRICE),
        Volume: c.get(k, X_VOLUME),
        UnmismatchVolume: 0,
        UnmismatchFlag: 0,
      });
    return out;
  }
}
