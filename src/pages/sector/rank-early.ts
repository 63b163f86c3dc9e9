/**
 * The sector ranking's first rows before the framework (issue 38; components/early/early-view.ts):
 * the open tab's first page in the default sort, asked with the page's own call
 * (services/plate-calls.ts bkRankCall, which boot's warmBkRank and the page send too, so the page's
 * first GET takes this answer over), drawn as RankPage draws it: the common header with the reader's
 * login state, the 行业/概念/地域 tabs, and the table with its classes and cell rules (columns.ts).
 */
import type { BkRankReply, SectorListItem } from '../../../contract/plate';
import { append, el } from '../../components/early/dom';
import type { EarlyListView } from '../../components/early/early-view';
import { earlyCommonHeader, sessionStorageOf } from '../../components/header/early-common-header';
import { BASENAME } from '../../config/base-path';
import { earlyDataTable } from '../../components/table/early-table';
import { earlySegmentTabs } from '../../components/tabs/early-tabs';
import { RANK_TABS, rankTabOf } from '../../lib/sector/sector';
import { bkRankCall } from '../../services/plate-calls';
import { BK_RANK_DEFAULT_FIELD, BK_RANK_FIRST_PAGE, RANK_RULES } from './columns';

const PATH = `${BASENAME}/bkRank.html`;

function drawRank(doc: Document, tab: number, rows: readonly SectorListItem[]): HTMLElement {
  return append(
    el(doc, 'div', 'sector-page'),
    earlyCommonHeader(doc, sessionStorageOf(doc)),
    earlySegmentTabs(
      doc,
      RANK_TABS.map((t) => t.label),
      tab,
      { className: 'sector-page__tabs' },
    ),
    earlyDataTable(doc, RANK_RULES, rows, {
      sort: { field: BK_RANK_DEFAULT_FIELD, dir: 'desc' },
      className: 'sector-table',
    }),
  );
}

export const rankEarlyView: EarlyListView = {
  matches: (pathname) => pathname === PATH,
  async load(get, _now, pathname, search) {
    if (pathname !== PATH) return null;
    const tab = rankTabOf(new URLSearchParams(search).get('tab'));
    const reply = await get<BkRankReply>(bkRankCall(RANK_TABS[tab].type, BK_RANK_FIRST_PAGE));
    if (!Array.isArray(reply?.plate) || reply.plate.length === 0) return null;
    return (doc) => drawRank(doc, tab, reply.plate);
  },
  rendered: '.sector-page .data-table__row:not(.data-table__row--head)',
};
