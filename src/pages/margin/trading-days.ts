/** The date picker of /rzrq.html offers only published trading days (pure helpers around Calendar). */
import type { CalendarDayItem } from 'react-vant/es/calendar';

const pad = (n: number) => String(n).padStart(2, '0');

/** A picked calendar day as the calls spell dates ('YYYY-MM-DD', the device's calendar day). */
export function dateKey(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** 'YYYY-MM-DD' as a local Date at midnight (the Calendar's days). */
export function keyDate(key: string): Date {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y, m - 1, d);
}

/** Calendar formatter: every day that is not a published trading day is disabled. */
export function tradingDayFormatter(days: ReadonlySet<string>): (item: CalendarDayItem) => CalendarDayItem {
  return (item) =>
    item.date && item.type !== 'placeholder' && !days.has(dateKey(item.date))
      ? { ...item, type: 'disabled' }
      : item;
}
