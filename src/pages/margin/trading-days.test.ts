import { dateKey, keyDate, tradingDayFormatter } from './trading-days';

describe('the trading-day picker', () => {
  const fmt = tradingDayFormatter(new Set(['2026-11-20', '2026-11-23', '2026-11-24']));
  test.each([
    ['2026-11-24', '', ''],
    ['2026-11-20', 'selected', 'selected'],
    ['2026-11-21', '', 'disabled'], // Saturday
    ['2026-11-22', '', 'disabled'], // Sunday
    ['2026-11-25', '', 'disabled'], // not published yet
    ['2025-11-24', '', 'disabled'], // outside the year
  ] as const)('%s (%s) → %s', (key, type, expected) => {
    expect(fmt({ date: keyDate(key), type, text: 1 }).type).toBe(expected);
  });

  test('placeholders stay placeholders', () => {
    expect(fmt({ type: 'placeholder' }).type).toBe('placeholder');
  });

  test.each(['2026-01-05', '2026-11-24', '2024-02-29'])('%s reads back', (key) => {
    expect(dateKey(keyDate(key))).toBe(key);
  });
});
