import type { BarMarks } from './markers';
import {
  MARK_OFFSET_PX,
  MARKER_COLOR,
  markSpots,
  sameSpots,
  toPixel,
  type AxisMap,
  type MarkSpot,
} from './marker-layer';

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
  const plot = { left: 1, right: 40 };

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
    const got = markSpots(marks, low, x, y, plot);
    expect(got).toHaveLength(want.length);
    got.forEach((s, i) => {
      expect(s.x).toBeCloseTo(want[i].x, 9);
      expect(s.y).toBeCloseTo(want[i].y, 9);
      expect(s.letter).toBe(want[i].letter);
      expect(s.color).toBe(want[i].color);
    });
  });
});

describe('sameSpots', () => {
  const s = (x: number, y = 10, letter = '公', color = MARKER_COLOR.notice): MarkSpot => ({
    x,
    y,
    letter,
    color,
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
