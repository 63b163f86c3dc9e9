/**
 * A data table with a frozen first column and header row (the margin lists' "horizontal scroll
 * synchronised with a fixed name column", §2 (screens and routes); the financial report's label column), sortable
 * header cells bound to a list's sort (§4 (states and transitions)), number cells (columns.tsx), row taps, and the §2 (screens and routes)/§8 (the error catalogue)
 * loading, empty and end states of a paged list.
 *
 * Header, frozen column and body sit in one scroll container; the header row is `position: sticky;
 * top: 0` and each row's first cell `position: sticky; left: 0`. The browser's compositor keeps them
 * in place during the scroll itself, so they never lag or jitter and no script runs per scroll
 * event — unlike the older pattern of separate header/column/body boxes whose scrollLeft/scrollTop a
 * scroll handler mirrors (one frame late on touch scrolling, and a forced layout per event).
 * Sticky table cells work in every WebView we ship to (Chromium ≥ 56, iOS Safari ≥ 13).
 *
 * Vertical: with `maxHeight` the table scrolls inside itself and the header row stays on top;
 * without it the table is as tall as its rows and the page scrolls.
 */
import { observer } from 'mobx-react-lite';
import type { CSSProperties, KeyboardEvent, ReactNode, Ref, UIEvent } from 'react';
import { ListFooter } from '../list/ListFooter';
import type { ListKey, PagedListView } from '../list/paged-list';
import { sortDirOf, type Sort } from '../list/sort';
import { EMPTY_TEXT } from '../list/texts';
import type { TableColumn } from './columns';
import { ariaSort, cellClass, columnTemplate } from './grid';
import { TableLinkScope } from './table-links';
import './data-table.css';

interface TableSource<R, F extends string> {
  /** A paged list: its rows, sort, loading, end and empty states, and the next page near the end. */
  list?: PagedListView<R, F>;
  /** Rows of a table that is not paged (the financial report), with their keys. */
  rows?: readonly R[];
  rowKey?: (row: R, index: number) => ListKey;
}

export interface DataTableProps<R, F extends string = string> extends TableSource<R, F> {
  /** The first column is the frozen one. */
  columns: ReadonlyArray<TableColumn<R, F>>;
  onRowClick?: (row: R) => void;
  /** Makes the table scroll inside itself below this height, its header row staying on top. */
  maxHeight?: string;
  /** End line of a paged list; 无更多数据 by default. */
  finishedText?: ReactNode;
  /** Line of a table without rows; 暂无数据 by default. */
  emptyText?: ReactNode;
  rowClassName?: (row: R) => string | undefined;
  className?: string;
  label?: string;
  scrollerRef?: Ref<HTMLDivElement>;
  onScroll?: (scroller: HTMLDivElement) => void;
}

function DataTableView<R, F extends string = string>({
  list,
  rows: staticRows,
  rowKey,
  columns,
  onRowClick,
  maxHeight,
  finishedText,
  emptyText = EMPTY_TEXT,
  rowClassName,
  className,
  label,
  scrollerRef,
  onScroll,
}: DataTableProps<R, F>) {
  const rows = list ? list.items : (staticRows ?? []);
  // A ranked list keeps its rows by place (paged-list.ts `ranked`): keyed by item, a reorder
  // would move the DOM of every row a risen row jumped over.
  const byPlace = (_row: R, i: number) => i;
  const keyOf = list ? (list.keyedByPlace ? byPlace : (row: R) => list.keyOf(row)) : (rowKey ?? byPlace);
  const style = {
    '--data-table-columns': columnTemplate(columns.map((c) => c.width)),
    maxHeight,
  } as CSSProperties;
  const footer = list ? (
    <ListFooter
      list={list}
      finishedText={finishedText}
      emptyText={emptyText}
      className="data-table__footer"
    />
  ) : rows.length === 0 ? (
    <div className="data-table__footer data-table__empty">{emptyText}</div>
  ) : null;
  // Inside a self-scrolling table the state line is the scroll container's last child (so its
  // loader watches that container); otherwise it follows the table and the page's scroll.
  const scrollsItself = maxHeight !== undefined;

  return (
    <>
      <div
        ref={scrollerRef}
        className={`data-table${scrollsItself ? ' data-table--scroll-y' : ''}${className ? ` ${className}` : ''}`}
        style={style}
        // A scrolling region must be reachable without touch (keyboard, switch access).
        tabIndex={0}
        role="region"
        aria-label={label}
        onScroll={onScroll ? (e: UIEvent<HTMLDivElement>) => onScroll(e.currentTarget) : undefined}
      >
        <TableLinkScope
          className="data-table__grid"
          role="table"
          aria-label={label}
          aria-rowcount={rows.length + 1}
        >
          <HeaderRow
            columns={columns}
            sort={list?.sort ?? null}
            onSort={list ? (field) => list.setSort(field) : undefined}
          />
          {rows.map((row, i) => (
            <TableRow
              key={keyOf(row, i)}
              row={row}
              index={i}
              columns={columns}
              onClick={onRowClick}
              className={rowClassName?.(row)}
            />
          ))}
        </TableLinkScope>
        {scrollsItself && footer}
      </div>
      {!scrollsItself && footer}
    </>
  );
}

function HeaderRowView<R, F extends string>({
  columns,
  sort,
  onSort,
}: {
  columns: ReadonlyArray<TableColumn<R, F>>;
  sort: Sort<F> | null;
  onSort?: (field: F) => void;
}) {
  return (
    <div className="data-table__row data-table__row--head" role="row">
      {columns.map((column, ci) => {
        const field = column.sortField;
        const dir = field !== undefined ? sortDirOf(sort, field) : null;
        return (
          <div
            key={column.key}
            role="columnheader"
            data-column={ci}
            aria-sort={field !== undefined ? ariaSort(dir) : undefined}
            className={cellClass(column, ci, 'data-table__head-cell')}
          >
            {field !== undefined && onSort ? (
              <button type="button" className="data-table__sort-button" onClick={() => onSort(field)}>
                {column.title}
                <span className={`data-table__sort data-table__sort--${dir ?? 'none'}`} aria-hidden />
              </button>
            ) : (
              column.title
            )}
          </div>
        );
      })}
    </div>
  );
}

const HeaderRow = observer(HeaderRowView) as typeof HeaderRowView;

/**
 * One body row, an observer of its own: a live change of one item re-renders that row alone, and a
 * new page does not re-render the rows already shown (a 100-row table stays cheap to update).
 */
function TableRowView<R, F extends string>({
  row,
  index,
  columns,
  onClick,
  className,
}: {
  row: R;
  index: number;
  columns: ReadonlyArray<TableColumn<R, F>>;
  onClick?: (row: R) => void;
  className?: string;
}) {
  const tap = onClick
    ? {
        onClick: () => onClick(row),
        onKeyDown: (e: KeyboardEvent) => {
          if (e.key === 'Enter') onClick(row);
        },
        tabIndex: 0,
      }
    : {};
  return (
    <div
      role="row"
      className={`data-table__row${onClick ? ' data-table__row--link' : ''}${className ? ` ${className}` : ''}`}
      {...tap}
    >
      {columns.map((column, ci) => (
        <div
          key={column.key}
          role={ci === 0 ? 'rowheader' : 'cell'}
          data-column={ci}
          className={cellClass(column, ci, 'data-table__body-cell')}
        >
          {column.render(row, index)}
        </div>
      ))}
    </div>
  );
}

const TableRow = observer(TableRowView) as typeof TableRowView;

// observer() drops the type parameters; the cast gives callers back the generic signature.
export const DataTable = observer(DataTableView) as typeof DataTableView;
