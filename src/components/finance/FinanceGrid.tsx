/**
 * The statement table: a DataTable whose frozen first column holds the item labels and whose other
 * columns are the fiscal periods, swiped sideways (scroll snapping to whole columns), with the
 * announcement dates as the last row. With date tabs (CN) a row of period tabs sits above: tapping a
 * tab brings its column into view, and swiping marks the first visible column's tab.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FinanceTable } from '../../lib/info/finance';
import type { TableColumn } from '../table/columns';
import { DataTable } from '../table/DataTable';

interface GridRow {
  label: string;
  values: readonly string[];
  /** Year-on-year figures per period; none on the announcement-date row. */
  yoy: readonly string[] | null;
}

const LABEL_WIDTH = '1.2rem';
const PERIOD_WIDTH = '1.26rem';
const PUBLISH_LABEL = '公告日期';

/** The colour class of a year-on-year figure as formatted ('+12.30%', '-4.00%', '--'). */
export function yoyTone(text: string): 'rise' | 'fall' | '' {
  if (text.startsWith('+')) return 'rise';
  return text.startsWith('-') && text !== '--' ? 'fall' : '';
}

export function gridRows(table: FinanceTable): GridRow[] {
  return [
    ...table.rows.map((r) => ({ label: r.label, values: r.values, yoy: r.yoy })),
    { label: PUBLISH_LABEL, values: table.columns.map((c) => c.publishDate || '--'), yoy: null },
  ];
}

function gridColumns(table: FinanceTable, yoy: boolean): Array<TableColumn<GridRow>> {
  return [
    {
      key: 'label',
      title: '报告期',
      width: LABEL_WIDTH,
      className: 'finance-grid__label',
      render: (row) => <span>{row.label}</span>,
    },
    ...table.columns.map((c, ci): TableColumn<GridRow> => ({
      key: c.key,
      title: (
        <>
          <span>{c.title}</span>
          <small>{c.end}</small>
        </>
      ),
      width: PERIOD_WIDTH,
      align: 'right',
      className: 'finance-grid__period',
      render: (row) =>
        row.yoy === null ? (
          <span className="finance-grid__publish">{row.values[ci]}</span>
        ) : (
          <>
            <span>{row.values[ci]}</span>
            {yoy && <small className={`finance-grid__yoy ${yoyTone(row.yoy[ci])}`}>{row.yoy[ci]}</small>}
          </>
        ),
    })),
  ];
}

/** The period header cells of the table, in column order. */
function periodHeads(scroller: HTMLDivElement): HTMLElement[] {
  return Array.from(scroller.querySelectorAll<HTMLElement>('[role=columnheader].finance-grid__period'));
}

export function FinanceGrid({
  table,
  yoy,
  dateTabs = false,
}: {
  table: FinanceTable;
  yoy: boolean;
  dateTabs?: boolean;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const tabsRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const columns = useMemo(() => gridColumns(table, yoy), [table, yoy]);
  const rows = useMemo(() => gridRows(table), [table]);

  const columnCount = table.columns.length;
  const firstColumn = table.columns[0]?.key;
  useEffect(() => {
    setActive(0);
    scroller.current?.scrollTo({ left: 0 });
  }, [columnCount, firstColumn]);

  const onScroll = (el: HTMLDivElement) => {
    const first = periodHeads(el)[0];
    if (!first) return;
    const index = Math.round(el.scrollLeft / first.offsetWidth);
    if (index !== active) setActive(index);
  };

  // Keep the active date tab visible by scrolling only the tab row (scrollIntoView would also move
  // the page and the statement tabs above).
  useEffect(() => {
    const row = tabsRef.current;
    const tab = row?.children[active] as HTMLElement | undefined;
    if (!row || !tab) return;
    const left = tab.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft) row.scrollLeft = left;
    else if (left + tab.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollLeft = left + tab.offsetWidth - row.clientWidth;
  }, [active]);

  const goTo = (i: number) => {
    const el = scroller.current;
    const heads = el ? periodHeads(el) : [];
    // The period column lands right of the frozen label column, where the first one starts.
    if (el && heads[i]) el.scrollTo({ left: heads[i].offsetLeft - heads[0].offsetLeft, behavior: 'smooth' });
    setActive(i);
  };

  return (
    <div className={yoy ? 'finance-grid finance-grid--yoy' : 'finance-grid'}>
      {dateTabs && (
        <div className="finance-grid__dates" ref={tabsRef} role="tablist" aria-label="报告期">
          {table.columns.map((c, i) => (
            <button
              type="button"
              role="tab"
              aria-selected={i === active}
              key={c.key}
              className={
                i === active ? 'finance-grid__date finance-grid__date--active' : 'finance-grid__date'
              }
              onClick={() => goTo(i)}
            >
              {c.title}
            </button>
          ))}
        </div>
      )}
      <DataTable
        className="finance-grid__table"
        label="财务报表"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.label}
        scrollerRef={scroller}
        onScroll={onScroll}
      />
    </div>
  );
}
