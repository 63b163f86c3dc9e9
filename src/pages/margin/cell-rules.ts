/**
 * The margin tables' cells as rules (components/table/cell-rules.ts): the frozen first column and
 * the metric columns. The pages' tables are made from them (columns.tsx) and a stock's history's
 * first rows, drawn by index.html's early script (early.ts), print the same cells.
 */
import type { MarginDetailRow, MarginFigures, MarginHistoryRow } from '../../../contract/margin';
import { numberRule, partsRule, type CellRule } from '../../components/table/cell-rules';
import { formatFixed } from '../../lib/format/number';
import { formatMarginAmount, formatMarginPercent, formatMarginVolume } from '../../lib/format/margin';
import type { MarginField, MarginMetric, MetricKind } from './metrics';

const FORMAT: Record<MetricKind, (v: unknown) => string> = {
  price: (v) => formatFixed(v, 2),
  change: (v) => formatMarginPercent(v, { sign: true }),
  amount: (v) => formatMarginAmount(v),
  netAmount: (v) => formatMarginAmount(v, { sign: true }),
  percent: (v) => formatMarginPercent(v),
  volume: formatMarginVolume,
  netVolume: formatMarginVolume,
};

/** Long titles take a wider column so the header never wraps. */
const widthOf = (title: string) => (title.length > 6 ? '1.5rem' : '0.96rem');

export function metricRules<R extends MarginFigures>(
  metrics: readonly MarginMetric[],
  sortable: boolean,
): CellRule<R, MarginField>[] {
  return metrics.map((m) =>
    numberRule<R, MarginField>({
      key: m.field,
      title: m.title,
      width: widthOf(m.title),
      value: (row) => row[m.field],
      format: FORMAT[m.kind],
      // Rise red / fall green on the day's change and on the net flows (their sign is the news).
      trend:
        m.kind === 'change' || m.kind === 'netAmount' || m.kind === 'netVolume'
          ? (row) => row[m.field]
          : undefined,
      sortField: sortable ? m.field : undefined,
    }),
  );
}

/** The frozen name column of the stock lists: name over code. */
export const nameRule = (): CellRule<MarginDetailRow, MarginField> =>
  partsRule({
    key: 'name',
    title: '名称',
    width: '1.1rem',
    parts: (row) => [
      { className: 'margin-name', text: row.SecuAbbr },
      { className: 'margin-code', text: row.SecuCode },
    ],
  });

/** The frozen date column of a stock's daily list. */
export const dateRule = (): CellRule<MarginHistoryRow, MarginField> => ({
  key: 'date',
  title: '日期',
  width: '1rem',
  cell: (row) => ({ kind: 'text', text: row.TradingDay }),
});
