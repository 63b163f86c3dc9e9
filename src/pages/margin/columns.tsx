/** DataTable columns of the margin tables: the frozen first column plus the metric columns. */
import type { ReactNode } from 'react';
import type { MarginDetailRow, MarginFigures, MarginHistoryRow } from '../../../contract/margin';
import { formatFixed } from '../../lib/format/number';
import { formatMarginAmount, formatMarginPercent, formatMarginVolume } from '../../lib/format/margin';
import { numberColumn, type TableColumn } from '../../components/table/columns';
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

export function metricColumns<R extends MarginFigures>(
  metrics: readonly MarginMetric[],
  sortable: boolean,
): TableColumn<R, MarginField>[] {
  return metrics.map((m) =>
    numberColumn<R, MarginField>({
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
export function nameColumn(): TableColumn<MarginDetailRow, MarginField> {
  return {
    key: 'name',
    title: '名称',
    width: '1.1rem',
    render: (row): ReactNode => (
      <>
        <span className="margin-name">{row.SecuAbbr}</span>
        <span className="margin-code">{row.SecuCode}</span>
      </>
    ),
  };
}

/** The frozen date column of a stock's daily list. */
export function dateColumn(): TableColumn<MarginHistoryRow, MarginField> {
  return { key: 'date', title: '日期', width: '1rem', render: (row) => row.TradingDay };
}
