/**
 * The main chart's vocabulary: period and indicator tabs (§2 (screens and routes)) and the data shapes the option
 * builders draw. Data are parallel arrays (the §3 (entities and their fields) chart data set) so live updates patch in place.
 */
import type { Region } from '../../lib/market';
import { menuPeriods, PERIOD_LABELS, type PeriodKey } from './periods';

export { isKlineView, isMinuteView, PERIOD_LABELS, type KlinePeriodKey, type PeriodKey } from './periods';

export interface PeriodTab {
  key: PeriodKey;
  label: string;
}

/**
 * §2 (screens and routes) stock home: 分时, 5日, 日K, 周K, 月K, plus 净值 for ETFs only; then the
 * minute K-lines and 季K / 年K, which the period bar shows behind its 分钟 and 更多 menus.
 */
export function stockPeriods(etf: boolean): PeriodKey[] {
  const periods: PeriodKey[] = ['min', 'min5', 'day', 'week', 'month'];
  return [...periods, ...(etf ? (['nav'] as const) : []), ...menuPeriods('minute'), ...menuPeriods('more')];
}

/** The tabs of the periods a page offers, in its order. */
export function periodTabs(periods: readonly PeriodKey[]): PeriodTab[] {
  return periods.map((key) => ({ key, label: PERIOD_LABELS[key] }));
}

/** An indicator tab's key: the templates and their order are indicators/registry.ts's. */
export type IndicatorKey = string;

/** Minute bars laid on the fixed intraday axis of a region: one slot per axis point. */
export interface MinuteSeries {
  region: Region;
  days: 1 | 5;
  /** 'HH:mm' of every slot (exchange time); 5-day repeats the daily axis 5 times. */
  times: readonly string[];
  /** 'MM-DD' of each day on a 5-day axis (oldest first); one entry for intraday. */
  dayLabels: string[];
  /** Trading day (YYYYMMDD, exchange date) of each day shown. */
  dayKeys: number[];
  price: (number | null)[];
  avg: (number | null)[];
  volume: (number | null)[];
  /** Reference for colours and the percent axis (the previous close). */
  preClose: number | null;
  /** Last filled slot, −1 when empty. */
  last: number;
  /** Unix seconds of the entry last written into each slot (live updates replace the same minute). */
  slotTime: (number | null)[];
  /**
   * US 分时 (issue 21): the slots (inclusive) of the pre-market and after-hours parts of the axis,
   * drawn shaded; absent on every other axis. `last` stays the regular session's last slot.
   */
  extended?: { pre: readonly [number, number]; after: readonly [number, number] };
  /** Last extended slot written, −1 when none. */
  extendedLast?: number;
}

/** K-line bars as parallel arrays, oldest first. */
export interface KlineData {
  /** Unix seconds of each bar. */
  time: number[];
  open: number[];
  high: number[];
  low: number[];
  close: number[];
  volume: number[];
  amount: number[];
  preClose: number[];
}

/** ETF net value history (净值): defined in lib so the quote service can build it. */
export type { NavData } from '../../lib/chart/nav';
