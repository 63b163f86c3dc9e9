import fs from 'node:fs';
import path from 'node:path';
import { contrast } from './contrast';
import { UPDOWN_OPTIONS, riseFallColors, updownOf, type UpdownScheme } from './updown-colors';

test.each([
  ['red-up', false, '#E94041', '#05A687'],
  ['green-up', false, '#05A687', '#E94041'],
  ['blue-orange', false, '#C85200', '#0072B2'],
  ['blue-orange', true, '#F0883E', '#4DA3FF'],
] as const)('%s dark=%s: rise %s, fall %s', (scheme, dark, rise, fall) => {
  expect(riseFallColors(scheme, dark)).toEqual({ rise, fall });
});

test('the colour-blind scheme meets AA (4.5:1) on the light and the dark card', () => {
  for (const [dark, card] of [
    [false, '#ffffff'],
    [true, '#181b21'],
  ] as const) {
    const { rise, fall } = riseFallColors('blue-orange', dark);
    expect(contrast(rise, card)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(fall, card)).toBeGreaterThanOrEqual(4.5);
  }
});

test.each([
  ['red-up', 'red-up'],
  ['blue-orange', 'blue-orange'],
  ['RED-UP', null],
  ['', null],
  [undefined, null],
  [3, null],
])('updownOf(%p) = %p', (value, expected) => {
  expect(updownOf(value)).toBe(expected);
});

test('app/theme.css carries the same colours as the table', () => {
  const css = fs.readFileSync(path.join(__dirname, '../app/theme.css'), 'utf8');
  const varsOf = (selector: string) => {
    const at = css.indexOf(`${selector} {`);
    expect(at).toBeGreaterThanOrEqual(0);
    const block = css.slice(at, css.indexOf('}', at));
    const v = (name: string) =>
      /#[0-9a-f]{6}/i.exec(block.slice(block.indexOf(`--${name}:`)))?.[0].toUpperCase();
    return { rise: v('rise'), fall: v('fall') };
  };
  const selectors: [UpdownScheme, boolean, string][] = [
    ['red-up', false, ':root'],
    ['green-up', false, ":root[data-updown='green-up']"],
    ['blue-orange', false, ":root[data-updown='blue-orange']"],
    ['blue-orange', true, ":root[data-theme='dark'][data-updown='blue-orange']"],
  ];
  for (const [scheme, dark, selector] of selectors)
    expect(varsOf(selector)).toEqual(riseFallColors(scheme, dark));
  expect(UPDOWN_OPTIONS.map((o) => o.label)).toEqual(['红涨绿跌', '绿涨红跌', '色弱友好']);
});
