/** The ported ECharts rules, by hand-worked cases (the parity test checks them against ECharts). */
import { createIndicatorSetFromColumns } from '../../../../lib/indicators';
import type { KlineOptionInput } from '../../options/kline';
import { LIGHT_PALETTE } from '../../palette';
import type { KlineData } from '../../types';
import { ecRound, getPrecision, intervalTicks, niceRound, niceScale, subPixelOptimize } from './echarts-math';
import {
  autoLabelInterval,
  CANDLE_STRIDE,
  CandleField,
  categoryLabelTicks,
  echartsWindow,
  klineFrame,
  type XLabelState,
} from './kline-frame';

describe('numbers as ECharts rounds them', () => {
  test.each([
    [6.8992, 5],
    [13.2e6, 1e7],
    [0.89, 1],
    [0.0111, 0.01],
    [2.4, 2],
    [3.9, 3],
    [0.00026, 0.0003],
  ])('nice(%p) = %p', (v, nice) => expect(niceRound(v)).toBe(nice));

  test.each([
    [5, 0],
    [0.01, 2],
    [0.0003, 4],
    [1e7, 0],
    [2.5, 1],
  ])('precision of %p is %p', (v, p) => expect(getPrecision(v)).toBe(p));

  test('round is toFixed with the precision clamped to 0..20', () => {
    expect(ecRound(0.1 + 0.2, 2)).toBe(0.3);
    expect(ecRound(1234.5678, -3)).toBe(1235);
  });

  test.each([
    // position, line width, towards +, result (the line's centre on a half pixel for an odd width)
    [6.828, 1, false, 6.5],
    [2.94, 1, true, 3.5],
    [4.885, 1, false, 4.5],
    [154, 1, true, 154.5],
    [151.91, 1, true, 152.5],
    [3.25, 2, true, 4],
    [3.25, 0, true, 3.25],
  ])('subPixelOptimize(%p, %p, %p) = %p', (pos, w, positive, out) => {
    expect(subPixelOptimize(pos, w, positive)).toBe(out);
  });
});

describe('value axis: nice interval and ticks', () => {
  test('the price axis: fixed padded ends, about 3 steps, the ends as extra ticks', () => {
    const s = niceScale([79.6912, 100.3888], 3, true, true);
    // 20.6976 / 3 = 6.9 → 5; multiples of 5 inside the extent: 80 … 100.
    expect(s.interval).toBe(5);
    expect(s.extent).toEqual([79.6912, 100.3888]);
    expect(intervalTicks(s)).toEqual([79.6912, 80, 85, 90, 95, 100, 100.3888]);
  });

  test('an end on a multiple is not repeated', () => {
    expect(intervalTicks(niceScale([80, 100.3888], 3, true, true))).toEqual([80, 85, 90, 95, 100, 100.3888]);
  });

  test('small prices: the interval 0.01 and its precision', () => {
    const s = niceScale([0.0123, 0.0456], 3, true, true);
    expect(s.interval).toBe(0.01);
    expect(intervalTicks(s)).toEqual([0.0123, 0.02, 0.03, 0.04, 0.0456]);
  });

  test('volume: from 0, the top moved out to the nice step (one step)', () => {
    expect(niceScale([0, 13.2e6], 1, true, false).extent).toEqual([0, 2e7]);
  });

  test('an indicator: both ends moved out', () => {
    expect(niceScale([-0.37, 0.52], 1, false, false).extent).toEqual([-1, 1]);
    expect(niceScale([21.3, 78.6], 1, false, false).extent).toEqual([0, 100]);
  });

  test('a flat series is widened by half its value each way first', () => {
    expect(niceScale([5, 5], 1, false, false).extent).toEqual([0, 10]);
    expect(niceScale([0, 0], 1, false, false).extent).toEqual([0, 1]);
  });
});

describe('category labels', () => {
  test.each([
    // start, end, interval → label ticks (off: the window's end bars added off the interval)
    [1452, 1499, 8, ['1452*', 1458, 1467, 1476, 1485, 1494, '1499*']],
    [0, 20, 3, [0, 4, 8, 12, 16, 20]],
    [5, 8, 0, [5, 6, 7, 8]],
    // fewer than three steps: counted from the window's start
    [10, 19, 5, [10, 16, '19*']],
  ])('window %p–%p, interval %p', (s, e, interval, expected) => {
    const got = categoryLabelTicks(s, e, interval).map((t) => (t.off ? `${t.value}*` : t.value));
    expect(got).toEqual(expected);
  });

  const labels = Array.from({ length: 100 }, () => '2025-07-28');
  const sixPerChar = (t: string) => t.length * 6;
  const band = 373 / 48;

  test('the interval: the widest label × 1.3 over the band width', () => {
    // 60 px × 1.3 = 78 px over 7.77 px = 10.04 → 10
    expect(autoLabelInterval(labels, 0, 47, band, 373, 'f', sixPerChar)).toBe(10);
  });

  test.each([
    ['one more than now, nearly the same bar count: kept', { last: 11, count: 47, w: 373 }, 11],
    ['one more but the bar count moved by 2: new', { last: 11, count: 46, w: 373 }, 10],
    ['two more: new', { last: 12, count: 48, w: 373 }, 10],
    ['less than now: new', { last: 9, count: 48, w: 373 }, 10],
    ['another plot width: new', { last: 11, count: 48, w: 412 }, 10],
  ])('ECharts’ memory of the last interval: %s', (_name, last, expected) => {
    const state: XLabelState = {
      lastAutoInterval: last.last,
      lastTickCount: last.count,
      axisExtent0: 0,
      axisExtent1: last.w,
    };
    expect(autoLabelInterval(labels, 0, 47, band, 373, 'f', sixPerChar, state)).toBe(expected);
    // A new interval is remembered; a kept one leaves the memory as it was.
    expect(state.lastAutoInterval).toBe(expected);
  });
});

