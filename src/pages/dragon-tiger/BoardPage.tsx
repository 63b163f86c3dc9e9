/**
 * /stock-list.html (§2 (screens and routes) "Dragon-Tiger board"): two tabs. 个股榜单: the calendar (§5 (validation rules)), the day's summary
 * and the rank list (sortable headers, §4 (states and transitions); infinite scroll); 营业部榜单: the seat ranking by time range
 * (§9 (business constants and limits) 近一月 / 近三月) and three sorts. A help popup explains the board. Rows open the detail pages.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Popup from 'react-vant/es/popup';
import type { RankItem, SalesDepartment } from '../../../contract/dragon-tiger';
import { SwipeCalendar } from '../../components/calendar/SwipeCalendar';
import { PageHeader } from '../../components/header/PageHeader';
import { columnOf } from '../../components/table/columns';
import { DataTable } from '../../components/table/DataTable';
import { SegmentTabs } from '../../components/tabs/SegmentTabs';
import { useStores } from '../../stores/context';
import { BoardStore, boardTabOf, SALES_RANGES, type BoardTab } from './board-store';
import { boardCalls, boardToday } from './route';
import { departmentPath, stockDetailPath } from './format';
import { RANK_RULES, SALES_RULES } from './columns';
import { HelpPopup } from './HelpPopup';
import { SummaryStrip } from './SummaryStrip';
import { BOARD_TITLE, HELP_LABEL, TAB_DEPARTMENTS, TAB_STOCKS } from './texts';
import './dragon-tiger.css';
import { LoadFailed } from '../../components/feedback/LoadFailed';

const TABS = [
  { key: 'stock', label: TAB_STOCKS },
  { key: 'department', label: TAB_DEPARTMENTS },
] as const;

const RANK_TABLE = RANK_RULES.map(columnOf);
const SALES_TABLE = SALES_RULES.map(columnOf);

export const BoardPage = observer(function BoardPage() {
  const { host, headStarts } = useStores();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const [store] = useState(() => {
    const s = new BoardStore(boardCalls(headStarts), boardToday);
    s.setTab(boardTabOf(query.get('tab')));
    return s;
  });
  const [helpOpen, setHelpOpen] = useState(false);
  useEffect(() => {
    void store.init();
  }, [store]);

  return (
    <div className="lhb-page">
      <PageHeader
        host={host}
        lead={{ back: 'history' }}
        title={<h1>{BOARD_TITLE}</h1>}
        actions={[
          {
            id: 'help',
            label: HELP_LABEL,
            onTap: () => setHelpOpen(true),
            testId: 'lhb-help-button',
          },
        ]}
      />
      <SegmentTabs<BoardTab>
        tabs={TABS}
        active={store.tab}
        onChange={(t) => {
          store.setTab(t);
          setQuery(
            (q) => {
              q.set('tab', t);
              return q;
            },
            { replace: true },
          );
        }}
        className="lhb-tabs"
        testId="lhb-tabs"
      />
      {store.tab === 'stock' ? (
        <StockTab
          store={store}
          onRow={(r) => navigate(stockDetailPath(r.secuCode, store.day ?? undefined))}
        />
      ) : null}
      {store.tab === 'department' ? (
        <DepartmentTab store={store} onRow={(r) => navigate(departmentPath(r.departmentId))} />
      ) : null}
      <HelpPopup open={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
});

const StockTab = observer(function StockTab({
  store,
  onRow,
}: {
  store: BoardStore;
  onRow: (r: RankItem) => void;
}) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const cal = store.calendar;
  if (store.daysFailed) return <LoadFailed className="lhb-retry" onRetry={() => void store.init()} />;
  return (
    <>
      <div className="lhb-date-bar">
        <button
          type="button"
          className="lhb-date touch-target"
          data-testid="lhb-date"
          disabled={!cal}
          onClick={() => setPickerOpen(true)}
          aria-haspopup="dialog"
        >
          {store.day ?? '--'}
          <span className="lhb-date__caret" aria-hidden />
        </button>
      </div>
      {cal && (
        <Popup visible={pickerOpen} position="bottom" round onClose={() => setPickerOpen(false)}>
          <div role="dialog" aria-label="选择日期">
            <SwipeCalendar
              testId="lhb-calendar"
              mode="single"
              value={store.day ? [store.day] : []}
              min={cal.min}
              max={cal.max}
              isDisabled={cal.isDisabled}
              onChange={(days) => {
                const day = days[days.length - 1];
                if (day && store.setDay(day)) setPickerOpen(false);
              }}
            />
          </div>
        </Popup>
      )}
      <SummaryStrip summary={store.summary} />
      {store.day && (
        <DataTable
          list={store.rankList}
          columns={RANK_TABLE}
          onRowClick={onRow}
          label={TAB_STOCKS}
          className="lhb-table"
        />
      )}
    </>
  );
});

const DepartmentTab = observer(function DepartmentTab({
  store,
  onRow,
}: {
  store: BoardStore;
  onRow: (r: SalesDepartment) => void;
}) {
  return (
    <>
      <SegmentTabs
        tabs={SALES_RANGES.map((r) => ({ key: String(r.countType), label: r.label }))}
        active={String(store.countType)}
        onChange={(k) => store.setCountType(k === '3' ? 3 : 2)}
        variant="chip"
        className="lhb-ranges"
        testId="lhb-ranges"
      />
      <DataTable
        list={store.salesList}
        columns={SALES_TABLE}
        onRowClick={onRow}
        label={TAB_DEPARTMENTS}
        className="lhb-table"
      />
    </>
  );
});
