/**
 * What the sector screens' two live sortable tables share (the ranking, RankPage, and a sector's
 * constituents, ConstituentTable): the name-and-code cell, the 最新价 and 涨跌幅 columns, and the
 * two readings of a sorted page-number call (the next page; every loaded page at once).
 */
import type { TableColumn } from '../../components/table/columns';
import { loadedPagesPaging, pageNumberPaging } from '../../components/list/paged-list';
import type { Sort } from '../../components/list/sort';
import { Num } from '../../components/number/Num';
import { trendOf } from '../../lib/colors';
import { formatSectorRow } from '../../lib/format/sector';
import type { PageQuery } from '../../services/plate';

/** A row's name over its code (the cell's own element, a link or a span, is the table's). */
export function NameCode({ name, code }: { name: string; code: string }) {
  return (
    <>
      <span className="sector-name__name">{name}</span>
      <small className="sector-name__code">{code}</small>
    </>
  );
}

/** 最新价 and 涨跌幅, both coloured by the change, each sortable by the field given for it. */
export function priceRateColumns<R, F extends string>(
  quote: (row: R) => { lastPx: unknown; rate: unknown },
  opts: { width: string; priceSort?: F; rateSort?: F },
): Array<TableColumn<R, F>> {
  const cell = (part: 'price' | 'rate') => (row: R) => {
    const { lastPx, rate } = quote(row);
    return <Num value={formatSectorRow(lastPx, rate)[part]} trend={trendOf(rate)} />;
  };
  return [
    {
      key: 'price',
      title: '最新价',
      width: opts.width,
      align: 'right',
      sortField: opts.priceSort,
      render: cell('price'),
    },
    {
      key: 'rate',
      title: '涨跌幅',
      width: opts.width,
      align: 'right',
      sortField: opts.rateSort,
      render: cell('rate'),
    },
  ];
}

/**
 * Both paging readers of one sorted page-number call: `fetchPage` asks for page n (no pageSize: the
 * call's own page size), `fetchLoaded` for page 1 of every loaded row at once (with that pageSize).
 */
export function sortedPaging<T, F extends string>(
  fetch: (q: PageQuery<F>) => Promise<readonly T[]>,
  pageSize: number,
  defaultField: F,
) {
  const order = (sort: Sort<F> | null) => ({
    sortField: sort?.field ?? defaultField,
    descending: sort?.dir !== 'asc',
  });
  return {
    fetchPage: pageNumberPaging<T, F>((pageNum, sort) => fetch({ ...order(sort), pageNum }), pageSize),
    fetchLoaded: loadedPagesPaging<T, F>(
      (size, sort) => fetch({ ...order(sort), pageNum: 1, pageSize: size }),
      pageSize,
    ),
  };
}
