// Indicator benchmark (issue 4 "Benchmark"): every line the chart can draw (MA 5/10/20 and every
// template of src/components/chart/indicators/registry.ts) on 1,500 synthetic bars and one live-trade
// update, side by side with technicalindicators and indicatorts computing the same lines on the same
// data; and the live update the chart pays since issue 35, with only the chosen indicator's lines
// held. Not a test: it only measures and returns rows for bench/run.ts to print.
import * as iTs from 'indicatorts';
import * as ti from 'technicalindicators';
import { MA_CALC } from '../src/components/chart/indicators/ma';
import { calcsDrawn, INDICATORS } from '../src/components/chart/indicators/registry';
import {
  createIndicatorSet,
  createIndicatorSetFromColumns,
  type AnyCalc,
  type Bar,
  type BarColumns,
  type IndicatorSet,
} from '../src/lib/indicators';
import { median } from './helpers';

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
}

const BAR_COUNT = 1500;

/** Deterministic random walk (LCG) so every run measures the same data. */
function syntheticBars(count: number): Bar[] {
  let s = 12345;
  const rnd = (): number => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
  const bars: Bar[] = [];
  let price = 30;
  for (let i = 0; i < count; i++) {
    const close = Math.max(1, price * (1 + (rnd() - 0.5) * 0.04));
    bars.push({
      high: Math.max(price, close) * (1 + rnd() * 0.01),
      low: Math.min(price, close) * (1 - rnd() * 0.01),
      close,
      volume: Math.round(1e5 + rnd() * 5e6),
    });
    price = close;
  }
  return bars;
}

/** Every calculation the chart can draw, each once. */
const EVERY_CALC: AnyCalc[] = [MA_CALC, ...new Set(INDICATORS.flatMap((t) => t.calcs))];

/** A set holding `calcs` (each computed over every bar). */
function setWith(source: BarColumns | ReadonlyArray<Bar>, calcs: readonly AnyCalc[]): IndicatorSet {
  const set = Array.isArray(source)
    ? createIndicatorSet(source as ReadonlyArray<Bar>)
    : createIndicatorSetFromColumns(source as BarColumns);
  for (const c of calcs) set.lines(c);
  return set;
}

/** Median milliseconds of `runs` calls after `warmup` untimed calls. */
function medianMs(fn: () => unknown, warmup: number, runs: number): number {
  return interleavedMedians([fn], warmup, runs)[0];
}

/**
 * Median milliseconds of each function, timed in alternation (A, B, A, B …) so that load from other
 * processes on the machine falls on all of them alike and the ratio stays fair.
 */
function interleavedMedians(fns: Array<() => unknown>, warmup: number, runs: number): number[] {
  for (let i = 0; i < warmup; i++) for (const fn of fns) fn();
  const times = fns.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    fns.forEach((fn, k) => {
      const t0 = performance.now();
      fn();
      times[k].push(performance.now() - t0);
    });
  }
  return times.map(median);
}

const biasFrom = (close: number[], mean: number[], offset: number): number[] =>
  mean.map((m, i) => ((close[i + offset] - m) / m) * 100);

/** The same lines as EVERY_CALC (MA 5/10/20, volume MA 5/10, MACD, KDJ, RSI×3, BIAS×3, CCI, BOLL, OBV, WR×2). */
function technicalIndicatorsSet(c: number[], h: number[], l: number[], v: number[]): unknown[] {
  const out: unknown[] = [];
  for (const period of [5, 10, 20]) out.push(ti.SMA.calculate({ period, values: c }));
  for (const period of [5, 10]) out.push(ti.SMA.calculate({ period, values: v }));
  out.push(
    ti.MACD.calculate({
      values: c,
      fastPeriod: 12,
      slowPeriod: 26,
      signalPeriod: 9,
      SimpleMAOscillator: false,
      SimpleMASignal: false,
    }),
  );
  out.push(ti.Stochastic.calculate({ high: h, low: l, close: c, period: 9, signalPeriod: 3 }));
  for (const period of [6, 12, 24]) out.push(ti.RSI.calculate({ period, values: c }));
  for (const period of [6, 12, 24])
    out.push(biasFrom(c, ti.SMA.calculate({ period, values: c }), period - 1));
  out.push(ti.CCI.calculate({ high: h, low: l, close: c, period: 14 }));
  out.push(ti.BollingerBands.calculate({ period: 20, values: c, stdDev: 2 }));
  out.push(ti.OBV.calculate({ close: c, volume: v }));
  for (const period of [6, 10]) out.push(ti.WilliamsR.calculate({ high: h, low: l, close: c, period }));
  return out;
}

