/**
 * The painter's picture equals ECharts' (issue 21, gesture frames): the real K-line option drawn by
 * ECharts 6.1 (SSR, the production build) against klineFrame + paintKlineFrame for the same input,
 * window, width and label size, to 0.01 px: every label (text, anchor, alignment), split and axis
 * line, candle, line point and bar. ECharts' own text measure is the `measure` on both sides.
 */
import { DARK_PALETTE, LIGHT_PALETTE } from '../../palette';
import type { IndicatorKey } from '../../types';
import { LANDSCAPE_AXIS_FONT_PX, landscapeChartHeight } from '../../fullscreen/layout';
import { echartsMeasure, renderWithECharts, zoomTo } from './echarts-render';
import { klineFrame, noteEChartsDraw, type CandleMode, type XLabelState } from './kline-frame';
import { compareWithECharts } from './parity';
import { testHistory, testInput } from './testing';

const history = testHistory(1500);
const TOTAL = 1500;

interface Case {
  bars: number;
  at: 'start' | 'middle' | 'end';
  indicator: IndicatorKey;
  showMa: boolean;
  width: number;
  fontSize: number;
  dark?: boolean;
}

/** The chart's height on the page (2.5 rem at 100 px a rem per 375 px of width) or in landscape. */
const heightOf = (c: Case): number =>
  c.fontSize === LANDSCAPE_AXIS_FONT_PX ? landscapeChartHeight(375, 116) : Math.round((c.width / 375) * 250);

function windowOf(bars: number, at: Case['at']): { startValue: number; endValue: number } {
  const n = Math.min(bars, TOTAL);
  const start = at === 'start' ? 0 : at === 'end' ? TOTAL - n : Math.floor((TOTAL - n) / 2) + 7;
  return { startValue: start, endValue: start + n - 1 };
}

const INDICATORS: IndicatorKey[] = ['VOL', 'MACD', 'KDJ', 'RSI', 'BOLL'];
const cases: Case[] = [];
const sizes: Array<{ width: number; fontSize: number }> = [
  { width: 375, fontSize: 10 },
  { width: 414, fontSize: 10 },
  { width: 667, fontSize: LANDSCAPE_AXIS_FONT_PX },
];
[20, 48, 120, 580, 650, 1500].forEach((bars, bi) => {
  (['start', 'middle', 'end'] as const).forEach((at, ai) => {
    sizes.forEach((size, si) => {
      const indicator = INDICATORS[(bi + ai + si) % INDICATORS.length];
      cases.push({
        bars,
        at,
        indicator,
        showMa: (bi + ai + si) % 3 !== 1,
        ...size,
        dark: (ai + si) % 2 === 1,
      });
    });
  });
});
// Every indicator with and without MA at the default window on the page; WR (issue 35) there only.
for (const indicator of [...INDICATORS, 'WR'])
  for (const showMa of [true, false])
    cases.push({ bars: 48, at: 'end', indicator, showMa, width: 375, fontSize: 10 });

// The limit-up run (bars 700–705: flat candles at the top), a doji as the window's first bar (22).
const special: Array<[string, { startValue: number; endValue: number }, CandleMode]> = [
  // The switches: boxes to single lines under 1.3 px (143 / 144 bars at 373 px), large from 600.
  ['143 bars', { startValue: 1000, endValue: 1142 }, 'box'],
  ['144 bars', { startValue: 1000, endValue: 1143 }, 'simple'],
  ['599 bars', { startValue: 800, endValue: 1398 }, 'simple'],
  ['600 bars', { startValue: 800, endValue: 1399 }, 'large'],
  ['21 bars, the narrowest', { startValue: 1000, endValue: 1020 }, 'box'],
  ['the limit-up run', { startValue: 690, endValue: 737 }, 'box'],
  ['a doji first', { startValue: 22, endValue: 69 }, 'box'],
  ['gaps up and down', { startValue: 1160, endValue: 1279 }, 'box'],
];

const name = (c: Case) =>
  `${c.bars} bars at the ${c.at}, ${c.indicator}${c.showMa ? '' : ' without MA'}, ${c.width} px, ${c.fontSize} px labels${c.dark ? ', dark' : ''}`;

describe('klineFrame + paintKlineFrame draw what ECharts draws', () => {
  test.each(cases.map((c) => [name(c), c] as const))('%s', (_name, c) => {
    const palette = c.dark ? DARK_PALETTE : LIGHT_PALETTE;
    const input = testInput(history, {
      indicator: c.indicator,
      showMa: c.showMa,
      palette,
      height: heightOf(c),
    });
    const window = windowOf(c.bars, c.at);
    const { chart, drawn } = renderWithECharts(input, window, c.width, c.fontSize);
    try {
      const frame = klineFrame({
        option: input,
        width: c.width,
        window,
        fontSize: c.fontSize,
        measure: echartsMeasure,
      });
      const report = compareWithECharts(drawn, frame, palette);
      expect(report.problems).toEqual([]);
      // The comparison saw the chart's parts (not an empty picture on both sides).
      expect(report.counts.splitLines).toBeGreaterThanOrEqual(3);
      expect(report.counts.labels).toBeGreaterThanOrEqual(3);
      expect(report.counts.candles).toBeGreaterThan(0);
      expect(report.counts.lines).toBeGreaterThan(0);
    } finally {
      chart.dispose();
    }
  });
});

