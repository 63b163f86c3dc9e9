/**
 * The board's first rows before the framework (issue 38; components/early/early-view.ts): the
 * stock tab's trading days, then the default day's summary and first rank page, asked with the
 * page's own calls (services/dragon-tiger-calls.ts) and drawn as BoardPage draws them: header,
 * tabs, date bar, summary strip and table, with its classes and cell rules (columns.ts).
 */
import { RANK_DEFAULT_SORT, type DragonTigerSummary, type RankItem } from '../../../contract/dragon-tiger';
import { tradingCalendar } from '../../components/calendar/calendar-logic';
import { append, el, numEl } from '../../components/early/dom';
import type { EarlyListView } from '../../components/early/early-view';
import { earlyPageHeader } from '../../components/header/early-header';
import { earlyDataTable } from '../../components/table/early-table';
import { earlySegmentTabs } from '../../components/tabs/early-tabs';
import { rankListCall, summaryCall, tradingDaysCall } from '../../services/dragon-tiger-calls';
import { beijingDay, boardTabOf } from './board-rules';
import { RANK_RULES } from './columns';
import { summaryLines, type SummaryCell } from './format';
import { BOARD_TITLE, HELP_LABEL, TAB_DEPARTMENTS, TAB_STOCKS } from './texts';

function summaryCell(doc: Document, c: SummaryCell): HTMLElement {
  return append(
    el(doc, 'div', 'lhb-summary__cell'),
    el(doc, 'span', 'lhb-summary__label', c.label),
    numEl(doc, c.value, c.trend, 'lhb-summary__value'),
  );
}

function drawBoard(doc: Document, day: string, summary: DragonTigerSummary | null, rows: RankItem[]) {
  const date = el(doc, 'button', 'lhb-date touch-target', day);
  date.type = 'button';
  date.appendChild(el(doc, 'span', 'lhb-date__caret'));
  const [counts, sums] = summaryLines(summary);
  return append(
    el(doc, 'div', 'lhb-page'),
    earlyPageHeader(doc, { title: el(doc, 'h1', undefined, BOARD_TITLE), actions: [HELP_LABEL] }),
    earlySegmentTabs(doc, [TAB_STOCKS, TAB_DEPARTMENTS], 0, { className: 'lhb-tabs' }),
    append(el(doc, 'div', 'lhb-date-bar'), date),
    append(
      el(doc, 'div', 'lhb-summary'),
      append(
        el(doc, 'div', 'lhb-summary__row lhb-summary__row--counts'),
        ...counts.map((c) => summaryCell(doc, c)),
      ),
      append(
        el(doc, 'div', 'lhb-summary__row lhb-summary__row--sums'),
        ...sums.map((c) => summaryCell(doc, c)),
      ),
    ),
    earlyDataTable(doc, RANK_RULES, rows, {
      sort: RANK_DEFAULT_SORT,
      link: true,
      className: 'lhb-table',
    }),
  );
}

export const boardEarlyView: EarlyListView = {
  matches: (pathname, search) =>
    /^\/wap\/stock-list\.html$/.test(pathname) &&
    boardTabOf(new URLSearchParams(search).get('tab')) === 'stock',
  async load(get, now) {
    const calendar = tradingCalendar(await get<string[]>(tradingDaysCall()), beijingDay(now()));
    if (!calendar) return null;
    const day = calendar.defaultDay;
    const { field, dir } = RANK_DEFAULT_SORT;
    const [summary, rows] = await Promise.all([
      get<DragonTigerSummary>(summaryCall(day)).catch(() => null),
      get<RankItem[]>(rankListCall(day, 1, field, dir)),
    ]);
    if (!Array.isArray(rows) || rows.length === 0) return null;
    return (doc) => drawBoard(doc, day, summary, rows);
  },
  rendered: '.lhb-page .data-table__row:not(.data-table__row--head)',
};