describe('the window ECharts draws', () => {
  test.each([
    [{ startValue: 100, endValue: 147 }, 1500, { startValue: 100, endValue: 147 }],
    // 20 bars is a span of 19, under minValueSpan 20: one more bar, taken before the newest
    [{ startValue: 1480, endValue: 1499 }, 1500, { startValue: 1479, endValue: 1499 }],
    [{ startValue: 0, endValue: 19 }, 1500, { startValue: 0, endValue: 20 }],
    [{ startValue: 7, endValue: 1506 }, 1500, { startValue: 0, endValue: 1499 }],
    [{ startValue: 0, endValue: 9 }, 10, { startValue: 0, endValue: 9 }],
  ])('%p of %p bars → %p', (w, total, expected) => expect(echartsWindow(w, total)).toEqual(expected));
});

describe('candles', () => {
  // 21 bars (the narrowest window): a doji first, a rise, a doji under the rise's close, a fall.
  const rows: Array<[number, number, number, number]> = [
    [10, 10, 9.5, 10.5],
    [10, 11, 9.8, 11.2],
    [10.5, 10.5, 10.2, 10.8],
    [10.5, 10, 9.9, 10.6],
  ];
  while (rows.length < 21) rows.push([10, 10.2, 9.9, 10.3]);
  const data: KlineData = {
    time: rows.map((_, i) => i),
    open: rows.map((r) => r[0]),
    close: rows.map((r) => r[1]),
    low: rows.map((r) => r[2]),
    high: rows.map((r) => r[3]),
    volume: rows.map(() => 1000),
    amount: rows.map(() => 1e4),
    preClose: rows.map((r) => r[0]),
  };
  const input: KlineOptionInput = {
    data,
    labels: rows.map((_, i) => `2025-01-${String(i + 1).padStart(2, '0')}`),
    candles: rows.map((r) => [...r]),
    set: createIndicatorSetFromColumns(data),
    indicator: 'VOL',
    showMa: false,
    palette: LIGHT_PALETTE,
    height: 250,
    decimals: 2,
  };
  const f = klineFrame({
    option: input,
    width: 375,
    window: { startValue: 0, endValue: 20 },
    fontSize: 10,
    measure: (t) => t.length * 6,
  });
  const row = (i: number, field: CandleField) => f.candles[i * CANDLE_STRIDE + field];

  test('colour: rise, fall, and a doji by the close before it (the window’s first: rise)', () => {
    expect([0, 1, 2, 3].map((i) => row(i, CandleField.sign))).toEqual([1, 1, -1, -1]);
  });

  test('body half a band wide (373 / 21 / 2 = 8.88 px), its edges on half pixels', () => {
    expect(f.candleMode).toBe('box');
    expect(f.candleWidth).toBeCloseTo(373 / 21 / 2, 10);
    // bar 0's centre 1 + 373 / 42 = 9.881: left 9.881 − 4.440 = 5.44 → 5.5, right 14.32 → 14.5
    expect(row(0, CandleField.left)).toBe(5.5);
    expect(row(0, CandleField.right)).toBe(14.5);
    expect(row(0, CandleField.wickX)).toBe(9.5);
  });

  test('body from max(open, close) to min(open, close); wick from high to low', () => {
    expect(row(1, CandleField.top)).toBeCloseTo(f.yOfMain(11), 10);
    expect(row(1, CandleField.bottom)).toBeCloseTo(f.yOfMain(10), 10);
    expect(row(3, CandleField.top)).toBeCloseTo(f.yOfMain(10.5), 10);
    expect(row(3, CandleField.high)).toBeCloseTo(f.yOfMain(10.6), 10);
    expect(row(3, CandleField.low)).toBeCloseTo(f.yOfMain(9.9), 10);
  });

  test('the price range: 6 % padding around the lows and highs (9.5 … 11.2)', () => {
    const pad = (11.2 - 9.5) * 0.06;
    expect(f.mainExtent[0]).toBeCloseTo(9.5 - pad, 10);
    expect(f.mainExtent[1]).toBeCloseTo(11.2 + pad, 10);
    expect(f.yOfMain(f.mainExtent[1])).toBe(f.main.y);
    expect(f.yOfMain(f.mainExtent[0])).toBe(f.main.y + f.main.height);
  });

  test('bars: volume from the sub grid’s bottom, 69 % of the band (≤ 12 px) centred on the bar', () => {
    expect(f.barWidth).toBeCloseTo(Math.min(12, (373 / 21) * 0.69), 5);
    const rise = f.bars![0];
    expect(rise[0]).toBeCloseTo(f.xOf(0) - f.barWidth / 2, 4);
    expect(rise[1]).toBe(f.sub.y + f.sub.height);
    // a bar is in one tone only: bar 3 falls; bar 2, a doji, is a rise for volume (close ≥ open)
    expect(Number.isNaN(rise[3 * 3 + 2])).toBe(true);
    expect(f.bars![1][3 * 3 + 2]).toBeLessThan(0);
    expect(rise[2 * 3 + 2]).toBeLessThan(0);
    expect(Number.isNaN(f.bars![1][2 * 3 + 2])).toBe(true);
  });
});
