/**
 * /rzrq/{name-code}/{innerCode}.html (§2 (screens and routes) "Stock margin page"): title stock name plus 融资融券, the
 * balance chart, the latest day's trading table, the latest 10 days of the 14 metrics and a link to
 * the full daily list.
 */
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { MARGIN_STOCK_ROWS, type MarginHistoryRow, type MarginStockSummary } from '../../../contract/margin';
import { PageHeader } from '../../components/header/PageHeader';
import { usePageRoute } from '../../components/page/page-context';
import { useStores } from '../../stores/context';
import { usePageTitle } from '../../components/page/title';
import { AsyncBlock, NO_DATA_TEXT } from '../../components/async/AsyncBlock';
import { useAsync } from '../../components/async/use-async';
import { stockInput } from './chart-input';
import { dateColumn, metricColumns } from './columns';
import { MarginLineChart } from './MarginLineChart';
import { STOCK_METRICS } from './metrics';
import { nullOn404 } from './not-found';
import { parseInnerCode, splitStockSegment, stockMarginListPath } from './rows';
import { Num } from '../../components/number/Num';
import { DataTable } from '../../components/table/DataTable';
import { trendOf } from '../../lib/colors';
import { formatFixed } from '../../lib/format/number';
import { formatMarginAmount, formatMarginPercent } from '../../lib/format/margin';
import { TableScroll } from './tables';
import { getStockChart, getStockHistory, getStockSummary } from '../../services/margin';
import './margin.css';
import './margin-home.css';
import './margin-stock.css';

const HISTORY_COLUMNS = [dateColumn(), ...metricColumns<MarginHistoryRow>(STOCK_METRICS, false)];

export default observer(function MarginStockPage() {
  const { params } = usePageRoute();
  const { name } = splitStockSegment(params.stock ?? '');
  const inner = parseInnerCode(params.innerCode);
  const { host, theme } = useStores();
  usePageTitle(name ? `${name}融资融券` : undefined);
  const chart = useAsync(async () => (inner ? nullOn404(getStockChart(inner)) : null), [inner]);
  const summary = useAsync(async () => (inner ? nullOn404(getStockSummary(inner)) : null), [inner]);
  const history = useAsync(
    async () => (inner ? nullOn404(getStockHistory(inner, MARGIN_STOCK_ROWS)) : null),
    [inner],
  );
  const input = useMemo(() => (chart.data ? stockInput(chart.data) : null), [chart.data]);
  const isEmpty = (d: unknown) => d === null || (Array.isArray(d) && d.length === 0);
  return (
    <div className="margin-home margin-stock" data-testid="margin-stock">
      <PageHeader host={host} lead={{ back: 'history' }} title={`${name}融资融券`} />
      <section className="margin-section">
        <h2 className="margin-section__head">融资融券余额走势</h2>
        <AsyncBlock state={chart} isEmpty={isEmpty}>
          {() =>
            input ? (
              <MarginLineChart
                input={input}
                dark={theme.isDark}
                updown={theme.updown}
                testId="margin-stock-chart"
              />
            ) : null
          }
        </AsyncBlock>
      </section>
      <section className="margin-section">
        <h2 className="margin-section__head">交易数据</h2>
        <AsyncBlock state={summary} isEmpty={isEmpty}>
          {(s) => (s ? <TradingTable summary={s} /> : NO_DATA_TEXT)}
        </AsyncBlock>
      </section>
      <section className="margin-section" data-testid="margin-stock-history">
        <h2 className="margin-section__head">
          历史数据
          {inner && (
            <Link className="margin-section__more touch-target" to={stockMarginListPath(inner, name)}>
              查看更多 &gt;
            </Link>
          )}
        </h2>
        <AsyncBlock state={history} isEmpty={isEmpty}>
          {(rows) => (
            <DataTable
              rows={rows ?? []}
              rowKey={(r) => r.TradingDay}
              columns={HISTORY_COLUMNS}
              label="融资融券历史数据"
            />
          )}
        </AsyncBlock>
      </section>
    </div>
  );
});

function TradingTable({ summary: s }: { summary: MarginStockSummary }) {
  const trend = trendOf(s.UpDownRatio);
  return (
    <TableScroll label="融资融券交易">
      <table className="margin-table" data-testid="margin-stock-trading">
        <thead>
          <tr>
            <th>日期</th>
            <th>收盘价</th>
            <th>涨跌幅</th>
            <th>融资买入额</th>
            <th>融资偿还额</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{s.TradingDay}</td>
            <td>
              <Num value={formatFixed(s.ClosePrice, 2)} trend={trend} />
            </td>
            <td>
              <Num value={formatMarginPercent(s.UpDownRatio, { sign: true })} trend={trend} />
            </td>
            <td>
              <Num value={formatMarginAmount(s.FinanceBuyValue)} />
            </td>
            <td>
              <Num value={formatMarginAmount(s.FinanceRefundValue)} />
            </td>
          </tr>
        </tbody>
      </table>
    </TableScroll>
  );
}
