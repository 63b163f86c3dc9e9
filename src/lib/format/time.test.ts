import {
  dayLabel,
  formatDate,
  formatDateTime,
  formatHHmm,
  formatHHmmss,
  formatLabelledTime,
  formatListTime,
  formatMarketTime,
  formatMonthDayTime,
  formatMonthDayTimeSec,
  formatPostTime,
  pad2,
  SECONDS_LIMIT,
  toMillis,
  zoneLabel,
} from './time';

// Beijing wall-clock instants (UTC+8): every format reads the exchange's clock, never the machine's.
const at = (y: number, mo: number, d: number, h: number, mi: number, s = 0): number =>
  Date.UTC(y, mo - 1, d, h - 8, mi, s);
const NOW = at(2026, 11, 22, 15, 30, 0); // 2026-11-22 15:30:00 Beijing

describe('pad2', () => {
  it.each([
    [0, '00'],
    [5, '05'],
    [9, '09'],
    [10, '10'],
    [59, '59'],
  ])('%i → %s', (n, s) => expect(pad2(n)).toBe(s));
});

describe('toMillis (seconds or milliseconds)', () => {
  it('numbers below 1e11 are seconds, from 1e11 milliseconds', () => {
    expect(SECONDS_LIMIT).toBe(1e11);
    expect(toMillis(99_999_999_999)).toBe(99_999_999_999_000);
    expect(toMillis(100_000_000_000)).toBe(100_000_000_000);
    expect(toMillis(1_763_800_000)).toBe(1_763_800_000_000);
    expect(toMillis(1_763_800_000_000)).toBe(1_763_800_000_000);
    expect(toMillis('1763800000')).toBe(1_763_800_000_000);
  });
  it('dates and date strings', () => {
    expect(toMillis(new Date(NOW))).toBe(NOW);
    expect(toMillis('2026-11-22 10:05:00')).toBe(at(2026, 11, 22, 10, 5));
    expect(toMillis('2026-11-22')).toBe(at(2026, 11, 22, 0, 0));
    // A zone-less string is read on the exchange's clock: New York in summer is UTC−4.
    expect(toMillis('2026-07-01 09:30:00', 'USA')).toBe(Date.UTC(2026, 6, 1, 13, 30));
    expect(toMillis('2026-11-23 09:30', 'USA')).toBe(Date.UTC(2026, 10, 23, 14, 30));
    expect(toMillis('2026-11-22T02:05:00Z')).toBe(Date.UTC(2026, 10, 22, 2, 5));
  });
  it.each([null, undefined, '', 'not a date', 'Nov 22 2026 10:05', new Date(NaN)])('%p → null', (v) => {
    expect(toMillis(v)).toBeNull();
  });
});

describe('fixed patterns', () => {
  const t = at(2026, 3, 7, 9, 5, 3);
  it('zero-padded parts', () => {
    expect(formatHHmm(t, 'CN')).toBe('09:05');
    expect(formatHHmmss(t, 'CN')).toBe('09:05:03');
    expect(formatMonthDayTime(t, 'CN')).toBe('03-07 09:05');
    expect(formatMonthDayTimeSec(t, 'HK')).toBe('03-07 09:05:03');
    expect(formatDate(t, 'CN')).toBe('2026-03-07');
    expect(formatDateTime(t, 'CN')).toBe('2026-03-07 09:05');
    expect(formatMonthDayTime(t / 1000, 'CN')).toBe('03-07 09:05');
    expect(formatMonthDayTime(null, 'CN')).toBe('--');
  });
  it("the issue's case: a news item of 11-09 10:07 Beijing", () => {
    const t = at(2026, 11, 9, 10, 7);
    expect(formatMonthDayTime(t, 'CN')).toBe('11-09 10:07');
    // The same instant on a US stock's page is New York time (EST, UTC−5): 11-08 21:07 美东.
    expect(formatMonthDayTime(t, 'USA')).toBe('11-08 21:07');
  });
  it.each(['America/New_York', 'Asia/Shanghai', 'Europe/London', 'Pacific/Kiritimati', 'UTC'])(
    'the same text whatever the device zone (%s)',
    (zone) => {
      const saved = process.env.TZ;
      process.env.TZ = zone;
      try {
        const t = at(2026, 11, 9, 10, 7);
        expect(formatMonthDayTime(t, 'CN')).toBe('11-09 10:07');
        expect(formatDateTime(t, 'HK')).toBe('2026-11-09 10:07');
        expect(formatMonthDayTime(t, 'USA')).toBe('11-08 21:07');
        expect(formatPostTime(at(2026, 11, 22, 0, 30), NOW)).toBe('00:30');
        expect(toMillis('2026-11-09 10:07')).toBe(t);
      } finally {
        if (saved === undefined) delete process.env.TZ;
        else process.env.TZ = saved;
      }
    },
  );
});

