/**
 * The board's table columns as cell rules (components/table/cell-rules.ts): the page's tables and
 * the first rows index.html's early script draws (early.ts) print every cell by these.
 */
import type {
  RankItem,
  RankSortField,
  SalesDepartment,
  SalesSortField,
} from '../../../contract/dragon-tiger';
import { numberRule, partsRule, type CellRule } from '../../components/table/cell-rules';
import { boardAmount, boardChange } from './format';
import { RANK_COLUMNS, SALES_COLUMNS } from './texts';

export const RANK_RULES: ReadonlyArray<CellRule<RankItem, RankSortField>> = [
  partsRule({
    key: 'name',
    title: RANK_COLUMNS.name,
    width: '1.05rem',
    parts: (r) => [
      { className: 'lhb-name', text: r.chiNameAbbr },
      { className: 'lhb-code', text: r.secuCode },
    ],
  }),
  numberRule({
    key: 'change',
    title: RANK_COLUMNS.change,
    width: '0.8rem',
    value: (r) => r.pxChangeRate,
    format: boardChange,
    trend: (r) => r.pxChangeRate,
    sortField: 'pxChangeRate',
  }),
  numberRule({
    key: 'net',
    title: RANK_COLUMNS.net,
    width: '0.8rem',
    value: (r) => r.totalRankNetBuySum,
    format: boardAmount,
    trend: (r) => r.totalRankNetBuySum,
    sortField: 'totalRankNetBuySum',
  }),
  numberRule({
    key: 'count',
    title: RANK_COLUMNS.count,
    width: '0.8rem',
    value: (r) => r.rankCount,
    format: (v) => String(v),
    sortField: 'rankCount',
  }),
];

export const SALES_RULES: ReadonlyArray<CellRule<SalesDepartment, SalesSortField>> = [
  partsRule({
    key: 'name',
    title: SALES_COLUMNS.name,
    width: '1.25rem',
    parts: (r) => [{ className: 'lhb-seat-name', text: r.salesDepartmentName }],
  }),
  numberRule({
    key: 'count',
    title: SALES_COLUMNS.count,
    width: '0.8rem',
    value: (r) => r.rankCount,
    format: (v) => String(v),
    sortField: 'rankCount',
  }),
  numberRule({
    key: 'buy',
    title: SALES_COLUMNS.buy,
    width: '0.8rem',
    value: (r) => r.totalBuySum,
    format: boardAmount,
    sortField: 'totalBuySum',
  }),
  numberRule({
    key: 'sale',
    title: SALES_COLUMNS.sale,
    width: '0.8rem',
    value: (r) => r.totalSaleSum,
    format: boardAmount,
    sortField: 'totalSaleSum',
  }),
];