describe('special bars', () => {
  test.each(special)('%s', (_name, window, mode) => {
    for (const indicator of ['VOL', 'MACD'] as const) {
      const input = testInput(history, { indicator, showMa: true, palette: LIGHT_PALETTE, height: 250 });
      const { chart, drawn } = renderWithECharts(input, window, 375, 10);
      try {
        const frame = klineFrame({
          option: input,
          width: 375,
          window,
          fontSize: 10,
          measure: echartsMeasure,
        });
        expect(frame.candleMode).toBe(mode);
        expect(compareWithECharts(drawn, frame, LIGHT_PALETTE).problems).toEqual([]);
      } finally {
        chart.dispose();
      }
    }
  });
});

describe('a pinch on one chart: the windows in sequence through dataZoom, as the app drew them', () => {
  const sequences: Array<[string, number[], number]> = [
    ['zoom in 48 → 20', [48, 40, 33, 27, 20], 375],
    ['zoom out 48 → 580', [48, 80, 150, 300, 580], 375],
    ['zoom in by one bar', [48, 47, 46, 45, 44, 43, 42, 41], 375],
    ['zoom out by one bar', [40, 41, 42, 43, 44, 45, 46, 47, 48], 414],
    ['landscape, both ways', [48, 60, 59, 58, 30, 31, 32], 667],
  ];
  test.each(sequences)('%s', (_name, counts, width) => {
    const fontSize = width === 667 ? LANDSCAPE_AXIS_FONT_PX : 10;
    const c: Case = { bars: counts[0], at: 'end', indicator: 'VOL', showMa: true, width, fontSize };
    const input = testInput(history, {
      indicator: 'MACD',
      showMa: true,
      palette: LIGHT_PALETTE,
      height: heightOf(c),
    });
    // Centred pinch: the window shrinks or grows around its middle.
    const centre = 1300;
    const windows = counts.map((n) => ({
      startValue: centre - Math.floor(n / 2),
      endValue: centre - Math.floor(n / 2) + n - 1,
    }));
    const { chart, drawn: first } = renderWithECharts(input, windows[0], width, fontSize);
    const state: XLabelState = {};
    try {
      for (let k = 0; k < windows.length; k++) {
        const drawn = k === 0 ? first : zoomTo(chart, windows[k]);
        const frame = klineFrame({
          option: input,
          width,
          window: windows[k],
          fontSize,
          measure: echartsMeasure,
          xLabelState: state,
        });
        const report = compareWithECharts(drawn, frame, LIGHT_PALETTE);
        expect({ step: k, bars: counts[k], problems: report.problems }).toEqual({
          step: k,
          bars: counts[k],
          problems: [],
        });
      }
    } finally {
      chart.dispose();
    }
  });
});

/**
 * The handoff: while the painter draws a gesture, ECharts sees no window; at rest it is given the
 * last one and lays it out with the label memory of its own last draw. A frame laid out with a copy
 * of that memory (taken after the last ECharts draw) is what ECharts then draws.
 */
describe('the handoff at rest: ECharts jumps from the gesture’s first window to its last', () => {
  const gestures: Array<[string, number[]]> = [
    ['pinch in by one bar a frame', [48, 47, 46, 45, 44]],
    ['pinch out', [48, 60, 90, 150]],
    ['drag (the same bar count)', [48, 48, 48]],
    ['pinch in, then out to where it began ± 1', [48, 40, 30, 47]],
  ];
  test.each(gestures)('%s', (_name, counts) => {
    const input = testInput(history, { indicator: 'VOL', showMa: true, palette: LIGHT_PALETTE, height: 250 });
    const windows = counts.map((n, k) => ({ startValue: 1200 + 3 * k, endValue: 1200 + 3 * k + n - 1 }));
    const { chart } = renderWithECharts(input, windows[0], 375, 10);
    try {
      // The memory after ECharts' draw of the first window (the app notes each ECharts draw).
      const atRest: XLabelState = {};
      noteEChartsDraw(atRest, {
        option: input,
        width: 375,
        window: windows[0],
        fontSize: 10,
        measure: echartsMeasure,
      });
      const last = windows[windows.length - 1];
      const frame = klineFrame({
        option: input,
        width: 375,
        window: last,
        fontSize: 10,
        measure: echartsMeasure,
        xLabelState: { ...atRest },
      });
      expect(compareWithECharts(zoomTo(chart, last), frame, LIGHT_PALETTE).problems).toEqual([]);
    } finally {
      chart.dispose();
    }
  });
});
