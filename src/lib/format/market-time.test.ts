import { epochMillis, formatMarketTime } from './market-time';
import { formatMarketTime as formatAnyMarketTime, toMillis } from './time';

const SUMMER_MS = Date.UTC(2026, 6, 1, 13, 30, 5); // 2026-07-01 21:30:05 in Shanghai, 09:30:05 in New York
const WINTER_S = Date.UTC(2026, 10, 23, 14, 30, 0) / 1000; // unix seconds, New York on standard time

describe('epochMillis', () => {
  it.each<[string, number | null | undefined, number | null]>([
    ['unix seconds', 1_790_000_000, 1_790_000_000_000],
    ['milliseconds', 1_790_000_000_000, 1_790_000_000_000],
    ['zero (seconds)', 0, 0],
    ['NaN', NaN, null],
    ['Infinity', Infinity, null],
    ['null', null, null],
    ['undefined', undefined, null],
  ])('%s', (_name, t, ms) => {
    expect(epochMillis(t)).toBe(ms);
    // The same reading as time.ts's toMillis for every number.
    expect(epochMillis(t)).toBe(toMillis(t));
  });
});

describe('formatMarketTime (numeric quote times, no dayjs)', () => {
  it.each<[number | null, 'CN' | 'HK' | 'USA', string | undefined, string]>([
    [SUMMER_MS, 'CN', undefined, '07-01 21:30:05'],
    [SUMMER_MS, 'HK', 'HH:mm', '21:30'],
    [SUMMER_MS, 'USA', undefined, '07-01 09:30:05'],
    [WINTER_S, 'USA', 'YYYY-MM-DD HH:mm', '2026-11-23 09:30'],
    [null, 'CN', undefined, '--'],
    [NaN, 'USA', 'HH:mm', '--'],
  ])('%s in %s (%s) → %s', (t, region, pattern, text) => {
    expect(formatMarketTime(t, region, pattern)).toBe(text);
    expect(formatAnyMarketTime(t, region, pattern)).toBe(text);
  });
});
