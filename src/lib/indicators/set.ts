// The whole indicator set of the main chart, computed once per history load and then kept current
// bar by bar. Every line at bar i depends only on the inputs in a window ending at i and on the lines
// at i − 1 (the EMA/SMA states), so a live trade recomputes only the last bar: O(1) for the recursive
// lines, O(n ≤ 26) for the windowed ones.
import { bias, biasOf } from './bias';
import { boll, bollAt, type BollResult } from './boll';
import { cci, cciAt, typicalPrices } from './cci';
import { kdj, kdjAt, type KdjResult } from './kdj';
import { macdAt, macdState, type MacdResult, type MacdState } from './macd';
import { ma, maAt, type Series } from './moving';
import { obv, obvStep } from './obv';
import { rsiAt, rsiState, type RsiState } from './rsi';
import { wr, wrAt } from './wr';

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

/** Parameters of every line; defaults are §9's. */
export interface IndicatorParams {
  ma: readonly number[];
  /** MA lines over volume for the 成交量 tab. */
  volMa: readonly number[];
  macd: { short: number; long: number; mid: number };
  kdj: { n: number; m1: number; m2: number };
  rsi: readonly number[];
  bias: readonly number[];
  cci: number;
  boll: { n: number; k: number };
  wr: readonly number[];
}

export const DEFAULT_INDICATOR_PARAMS: IndicatorParams = {
  ma: [5, 10, 20],
  volMa: [5, 10],
  macd: { short: 12, long: 26, mid: 9 },
  kdj: { n: 9, m1: 3, m2: 3 },
  rsi: [6, 12, 24],
  bias: [6, 12, 24],
  cci: 14,
  boll: { n: 20, k: 2 },
  wr: [6, 10],
};

/** All lines, each as long as the bars; keyed by period where a line comes in several periods. */
export interface IndicatorSeries {
  ma: Record<number, Series>;
  volMa: Record<number, Series>;
  macd: MacdResult;
  kdj: KdjResult;
  rsi: Record<number, Series>;
  bias: Record<number, Series>;
  cci: Series;
  boll: BollResult;
  obv: Series;
  wr: Record<number, Series>;
}

export interface IndicatorSet {
  readonly params: IndicatorParams;
  /** Number of bars. */
  readonly length: number;
  /** The lines; arrays are updated in place by updateLast and appendBar. */
  readonly series: IndicatorSeries;
  /** Replace the last bar (a live trade changed it) and recompute only that bar. */
  updateLast(bar: Bar): void;
  /** Add a bar (a new minute or day began) and compute only it. */
  appendBar(bar: Bar): void;
}

function copy(values: ArrayLike<number>): number[] {
  return Array.prototype.slice.call(values) as number[];
}

class IncrementalIndicatorSet implements IndicatorSet {
  readonly series: IndicatorSeries;
  private readonly high: number[];
  private readonly low: number[];
  private readonly close: number[];
  private readonly volume: number[];
  private readonly typ: number[];
  /** MA of close for every period any line needs (MA lines, BIAS, BOLL's middle band), shared. */
  private readonly closeMa = new Map<number, Series>();
  private readonly macdS: MacdState;
  private readonly rsiS = new Map<number, RsiState>();
  /** Every array that grows with the bars, for appendBar. */
  private readonly arrays: unknown[][];

