import {
  AXIS_LABEL_INTERVAL,
  axisIndexOf,
  dailyPoints,
  defaultWindowStart,
  fiveDayPoints,
  intradayAxis,
  isAxisLabelIndex,
  isMinutePeriod,
  KLINE_DEFAULT_COUNT,
  klineLimit,
  MINUTE_PERIODS,
  RESOLUTION_SECONDS,
  TRADING_MINUTES,
} from './axis';

describe('intraday axes (§9)', () => {
  it('CN: 09:30–11:30 and 13:00–15:00, 242 points (331 minus the midday break)', () => {
    const a = intradayAxis('CN');
    expect(a).toHaveLength(242);
    expect(a[0]).toBe('09:30');
    expect(a[120]).toBe('11:30');
    expect(a[121]).toBe('13:00');
    expect(a[241]).toBe('15:00');
    expect(a).not.toContain('11:31');
    expect(a).not.toContain('12:59');
    // 09:30 → 15:00 inclusive is 331 points; the break 11:31–12:59 is 89
    expect(331 - 89).toBe(a.length);
  });
  it('HK: from 09:31, 400 points minus the lunch hour = 340', () => {
    const a = intradayAxis('HK');
    expect(a).toHaveLength(340);
    expect(a[0]).toBe('09:31');
    expect(a[149]).toBe('12:00');
    expect(a[150]).toBe('13:01');
    expect(a[a.length - 1]).toBe('16:10');
    expect(400 - 60).toBe(a.length);
  });
  it('USA: from 09:31, 390 points', () => {
    const a = intradayAxis('USA');
    expect(a).toHaveLength(390);
    expect(a[0]).toBe('09:31');
    expect(a[389]).toBe('16:00');
  });
  it('points are unique and ordered', () => {
    for (const r of ['CN', 'HK', 'USA'] as const) {
      const a = intradayAxis(r);
      expect(new Set(a).size).toBe(a.length);
      expect([...a].sort()).toEqual([...a]);
    }
  });
  it('trading minutes', () => expect(TRADING_MINUTES).toEqual({ CN: 240, HK: 337, USA: 390 }));
  it('axisIndexOf', () => {
    expect(axisIndexOf('CN', '09:30')).toBe(0);
    expect(axisIndexOf('CN', '11:30')).toBe(120);
    expect(axisIndexOf('CN', '11:31')).toBe(-1);
    expect(axisIndexOf('CN', '12:59')).toBe(-1);
    expect(axisIndexOf('CN', '13:00')).toBe(121);
    expect(axisIndexOf('CN', 15 * 60)).toBe(241);
    expect(axisIndexOf('CN', '15:01')).toBe(-1);
    expect(axisIndexOf('CN', '09:29')).toBe(-1);
    expect(axisIndexOf('HK', '09:30')).toBe(-1);
    expect(axisIndexOf('HK', '13:00')).toBe(-1);
    expect(axisIndexOf('HK', '13:01')).toBe(150);
    expect(axisIndexOf('USA', '16:00')).toBe(389);
  });
});

describe('5-day axis and kline limits', () => {
  it('5-day = 5 × daily points', () => {
    expect(dailyPoints('CN')).toBe(242);
    expect(fiveDayPoints('CN')).toBe(1210);
    expect(fiveDayPoints('HK')).toBe(1700);
    expect(fiveDayPoints('USA')).toBe(1950);
  });
  it.each([
    [1, 'CN', 960],
    [5, 'CN', 960],
    [60, 'USA', 960],
    [1439, 'CN', 960],
    [1440, 'CN', 1210],
    ['DAY', 'CN', 1210],
    ['BS', 'HK', 1700],
    ['WEEK', 'USA', 1950],
    ['MONTH', 'CN', 1210],
    [43200, 'USA', 1950],
  ] as const)('%p %s → %i', (p, r, limit) => expect(klineLimit(p, r)).toBe(limit));
  it('minute periods', () => {
    expect(MINUTE_PERIODS).toEqual([1, 5, 15, 30, 60]);
    expect(isMinutePeriod(60)).toBe(true);
    expect(isMinutePeriod(1440)).toBe(false);
    expect(isMinutePeriod('DAY')).toBe(false);
    expect(RESOLUTION_SECONDS).toEqual({ DAY: 86400, WEEK: 604800, MONTH: 2592000 });
    expect(KLINE_DEFAULT_COUNT).toBe(1500);
  });
});

describe('default visible window: 100 − 48 / count × 100', () => {
  it.each([
    [96, 50],
    [1500, 96.8],
    [49, 100 - (48 / 49) * 100],
    [48, 0],
    [47, 0],
    [0, 0],
  ])('%i bars → start %p %', (count, start) => expect(defaultWindowStart(count)).toBeCloseTo(start, 10));
});

describe('axis labels every 150 points', () => {
  it('labels', () => {
    expect(AXIS_LABEL_INTERVAL).toBe(150);
    expect([0, 149, 150, 151, 300].map(isAxisLabelIndex)).toEqual([true, false, true, false, true]);
  });
});
