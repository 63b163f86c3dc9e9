// The indicator lines of one K-line history, computed only for the calculations someone asks for and
// then kept current bar by bar. Every line at bar i depends only on the inputs in a window ending at
// i and on the lines at i − 1 (the EMA/SMA states), so a live trade recomputes only the last bar of
// each calculation asked for so far: O(1) for the recursive lines, O(n ≤ 26) for the windowed ones.
// Which calculations there are is not this file's business: the chart's indicator templates bring
// them (calcs.ts holds the ones of §9 (business constants and limits)).
import { typicalPrices } from './cci';
import type { Series } from './moving';

export interface Bar {
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface BarColumns {
  high: ArrayLike<number>;
  low: ArrayLike<number>;
  close: ArrayLike<number>;
  volume: ArrayLike<number>;
}

/**
 * The set's own copies of the inputs, plus the typical price (H + L + C) / 3 that CCI reads. They
 * grow with NaN, so they stay unboxed doubles.
 */
export interface SetInputs {
  readonly high: number[];
  readonly low: number[];
  readonly close: number[];
  readonly volume: number[];
  readonly typ: number[];
}

/**
 * One calculation: its lines over the whole history, and the update of one bar. `S` is the recursive
 * state a live update continues from (MACD's EMAs, RSI's smoothed moves); null for the others.
 */
export interface IndicatorCalc<L, S = null> {
  /** The lines over every bar, and the states after bars length − 2 and length − 1. */
  full(x: SetInputs): { lines: L; states: readonly [S | null, S | null] };
  /** Every array of `lines`: each grows by one null when a bar is appended, before `at` fills it. */
  arrays(lines: L): Series[];
  /** Writes bar i of `lines` from the inputs, the lines at i − 1 and the state after i − 1. */
  at(x: SetInputs, lines: L, i: number, prev: S | null): S | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the set stores calculations of any line and state shape side by side; each template reads its own back typed
export type AnyCalc = IndicatorCalc<any, any>;

export interface IndicatorSet {
  /** Number of bars. */
  readonly length: number;
  /**
   * The lines of `calc` (by identity): computed over every bar the first time they are asked for,
   * then updated in place by updateLast and appendBar.
   */
  lines<L, S>(calc: IndicatorCalc<L, S>): L;
  /** Whether `calc`'s lines are held (and so updated on every live trade). */
  has(calc: AnyCalc): boolean;
  /** How many calculations are held. */
  readonly size: number;
  /** Drops every calculation but these, so live trades stop paying for lines no one draws. */
  retain(calcs: readonly AnyCalc[]): void;
  /** Replace the last bar (a live trade changed it) and recompute only that bar. */
  updateLast(bar: Bar): void;
  /** Add a bar (a new minute or day began) and compute only it. */
  appendBar(bar: Bar): void;
}

interface Held {
  calc: AnyCalc;
  lines: unknown;
  arrays: Series[];
  /** States after bar length − 2 (what updateLast continues from) and after the last bar. */
  prev: unknown;
  last: unknown;
}

function copy(values: ArrayLike<number>): number[] {
  return Array.prototype.slice.call(values) as number[];
}

class LazyIndicatorSet implements IndicatorSet {
  private readonly x: SetInputs;
  /** In the order asked for; a plain array so the per-trade path iterates without a Map iterator. */
  private held: Held[] = [];

  constructor(cols: BarColumns) {
    const high = copy(cols.high);
    const low = copy(cols.low);
    const close = copy(cols.close);
    this.x = { high, low, close, volume: copy(cols.volume), typ: typicalPrices(high, low, close) };
  }

  get length(): number {
    return this.x.close.length;
  }

  get size(): number {
    return this.held.length;
  }

  lines<L, S>(calc: IndicatorCalc<L, S>): L {
    const found = this.held.find((h) => h.calc === calc);
    if (found) return found.lines as L;
    const n = this.length;
    const { lines, states } = calc.full(this.x);
    this.held.push({
      calc,
      lines,
      arrays: calc.arrays(lines),
      prev: n >= 2 ? states[0] : null,
      last: n >= 1 ? states[1] : null,
    });
    return lines;
  }

  has(calc: AnyCalc): boolean {
    return this.held.some((h) => h.calc === calc);
  }

  retain(calcs: readonly AnyCalc[]): void {
    if (this.held.every((h) => calcs.includes(h.calc))) return;
    this.held = this.held.filter((h) => calcs.includes(h.calc));
  }

  updateLast(bar: Bar): void {
    const i = this.length - 1;
    if (i < 0) {
      this.appendBar(bar);
      return;
    }
    this.setBar(i, bar);
    for (const h of this.held) h.last = h.calc.at(this.x, h.lines, i, h.prev);
  }

  appendBar(bar: Bar): void {
    const x = this.x;
    x.high.push(NaN);
    x.low.push(NaN);
    x.close.push(NaN);
    x.volume.push(NaN);
    x.typ.push(NaN);
    const i = this.length - 1;
    this.setBar(i, bar);
    for (const h of this.held) {
      for (const a of h.arrays) a.push(null);
      h.prev = h.last;
      h.last = h.calc.at(x, h.lines, i, h.prev);
    }
  }

  private setBar(i: number, bar: Bar): void {
    const x = this.x;
    x.high[i] = bar.high;
    x.low[i] = bar.low;
    x.close[i] = bar.close;
    x.volume[i] = bar.volume;
    x.typ[i] = (bar.high + bar.low + bar.close) / 3;
  }
}

/** The set over columns (the chart data set's parallel arrays h, l, c, v). Inputs are copied. */
export function createIndicatorSetFromColumns(cols: BarColumns): IndicatorSet {
  return new LazyIndicatorSet(cols);
}

/** The set over bars. */
export function createIndicatorSet(bars: ReadonlyArray<Bar>): IndicatorSet {
  const len = bars.length;
  const cols = {
    high: new Array<number>(len),
    low: new Array<number>(len),
    close: new Array<number>(len),
    volume: new Array<number>(len),
  };
  for (let i = 0; i < len; i++) {
    const b = bars[i];
    cols.high[i] = b.high;
    cols.low[i] = b.low;
    cols.close[i] = b.close;
    cols.volume[i] = b.volume;
  }
  return new LazyIndicatorSet(cols);
}
