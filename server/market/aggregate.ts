/**
 * Index and sector values computed from their constituents (float-cap weights, chain-linked on the
 * previous close): value = preClose × Σ f·p / Σ f·preClose_i. Minute bars, the daily bar and the
 * advancers/unchanged/decliners counts all come from the constituents' own trades.
 */
import type { MinuteEntry } from '../../contract/quote-protocol';
import type { InstrumentSeed } from '../data/types';
import { roundPrice } from './rules';
import type { StockDay } from './day';
// Math members as module constants: global lookups are slow inside jest's vm sandbox (hot loops).
const { max: mMax, min: mMin } = Math;

export interface AggMember {
  day: StockDay;
  weight: number;
}

export class AggregateDay {
  readonly preClose: number;
  private readonly den: number;
  private readonly done: MinuteEntry[] = [];

  constructor(
    readonly seed: InstrumentSeed,
    readonly members: AggMember[],
    preClose: number,
    readonly day: number,
  ) {
    this.preClose = preClose;
    let den = 0;
    for (const m of members) den += m.weight * m.day.preClose;
    this.den = den;
  }

  /** The value for one price per member. */
  value(price: (d: StockDay) => number): number {
    if (this.members.length === 0 || this.den === 0) return this.preClose;
    let num = 0;
    for (const m of this.members) num += m.weight * price(m.day);
    return roundPrice(this.seed, (this.preClose * num) / this.den);
  }

  get opened(): boolean {
    return this.members.some((m) => m.day.opened);
  }
  get last(): number {
    return this.value((d) => d.last);
  }
  get open(): number {
    return this.opened ? this.value((d) => (d.opened ? d.open : d.preClose)) : 0;
  }
  get volume(): number {
    let v = 0;
    for (const m of this.members) v += m.day.volume;
    return v;
  }
  get amount(): number {
    let a = 0;
    for (const m of this.members) a += m.day.amount;
    return a;
  }
  get lastTradeTime(): number {
    let t = 0;
    for (const m of this.members) t = mMax(t, m.day.lastTradeTime);
    return t;
  }

  /** Advancers, unchanged, decliners against each member's previous close. */
  counts(): { Z: number; P: number; D: number } {
    let Z = 0;
    let P = 0;
    let D = 0;
    for (const m of this.members) {
      const d = m.day;
      if (d.last > d.preClose) Z++;
      else if (d.last < d.preClose) D++;
      else P++;
    }
    return { Z, P, D };
  }

  private minuteCount(): number {
    let n = 0;
    for (const m of this.members) n = mMax(n, m.day.minuteBars.length);
    return n;
  }

  private buildMinute(k: number): MinuteEntry {
    const first = this.members[0]?.day;
    const close = this.value((d) => d.closeAtMinute(k));
    const open =
      k === 0
        ? this.value((d) =>
            d.minuteBars.length > 0 && d.minuteBars.volume(0) > 0
              ? d.minuteBars.open(0)
              : d.closeAtMinute(-1),
          )
        : this.value((d) => d.closeAtMinute(k - 1));
    const hi = this.value((d) => (k < d.minuteBars.length ? d.minuteBars.high(k) : d.closeAtMinute(k)));
    const lo = this.value((d) => (k < d.minuteBars.length ? d.minuteBars.low(k) : d.closeAtMinute(k)));
    let volume = 0;
    let amount = 0;
    let ticks = 0;
    for (const m of this.members) {
      const b = m.day.minuteBars;
      if (k < b.length) {
        volume += b.volume(k);
        amount += b.amount(k);
        ticks += b.tickCount(k);
      }
    }
    return {
      Time: first ? first.unixAt((k + 1) * 60) : 0,
      Open: open,
      Price: close,
      Volume: volume,
      Amount: amount,
      High: mMax(hi, open, close),
      Low: mMin(lo, open, close),
      AvgPrice: 0,
      PreClose: this.preClose,
      TickCount: ticks,
    };
  }

  /**
   * Minute bars so far. Minutes before the members' current one are final and cached; the current
   * minute is rebuilt on each call.
   */
  minuteBars(): MinuteEntry[] {
    const n = this.minuteCount();
    while (this.done.length < n - 1) this.done.push(this.buildMinute(this.done.length));
    const out = this.done.slice();
    if (n > 0) out.push(this.buildMinute(n - 1));
    // Average line of an index: running mean of its minute closes (indices have no traded amount).
    let sum = 0;
    for (let i = 0; i < out.length; i++) {
      sum += out[i].Price;
      out[i] = { ...out[i], AvgPrice: roundPrice(this.seed, sum / (i + 1)) };
    }
    return out;
  }

  /** Today's high and low from the minute bars and the last value (0 before the open). */
  range(bars = this.minuteBars()): { high: number; low: number } {
    if (!this.opened) return { high: 0, low: 0 };
    let high = this.last;
    let low = this.last;
    for (const b of bars) {
      high = mMax(high, b.High);
      low = mMin(low, b.Low);
    }
    return { high, low };
  }
}
