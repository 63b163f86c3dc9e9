/**
 * The sector tables' cells as rules (components/table/cell-rules.ts), read by the pages' tables and
 * by the constituents' first rows index.html's early script draws (early.ts): a row's name over its
 * code, and the 最新价 and 涨跌幅 columns, both coloured by the change.
 */
import type { Constituent, StockGrpSortField } from '../../../contract/plate';
import { partsRule, type CellPart, type CellRule } from '../../components/table/cell-rules';
import { trendOf } from '../../lib/colors';
import { formatSectorRow } from '../../lib/format/sector';

/** The constituents' default sort: change rate, descending (as the ranking). */
export const CONSTITUENT_DEFAULT_FIELD: StockGrpSortField = 'pxChangeRate';

/** A row's name over its code (the cell's own element, a link or a span, is the table's). */
export const nameCodeParts = (name: string, code: string): CellPart[] => [
  { className: 'sector-name__name', text: name },
  { className: 'sector-name__code', tag: 'small', text: code },
];

/** 最新价 and 涨跌幅, both coloured by the change, each sortable by the field given for it. */
export function priceRateRules<R, F extends string>(
  quote: (row: R) => { lastPx: unknown; rate: unknown },
  opts: { width: string; priceSort?: F; rateSort?: F },
): Array<CellRule<R, F>> {
  const cell = (part: 'price' | 'rate') => (row: R) => {
    const { lastPx, rate } = quote(row);
    return { kind: 'num' as const, text: formatSectorRow(lastPx, rate)[part], trend: trendOf(rate) };
  };
  return [
    {
      key: 'price',
      title: '最新价',
      width: opts.width,
      align: 'right',
      sortField: opts.priceSort,
      cell: cell('price'),
    },
    {
      key: 'rate',
      title: '涨跌幅',
      width: opts.width,
      align: 'right',
      sortField: opts.rateSort,
      cell: cell('rate'),
    },
  ];
}

export const CONSTITUENT_RULES: ReadonlyArray<CellRule<Constituent, StockGrpSortField>> = [
  partsRule({
    key: 'name',
    title: '名称代码',
    width: '1.5rem',
    parts: (c) => [{ className: 'sector-name', parts: nameCodeParts(c.prodName, c.prodCode) }],
  }),
  ...priceRateRules<Constituent, StockGrpSortField>((c) => ({ lastPx: c.lastPx, rate: c.pxChangeRate }), {
    width: '1.05rem',
    rateSort: 'pxChangeRate',
  }),
];
