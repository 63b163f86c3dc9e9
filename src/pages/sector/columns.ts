/**
 * The sector tables' cells as rules (components/table/cell-rules.ts), read by the pages' tables and
 * by the first rows index.html's early script draws (early.ts, rank-early.ts): a row's name over its
 * code, the 最新价 and 涨跌幅 columns, both coloured by the change, and the ranking's leading stock.
 */
import type {
  BkRankSortField,
  Constituent,
  SectorListItem,
  StockGrpSortField,
} from '../../../contract/plate';
import { partsRule, type CellPart, type CellRule } from '../../components/table/cell-rules';
import { trendOf } from '../../lib/colors';
import { formatSectorChangeRate } from '../../lib/format/percent';
import { formatSectorRow } from '../../lib/format/sector';
import { plateHref, stockHref } from '../../lib/sector/sector';

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

/** The ranking's default sort (§9 (business constants and limits)): change rate, descending. */
export const BK_RANK_DEFAULT_FIELD: BkRankSortField = 'PxChangeRate';

/**
 * The first page each list asks in its default sort: boot's warm request (route.ts), the early
 * script's (early.ts, rank-early.ts) and the page's first reading must be the same ask, or the
 * page would not take the earlier answer over.
 */
export const BK_RANK_FIRST_PAGE = { sortField: BK_RANK_DEFAULT_FIELD, descending: true, pageNum: 1 } as const;
export const CONSTITUENT_FIRST_PAGE = {
  sortField: CONSTITUENT_DEFAULT_FIELD,
  descending: true,
  pageNum: 1,
} as const;

/**
 * The ranking's columns (RankPage): the sector's name over its code, a link to the sector; 最新价 and
 * 涨跌幅; the leading stock's name and change, a link to the stock ('--' without one).
 */
export const RANK_RULES: ReadonlyArray<CellRule<SectorListItem, BkRankSortField>> = [
  partsRule({
    key: 'name',
    title: '名称代码',
    width: '1.05rem',
    parts: (r) => [
      {
        kind: 'link',
        to: plateHref(r.HqTypeCode, r.ProdCode),
        className: 'sector-name',
        parts: nameCodeParts(r.ProdName, r.ProdCode),
      },
    ],
  }),
  ...priceRateRules<SectorListItem, BkRankSortField>((r) => ({ lastPx: r.LastPx, rate: r.PxChangeRate }), {
    width: '0.8rem',
    priceSort: 'lastPx',
    rateSort: 'PxChangeRate',
  }),
  {
    key: 'leader',
    title: '领涨股',
    width: '1rem',
    align: 'right',
    cell: (r) => {
      const lead = r.RiseFirstGrp;
      if (!lead) return { kind: 'text', text: '--' };
      return {
        kind: 'parts',
        parts: [
          {
            kind: 'link',
            to: stockHref(lead.HqTypeCode, lead.ProdCode),
            className: 'sector-leader',
            parts: [
              { className: 'sector-name__name', text: lead.ProdName },
              {
                kind: 'num',
                text: formatSectorChangeRate(lead.PxChangeRate, { sign: true }),
                trend: trendOf(lead.PxChangeRate),
                className: 'sector-leader__rate',
              },
            ],
          },
        ],
      };
    },
  },
];
