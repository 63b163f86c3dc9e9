import {
  clampWindow,
  defaultWindow,
  flingStep,
  flingTotal,
  followAppend,
  lockDirection,
  panBy,
  pinchFactor,
  releaseVelocity,
  shiftForPrepend,
  shouldLoadOlder,
  visibleIndices,
  zoomAround,
  type BarWindow,
} from './window-math';

const w = (start: number, end: number): BarWindow => ({ start, end });

describe('defaultWindow', () => {
  it.each([
    [1500, w(1452, 1500)],
    [48, w(0, 48)],
    [10, w(0, 10)],
    [0, w(0, 0)],
  ])('%i bars → %o', (count, expected) => expect(defaultWindow(count)).toEqual(expected));
});

describe('clampWindow', () => {
  it.each([
    ['inside stays', w(100, 200), 1500, w(100, 200)],
    ['too narrow widens to 20 around its start', w(100, 105), 1500, w(100, 120)],
    ['wider than the history shows all', w(-50, 2000), 1500, w(0, 1500)],
    ['past the newest slides back', w(1490, 1540), 1500, w(1450, 1500)],
    ['before the oldest slides forward', w(-30, 20), 1500, w(0, 50)],
    ['fewer bars than the minimum: all', w(0, 5), 12, w(0, 12)],
    ['no bars', w(3, 9), 0, w(0, 0)],
  ])('%s', (_name, input, count, expected) => expect(clampWindow(input, count)).toEqual(expected));
});

describe('zoomAround', () => {
  it.each([
    // window, factor, anchor, count → expected
    ['zoom in 2× at the centre keeps the centre bar', w(100, 200), 2, 0.5, 1500, w(125, 175)],
    ['zoom in 2× at the left edge keeps the left bar', w(100, 200), 2, 0, 1500, w(100, 150)],
    ['zoom in 2× at the right edge keeps the right bar', w(100, 200), 2, 1, 1500, w(150, 200)],
    ['zoom out 2× at a quarter keeps the bar at a quarter', w(100, 200), 0.5, 0.25, 1500, w(75, 275)],
    ['zoom in stops at 20 bars', w(100, 200), 100, 0.5, 1500, w(140, 160)],
    ['zoom out stops at the whole history', w(100, 200), 0.001, 0.5, 1500, w(0, 1500)],
    ['zoom out at the newest edge is clamped to the end', w(1400, 1500), 0.5, 0.9, 1500, w(1300, 1500)],
    ['a bad factor only clamps', w(100, 200), NaN, 0.5, 1500, w(100, 200)],
  ])('%s', (_name, input, factor, anchor, count, expected) => {
    const out = zoomAround(input, factor, anchor, count);
    expect(out.start).toBeCloseTo(expected.start, 9);
    expect(out.end).toBeCloseTo(expected.end, 9);
  });
});

describe('panBy', () => {
  it.each([
    ['right by half the plot goes back half a window', w(1400, 1500), 150, 300, 1500, w(1350, 1450)],
    ['left by a quarter goes forward a quarter', w(1000, 1100), -75, 300, 1500, w(1025, 1125)],
    ['cannot pass the newest bar', w(1400, 1500), -300, 300, 1500, w(1400, 1500)],
    ['cannot pass the oldest bar', w(20, 120), 600, 300, 1500, w(0, 100)],
    ['zero width: only clamps', w(20, 120), 50, 0, 1500, w(20, 120)],
  ])('%s', (_name, input, dx, width, count, expected) => {
    const out = panBy(input, dx, width, count);
    expect(out.start).toBeCloseTo(expected.start, 9);
    expect(out.end).toBeCloseTo(expected.end, 9);
  });
});

describe('fling', () => {
  it('halves its speed every half-life and covers the integral of the speed', () => {
    const s = flingStep(1, 120, 120);
    expect(s.velocity).toBeCloseTo(0.5, 9);
    expect(s.distance).toBeCloseTo((1 - 0.5) * (120 / Math.LN2), 9);
    expect(s.done).toBe(false);
  });
  it('steps add up to the total distance', () => {
    let v = 0.8;
    let sum = 0;
    for (let i = 0; i < 400; i++) {
      const s = flingStep(v, 16);
      sum += s.distance;
      v = s.velocity;
      if (s.done) break;
    }
    expect(sum).toBeCloseTo(flingTotal(0.8), 0);
  });
  it('stops once slow', () => {
    expect(flingStep(0.0015, 200).done).toBe(true);
    expect(flingStep(-0.5, 16).done).toBe(false);
  });
  it.each([
    [
      'steady move',
      [
        { x: 0, t: 0 },
        { x: 10, t: 16 },
        { x: 20, t: 32 },
        { x: 30, t: 48 },
      ],
      30 / 48,
    ],
    [
      'finger rested before release',
      [
        { x: 0, t: 0 },
        { x: 30, t: 16 },
        { x: 30, t: 200 },
      ],
      0,
    ],
    ['one sample', [{ x: 5, t: 0 }], 0],
    [
      'only the recent samples count',
      [
        { x: 0, t: 0 },
        { x: 100, t: 100 },
        { x: 110, t: 150 },
        { x: 130, t: 170 },
      ],
      30 / 70,
    ],
  ])('release velocity: %s', (_n, samples, expected) =>
    expect(releaseVelocity(samples)).toBeCloseTo(expected, 9),
  );
});

describe('direction lock', () => {
  it.each([
    [3, 2, null],
    [10, 2, 'x'],
    [-10, 4, 'x'],
    [2, 10, 'y'],
    [6, -6, 'y'],
  ] as const)('dx %i dy %i → %s', (dx, dy, expected) => expect(lockDirection(dx, dy)).toBe(expected));
});

describe('older bars', () => {
  it.each([
    [w(0, 48), true],
    [w(10, 58), true],
    [w(10.5, 58.5), false],
    [w(400, 448), false],
  ])('load older at %o → %s', (input, expected) => expect(shouldLoadOlder(input)).toBe(expected));
  it('a prepend keeps the same bars on screen', () => {
    expect(shiftForPrepend(w(3, 51), 500)).toEqual(w(503, 551));
  });
});

describe('followAppend', () => {
  it.each([
    ['at the newest bar slides with it', w(1452, 1500), 1500, 1501, w(1453, 1501)],
    ['moved back in time stays', w(1000, 1048), 1500, 1501, w(1000, 1048)],
    ['no new bar', w(1452, 1500), 1500, 1500, w(1452, 1500)],
  ])('%s', (_n, input, before, after, expected) =>
    expect(followAppend(input, before, after)).toEqual(expected),
  );
});

describe('visibleIndices', () => {
  it.each([
    [w(1452, 1500), 1500, { startValue: 1452, endValue: 1499 }],
    [w(10.4, 30.6), 1500, { startValue: 10, endValue: 30 }],
    [w(0, 5), 5, { startValue: 0, endValue: 4 }],
    [w(0, 0), 0, { startValue: 0, endValue: 0 }],
  ])('%o of %i', (input, count, expected) => expect(visibleIndices(input, count)).toEqual(expected));
});

describe('pinchFactor', () => {
  it.each([
    [100, 200, 2],
    [200, 100, 0.5],
    [0, 100, 1],
  ])('%i → %i px: %f', (a, b, expected) => expect(pinchFactor(a, b)).toBe(expected));
});
