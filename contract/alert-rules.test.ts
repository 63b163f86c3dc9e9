import {
  alertSpec,
  CHANGE_LEVEL_MSG,
  parseLevel,
  PRICE_LEVEL_MSG,
  QUIET_MSG,
  SPEED_LEVEL_MSG,
  suggestedLevel,
} from './alert-rules';

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
    ['speedAbove', Number.NaN, 'once', 5, SPEED_LEVEL_MSG],
    ['changeAbove', Number.NaN, 'once', 5, CHANGE_LEVEL_MSG],
    ['priceUp', 10, 'every', 0, QUIET_MSG],
    ['priceUp', 10, 'every', 1441, QUIET_MSG],
    ['priceUp', 10, 'every', 2.5, QUIET_MSG],
    // The quiet period matters only for every-time alerts.
    ['priceUp', 10, 'once', 0, { metric: 'price', direction: 'up', level: 10, repeat: 'once', quietMs: 0 }],
  ] as const)('%s %p %s %p → %p', (kind, level, repeat, quiet, want) => {
    expect(alertSpec(kind, level, repeat, quiet)).toEqual(want);
  });
});

describe('parseLevel', () => {
  it.each([
    ['12.5', 12.5],
    [' 8 ', 8],
    ['-3', -3],
    ['+2%', 2],
    ['1.5％', 1.5],
    ['.5', 0.5],
    ['', Number.NaN],
    ['abc', Number.NaN],
    ['1e3', Number.NaN],
    ['1.2.3', Number.NaN],
    ['0x10', Number.NaN],
  ])('%p → %p', (text, want) => {
    expect(parseLevel(text)).toEqual(want);
  });
});

describe('suggestedLevel', () => {
  it.each([
    ['priceUp', { price: 10, change: 1.2, decimals: 2 }, '10.10'],
    ['priceDown', { price: 10, change: 1.2, decimals: 2 }, '9.90'],
    // A cheap price: 1 % is less than a tick, so one tick away.
    ['priceUp', { price: 0.5, change: 0, decimals: 2 }, '0.51'],
    ['priceDown', { price: 0.01, change: 0, decimals: 2 }, ''],
    ['priceUp', { price: null, change: null, decimals: 2 }, ''],
    ['priceUp', { price: 123.456, change: 0, decimals: 3 }, '124.691'],
    ['changeAbove', { price: 10, change: 1.2, decimals: 2 }, '2'],
    ['changeBelow', { price: 10, change: -1.2, decimals: 2 }, '-2'],
    ['changeBelow', { price: 10, change: null, decimals: 2 }, '-1'],
    ['speedAbove', { price: 10, change: 0, decimals: 2 }, '1'],
  ] as const)('%s %p → %p', (kind, quote, want) => {
    expect(suggestedLevel(kind, quote)).toBe(want);
  });
});
