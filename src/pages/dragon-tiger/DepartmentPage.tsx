/**
 * /department/detail/{id}.html (§2 (screens and routes)): the seat's name, nature, style and faction ("--" when none),
 * then the infinite list of its listings (name, date, listing-day change and close, buy and sell
 * amounts, next-day change), each to the stock's dragon-tiger detail of that day.
 */
import { observer } from 'mobx-react-lite';
import { memo, useEffect, useState } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import type { DepartmentListingRow } from '../../../contract/dragon-tiger';
import { PageLoading } from '../../components/feedback/PageLoading';
import { PageHeader } from '../../components/header/PageHeader';
import { InfiniteList } from '../../components/list/InfiniteList';
import { Num } from '../../components/number/Num';
import { usePageTitle } from '../../components/page/title';
import { trendOf } from '../../lib/colors';
import * as dragonTiger from '../../services/dragon-tiger';
import { useStores } from '../../stores/context';
import { DepartmentStore } from './department-store';
import { boardChange, seatAmount, stockDetailPath } from './format';
import {
  DEPARTMENT_FIELDS,
  DEPARTMENT_LIST_TITLE,
  DEPARTMENT_ROW,
  DEPARTMENT_TITLE,
  UNKNOWN_DEPARTMENT_TEXT,
} from './texts';
import './dragon-tiger.css';
import { LoadFailed } from '../../components/feedback/LoadFailed';

/**
 * Seat rows drawn a frame: at 4× CPU six rows kept the longest task of a 300-row scroll at 26–33 ms
 * (one 30-row frame was 72–80 ms), and a 30-row page is in within five frames.
 */
const DEPARTMENT_ROWS_PER_FRAME = 6;

export const DepartmentPage = observer(function DepartmentPage({ departmentId }: { departmentId: string }) {
  const { host } = useStores();
  const navigate = useNavigate();
  const [store] = useState(() => new DepartmentStore(dragonTiger, departmentId));
  useEffect(() => {
    void store.loadInfo();
  }, [store]);
  const info = store.info;
  usePageTitle(info.kind === 'ready' ? info.info.salesDepartmentName : undefined);

  return (
    <div className="lhb-page">
      <PageHeader host={host} lead={{ back: 'history' }} title={<h1>{DEPARTMENT_TITLE}</h1>} />
      {info.kind === 'loading' && <PageLoading />}
      {info.kind === 'missing' && <div className="lhb-retry">{UNKNOWN_DEPARTMENT_TEXT}</div>}
      {info.kind === 'failed' && <LoadFailed className="lhb-retry" onRetry={() => void store.loadInfo()} />}
      {info.kind === 'ready' && (
        <>
          <section className="lhb-dept" data-testid="lhb-dept">
            <h2 className="lhb-dept__name">{info.info.salesDepartmentName}</h2>
            <dl className="lhb-dept__fields">
              <div>
                <dt>{DEPARTMENT_FIELDS.nature}</dt>
                <dd>{info.info.natureName || '--'}</dd>
              </div>
              <div>
                <dt>{DEPARTMENT_FIELDS.style}</dt>
                <dd>{info.info.styleName || '--'}</dd>
              </div>
              <div>
                <dt>{DEPARTMENT_FIELDS.faction}</dt>
                <dd>{info.info.factionName || '--'}</dd>
              </div>
            </dl>
          </section>
          <h3 className="lhb-section-title">{DEPARTMENT_LIST_TITLE}</h3>
          <InfiniteList
            list={store.listings}
            className="lhb-dept-list"
            // A seat lists hundreds of days: a page's rows go in a few a frame (rows-shown.ts).
            rowsPerFrame={DEPARTMENT_ROWS_PER_FRAME}
            renderItem={(row) => <DepartmentRow row={row} navigate={navigate} />}
          />
        </>
      )}
    </div>
  );
});

/** Memoised: a new page appends rows without drawing the rows already shown again. */
const DepartmentRow = memo(function DepartmentRow({
  row,
  navigate,
}: {
  row: DepartmentListingRow;
  navigate: NavigateFunction;
}) {
  const trend = trendOf(row.pxChangeRate);
  return (
    <button
      type="button"
      className="lhb-dept-row"
      onClick={() => void navigate(stockDetailPath(row.secuCode, row.tradingDay))}
      data-testid="lhb-dept-row"
    >
      <span className="lhb-dept-row__top">
        <span className="lhb-name">{row.chiNameAbbr}</span>
        <span className="lhb-code">{row.secuCode}</span>
        <span className="lhb-dept-row__date">{row.tradingDay}</span>
      </span>
      <span className="lhb-dept-row__grid">
        <span>
          <span className="lhb-label">{DEPARTMENT_ROW.close}</span>
          <Num value={row.closePrice.toFixed(2)} trend={trend} />
        </span>
        <span>
          <span className="lhb-label">{DEPARTMENT_ROW.change}</span>
          <Num value={boardChange(row.pxChangeRate)} trend={trend} />
        </span>
        <span>
          <span className="lhb-label">{DEPARTMENT_ROW.next}</span>
          <Num value={boardChange(row.nextPxChangeRate)} trend={trendOf(row.nextPxChangeRate)} />
        </span>
        <span>
          <span className="lhb-label">{DEPARTMENT_ROW.buy}</span>
          <Num value={seatAmount(row.totalRankBuySum)} />
        </span>
        <span>
          <span className="lhb-label">{DEPARTMENT_ROW.sale}</span>
          <Num value={seatAmount(row.totalRankSaleSum)} />
        </span>
      </span>
    </button>
  );
});
