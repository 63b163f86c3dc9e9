/**
 * A sector's constituents (§2 (screens and routes) "Constituent list"): name with code, latest price, change; the change
 * header toggles the sort; 50 a page (§9 (business constants and limits)) with infinite scroll; 正在加载... / 无更多数据; prices kept
 * live by an in-place refresh every 5 s (§9 (business constants and limits)). A row opens the stock (§2 (screens and routes) XSHG → /sh/, else /sz/).
 */
import { LiveArea } from '../../components/live/live';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { CONSTITUENT_PAGE_SIZE, type Constituent, type StockGrpSortField } from '../../../contract/plate';
import { RANKED_ROWS } from '../../components/list/ranked';
import { usePagedList } from '../../components/list/use-paged-list';
import { useRefreshEvery, type Refreshable } from '../../components/list/use-refresh-every';
import { DataTable } from '../../components/table/DataTable';
import { columnOf } from '../../components/table/columns';
import { constituentHref } from '../../lib/sector/sector';
import { useStores } from '../../stores/context';
import { CONSTITUENT_DEFAULT_FIELD, stockGroupPage } from './route';
import { CONSTITUENT_RULES } from './columns';
import { sortedPaging } from './sector-table';

/** §9 (business constants and limits) poll of the sector screens. */
export const SECTOR_POLL_MS = 5000;

/** What a hidden page polls: nothing. */
export const IDLE: Refreshable = { refresh: () => Promise.resolve() };

const COLUMNS = CONSTITUENT_RULES.map(columnOf);

export interface ConstituentTableProps {
  typeCode: string;
  prodCode: string;
  /** Polls while true (the page is on screen). */
  live: boolean;
  /** Told the sector's name once the first page answers (the constituent page's title). */
  onName?: (name: string) => void;
}

export const ConstituentTable = observer(function ConstituentTable({
  typeCode,
  prodCode,
  live,
  onName,
}: ConstituentTableProps) {
  const navigate = useNavigate();
  const { headStarts } = useStores();
  const list = usePagedList<Constituent, number, StockGrpSortField>({
    first: 1,
    sort: { field: CONSTITUENT_DEFAULT_FIELD, dir: 'desc' },
    keyOf: (c) => `${c.hqTypeCode}:${c.prodCode}`,
    // Re-sorted by live values on every refresh, as the ranking: rows kept by place.
    ranked: RANKED_ROWS,
    // The sort is by live values: every load and refresh reads all loaded pages at once.
    ...sortedPaging<Constituent, StockGrpSortField>(
      async (q) => {
        try {
          // The first page in the default sort is the request boot started (route.ts
          // warmConstituents): a reading of one page's worth asks as a page does.
          const pageSize = q.pageSize === CONSTITUENT_PAGE_SIZE ? undefined : q.pageSize;
          const reply = await stockGroupPage(headStarts, typeCode, prodCode, { ...q, pageSize });
          onName?.(reply.plate.ProdName);
          return reply.sortProdGrp;
        } catch (e) {
          // §8 (the error catalogue) "Constituent fetch failure: empty list silently": always for the next page; for a
          // reading of the loaded pages only on the first load (once rows are shown, a failed load
          // or refresh keeps them: tap to retry, the next poll).
          if (q.pageSize === undefined || list.items.length === 0) return [];
          throw e;
        }
      },
      CONSTITUENT_PAGE_SIZE,
      CONSTITUENT_DEFAULT_FIELD,
    ),
  });
  useRefreshEvery(live ? list : IDLE, SECTOR_POLL_MS);
  return (
    <LiveArea testId="constituents-live" stale={list.stale}>
      <DataTable
        className="sector-table"
        label="成分股"
        list={list}
        columns={COLUMNS}
        onRowClick={(c) => void navigate(constituentHref(c.hqTypeCode, c.prodCode))}
      />
    </LiveArea>
  );
});
