/**
 * The major indices' rank list before the framework (issue 38; components/early/early-view.ts): the
 * 沪深 tab's default sub-tab, asked with the page's own call (services/indices-calls.ts), drawn as
 * the page draws it with everything above it, so the page's first row lands on the early one: the
 * common header, the page's tabs, the six tiles as they are before any snapshot has come (their
 * figures come over the quote socket: a dash each, never a price), the way-in links, the sub-tabs,
 * the header row and the rows (rank-row.ts, the rule the page's row prints).
 */
import type { RankListItem, RankListResponse, RankType } from '../../../contract/quote';
import { BASENAME } from '../../config/base-path';
import { append, el, numEl } from '../../components/early/dom';
import type { EarlyListView } from '../../components/early/early-view';
import { earlyLink } from '../../components/early/link';
import { earlyCommonHeader, sessionStorageOf } from '../../components/header/early-common-header';
import { earlySegmentTabs } from '../../components/tabs/early-tabs';
import { RANK_TABS, tileFigures } from '../../lib/indices/indices';
import { DEFAULT_RANK_TYPE, INDEX_TILES, MARK_INDEX_TABS, tabOf } from '../../lib/indices/tiles';
import { rankListCall } from '../../services/indices-calls';
import { RANK_HEAD, rankColumnTitle, rankRowCells } from './rank-row';
import { wayInEntries } from './way-in';

/** Whether a URL opens the page on its 沪深 tab (the only tab with the rank list). */
export function opensRankList(pathname: string, search: string): boolean {
  return pathname === `${BASENAME}/markIndex.html` && tabOf(new URLSearchParams(search).get('tab')) === 0;
}

/** IndexTiles' markup before any snapshot: each tile's figures a dash, its quote live (no 非实时 yet). */
function tiles(doc: Document): HTMLElement {
  const { price, change, rate, trend } = tileFigures({ last: null, change: null, rate: null });
  return append(
    el(doc, 'div', 'index-tiles'),
    ...INDEX_TILES.map((t) => {
      const quote = el(doc, 'span', 'index-tile__quote');
      quote.setAttribute('data-live', 'true');
      return append(
        earlyLink(doc, `/${t.market}/${t.code}.html`, { className: 'index-tile' }),
        el(doc, 'span', 'index-tile__name', t.name),
        append(
          quote,
          numEl(doc, price, trend, 'index-tile__price'),
          append(el(doc, 'span', 'index-tile__change'), numEl(doc, change, trend), numEl(doc, rate, trend)),
        ),
      );
    }),
  );
}

function wayIn(doc: Document): HTMLElement | null {
  const entries = wayInEntries();
  if (entries.length === 0) return null;
  return append(
    el(doc, 'nav', 'indices-way-in'),
    ...entries.map((e) => append(earlyLink(doc, e.to), doc.createTextNode(e.label))),
  );
}

/** RankList's row (RankList.tsx Row): the whole row one link to the stock's page. */
export function earlyRankRow(doc: Document, row: RankListItem, type: RankType): HTMLElement {
  const c = rankRowCells(row, type);
  return append(
    earlyLink(doc, c.to, { className: 'rank-row' }),
    append(
      el(doc, 'span', 'rank-row__name'),
      el(doc, 'span', 'rank-row__title', c.name),
      el(doc, 'span', 'rank-row__code', c.code),
    ),
    numEl(doc, c.price.value, c.price.trend, 'rank-row__price'),
    numEl(doc, c.rate.value, c.rate.trend, 'rank-row__rate'),
  );
}

/** RankList's markup: the sub-tabs, the header row and the rows in their live area. */
export function earlyRankList(doc: Document, rows: readonly RankListItem[], type: RankType): HTMLElement {
  const active = RANK_TABS.findIndex((t) => t.type === type);
  // The live area (LiveArea): live, as the connection is before it has ever been up.
  const live = el(doc, 'div');
  live.setAttribute('data-live', 'true');
  return append(
    el(doc, 'section', 'rank-list'),
    earlySegmentTabs(
      doc,
      RANK_TABS.map((t) => t.label),
      active,
      { variant: 'chip', className: 'rank-list__tabs' },
    ),
    append(
      el(doc, 'div', 'rank-row rank-row--head'),
      el(doc, 'span', undefined, RANK_HEAD.name),
      el(doc, 'span', 'rank-row__price', RANK_HEAD.price),
      el(doc, 'span', 'rank-row__rate', rankColumnTitle(type)),
    ),
    append(live, ...rows.map((r) => earlyRankRow(doc, r, type))),
  );
}

function drawPage(doc: Document, rows: readonly RankListItem[], type: RankType): HTMLElement {
  return append(
    el(doc, 'div', 'indices-page'),
    earlyCommonHeader(doc, sessionStorageOf(doc)),
    earlySegmentTabs(doc, MARK_INDEX_TABS, 0, { className: 'indices-tabs' }),
    tiles(doc),
    wayIn(doc),
    earlyRankList(doc, rows, type),
  );
}

export const rankListEarlyView: EarlyListView = {
  matches: opensRankList,
  async load(get) {
    const type = DEFAULT_RANK_TYPE;
    const body = await get<RankListResponse>(rankListCall(type));
    const rows = body?.Datas;
    if (!Array.isArray(rows) || rows.length === 0) return null;
    return (doc) => drawPage(doc, rows, type);
  },
  rendered: '.indices-page [data-testid=rank-row]',
};
