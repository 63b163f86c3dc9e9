import { bias } from './bias';
import { boll } from './boll';
import { cci } from './cci';
import { kdj } from './kdj';
import { macd } from './macd';
import { ma } from './moving';
import { obv } from './obv';
import { rsi } from './rsi';
import {
  biasCalc,
  bollCalc,
  cciCalc,
  kdjCalc,
  macdCalc,
  maCalc,
  obvCalc,
  rsiCalc,
  volumeMaCalc,
  wrCalc,
} from './calcs';
import { createIndicatorSet, createIndicatorSetFromColumns, type Bar, type IndicatorSet } from './set';
import { expectSeries } from './testing';
import { wr } from './wr';

/** Deterministic random walk (LCG) so the test never depends on Math.random. */
function bars(count: number, seed = 7): Bar[] {
  let s = seed;
  const rnd = (): number => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
  const out: Bar[] = [];
  let price = 20;
  for (let i = 0; i < count; i++) {
    const close = Math.max(1, price + (rnd() - 0.5) * 0.8);
    const high = Math.max(price, close) + rnd() * 0.3;
    const low = Math.min(price, close) - rnd() * 0.3;
    out.push({ high, low, close, volume: Math.round(1e5 + rnd() * 1e6) });
    price = close;
  }
  return out;
}

/** Every line of §9 (business constants and limits), with its parameters there. */
const CALCS = {
  ma: maCalc([5, 10, 20]),
  volMa: volumeMaCalc([5, 10]),
  macd: macdCalc({ short: 12, long: 26, mid: 9 }),
  kdj: kdjCalc({ n: 9, m1: 3, m2: 3 }),
  rsi: rsiCalc([6, 12, 24]),
  bias: biasCalc([6, 12, 24]),
  cci: cciCalc(14),
  boll: bollCalc({ n: 20, k: 2 }),
  obv: obvCalc(),
  wr: wrCalc([6, 10]),
};

/** Asks the set for every calculation of CALCS; their lines by name. */
function everyLine(set: IndicatorSet) {
  const c = CALCS;
  return {
    ma: set.lines(c.ma),
    volMa: set.lines(c.volMa),
    macd: set.lines(c.macd),
    kdj: set.lines(c.kdj),
    rsi: set.lines(c.rsi),
    bias: set.lines(c.bias),
    cci: set.lines(c.cci).cci,
    boll: set.lines(c.boll),
    obv: set.lines(c.obv).obv,
    wr: set.lines(c.wr),
  };
}

function expectSameSet(a: IndicatorSet, b: IndicatorSet): void {
  expect(a.length).toBe(b.length);
  const sa = everyLine(a);
  const sb = everyLine(b);
  const pairs: [string, unknown, unknown][] = [
    ...[5, 10, 20].map((n): [string, unknown, unknown] => [`ma${n}`, sa.ma[n], sb.ma[n]]),
    ...[5, 10].map((n): [string, unknown, unknown] => [`volMa${n}`, sa.volMa[n], sb.volMa[n]]),
    ['dif', sa.macd.dif, sb.macd.dif],
    ['dea', sa.macd.dea, sb.macd.dea],
    ['macd', sa.macd.macd, sb.macd.macd],
    ['k', sa.kdj.k, sb.kdj.k],
    ['d', sa.kdj.d, sb.kdj.d],
    ['j', sa.kdj.j, sb.kdj.j],
    ...[6, 12, 24].map((n): [string, unknown, unknown] => [`rsi${n}`, sa.rsi[n], sb.rsi[n]]),
    ...[6, 12, 24].map((n): [string, unknown, unknown] => [`bias${n}`, sa.bias[n], sb.bias[n]]),
    ['cci', sa.cci, sb.cci],
    ['mid', sa.boll.mid, sb.boll.mid],
    ['upper', sa.boll.upper, sb.boll.upper],
    ['lower', sa.boll.lower, sb.boll.lower],
    ['obv', sa.obv, sb.obv],
    ...[6, 10].map((n): [string, unknown, unknown] => [`wr${n}`, sa.wr[n], sb.wr[n]]),
  ];
  for (const [, x, y] of pairs) {
    // Full builds use rolling sums, live updates window sums: equal up to float rounding (1e-6 on volumes ~1e6).
    expectSeries(x as (number | null)[], y as (number | null)[], 6);
  }
}

