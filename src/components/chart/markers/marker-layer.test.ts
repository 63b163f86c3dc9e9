import type { BarMarks } from './markers';
import {
  MARK_OFFSET_PX,
  MARKER_COLOR,
  chartYLabels,
  markSpots,
  sameSpots,
  toPixel,
  type AxisMap,
  type Box,
  type MarkSpot,
} from './marker-layer';
import { klineFrame } from '../gestures/frame/kline-frame';
import { renderWithECharts } from '../gestures/frame/echarts-render';
import { testHistory, testInput } from '../gestures/frame/testing';
import { LIGHT_PALETTE } from '../palette';

const bar = (index: number, kinds: BarMarks['kinds']): BarMarks => ({ index, kinds, items: [] });

describe('toPixel', () => {
  it.each<[string, AxisMap, number, number]>([
    ['between the two points', { v0: 0, p0: 10, v1: 10, p1: 110 }, 5, 60],
    ['beyond them (the map is linear)', { v0: 0, p0: 10, v1: 10, p1: 110 }, 20, 210],
    ['a falling map (prices: up is a smaller y)', { v0: 100, p0: 200, v1: 110, p1: 100 }, 105, 150],
    ['one point twice: that point', { v0: 3, p0: 42, v1: 3, p1: 42 }, 7, 42],
  ])('%s', (_, map, v, px) => {
    expect(toPixel(map, v)).toBeCloseTo(px, 9);
  });
});

describe('markSpots', () => {
  // Bars 10 px apart, bar 0 at x = 5; prices 100 → y 200, 110 → y 100.
  const x: AxisMap = { v0: 0, p0: 5, v1: 1, p1: 15 };
  const y: AxisMap = { v0: 100, p0: 200, v1: 110, p1: 100 };
  const low = [100, 101, 102, 103, 104, 105];
  const high = [101, 103, 104, 105, 106, 107];
  const plot = { left: 1, right: 40, top: 0, bottom: 1000 };

  it.each<[string, BarMarks[], Array<{ x: number; y: number; letter: string; color: string }>]>([
    ['no marks: nothing', [], []],
    [
      'a mark under its bar’s low, in its kind’s letter and colour',
      [bar(1, ['notice'])],
      [{ x: 15, y: 190 + MARK_OFFSET_PX, letter: '公', color: MARKER_COLOR.notice }],
    ],
    [
      'several kinds on a bar: the first (ex-right before the others)',
      [bar(2, ['exright', 'notice'])],
      [{ x: 25, y: 180 + MARK_OFFSET_PX, letter: '除', color: MARKER_COLOR.exright }],
    ],
    [
      'bars outside the plot (outside the window) are left out',
      [bar(0, ['lhb']), bar(3, ['notice']), bar(4, ['lhb']), bar(5, ['notice'])],
      [
        { x: 5, y: 200 + MARK_OFFSET_PX, letter: '龙', color: MARKER_COLOR.lhb },
        { x: 35, y: 170 + MARK_OFFSET_PX, letter: '公', color: MARKER_COLOR.notice },
      ],
    ],
  ])('%s', (_, marks, want) => {
    const got = markSpots(marks, { low, high }, x, y, plot);
    expect(got).toHaveLength(want.length);
    got.forEach((s, i) => {
      expect(s.x).toBeCloseTo(want[i].x, 9);
      expect(s.y).toBeCloseTo(want[i].y, 9);
      expect(s.letter).toBe(want[i].letter);
      expect(s.color).toBe(want[i].color);
      expect(s.index).toBe(marks[i].index);
    });
  });

  // Bar 1: low 101 → y 190, under it the mark at 190 + 11 (box 194–208 with the 14 px mark);
  // high 103 → y 170, over it the mark at 170 − 11 (box 152–166).
  const under = 190 + MARK_OFFSET_PX;
  const over = 170 - MARK_OFFSET_PX;
  const label = (top: number, left = 0, right = 40): Box => ({ left, top, right, bottom: top + 12 });
  it.each<[string, Box[], number]>([
    ['no labels: under the low', [], under],
    ['a label clear of the mark: under the low', [label(215)], under],
    ['a label under the low: over the high instead', [label(196)], over],
    ['a label beside the mark’s column (x 8–22): under the low', [label(196, 23, 60)], under],
    ['a label touching the mark’s edge only: under the low', [label(208)], under],
    ['labels as much under the low as over the high: under the low', [label(196), label(152)], under],
    ['labels under the low and less over the high: over the high', [label(196), label(164)], over],
    ['labels more over the high than under the low: under the low', [label(206), label(154)], under],
  ])('%s', (_, avoid, wantY) => {
    const [spot] = markSpots([bar(1, ['exright'])], { low, high }, x, y, plot, avoid);
    expect(spot.y).toBeCloseTo(wantY, 9);
  });

  it.each<[string, number, number]>([
    ['over the high inside the grid (its top at 152)', 152, over],
    ['over the high would reach above the grid (the legend’s row): under the low', 153, under],
  ])('%s', (_, top, wantY) => {
    const [spot] = markSpots([bar(1, ['exright'])], { low, high }, x, y, { ...plot, top }, [label(196)]);
    expect(spot.y).toBeCloseTo(wantY, 9);
  });

  // The mark under the low reaches 208 px; the grid's bottom (the time labels under it).
  it.each<[string, number, number, Box[]]>([
    ['inside the grid (its bottom at 208): under the low', 208, under, []],
    ['under the grid’s bottom (205): over the high', 205, over, []],
    [
      'under the grid’s bottom, and over the high a label covered more: under the low',
      207,
      under,
      [label(160)],
    ],
  ])('%s', (_, bottom, wantY, avoid) => {
    const [spot] = markSpots([bar(1, ['exright'])], { low, high }, x, y, { ...plot, bottom }, avoid);
    expect(spot.y).toBeCloseTo(wantY, 9);
  });
});

