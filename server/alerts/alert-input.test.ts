import { alertSpec, CHANGE_LEVEL_MSG, PRICE_LEVEL_MSG, SPEED_LEVEL_MSG } from './alert-input';

describe('alertSpec', () => {
  it.each([
    [
      'priceUp',
      12.5,
      'once',
      5,
      { metric: 'price', direction: 'up', level: 12.5, repeat: 'once', quietMs: 0 },
    ],
    [
      'priceDown',
      8,
      'daily',
      5,
      { metric: 'price', direction: 'down', level: 8, repeat: 'daily', quietMs: 0 },
    ],
    [
      'changeAbove',
      5,
      'every',
      10,
      { metric: 'change', direction: 'up', level: 5, repeat: 'every', quietMs: 600_000 },
    ],
    [
      'changeBelow',
      -3,
      'once',
      5,
      { metric: 'change', direction: 'down', level: -3, repeat: 'once', quietMs: 0 },
    ],
    ['speedAbove', 2, 'once', 5, { metric: 'speed', direction: 'up', level: 2, repeat: 'once', quietMs: 0 }],
    ['priceUp', 0, 'once', 5, PRICE_LEVEL_MSG],
    ['priceDown', -1, 'once', 5, PRICE_LEVEL_MSG],
    ['priceUp', Number.NaN, 'once', 5, PRICE_LEVEL_MSG],
    ['changeAbove', 1001, 'once', 5, CHANGE_LEVEL_MSG],
    ['changeBelow', -100, 'once', 5, CHANGE_LEVEL_MSG],
    ['speedAbove', 101, 'once', 5, SPEED_LEVEL_MSG],
  ] as const)('%s %p %s %p → %p', (kind, level, repeat, quiet, want) => {
    expect(alertSpec(kind, level, repeat, quiet)).toEqual(want);
  });
});
