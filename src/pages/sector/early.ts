/**
 * A sector's constituents' first rows before the framework (issue 38; components/early/
 * early-view.ts): the first page in the default sort, asked with the page's own call
 * (services/plate-calls.ts), drawn as ConstituentsPage draws it: the header with the sector's name
 * and code, and the table with its classes and cell rules (columns.ts).
 */
import type { StockGrpReply } from '../../../contract/plate';
import { append, el } from '../../components/early/dom';
import type { EarlyListView } from '../../components/early/early-view';
import { earlyPageHeader } from '../../components/header/early-header';
import { earlyDataTable } from '../../components/table/early-table';
import { plateHref } from '../../lib/sector/sector';
import { stockGroupCall } from '../../services/plate-calls';
import { CONSTITUENT_DEFAULT_FIELD, CONSTITUENT_FIRST_PAGE, CONSTITUENT_RULES } from './columns';

const PATH = /^\/wap\/plateConstituentStock\/([^/]+)\/([^/]+)\.html$/;

/** The route's block and code, upper-cased as the page reads them; null for another URL. */
export function constituentsOf(pathname: string): { block: string; code: string } | null {
  const m = PATH.exec(pathname);
  if (!m) return null;
  try {
    const block = decodeURIComponent(m[1]).toUpperCase();
    const code = decodeURIComponent(m[2]).toUpperCase();
    return block && code ? { block, code } : null;
  } catch {
    return null;
  }
}

function drawConstituents(doc: Document, block: string, code: string, reply: StockGrpReply): HTMLElement {
  const title = el(doc, 'h1', 'sector-page__title');
  const name = el(doc, 'a', undefined, reply.plate.ProdName);
  name.href = `/wap${plateHref(block, code)}`;
  append(title, name, el(doc, 'small', undefined, code));
  // The live area around the table (LiveArea): live, as the connection is before it has ever been up.
  const live = el(doc, 'div');
  live.setAttribute('data-live', 'true');
  return append(
    el(doc, 'div', 'sector-page'),
    earlyPageHeader(doc, { title }),
    append(
      live,
      earlyDataTable(doc, CONSTITUENT_RULES, reply.sortProdGrp, {
        sort: { field: CONSTITUENT_DEFAULT_FIELD, dir: 'desc' },
        link: true,
        className: 'sector-table',
      }),
    ),
  );
}

export const constituentsEarlyView: EarlyListView = {
  matches: (pathname) => constituentsOf(pathname) !== null,
  async load(get, _now, pathname) {
    const route = constituentsOf(pathname);
    if (!route) return null;
    const reply = await get<StockGrpReply>(stockGroupCall(route.block, route.code, CONSTITUENT_FIRST_PAGE));
    if (!reply?.plate || !Array.isArray(reply.sortProdGrp) || reply.sortProdGrp.length === 0) return null;
    return (doc) => drawConstituents(doc, route.block, route.code, reply);
  },
  rendered: '.sector-page .data-table__row:not(.data-table__row--head)',
};
