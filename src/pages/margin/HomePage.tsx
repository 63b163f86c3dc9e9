/**
 * /rzrq.html (kept alive, §2 (screens and routes) "Margin financing"): tabs 两市 / 沪市 / 深市, the balance chart with its
 * three sub-metrics, the date picker (published trading days only), the totals, the top five by net
 * financing buy and the top ten by financing balance with a link to the full list.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import Calendar from 'react-vant/es/calendar';
import type { MarginDetailRow } from '../../../contract/margin';
import { PageHeader } from '../../components/header/PageHeader';
import { usePageRoute } from '../../components/page/page-context';
import { useStores } from '../../stores/context';
import { metricColumns, nameColumn } from './columns';
import { MARKET_TABS } from './market';
import { LIST_METRICS } from './metrics';
import { marginListPath, stockMarginPath } from './rows';
import { dateKey, keyDate, tradingDayFormatter } from './trading-days';
import { ERROR_TEXT, LOADING_TEXT } from '../../components/list/texts';
import { SegmentTabs } from '../../components/tabs/SegmentTabs';
import { DataTable } from '../../components/table/DataTable';
import { ChartSection } from './ChartSection';
import { TopFiveTable, TotalsTable } from './tables';
import { MarginHomeStore } from './margin-home-store';
import './margin.css';
import './margin-home.css';

const DETAIL_COLUMNS = [nameColumn(), ...metricColumns<MarginDetailRow>(LIST_METRICS, false)];

export default observer(function MarginHomePage() {
  const [store] = useState(() => new MarginHomeStore());
  const { host } = useStores();
  const { active } = usePageRoute();
  const navigate = useNavigate();
  useEffect(() => {
    if (active) store.start();
  }, [active, store]);
  useEffect(() => () => store.dispose(), [store]);
  const toStock = (name: string, code: string, inner: number) => navigate(stockMarginPath(name, code, inner));

  return (
    <div className="margin-home" data-testid="margin-home">
      <PageHeader host={host} lead={{ back: 'history' }} title="融资融券" />
      <SegmentTabs
        tabs={MARKET_TABS}
        active={store.market}
        onChange={(m) => store.setMarket(m)}
        className="margin-home__tabs"
        testId="margin-market-tabs"
      />
      <ChartSection store={store} />
      <DateBar store={store} />
      {store.tablesFailed ? (
        <button type="button" className="margin-home__state" onClick={() => store.reloadTables()}>
          {ERROR_TEXT}
        </button>
      ) : !store.tables ? (
        <div className="margin-home__state">{LOADING_TEXT}</div>
      ) : (
        <div
          className={
            store.tablesLoading ? 'margin-home__tables margin-home__tables--stale' : 'margin-home__tables'
          }
        >
          <TotalsTable totals={store.tables.totals} />
          <section className="margin-section">
            <h2 className="margin-section__head">融资净买入前五</h2>
            <TopFiveTable
              rows={store.tables.topFive}
              onPick={(r) => toStock(r.SecuAbbr, r.SecuCode, r.InnerCode)}
            />
          </section>
          <section className="margin-section" data-testid="margin-top-ten">
            <h2 className="margin-section__head">
              融资融券明细
              <Link
                className="margin-section__more touch-target"
                to={marginListPath(store.market, store.date)}
              >
                查看更多 &gt;
              </Link>
            </h2>
            <DataTable
              rows={store.tables.detail}
              rowKey={(r) => r.InnerCode}
              columns={DETAIL_COLUMNS}
              label="融资融券明细前十"
              onRowClick={(r) => toStock(r.SecuAbbr, r.SecuCode, r.InnerCode)}
            />
          </section>
        </div>
      )}
    </div>
  );
});

const DateBar = observer(function DateBar({ store }: { store: MarginHomeStore }) {
  const [open, setOpen] = useState(false);
  const days = store.tradingDays;
  const formatter = useMemo(() => tradingDayFormatter(new Set(days)), [days]);
  const shown = store.shownDate;
  return (
    <div className="margin-home__date">
      <span>数据日期</span>
      <button
        type="button"
        className="margin-home__date-button"
        disabled={days.length === 0}
        onClick={() => setOpen(true)}
        data-testid="margin-date"
      >
        {shown ?? '--'}
      </button>
      {days.length > 0 && (
        <Calendar
          poppable
          visible={open}
          title="选择日期"
          color="var(--brand)"
          minDate={keyDate(days[0])}
          maxDate={keyDate(days[days.length - 1])}
          defaultValue={keyDate(shown ?? days[days.length - 1])}
          formatter={formatter}
          onClose={() => setOpen(false)}
          onConfirm={(value) => {
            setOpen(false);
            if (value instanceof Date) store.setDate(dateKey(value));
          }}
        />
      )}
    </div>
  );
});