describe('chartYLabels: the price labels read back from the axis map are the frame painter’s', () => {
  const h = testHistory(1500);
  /** The chart's option input and the painter's frame of a window, at 375 × 250 with 10 px labels. */
  const frameOf = (window: { startValue: number; endValue: number }, decimals: number) => {
    const input = testInput(h, {
      indicator: 'VOL',
      showMa: true,
      palette: LIGHT_PALETTE,
      height: 250,
      decimals,
    });
    return {
      input,
      f: klineFrame({ option: input, width: 375, window, fontSize: 10, measure: (t) => t.length * 6 }),
    };
  };

  it.each<[string, number, number, number]>([
    ['the default window', 1452, 1499, 2],
    ['a zoomed-out window', 900, 1499, 2],
    ['the whole history', 0, 1499, 2],
    ['three decimals (HK, US)', 1400, 1499, 3],
    ['a short window', 30, 49, 2],
  ])('%s', (_, startValue, endValue, decimals) => {
    const { f } = frameOf({ startValue, endValue }, decimals);
    // What marker-layer's chartAxisMaps reads from ECharts: two points of the price axis.
    const y: AxisMap = { v0: 0, p0: f.yOfMain(0), v1: 1, p1: f.yOfMain(1) };
    const got = chartYLabels(y, { top: f.main.y, height: f.main.height }, decimals);
    expect(f.yLabels.length).toBeGreaterThan(0);
    expect(got.map((t) => t.text)).toEqual(f.yLabels.map((t) => t.text));
    got.forEach((t, i) => {
      expect(t.x).toBe(f.yLabels[i].x);
      expect(t.y).toBeCloseTo(f.yLabels[i].y, 6);
    });
  });

  it.each<[string, number, number, number]>([
    ['ECharts’ own axis map: the default window', 1452, 1499, 2],
    ['ECharts’ own axis map: a zoomed-out window', 900, 1499, 2],
    ['ECharts’ own axis map: three decimals', 1400, 1499, 3],
  ])('%s', (_, startValue, endValue, decimals) => {
    const window = { startValue, endValue };
    const { input, f } = frameOf(window, decimals);
    const { chart, drawn } = renderWithECharts(input, window, 375, 10);
    try {
      // What marker-layer's chartAxisMaps reads: two points of ECharts' price axis.
      const y: AxisMap = {
        v0: 0,
        p0: chart.convertToPixel({ yAxisIndex: 0 }, 0),
        v1: 1,
        p1: chart.convertToPixel({ yAxisIndex: 0 }, 1),
      };
      const got = chartYLabels(y, { top: f.main.y, height: f.main.height }, decimals).map((t) => t.text);
      // ECharts' own price labels: the texts at the main grid's left.
      const theirs = drawn.texts.filter(
        (t) => Math.abs(t.x - f.yLabels[0].x) < 1e-6 && t.y < f.main.y + f.main.height,
      );
      expect(got.length).toBeGreaterThan(0);
      expect(got).toEqual(theirs.map((t) => t.text));
    } finally {
      chart.dispose();
    }
  });

  it('no labels for a map without a price range', () => {
    expect(chartYLabels({ v0: 0, p0: 100, v1: 1, p1: 100 }, { top: 20, height: 150 }, 2)).toEqual([]);
  });
});

describe('sameSpots', () => {
  const s = (x: number, y = 10, letter = '公', color = MARKER_COLOR.notice): MarkSpot => ({
    x,
    y,
    letter,
    color,
    index: 0,
  });
  it.each<[string, MarkSpot[], MarkSpot[], boolean]>([
    ['both empty', [], [], true],
    ['the same marks at the same places', [s(1), s(2)], [s(1), s(2)], true],
    ['one more mark', [s(1)], [s(1), s(2)], false],
    ['a mark moved sideways', [s(1)], [s(1.5)], false],
    ['a mark moved up (the price range changed)', [s(1, 10)], [s(1, 11)], false],
    ['another kind on the same bar', [s(1)], [s(1, 10, '除', MARKER_COLOR.exright)], false],
  ])('%s', (_, a, b, same) => {
    expect(sameSpots(a, b)).toBe(same);
  });
});
