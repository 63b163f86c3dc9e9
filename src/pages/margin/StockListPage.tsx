/**
 * /rzrq-stock-list.html?innerCode=&name=: a stock's daily margin figures, newest first, the 14 metric
 * columns of §2 (screens and routes) with the date column and the header row frozen (DataTable), loading more as the end
 * comes near. The call pages by pageSize only (§7 (the calls it makes)), so each page asks for 100 more rows.
 */
import { observer } from 'mobx-react-lite';
import { MARGIN_HISTORY_MAX, MARGIN_LIST_SIZE, type MarginHistoryRow } from '../../../contract/margin';
import { PageHeader } from '../../components/header/PageHeader';
import { usePageRoute } from '../../components/page/page-context';
import { useStores } from '../../stores/context';
import { usePageTitle } from '../../components/page/title';
import { usePagedList } from '../../components/list/use-paged-list';
import { pageNumberPaging } from '../../components/list/paged-list';
import { dateColumn, metricColumns } from './columns';
import { HISTORY_SUBTITLE, STOCK_METRICS, type MarginField } from './metrics';
import { nullOn404 } from './not-found';
import { growingPageSize, parseInnerCode } from './rows';
import { DataTable } from '../../components/table/DataTable';
import { marginStockHistory } from './route';
import './margin.css';
import './margin-list.css';

const COLUMNS = [dateColumn(), ...metricColumns<MarginHistoryRow>(STOCK_METRICS, false)];

export default observer(function MarginStockListPage() {
  const { query } = usePageRoute();
  const inner = parseInnerCode(query.get('innerCode'));
  const name = query.get('name') ?? '';
  const { host, headStarts } = useStores();
  usePageTitle(name ? `${name}融资融券明细` : undefined);
  const list = usePagedList<MarginHistoryRow, number, MarginField>({
    first: 1,
    fetchPage: pageNumberPaging(async (page) => {
      const { pageSize, skip } = growingPageSize(page, MARGIN_LIST_SIZE);
      if (!inner || pageSize > MARGIN_HISTORY_MAX + MARGIN_LIST_SIZE) return [];
      const rows = await nullOn404(
        marginStockHistory(headStarts, inner, Math.min(pageSize, MARGIN_HISTORY_MAX)),
      );
      return (rows ?? []).slice(skip);
    }, MARGIN_LIST_SIZE),
    keyOf: (row) => row.TradingDay,
  });
  return (
    <div className={`margin-list-page${host.navBar ? '' : ' margin-list-page--header'}`}>
      <PageHeader host={host} lead={{ back: 'history' }} title={`${name}融资融券明细`} />
      <div className="margin-subtitle">{HISTORY_SUBTITLE}</div>
      <DataTable
        list={list}
        columns={COLUMNS}
        label="融资融券历史明细"
        maxHeight="var(--margin-list-height)"
        className="margin-list-page__table"
      />
    </div>
  );
});