function indicatortsSet(c: number[], h: number[], l: number[], v: number[]): unknown[] {
  const out: unknown[] = [];
  for (const period of [5, 10, 20]) out.push(iTs.sma(c, { period }));
  for (const period of [5, 10]) out.push(iTs.sma(v, { period }));
  out.push(iTs.macd(c, { fast: 12, slow: 26, signal: 9 }));
  out.push(iTs.stoch(h, l, c, { kPeriod: 9, dPeriod: 3 }));
  for (const period of [6, 12, 24]) out.push(iTs.rsi(c, { period }));
  for (const period of [6, 12, 24]) out.push(biasFrom(c, iTs.sma(c, { period }), 0));
  out.push(iTs.cci(h, l, c, { period: 14 }));
  out.push(iTs.bb(c, { period: 20 }));
  out.push(iTs.obv(c, v));
  for (const period of [6, 10]) out.push(iTs.willr(h, l, c, { period }));
  return out;
}

/**
 * Rows: full-set time for ours and each peer (ms), our live update (µs, median over batches), and the
 * ratios. Peers have no "replace the last bar" API, so their cost for one live trade is a full recompute.
 */
export function runIndicatorBench(): BenchRow[] {
  const bars = syntheticBars(BAR_COUNT);
  const c = bars.map((b) => b.close);
  const h = bars.map((b) => b.high);
  const l = bars.map((b) => b.low);
  const v = bars.map((b) => b.volume);

  // Every contender gets the same columns (ours copies them, as it owns its inputs for live updates).
  const cols = { high: h, low: l, close: c, volume: v };
  const [ours, itsMs] = interleavedMedians(
    [() => setWith(cols, EVERY_CALC), () => indicatortsSet(c, h, l, v)],
    30,
    200,
  );
  // technicalindicators is an order of magnitude slower; fewer runs keep the bench short.
  const tiMs = medianMs(() => technicalIndicatorsSet(c, h, l, v), 5, 40);

  // Live update: a trade changes the last bar; time batches of updates and take the per-update median.
  const last = bars[BAR_COUNT - 1];
  const batch = 2000;
  let k = 0;
  const liveUsWith = (set: IndicatorSet): number => (medianMs(() => updateBatch(set), 5, 50) / batch) * 1000;
  const updateBatch = (set: IndicatorSet): void => {
    for (let i = 0; i < batch; i++) {
      k++;
      const close = last.close * (1 + ((k % 7) - 3) * 0.001);
      set.updateLast({
        high: Math.max(last.high, close),
        low: Math.min(last.low, close),
        close,
        volume: last.volume + k,
      });
    }
  };
  const liveUs = liveUsWith(setWith(bars, EVERY_CALC));
  // What the chart holds with the default tab (成交量) and MA on the candles: a live trade updates these only.
  const chosenUs = liveUsWith(setWith(bars, calcsDrawn(INDICATORS[0], true)));

  const fastestPeer = Math.min(tiMs, itsMs);
  return [
    { name: `indicator set, ${BAR_COUNT} bars (ours)`, value: round(ours, 3), unit: 'ms' },
    { name: `indicator set, ${BAR_COUNT} bars (technicalindicators)`, value: round(tiMs, 3), unit: 'ms' },
    { name: `indicator set, ${BAR_COUNT} bars (indicatorts)`, value: round(itsMs, 3), unit: 'ms' },
    {
      name: 'indicator set speed-up vs fastest peer (goal ≥ 2)',
      value: round(fastestPeer / ours, 2),
      unit: '×',
    },
    {
      name: 'indicator live update, last bar, every line (ours; goal < 10 µs)',
      value: round(liveUs, 3),
      unit: 'µs',
    },
    {
      name: `indicator live update, last bar, lines drawn with ${INDICATORS[0].label} (chart)`,
      value: round(chosenUs, 3),
      unit: 'µs',
    },
    {
      name: 'indicator live update speed-up vs fastest peer full recompute',
      value: round((fastestPeer * 1000) / liveUs, 0),
      unit: '×',
    },
  ];
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
