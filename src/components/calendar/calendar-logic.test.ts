import {
  addMonths,
  isSelected,
  monthAfterSwipe,
  monthGrid,
  oneYearBefore,
  select,
  tradingCalendar,
  type CalendarMode,
} from './calendar-logic';

describe('month grid', () => {
  it.each([
    // November 2026 starts on a Sunday and has 30 days: 5 weeks.
    [2026, 11, 0, 5],
    // February 2026 starts on a Sunday, 28 days: exactly 4 weeks.
    [2026, 2, 0, 4],
    // March 2026 starts on a Sunday; August 2026 on a Saturday: 6 weeks.
    [2026, 8, 6, 6],
    // February 2028 (leap year) starts on a Tuesday.
    [2028, 2, 2, 5],
  ])('%i-%i: first day in column %i, %i weeks', (year, month, column, weeks) => {
    const grid = monthGrid({ year, month });
    expect(grid).toHaveLength(weeks);
    expect(grid[0].findIndex((c) => c !== null)).toBe(column);
    const days = grid.flat().filter((c) => c !== null);
    expect(days[0]?.date).toBe(1);
    expect(days.length).toBe(new Date(Date.UTC(year, month, 0)).getUTCDate());
    expect(grid.every((w) => w.length === 7)).toBe(true);
  });

  it('moves across years', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });
});

describe('swipe', () => {
  const min = { year: 2025, month: 11 };
  const max = { year: 2026, month: 11 };
  it.each([
    [{ year: 2026, month: 6 }, -80, { year: 2026, month: 7 }],
    [{ year: 2026, month: 6 }, 80, { year: 2026, month: 5 }],
    [{ year: 2026, month: 6 }, 49, { year: 2026, month: 6 }],
    [{ year: 2026, month: 11 }, -80, { year: 2026, month: 11 }],
    [{ year: 2025, month: 11 }, 80, { year: 2025, month: 11 }],
  ])('from %o by %i px → %o', (from, dx, to) => {
    expect(monthAfterSwipe(from, dx, min, max)).toEqual(to);
  });
});

describe('selection modes (§4: single, multiple, during)', () => {
  it.each<[CalendarMode, string[], string, string[]]>([
    ['single', ['2026-11-02'], '2026-11-05', ['2026-11-05']],
    ['multiple', ['2026-11-05'], '2026-11-02', ['2026-11-02', '2026-11-05']],
    ['multiple', ['2026-11-02', '2026-11-05'], '2026-11-02', ['2026-11-05']],
    ['during', [], '2026-11-05', ['2026-11-05']],
    ['during', ['2026-11-05'], '2026-11-02', ['2026-11-02', '2026-11-05']],
    ['during', ['2026-11-02', '2026-11-05'], '2026-11-09', ['2026-11-09']],
  ])('%s: %o + %s → %o', (mode, current, day, next) => {
    expect(select(mode, current, day)).toEqual(next);
  });

  it('a range selects the days between its ends', () => {
    expect(isSelected('during', ['2026-11-02', '2026-11-05'], '2026-11-03')).toBe(true);
    expect(isSelected('during', ['2026-11-02', '2026-11-05'], '2026-11-06')).toBe(false);
    expect(isSelected('multiple', ['2026-11-02', '2026-11-05'], '2026-11-03')).toBe(false);
  });
});

describe('§5 trading calendar', () => {
  const days = ['2025-11-20', '2025-11-21', '2025-11-24', '2026-11-19', '2026-11-20', '2026-11-23'];

  it('minimum one year before the latest trading day, maximum the latest', () => {
    const cal = tradingCalendar(days, '2026-11-22')!;
    expect(cal.max).toBe('2026-11-23');
    expect(cal.min).toBe('2025-11-23');
  });

  it.each([
    ['2025-11-21', true], // before the minimum although a trading day
    ['2025-11-24', false],
    ['2026-11-21', true], // a Saturday: not in the list
    ['2026-11-23', false],
    ['2026-11-24', true], // after the maximum
  ])('%s disabled: %s', (day, disabled) => {
    expect(tradingCalendar(days, '2026-11-22')!.isDisabled(day)).toBe(disabled);
  });

  it('default: the latest trading day, or the one before when today is in the list', () => {
    expect(tradingCalendar(days, '2026-11-22')!.defaultDay).toBe('2026-11-23');
    expect(tradingCalendar(days, '2026-11-23')!.defaultDay).toBe('2026-11-20');
  });

  it('no trading days, no calendar', () => {
    expect(tradingCalendar([], '2026-11-22')).toBeNull();
  });

  it('29 February one year back is 28 February', () => {
    expect(oneYearBefore('2028-02-29')).toBe('2027-02-28');
  });
});
