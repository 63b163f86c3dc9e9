// The whole indicator set of the main chart, computed once per history load and then kept current
// bar by bar. Every line at bar i depends only on the inputs in a window ending at i and on the lines
// at i − 1 (the EMA/SMA states), so a live trade recomputes only the last bar: O(1) for the recursive
// lines, O(n ≤ 26) for the windowed ones.
import { bias, biasAt } from './bias';
import { boll, bollAt, type BollResult } from './boll';
import { cci, cciAt, typicalPrices } from './cci';
import { kdj, kdjAt, type KdjResult } from './kdj';
import { macdAt, macdFull, type EmaPair, type MacdResult } from './macd';
import { ma, maAt, type Series } from './moving';
import { obv, obvStep } from './obv';
import { rsiAt, rsiFull, type SmaPair } from './rsi';
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

/** Parameters of every line; defaults are §9 (business constants and limits)'s. */
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

/** The recursive states after one bar: MACD's two EMAs and each RSI period's smoothed moves. */
interface BarState {
  ema: EmaPair | null;
  rsi: (SmaPair | null)[];
}

class IncrementalIndicatorSet implements IndicatorSet {
  readonly series: IndicatorSeries;
  private readonly high: number[];
  private readonly low: number[];
  private readonly close: number[];
  private readonly volume: number[];
  private readonly typ: number[];
  /** [period, line] pairs, so the per-trade path iterates plain arrays. */
  private readonly maLines: [number, Series][];
  private readonly volMaLines: [number, Series][];
  private readonly rsiLines: [number, Series][];
  private readonly biasLines: [number, Series][];
  private readonly wrLines: [number, Series][];
  /** States after bar length − 2 (what updateLast continues from) and after the last bar. */
  private prevState: BarState | null;
  private lastState: BarState | null;
  /** Arrays that grow with the bars: inputs (grow with NaN, stay unboxed) and lines (grow with null). */
  private readonly numberArrays: number[][];
  private readonly lineArrays: Series[];

  constructor(
    cols: BarColumns,
    readonly params: IndicatorParams,
  ) {
    const high = (this.high = copy(cols.high));
    const low = (this.low = copy(cols.low));
    const close = (this.close = copy(cols.close));
    const volume = (this.volume = copy(cols.volume));
    const typ = (this.typ = typicalPrices(high, low, close));
    const { short, long, mid } = params.macd;
    const macdF = macdFull(close, short, long, mid);
    const rsiF = params.rsi.map((n) => rsiFull(close, n));
    const pairs = (periods: readonly number[], f: (n: number, k: number) => Series): [number, Series][] =>
      periods.map((n, k) => [n, f(n, k)]);
    this.maLines = pairs(params.ma, (n) => ma(close, n));
    this.volMaLines = pairs(params.volMa, (n) => ma(volume, n));
    this.rsiLines = pairs(params.rsi, (_, k) => rsiF[k].rsi);
    this.biasLines = pairs(params.bias, (n) => bias(close, n));
    this.wrLines = pairs(params.wr, (n) => wr(high, low, close, n));
    const byPeriod = (lines: [number, Series][]): Record<number, Series> => Object.fromEntries(lines);
    this.series = {
      ma: byPeriod(this.maLines),
      volMa: byPeriod(this.volMaLines),
      macd: { dif: macdF.dif, dea: macdF.dea, macd: macdF.macd },
      kdj: kdj(high, low, close, params.kdj.n, params.kdj.m1, params.kdj.m2),
      rsi: byPeriod(this.rsiLines),
      bias: byPeriod(this.biasLines),
      cci: cci(high, low, close, params.cci, typ),
      boll: boll(close, params.boll.n, params.boll.k),
      obv: obv(close, volume),
      wr: byPeriod(this.wrLines),
    };
    const stateAt = (k: 0 | 1): BarState => ({ ema: macdF.states[k], rsi: rsiF.map((r) => r.states[k]) });
    this.prevState = close.length >= 2 ? stateAt(0) : null;
    this.lastState = close.length >= 1 ? stateAt(1) : null;
    const s = this.series;
    this.numberArrays = [high, low, close, volume, typ];
    const lines = (ls: [number, Series][]): Series[] => ls.map(([, line]) => line);
    this.lineArrays = [
      ...lines(this.maLines),
      ...lines(this.volMaLines),
      s.macd.dif,
      s.macd.dea,
      s.macd.macd,
      s.kdj.k,
      s.kdj.d,
      s.kdj.j,
      ...lines(this.rsiLines),
      ...lines(this.biasLines),
      s.cci,
      s.boll.mid,
      s.boll.upper,
      s.boll.lower,
      s.obv,
      ...lines(this.wrLines),
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
    this.lastState = this.computeAt(i, this.prevState);
  }

  appendBar(bar: Bar): void {
    for (const a of this.numberArrays) a.push(NaN);
    for (const a of this.lineArrays) a.push(null);
    const i = this.close.length - 1;
    this.setBar(i, bar);
    this.prevState = this.lastState;
    this.lastState = this.computeAt(i, this.prevState);
  }

  private setBar(i: number, bar: Bar): void {
    this.high[i] = bar.high;
    this.low[i] = bar.low;
    this.close[i] = bar.close;
    this.volume[i] = bar.volume;
    this.typ[i] = (bar.high + bar.low + bar.close) / 3;
  }

  /** Recompute every line at bar i from the inputs, the lines at i − 1 and the state after i − 1. */
  private computeAt(i: number, prev: BarState | null): BarState {
    const { high, low, close, volume, params, series: s } = this;
    for (const [n, line] of this.maLines) line[i] = maAt(close, i, n);
    for (const [n, line] of this.volMaLines) line[i] = maAt(volume, i, n);
    const ema = macdAt(
      s.macd,
      close,
      i,
      prev && prev.ema,
      params.macd.short,
      params.macd.long,
      params.macd.mid,
    );
    kdjAt(s.kdj, high, low, close, i, params.kdj.n, params.kdj.m1, params.kdj.m2);
    const rsiStates = this.rsiLines.map(([n, line], k) => rsiAt(line, close, i, prev && prev.rsi[k], n));
    for (const [n, line] of this.biasLines) line[i] = biasAt(close, i, n);
    s.cci[i] = cciAt(this.typ, i, params.cci);
    bollAt(s.boll, close, i, params.boll.n, params.boll.k, maAt(close, i, params.boll.n));
    s.obv[i] = obvStep(i > 0 ? s.obv[i - 1] : null, i > 0 ? close[i - 1] : null, close[i], volume[i]);
    for (const [n, line] of this.wrLines) line[i] = wrAt(high, low, close, i, n);
    return { ema, rsi: rsiStates };
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
