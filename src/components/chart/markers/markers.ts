/**
 * Event markers on K-line bars (issue 21): which bar each announcement, ex-right day and
 * dragon-tiger listing falls on, the marks drawn per bar, and where a tap leads.
 */
import type { ChartMarker, ChartMarkerKind } from '../../../../contract/chart-events';
import { articlePath } from '../../../lib/info/article';
import { infoSymbol } from '../../../lib/info/symbol';

/** The letter drawn in a mark, per kind, and the order marks of one bar are listed in. */
export const MARKER_LETTER: Readonly<Record<ChartMarkerKind, string>> = {
  exright: '除',
  lhb: '龙',
  notice: '公',
};
const KIND_ORDER: readonly ChartMarkerKind[] = ['exright', 'lhb', 'notice'];

/** The marks of one bar: its index, the kinds present (in KIND_ORDER) and every marker of it. */
export interface BarMarks {
  index: number;
  kinds: ChartMarkerKind[];
  items: ChartMarker[];
}

/**
 * Groups markers by the bar they fall on. `barDays` are the bars' trading days, ascending; a daily
 * bar holds its own day, a weekly or monthly bar (stamped with its last trading day) every day after
 * the previous bar's up to its own.
 */
export function marksByBar(markers: readonly ChartMarker[], barDays: readonly number[]): BarMarks[] {
  const n = barDays.length;
  if (n === 0) return [];
  const byIndex = new Map<number, ChartMarker[]>();
  for (const m of markers) {
    // Outside the loaded bars (older bars load with the history): not shown.
    if (m.day > barDays[n - 1] || m.day < barDays[0]) continue;
    // First bar with day ≥ the marker's day.
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (barDays[mid] >= m.day) hi = mid;
      else lo = mid + 1;
    }
    const list = byIndex.get(lo) ?? [];
    list.push(m);
    byIndex.set(lo, list);
  }
  return [...byIndex.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([index, items]) => {
      const sorted = [...items].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
      return { index, kinds: KIND_ORDER.filter((k) => items.some((m) => m.kind === k)), items: sorted };
    });
}

/** Where a tap on a marker leads: the article, the profile's distributions, the 龙虎榜 detail. */
export function markerLink(m: ChartMarker, market: string, code: string): string | null {
  switch (m.kind) {
    case 'notice':
      return m.id !== undefined ? articlePath(market, infoSymbol(market, code), 2, m.id) : null;
    case 'exright':
      return `/${market}/${code}.html?tab=jiankuang#dividend`;
    case 'lhb': {
      const d = String(m.day);
      return m.secuCode
        ? `/stock/detail/${m.secuCode}.html?tradingDay=${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`
        : null;
    }
  }
}

/** The link text of a marker's summary line. */
export const MARKER_LINK_TEXT: Readonly<Record<ChartMarkerKind, string>> = {
  notice: '查看公告',
  exright: '分红送配',
  lhb: '龙虎榜详情',
};
