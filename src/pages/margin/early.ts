/**
 * A stock's margin history's first rows before the framework (issue 38; components/early/
 * early-view.ts): the first page of the history, asked with the page's own call
 * (services/margin-calls.ts), drawn as MarginStockListPage draws it: header, subtitle and the
 * self-scrolling table with its classes and cell rules (cell-rules.ts).
 */
import type { MarginHistoryRow } from '../../../contract/margin';
import { append, el } from '../../components/early/dom';
import type { EarlyListView } from '../../components/early/early-view';
import { earlyPageHeader } from '../../components/header/early-header';
import { earlyDataTable } from '../../components/table/early-table';
import { stockHistoryCall } from '../../services/margin-calls';
import { dateRule, metricRules } from './cell-rules';
import { HISTORY_SUBTITLE, STOCK_METRICS } from './metrics';
import { firstHistorySize, parseInnerCode } from './rows';

const RULES = [dateRule(), ...metricRules<MarginHistoryRow>(STOCK_METRICS, false)];
/** A screenful and more: the page draws the whole first page, which replaces these at once. */
const EARLY_ROWS = 30;

function drawHistory(doc: Document, name: string, rows: readonly MarginHistoryRow[]): HTMLElement {
  const subtitle = el(doc, 'div', 'margin-subtitle', HISTORY_SUBTITLE);
  return append(
    el(doc, 'div', 'margin-list-page margin-list-page--header'),
    earlyPageHeader(doc, { title: `${name}融资融券明细` }),
    subtitle,
    earlyDataTable(doc, RULES, rows.slice(0, EARLY_ROWS), {
      maxHeight: 'var(--margin-list-height)',
      className: 'margin-list-page__table',
    }),
  );
}

export const marginHistoryEarlyView: EarlyListView = {
  matches: (pathname, search) =>
    pathname === '/wap/rzrq-stock-list.html' &&
    parseInnerCode(new URLSearchParams(search).get('innerCode')) !== null,
  async load(get, _now, _pathname, search) {
    const query = new URLSearchParams(search);
    const inner = parseInnerCode(query.get('innerCode'));
    if (inner === null) return null;
    const rows = await get<MarginHistoryRow[]>(stockHistoryCall(inner, firstHistorySize()));
    if (!Array.isArray(rows) || rows.length === 0) return null;
    const name = query.get('name') ?? '';
    return (doc) => drawHistory(doc, name, rows);
  },
  rendered:
    '.margin-list-page .data-table__row:not(.data-table__row--head), .margin-list-page .rv-list__finished-text',
};
