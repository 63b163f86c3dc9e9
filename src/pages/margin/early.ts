/**
 * The margin lists' first rows before the framework (issue 38; components/early/early-view.ts):
 * the market list's 100 stocks and a stock's history's first page, each asked with its page's own
 * call (services/margin-calls.ts) and drawn as MarginListPage and MarginStockListPage draw them:
 * header, subtitle and the self-scrolling table with its classes and cell rules (cell-rules.ts).
 */
import { MARGIN_LIST_SIZE, type MarginDetailRow, type MarginHistoryRow } from '../../../contract/margin';
import { append, el } from '../../components/early/dom';
import type { EarlyListView } from '../../components/early/early-view';
import { earlyPageHeader } from '../../components/header/early-header';
import { earlyDataTable } from '../../components/table/early-table';
import { detailCall, stockHistoryCall } from '../../services/margin-calls';
import { dateRule, metricRules, nameRule } from './cell-rules';
import { listSubtitle, parseMarginDate, parseMarginMarket } from './market';
import { HISTORY_SUBTITLE, LIST_METRICS, STOCK_METRICS } from './metrics';
import { firstHistorySize, LIST_FIRST_ROWS, parseInnerCode } from './rows';

const RULES = [dateRule(), ...metricRules<MarginHistoryRow>(STOCK_METRICS, false)];
/** A screenful and more: the page draws the whole first page, which replaces these at once. */
const EARLY_ROWS = 30;

const LIST_RULES = [nameRule(), ...metricRules<MarginDetailRow>(LIST_METRICS, true)];

/** Both lists' page: header, subtitle, then the table scrolling inside itself. */
function drawPage(doc: Document, title: string, subtitle: string, table: HTMLElement): HTMLElement {
  return append(
    el(doc, 'div', 'margin-list-page margin-list-page--header'),
    earlyPageHeader(doc, { title }),
    el(doc, 'div', 'margin-subtitle', subtitle),
    table,
  );
}

const TABLE = { maxHeight: 'var(--margin-list-height)', className: 'margin-list-page__table' };

export const marginListEarlyView: EarlyListView = {
  matches: (pathname) => pathname === '/wap/rzrq-list.html',
  async load(get, _now, _pathname, search) {
    const query = new URLSearchParams(search);
    const market = parseMarginMarket(query.get('market'));
    const date = parseMarginDate(query.get('date'));
    const rows = await get<MarginDetailRow[]>(detailCall(market, date, MARGIN_LIST_SIZE));
    if (!Array.isArray(rows) || rows.length === 0) return null;
    // The server's order (by financing balance), no column sorted yet, rows open the stock's page.
    const table = (doc: Document) =>
      earlyDataTable(doc, LIST_RULES, rows.slice(0, LIST_FIRST_ROWS), { ...TABLE, link: true });
    return (doc) => drawPage(doc, '融资融券明细', listSubtitle(market, date), table(doc));
  },
  rendered: '.margin-list-page .data-table__row:not(.data-table__row--head)',
};

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
    return (doc) =>
      drawPage(
        doc,
        `${name}融资融券明细`,
        HISTORY_SUBTITLE,
        earlyDataTable(doc, RULES, rows.slice(0, EARLY_ROWS), TABLE),
      );
  },
  rendered: '.margin-list-page .data-table__row:not(.data-table__row--head)',
};