  constructor(
    cols: BarColumns,
    readonly params: IndicatorParams,
  ) {
    const high = (this.high = copy(cols.high));
    const low = (this.low = copy(cols.low));
    const close = (this.close = copy(cols.close));
    const volume = (this.volume = copy(cols.volume));
    this.typ = typicalPrices(high, low, close);
    for (const n of new Set([...params.ma, ...params.bias, params.boll.n])) this.closeMa.set(n, ma(close, n));
    const { short, long, mid } = params.macd;
    this.macdS = macdState(close, short, long, mid);
    for (const n of params.rsi) this.rsiS.set(n, rsiState(close, n));
    const byPeriod = (periods: readonly number[], f: (n: number) => Series): Record<number, Series> => {
      const r: Record<number, Series> = {};
      for (const n of periods) r[n] = f(n);
      return r;
    };
    this.series = {
      ma: byPeriod(params.ma, (n) => this.closeMa.get(n) as Series),
      volMa: byPeriod(params.volMa, (n) => ma(volume, n)),
      macd: { dif: this.macdS.dif, dea: this.macdS.dea, macd: this.macdS.macd },
      kdj: kdj(high, low, close, params.kdj.n, params.kdj.m1, params.kdj.m2),
      rsi: byPeriod(params.rsi, (n) => (this.rsiS.get(n) as RsiState).rsi),
      bias: byPeriod(params.bias, (n) => bias(close, n, this.closeMa.get(n) as Series)),
      cci: cci(high, low, close, params.cci),
      boll: boll(close, params.boll.n, params.boll.k, this.closeMa.get(params.boll.n) as Series),
      obv: obv(close, volume),
      wr: byPeriod(params.wr, (n) => wr(high, low, close, n)),
    };
    const s = this.series;
    this.arrays = [
      high,
      low,
      close,
      volume,
      this.typ,
      ...this.closeMa.values(),
      ...Object.values(s.volMa),
      this.macdS.dif,
      this.macdS.dea,
      this.macdS.macd,
      this.macdS.emaShort,
      this.macdS.emaLong,
      s.kdj.k,
      s.kdj.d,
      s.kdj.j,
      ...[...this.rsiS.values()].flatMap((r) => [r.rsi, r.up, r.abs]),
      ...Object.values(s.bias),
      s.cci,
      s.boll.mid,
      s.boll.upper,
      s.boll.lower,
      s.obv,
      ...Object.values(s.wr),
    ];
  }

  get length(): number {
    return this.close.length;
  }

  updateLast(bar: Bar): void {
    const i = this.close.length - 1;
    if (i < 0) {
      this.appendBar(bar);
      return;
    }
    this.setBar(i, bar);
    this.computeAt(i);
  }

  appendBar(bar: Bar): void {
    for (const a of this.arrays) a.push(null);
    this.setBar(this.close.length - 1, bar);
    this.computeAt(this.close.length - 1);
  }

  private setBar(i: number, bar: Bar): void {
    this.high[i] = bar.high;
    this.low[i] = bar.low;
    this.close[i] = bar.close;
    this.volume[i] = bar.volume;
    this.typ[i] = (bar.high + bar.low + bar.close) / 3;
  }

  /** Recompute every line at bar i from the inputs and the lines at i − 1. */
  private computeAt(i: number): void {
    const { high, low, close, volume, params, series: s } = this;
    for (const [n, line] of this.closeMa) line[i] = maAt(close, i, n);
    for (const n of params.volMa) s.volMa[n][i] = maAt(volume, i, n);
    macdAt(this.macdS, close, i, params.macd.short, params.macd.long, params.macd.mid);
    kdjAt(s.kdj, high, low, close, i, params.kdj.n, params.kdj.m1, params.kdj.m2);
    for (const [n, state] of this.rsiS) rsiAt(state, close, i, n);
    for (const n of params.bias) s.bias[n][i] = biasOf(close[i], (this.closeMa.get(n) as Series)[i]);
    s.cci[i] = cciAt(this.typ, i, params.cci);
    bollAt(s.boll, close, i, params.boll.n, params.boll.k, (this.closeMa.get(params.boll.n) as Series)[i]);
    s.obv[i] = obvStep(i > 0 ? s.obv[i - 1] : null, i > 0 ? close[i - 1] : null, close[i], volume[i]);
    for (const n of params.wr) s.wr[n][i] = wrAt(high, low, close, i, n);
  }
}

/** The indicator set over columns (the chart data set's parallel arrays h, l, c, v). Inputs are copied. */
export function createIndicatorSetFromColumns(
  cols: BarColumns,
  params: IndicatorParams = DEFAULT_INDICATOR_PARAMS,
): IndicatorSet {
  return new IncrementalIndicatorSet(cols, params);
}

/** The indicator set over bars. */
export function createIndicatorSet(
  bars: ReadonlyArray<Bar>,
  params: IndicatorParams = DEFAULT_INDICATOR_PARAMS,
): IndicatorSet {
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
  return new IncrementalIndicatorSet(cols, params);
}
