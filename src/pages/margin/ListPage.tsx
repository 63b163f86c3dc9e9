/**
 * /rzrq-list.html?market=&date=: up to 100 stocks (§9 (business constants and limits)) with the 13 metric columns (§2 (screens and routes)), the name
 * column and the header row frozen in one scroll container (DataTable), sortable by any column.
 * The server answers by financing balance; a header tap sorts the loaded rows here.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MarginDetailRow } from '../../../contract/margin';
import { PageHeader } from '../../components/header/PageHeader';
import { usePageRoute } from '../../components/page/page-context';
import { useStores } from '../../stores/context';
import { metricColumns, nameColumn } from './columns';
import { listSubtitle, parseMarginDate, parseMarginMarket } from './market';
import { LIST_METRICS, type MarginField } from './metrics';
import { LIST_FIRST_ROWS, sortRows, stepPage, stockMarginPath } from './rows';
import { whenIdle } from '../../components/async/use-idle-ready';
import { DataTable } from '../../components/table/DataTable';
import { usePagedList } from '../../components/list/use-paged-list';
import { marginList } from './route';
import './margin.css';
import './margin-list.css';

/** Rows drawn per idle moment after the first screen (LIST_FIRST_ROWS, rows.ts). */
const STEP_ROWS = 15;
/** The next step is drawn at the latest this long after the previous one (idle or not). */
const STEP_MAX_WAIT_MS = 1000;

const COLUMNS = [nameColumn(), ...metricColumns<MarginDetailRow>(LIST_METRICS, true)];

export default observer(function MarginListPage() {
  const { query } = usePageRoute();
  const market = parseMarginMarket(query.get('market'));
  const date = parseMarginDate(query.get('date'));
  const navigate = useNavigate();
  const { host, headStarts } = useStores();
  // One request per page visit; a sort reorders the rows already here.
  const loaded = useRef<Promise<MarginDetailRow[]> | null>(null);
  const list = usePagedList<MarginDetailRow, number, MarginField>({
    first: 1,
    fetchPage: async (page, sort) => {
      loaded.current ??= marginList(headStarts, market, date).catch((err: unknown) => {
        loaded.current = null;
        throw err;
      });
      return stepPage(sortRows(await loaded.current, sort), page, LIST_FIRST_ROWS, STEP_ROWS);
    },
    keyOf: (row) => row.InnerCode,
  });
  // The rest of the table arrives step by step while the reader looks at the first screen.
  const more = list.items.length > 0 && !list.loading && !list.finished && !list.failed;
  const shown = list.items.length;
  useEffect(
    () => (more ? whenIdle(() => void list.loadMore(), STEP_MAX_WAIT_MS) : undefined),
    [more, shown, list],
  );
  return (
    <div className={`margin-list-page${host.navBar ? '' : ' margin-list-page--header'}`}>
      <PageHeader host={host} lead={{ back: 'history' }} title="融资融券明细" />
      <div className="margin-subtitle" data-testid="margin-list-subtitle">
        {listSubtitle(market, date)}
      </div>
      <DataTable
        list={list}
        columns={COLUMNS}
        label="融资融券明细"
        maxHeight="var(--margin-list-height)"
        className="margin-list-page__table"
        onRowClick={(row) => navigate(stockMarginPath(row.SecuAbbr, row.SecuCode, row.InnerCode))}
      />
    </div>
  );
});
