import { landscapeChartHeight, localPoint, needsRotation } from './layout';

describe('needsRotation', () => {
  it.each([
    ['the host turned the screen', 'host', 812, 375, false],
    ['the browser locked landscape', 'browser', 812, 375, false],
    ['refused on a portrait phone (iOS Safari): rotate ourselves', 'refused', 375, 812, true],
    ['refused, but the user already holds it sideways', 'refused', 812, 375, false],
  ] as const)('%s', (_n, mode, w, h, expected) => expect(needsRotation(mode, w, h)).toBe(expected));
});

describe('localPoint', () => {
  // A 812 × 375 chart rotated 90° clockwise onto a 375 × 812 screen: its box is the whole screen.
  const screen = { left: 0, top: 0, right: 375, bottom: 812 };
  it.each([
    [
      'unrotated: offset from the top left',
      { left: 10, top: 20, right: 385, bottom: 832 },
      110,
      220,
      false,
      { x: 100, y: 200 },
    ],
    ['rotated: the top right screen corner is the chart origin', screen, 375, 0, true, { x: 0, y: 0 }],
    ['rotated: down the screen is along the chart', screen, 375, 500, true, { x: 500, y: 0 }],
    ['rotated: leftwards on screen is down the chart', screen, 75, 100, true, { x: 100, y: 300 }],
  ])('%s', (_n, rect, cx, cy, rotated, expected) =>
    expect(localPoint(rect, cx, cy, rotated)).toEqual(expected),
  );
});

describe('landscapeChartHeight', () => {
  it.each([
    [375, 110, 265],
    [414.5, 110, 304],
    [200, 110, 160],
  ])('short side %f, chrome %i → %i', (side, chrome, expected) =>
    expect(landscapeChartHeight(side, chrome)).toBe(expected),
  );
});
