/**
 * The chart's periods as one table (issue 35 item 4: a period is one module): its tab label, which
 * chart draws it, where its bars come from (the quote channel's code, the HTTP period name), the
 * rule that says which bar a live trade belongs to, and how a bar's time is written. A new period is
 * one row here; the store, the tabs, the labels and the live path read the table.
 *
 * §2 (screens and routes) names the tabs 分时, 5日, 日K, 周K, 月K and 净值; the minute K-lines
 * (§9 (business constants and limits): 1, 5, 15, 30, 60 minutes) behind a 分钟 tab and 季K, 年K
 * behind 更多 go beyond §2's tabs, as Futu and 同花顺 have them (docs/product.md "Beyond the spec").
 */
import { KlinePeriod } from '../../../contract/quote-protocol';
import { minuteBarTime, type SessionExchange } from '../../../contract/market-rules';
import { zoneOffsetSeconds } from '../../lib/exchange-clock';
import type { Region } from '../../lib/market';

/** Every period key, in the order the bar and its menus show them. */
export const PERIOD_KEYS = [
  'min',
  'min5',
  'day',
  'week',
  'month',
  'm1',
  'm5',
  'm15',
  'm30',
  'm60',
  'quarter',
  'year',
  'nav',
] as const;
export type PeriodKey = (typeof PERIOD_KEYS)[number];

/** The HTTP period names of K-line bars (contract/quote.schema.ts KLINE_PERIODS). */
export type KlineHttpPeriod =
  'DAY' | 'WEEK' | 'MONTH' | 'SEASON' | 'YEAR' | 'M1' | 'M5' | 'M15' | 'M30' | 'M60';

export interface PeriodSpec {
  label: string;
  /** Which chart draws it: the intraday axis, candles, or the net-value line. */
  view: 'minute' | 'kline' | 'nav';
  /**
   * K-line periods: `live` bars come from the quote channel (701 with `code`, the last bar updating
   * as trades arrive); `http` bars from the kline call with `http` (its older pages too).
   */
  source?: 'live' | 'http';
  code?: number;
  http?: KlineHttpPeriod;
  /** Minute K-lines: the bar length; a live bar is placed by the boundary rule (bar-periods.ts). */
  minutes?: number;
  /** How a bar's time is written on the axis and in the crosshair: a date, or `MM-DD HH:mm`. */
  time?: 'date' | 'datetime';
  /** Inside a menu of the period bar rather than a tab of its own. */
  menu?: 'minute' | 'more';
}

const minute = (m: number, code: number, http: KlineHttpPeriod): PeriodSpec => ({
  label: `${m}分`,
  view: 'kline',
  source: 'live',
  code,
  http,
  minutes: m,
  time: 'datetime',
  menu: 'minute',
});

export const PERIODS: Readonly<Record<PeriodKey, PeriodSpec>> = {
  min: { label: '分时', view: 'minute' },
  min5: { label: '5日', view: 'minute' },
  day: { label: '日K', view: 'kline', source: 'live', code: KlinePeriod.DAY, http: 'DAY', time: 'date' },
  week: { label: '周K', view: 'kline', source: 'http', http: 'WEEK', time: 'date' },
  month: { label: '月K', view: 'kline', source: 'http', http: 'MONTH', time: 'date' },
  m1: minute(1, KlinePeriod.M1, 'M1'),
  m5: minute(5, KlinePeriod.M5, 'M5'),
  m15: minute(15, KlinePeriod.M15, 'M15'),
  m30: minute(30, KlinePeriod.M30, 'M30'),
  m60: minute(60, KlinePeriod.M60, 'M60'),
  quarter: { label: '季K', view: 'kline', source: 'http', http: 'SEASON', time: 'date', menu: 'more' },
  year: { label: '年K', view: 'kline', source: 'http', http: 'YEAR', time: 'date', menu: 'more' },
  nav: { label: '净值', view: 'nav' },
};

/** The periods drawn as candles. */
export type KlinePeriodKey = Exclude<PeriodKey, 'min' | 'min5' | 'nav'>;

export const PERIOD_LABELS: Readonly<Record<PeriodKey, string>> = Object.fromEntries(
  PERIOD_KEYS.map((k) => [k, PERIODS[k].label]),
) as Record<PeriodKey, string>;

/** Intraday and 5-day views hide the indicator tabs and the bottom sub-title (§2 (screens and routes)). */
export const isMinuteView = (p: PeriodKey): boolean => PERIODS[p].view === 'minute';
export const isKlineView = (p: PeriodKey): p is KlinePeriodKey => PERIODS[p].view === 'kline';
/** K-line periods fed live by the quote channel (日K and the minute K-lines). */
export const isLiveKline = (p: PeriodKey): boolean => PERIODS[p].source === 'live';
export const KLINE_KEYS = PERIOD_KEYS.filter(isKlineView);

/** The periods a menu of the period bar holds, in order. */
export const menuPeriods = (menu: 'minute' | 'more'): PeriodKey[] =>
  PERIOD_KEYS.filter((k) => PERIODS[k].menu === menu);

const EXCHANGE: Readonly<Record<Region, SessionExchange>> = { CN: 'CN', HK: 'HK', USA: 'US' };

/**
 * The Time of the bar of a K-line period that a live entry stamped `unix` belongs to: for a minute
 * period, the end of its p-minute bar in the exchange's time (lunch break and close cut a bar,
 * contract/market-rules/bar-periods.ts), so a push stamped with any minute inside the bar updates
 * it and one past the boundary opens the next; other periods keep the entry's own Time.
 */
export function liveBarTime(p: PeriodKey, region: Region, unix: number): number {
  const m = PERIODS[p].minutes;
  if (!m) return unix;
  return minuteBarTime(EXCHANGE[region], unix, zoneOffsetSeconds(region, unix), m);
}

/** A tab of the period bar: a period, or a menu (分钟, 更多) labelled with its chosen period. */
export interface PeriodBarTab {
  key: PeriodKey | 'menu:minute' | 'menu:more';
  label: string;
  /** The periods the tab's menu offers (absent: the tab is one period). */
  menu?: PeriodKey[];
}

const MENU_LABEL = { minute: '分钟', more: '更多' } as const;

/**
 * The period bar's tabs for the periods a page offers: each period of no menu is a tab, each menu
 * one tab after them, placed where its first period falls in the page's order. A menu tab shows the
 * chosen period's label while one of its periods is active (5分, 季K), as Futu and 同花顺 do.
 */
export function periodBarTabs(periods: readonly PeriodKey[], active: PeriodKey): PeriodBarTab[] {
  const tabs: PeriodBarTab[] = [];
  for (const p of periods) {
    const menu = PERIODS[p].menu;
    if (!menu) {
      tabs.push({ key: p, label: PERIODS[p].label });
      continue;
    }
    const key = `menu:${menu}` as const;
    let tab = tabs.find((t) => t.key === key);
    if (!tab) tabs.push((tab = { key, label: MENU_LABEL[menu], menu: [] }));
    tab.menu!.push(p);
    if (p === active) tab.label = PERIODS[p].label;
  }
  return tabs;
}

/** The tab of the bar that shows a period as chosen. */
export const activeBarTab = (tabs: readonly PeriodBarTab[], active: PeriodKey): PeriodBarTab['key'] =>
  tabs.find((t) => t.key === active || t.menu?.includes(active))?.key ?? active;
