/**
 * A month calendar's pure parts: the grid of a month, moving between months (a swipe), the §4 (states and transitions)
 * selection modes (single, multiple, during = a range) and the §5 (validation rules) trading-day rules (minimum, maximum,
 * days not in the list disabled, default date). Days are 'YYYY-MM-DD' texts, which sort as dates.
 */

export type CalendarMode = 'single' | 'multiple' | 'during';

/** Year and month (1–12). */
export interface MonthKey {
  year: number;
  month: number;
}

export interface DayCell {
  /** 'YYYY-MM-DD' */
  day: string;
  /** Day of the month. */
  date: number;
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

export function dayOf(year: number, month: number, date: number): string {
  return `${year}-${pad(month)}-${pad(date)}`;
}

export function monthOf(day: string): MonthKey {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

export function addMonths(m: MonthKey, n: number): MonthKey {
  const index = m.year * 12 + (m.month - 1) + n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonths(a: MonthKey, b: MonthKey): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/**
 * The weeks of a month, Sunday first (the header 日 一 二 三 四 五 六); null pads the days of the
 * neighbouring months.
 */
export function monthGrid({ year, month }: MonthKey): Array<Array<DayCell | null>> {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: Array<DayCell | null> = Array.from({ length: first }, () => null);
  for (let date = 1; date <= length; date++) cells.push({ day: dayOf(year, month, date), date });
  while (cells.length % 7) cells.push(null);
  const weeks: Array<Array<DayCell | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export const WEEKDAY_LABELS = ['日', '一', '二', '三', '四', '五', '六'] as const;

/** The month after a horizontal swipe: left shows the next month, right the previous, within bounds. */
export function monthAfterSwipe(
  current: MonthKey,
  dx: number,
  min: MonthKey,
  max: MonthKey,
  threshold = 50,
): MonthKey {
  if (Math.abs(dx) < threshold) return current;
  const next = addMonths(current, dx < 0 ? 1 : -1);
  if (compareMonths(next, min) < 0 || compareMonths(next, max) > 0) return current;
  return next;
}

/** The selection after a tap on `day` in each §4 (states and transitions) mode. */
export function select(mode: CalendarMode, current: readonly string[], day: string): string[] {
  if (mode === 'single') return [day];
  if (mode === 'multiple')
    return current.includes(day) ? current.filter((d) => d !== day) : [...current, day].sort();
  // during: the first tap starts a range, the second closes it (either order), a third starts over.
  if (current.length === 1 && current[0] !== day) return [current[0], day].sort();
  return [day];
}

/** Whether a day is selected or, in a range, between its ends. */
export function isSelected(mode: CalendarMode, selection: readonly string[], day: string): boolean {
  if (mode === 'during' && selection.length === 2) return day >= selection[0] && day <= selection[1];
  return selection.includes(day);
}

/** The same date a year earlier (29 February → 28 February). */
export function oneYearBefore(day: string): string {
  const y = Number(day.slice(0, 4)) - 1;
  const md = day.slice(5);
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return `${y}-${md === '02-29' && !leap ? '02-28' : md}`;
}

export interface TradingCalendar {
  /** §5 (validation rules) minimum: one year before the latest trading day. */
  min: string;
  /** §5 (validation rules) maximum: the latest trading day. */
  max: string;
  /** §5 (validation rules) default: the latest trading day, or the one before it if today is in the list. */
  defaultDay: string;
  isDisabled: (day: string) => boolean;
}

/** §5 (validation rules) calendar rules over the trading-day list (ascending) and today's date (from the page's clock). */
export function tradingCalendar(days: readonly string[], today: string): TradingCalendar | null {
  if (days.length === 0) return null;
  const max = days[days.length - 1];
  const min = oneYearBefore(max);
  const set = new Set(days);
  const todayIndex = days.lastIndexOf(today);
  const defaultDay = todayIndex > 0 ? days[todayIndex - 1] : max;
  return { min, max, defaultDay, isDisabled: (day) => day < min || day > max || !set.has(day) };
}