describe('createIndicatorSet', () => {
  const data = bars(300);
  const close = data.map((b) => b.close);
  const high = data.map((b) => b.high);
  const low = data.map((b) => b.low);
  const volume = data.map((b) => b.volume);

  it('holds every line of §9 with the input length, equal to the single functions', () => {
    const set = createIndicatorSet(data);
    const s = everyLine(set);
    expect(set.length).toBe(300);
    expectSeries(s.ma[5], ma(close, 5));
    expectSeries(s.ma[20], ma(close, 20));
    expectSeries(s.volMa[10], ma(volume, 10));
    const m = macd(close, 12, 26, 9);
    expectSeries(s.macd.macd, m.macd);
    expectSeries(s.kdj.j, kdj(high, low, close, 9, 3, 3).j);
    expectSeries(s.rsi[24], rsi(close, 24));
    expectSeries(s.bias[12], bias(close, 12));
    expectSeries(s.cci, cci(high, low, close, 14));
    expectSeries(s.boll.upper, boll(close, 20, 2).upper);
    expectSeries(s.obv, obv(close, volume));
    expectSeries(s.wr[10], wr(high, low, close, 10));
    expect(Object.keys(s.rsi)).toEqual(['6', '12', '24']);
  });

  it('appendBar and updateLast equal a full recompute', () => {
    const live = createIndicatorSet(data.slice(0, 200));
    everyLine(live);
    for (let i = 200; i < 300; i++) {
      const b = data[i];
      // the bar forms trade by trade: open-ish first, then the final values
      live.appendBar({ high: b.close, low: b.close, close: b.close, volume: b.volume / 3 });
      live.updateLast({ high: b.high, low: b.low, close: (b.high + b.low) / 2, volume: b.volume / 2 });
      live.updateLast(b);
    }
    expectSameSet(live, createIndicatorSet(data));
  });

  it('updateLast only changes the last bar', () => {
    const set = createIndicatorSet(data);
    const dif = everyLine(set).macd.dif;
    const before = dif.slice();
    set.updateLast({ ...data[299], close: data[299].close + 1 });
    expect(dif.slice(0, 299)).toEqual(before.slice(0, 299));
    expect(dif[299]).not.toBe(before[299]);
    set.updateLast(data[299]);
    expectSameSet(set, createIndicatorSet(data));
  });

  it('grows from nothing, bar by bar', () => {
    const set = createIndicatorSetFromColumns({ high: [], low: [], close: [], volume: [] });
    everyLine(set);
    set.updateLast(data[0]);
    for (let i = 1; i < 60; i++) set.appendBar(data[i]);
    expectSameSet(set, createIndicatorSet(data.slice(0, 60)));
  });

  it('copies its inputs', () => {
    const cols = { high: high.slice(), low: low.slice(), close: close.slice(), volume: volume.slice() };
    const set = createIndicatorSetFromColumns(cols);
    set.appendBar(data[0]);
    expect(cols.close).toHaveLength(300);
    expect(set.length).toBe(301);
  });

  it('computes nothing until asked, then only what was asked', () => {
    const set = createIndicatorSet(data);
    expect(set.size).toBe(0);
    expect(set.has(CALCS.wr)).toBe(false);
    const macdLines = set.lines(CALCS.macd);
    expect(set.lines(CALCS.macd)).toBe(macdLines);
    expect(set.size).toBe(1);
    expect(set.has(CALCS.wr)).toBe(false);
    set.appendBar(data[299]);
    expect(macdLines.dif).toHaveLength(301);
    expect(set.has(CALCS.wr)).toBe(false);
  });

  it('a calculation asked for after live bars covers them', () => {
    const live = createIndicatorSet(data.slice(0, 250));
    live.lines(CALCS.macd);
    for (let i = 250; i < 300; i++) live.appendBar(data[i]);
    expectSeries(live.lines(CALCS.wr)[10], wr(high, low, close, 10));
    expectSeries(live.lines(CALCS.rsi)[6], rsi(close, 6));
  });

  it('retain drops the others: live trades stop updating them', () => {
    const set = createIndicatorSet(data.slice(0, 299));
    const w = set.lines(CALCS.wr);
    const k = set.lines(CALCS.kdj);
    set.retain([CALCS.kdj]);
    expect(set.has(CALCS.wr)).toBe(false);
    expect(set.has(CALCS.kdj)).toBe(true);
    set.appendBar(data[299]);
    expect(w[10]).toHaveLength(299);
    expect(k.k).toHaveLength(300);
    // asked again, it is computed afresh over every bar
    expectSeries(set.lines(CALCS.wr)[10], wr(high, low, close, 10));
  });
});
