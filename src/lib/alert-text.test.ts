import {
  conditionText,
  firingNotification,
  firingText,
  firingTime,
  instrumentCode,
  instrumentHref,
  instrumentLabel,
  repeatText,
} from './alert-text';

describe('alert text', () => {
  it.each([
    [{ metric: 'price', direction: 'up', level: 10.1 }, '价格涨到 10.1'],
    [{ metric: 'price', direction: 'down', level: 9.9 }, '价格跌到 9.9'],
    [{ metric: 'change', direction: 'up', level: 5 }, '涨幅高于 +5%'],
    [{ metric: 'change', direction: 'down', level: -3 }, '跌幅低于 -3%'],
    [{ metric: 'speed', direction: 'up', level: 1.5 }, '5分钟涨速高于 +1.5%'],
  ] as const)('%p → %s', (a, want) => expect(conditionText(a)).toBe(want));

  it.each([
    [{ repeat: 'once', quietMs: 0 }, '仅提醒一次'],
    [{ repeat: 'daily', quietMs: 0 }, '每日一次'],
    [{ repeat: 'every', quietMs: 300_000 }, '每次都提醒（间隔5分钟）'],
  ] as const)('%p → %s', (a, want) => expect(repeatText(a)).toBe(want));

  it.each([
    ['sh:600000', '600000', '/sh/600000.html'],
    ['HKSE:00700', '00700', '/HKSE/00700.html'],
    ['NASDAQ:AAPL', 'AAPL', '/NASDAQ/AAPL.html'],
    ['bad', 'bad', null],
  ])('%s → %s %s', (id, code, href) => {
    expect(instrumentCode(id)).toBe(code);
    expect(instrumentHref(id)).toBe(href);
  });

  it.each([
    [{ instrument: 'sh:600000', name: '浦发银行' }, '浦发银行(600000)'],
    [{ instrument: 'HKSE:00700', name: '腾讯控股' }, '腾讯控股(00700)'],
    [{ instrument: 'NASDAQ:AAPL', name: '苹果' }, '苹果(AAPL)'],
    [{ instrument: 'HKIDX:.HSI', name: '恒生指数' }, '恒生指数(.HSI)'],
    [{ instrument: 'sh:600000', name: '' }, '600000'],
    [{ instrument: 'sh:600000' }, '600000'],
  ])('%j reads %s', (a, want) => expect(instrumentLabel(a)).toBe(want));

  it('reads a firing as one line, the name before the code', () => {
    expect(
      firingText({
        instrument: 'HKSE:00700',
        name: '腾讯控股',
        metric: 'price',
        direction: 'up',
        level: 400,
        value: 400.2,
      }),
    ).toBe('腾讯控股(00700) 价格涨到 400，现价 400.2');
    expect(
      firingText({ instrument: 'sh:600000', metric: 'price', direction: 'up', level: 10.1, value: 10.12 }),
    ).toBe('600000 价格涨到 10.1，现价 10.12');
    expect(
      firingText({ instrument: 'sh:600000', metric: 'change', direction: 'down', level: -3, value: -3.02 }),
    ).toBe('600000 跌幅低于 -3%，现涨幅 -3.02%');
  });

  // 2024-07-01T14:30:05Z: 22:30:05 in Beijing and Hong Kong, 10:30:05 in New York (EDT).
  it.each([
    ['sh:600000', '07-01 22:30:05'],
    ['HKSE:00700', '07-01 22:30:05'],
    ['NASDAQ:AAPL', '07-01 10:30:05'],
  ])('%s fired at its exchange’s clock: %s', (instrument, want) => {
    expect(firingTime({ instrument, at: Date.UTC(2024, 6, 1, 14, 30, 5) })).toBe(want);
  });
});

test('a firing as the host app notifies it: the one line, a tap to the 提醒 inbox', () => {
  const f = { instrument: 'sh:600000', metric: 'price', direction: 'up', level: 10.1, value: 10.12 } as const;
  expect(firingNotification(f)).toEqual({ title: '股价提醒', body: firingText(f), path: '/tixing.html' });
});
