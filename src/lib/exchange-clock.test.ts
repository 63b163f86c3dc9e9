import { exchangeTime, zoneOffsetSeconds } from './exchange-clock';
import type { Region } from './market';

const ZONES: Record<Region, string> = { CN: 'Asia/Shanghai', HK: 'Asia/Hong_Kong', USA: 'America/New_York' };

const formatters = new Map<Region, Intl.DateTimeFormat>();

/** The reference: what Intl (full ICU in Node) says the wall clock is. */
function intlTime(region: Region, ms: number) {
  let f = formatters.get(region);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: ZONES[region],
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(region, f);
  }
  const parts = f.formatToParts(new Date(ms));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

describe('zoneOffsetSeconds: New York daylight saving edges', () => {
  test.each([
    // [UTC time, offset hours]
    ['2026-03-08T06:59:59Z', -5], // 01:59:59 EST, the last second before the change
    ['2026-03-08T07:00:00Z', -4], // 02:00 EST becomes 03:00 EDT
    ['2026-11-01T05:59:59Z', -4], // 01:59:59 EDT
    ['2026-11-01T06:00:00Z', -5], // 02:00 EDT becomes 01:00 EST
    ['2027-03-14T07:00:00Z', -4], // second Sunday of March 2027
    ['2027-03-07T12:00:00Z', -5], // first Sunday of March 2027: still winter time
    ['2025-11-02T05:00:00Z', -4],
    ['2025-11-02T06:00:00Z', -5],
    // 1987–2006: first Sunday of April to last Sunday of October
    ['2006-04-02T06:59:59Z', -5],
    ['2006-04-02T07:00:00Z', -4],
    ['2006-10-29T05:59:59Z', -4],
    ['2006-10-29T06:00:00Z', -5],
    ['1990-03-20T12:00:00Z', -5], // after the second Sunday of March, but before the old April start
    // 1967–1986: from the last Sunday of April
    ['1986-04-27T07:00:00Z', -4],
    ['1986-04-06T12:00:00Z', -5],
  ])('%s → UTC%i', (iso, hours) => {
    expect(zoneOffsetSeconds('USA', Date.parse(iso) / 1000)).toBe(hours * 3600);
  });

  test('CN and HK are UTC+8 in summer and winter', () => {
    for (const region of ['CN', 'HK'] as const) {
      expect(zoneOffsetSeconds(region, Date.parse('2026-07-01T00:00:00Z') / 1000)).toBe(8 * 3600);
      expect(zoneOffsetSeconds(region, Date.parse('2026-01-01T00:00:00Z') / 1000)).toBe(8 * 3600);
    }
  });
});

test('exchangeTime agrees with Intl every 97 minutes from 1992 to 2030 (China kept daylight saving until 1991) in every region', () => {
  const from = Date.UTC(1992, 0, 1);
  const to = Date.UTC(2030, 11, 31);
  const step = 97 * 60 * 1000 + 13_000; // odd step: hits every hour and minute offset over the years
  let checked = 0;
  for (const region of ['CN', 'HK', 'USA'] as const)
    for (let ms = from; ms < to; ms += step) {
      const got = exchangeTime(region, ms);
      const want = intlTime(region, ms);
      if (JSON.stringify(got) !== JSON.stringify(want))
        throw new Error(
          `${region} ${new Date(ms).toISOString()}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`,
        );
      checked++;
    }
  expect(checked).toBeGreaterThan(600_000);
});
