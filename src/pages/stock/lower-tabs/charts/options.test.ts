import { riseFallColors } from '../../../../lib/updown-colors';
import { HOLD_COLOR, recommendationColors, withAlpha } from './options';

test.each([
  ['#E94041', 0.55, 'rgba(233, 64, 65, 0.55)'],
  ['#0072B2', 1, 'rgba(0, 114, 178, 1)'],
])('withAlpha(%s, %s)', (hex, alpha, want) => {
  expect(withAlpha(hex, alpha)).toBe(want);
});

test.each([
  ['red-up', false],
  ['green-up', false],
  ['blue-orange', false],
  ['blue-orange', true],
] as const)(
  'the ratings follow the %s scheme (dark %s): buys rise-coloured, sells fall-coloured',
  (scheme, dark) => {
    const rf = riseFallColors(scheme, dark);
    const c = recommendationColors(rf);
    expect(c.strong_buy).toBe(rf.rise);
    expect(c.strong_sell).toBe(rf.fall);
    expect(c.buy).toBe(withAlpha(rf.rise, 0.55));
    expect(c.sell).toBe(withAlpha(rf.fall, 0.55));
    expect(c.hold).toBe(HOLD_COLOR);
  },
);
