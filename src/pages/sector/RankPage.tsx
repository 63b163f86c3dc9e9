/**
 * /bkRank.html?tab=0|1|2 (§2 (screens and routes) "Sector ranking"): tabs 行业 / 概念 / 地域; name and code, latest price,
 * change, leading stock; price and change sortable (§4 (states and transitions): default change descending, one sort at a
 * time); 30 a page with infinite scroll; the loaded pages refresh in place every 5 s (§9 (business constants and limits)).
 */
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import {
  BK_RANK_PAGE_SIZE,
  type BkRankSortField,
  type SectorListItem,
  type SectorType,
} from '../../../contract/plate';
import { CommonHeader } from '../../components/header/CommonHeader';
import { usePagedList } from '../../components/list/use-paged-list';
import { useRefreshEvery } from '../../components/list/use-refresh-every';
import { usePageRoute } from '../../components/page/page-context';
import { usePageTitle } from '../../components/page/title';
import { RANKED_ROWS } from '../../components/list/ranked';
import { LiveArea } from '../../components/live/live';
import { DataTable } from '../../components/table/DataTable';
import { columnOf } from '../../components/table/columns';
import { SegmentTabs } from '../../components/tabs/SegmentTabs';
import { RANK_TABS, rankTabOf, rankTabSearch } from '../../lib/sector/sector';
import { useStores } from '../../stores/context';
import { IDLE, SECTOR_POLL_MS } from './ConstituentTable';
import { BK_RANK_DEFAULT_FIELD, bkRankPage } from './route';
import { RANK_RULES } from './columns';
import { sortedPaging } from './sector-table';
import './sector.css';

/** The page's columns, one rule per cell (columns.ts RANK_RULES, drawn early by rank-early.ts too). */
const COLUMNS = RANK_RULES.map(columnOf);

const RankTable = observer(function RankTable({ type, live }: { type: SectorType; live: boolean }) {
  const { headStarts } = useStores();
  const list = usePagedList<SectorListItem, number, BkRankSortField>({
    first: 1,
    sort: { field: BK_RANK_DEFAULT_FIELD, dir: 'desc' },
    keyOf: (r) => r.ProdCode,
    // Re-sorted by live values on every refresh: rows kept by place, written a screen a frame.
    ranked: RANKED_ROWS,
    // The sort is by live values: every load and refresh reads all loaded pages at once.
    // The first page in the default sort is the request boot started (route.ts warmBkRank): a
    // reading of one page's worth asks as a page does.
    ...sortedPaging<SectorListItem, BkRankSortField>(
      async (q) => {
        const pageSize = q.pageSize === BK_RANK_PAGE_SIZE ? undefined : q.pageSize;
        const reply = await bkRankPage(headStarts, type, { ...q, pageSize });
        return reply.plate;
      },
      BK_RANK_PAGE_SIZE,
      BK_RANK_DEFAULT_FIELD,
    ),
  });
  useRefreshEvery(live ? list : IDLE, SECTOR_POLL_MS);
  // A failed refresh greys the rows (not the market now) until one succeeds, as the constituents do.
  return (
    <LiveArea testId="ranking-live" stale={list.stale}>
      <DataTable className="sector-table" label="板块排行" list={list} columns={COLUMNS} />
    </LiveArea>
  );
});

export default observer(function RankPage() {
  const { host, user } = useStores();
  const { query, active } = usePageRoute();
  // The common header has no title of its own; inside the app the host's bar shows this one.
  usePageTitle('板块排行');
  const navigate = useNavigate();
  const tab = rankTabOf(query.get('tab'));
  const type = RANK_TABS[tab].type;
  return (
    <div className="sector-page">
      {/* The common header (§2 (screens and routes)), as on the major-indices page that links here. */}
      <CommonHeader host={host} user={user} />
      <SegmentTabs
        className="sector-page__tabs"
        testId="rank-tabs"
        tabs={RANK_TABS.map((t) => ({ key: t.type, label: t.label }))}
        active={type}
        onChange={(key) =>
          void navigate(
            `/bkRank.html${rankTabSearch(
              query,
              RANK_TABS.findIndex((t) => t.type === key),
            )}`,
            { replace: true },
          )
        }
      />
      {/* Keyed by the tab: switching starts a new list at page 1 (§4 (states and transitions)). */}
      <RankTable key={type} type={type} live={active} />
    </div>
  );
});