describe('today shows the time only; other days month-day plus time', () => {
  it.each([
    [at(2026, 11, 22, 0, 0), '00:00'],
    [at(2026, 11, 22, 9, 31), '09:31'],
    [at(2026, 11, 21, 23, 59), '11-21 23:59'],
    [at(2025, 11, 22, 9, 31), '11-22 09:31'],
  ])('%p → %s', (t, s) => expect(formatListTime(t, 'CN', NOW)).toBe(s));
  it('missing → --', () => expect(formatListTime(undefined, 'CN', NOW)).toBe('--'));
});

describe('今天 / 昨天', () => {
  it.each([
    [at(2026, 11, 22, 0, 0), '今天'],
    [at(2026, 11, 22, 23, 59), '今天'],
    [at(2026, 11, 21, 23, 59), '昨天'],
    [at(2026, 11, 21, 0, 0), '昨天'],
    [at(2026, 11, 20, 23, 59), null],
  ])('%p → %p', (t, label) => expect(dayLabel(t, 'CN', NOW)).toBe(label));
  it('across a month boundary', () => {
    expect(dayLabel(at(2026, 11, 30, 8, 0), 'CN', at(2026, 12, 1, 8, 0))).toBe('昨天');
  });
  it("on a US stock 今天 is New York's day", () => {
    // 11-22 09:00 Beijing is 11-21 20:00 in New York; now (15:30 Beijing) is 02:30 on 11-22 there.
    expect(dayLabel(at(2026, 11, 22, 9, 0), 'USA', NOW)).toBe('昨天');
    expect(dayLabel(at(2026, 11, 22, 14, 0), 'USA', NOW)).toBe('今天');
  });
  it('formatLabelledTime', () => {
    expect(formatLabelledTime(at(2026, 11, 22, 9, 0), 'CN', NOW)).toBe('今天 09:00');
    expect(formatLabelledTime(at(2026, 11, 21, 9, 0), 'CN', NOW)).toBe('昨天 09:00');
    expect(formatLabelledTime(at(2026, 11, 20, 9, 0), 'CN', NOW)).toBe('11-20 09:00');
  });
});

describe('post and comment time', () => {
  it.each([
    [at(2026, 11, 22, 8, 7), '08:07'],
    [at(2026, 11, 21, 23, 59), '11-21 23:59'],
    [at(2026, 1, 1, 0, 0), '01-01 00:00'],
    [at(2025, 12, 31, 23, 59), '2025-12-31 23:59'],
  ])('%p → %s', (t, s) => expect(formatPostTime(t, NOW)).toBe(s));
  it('accepts seconds (ctime)', () => {
    expect(formatPostTime(at(2026, 11, 22, 8, 7) / 1000, NOW)).toBe('08:07');
  });
});

describe('market time', () => {
  // 2026-07-01 13:30 UTC: Beijing 21:30, Hong Kong 21:30, New York 09:30 (EDT, UTC−4)
  const summer = Date.UTC(2026, 6, 1, 13, 30, 5);
  // 2026-11-23 14:30 UTC: New York 09:30 (EST, UTC−5)
  const winter = Date.UTC(2026, 10, 23, 14, 30, 0);
  it('formats in the exchange zone', () => {
    expect(formatMarketTime(summer, 'CN')).toBe('07-01 21:30:05');
    expect(formatMarketTime(summer, 'HK', 'HH:mm')).toBe('21:30');
    expect(formatMarketTime(summer, 'USA')).toBe('07-01 09:30:05');
    expect(formatMarketTime(winter, 'USA', 'YYYY-MM-DD HH:mm')).toBe('2026-11-23 09:30');
    expect(formatMarketTime(Date.UTC(2026, 0, 1, 16, 0, 0), 'CN', 'HH:mm')).toBe('00:00');
    expect(formatMarketTime(null, 'CN')).toBe('--');
  });
  it('zone label only for USA', () => {
    expect(zoneLabel('USA')).toBe('美东');
    expect(zoneLabel('CN')).toBe('');
    expect(zoneLabel('HK')).toBe('');
  });
});
