/** DataTable columns of the margin tables, made from their cell rules (cell-rules.ts). */
import type { MarginDetailRow, MarginFigures, MarginHistoryRow } from '../../../contract/margin';
import { columnOf, type TableColumn } from '../../components/table/columns';
import { dateRule, metricRules, nameRule } from './cell-rules';
import type { MarginField, MarginMetric } from './metrics';

export function metricColumns<R extends MarginFigures>(
  metrics: readonly MarginMetric[],
  sortable: boolean,
): TableColumn<R, MarginField>[] {
  return metricRules<R>(metrics, sortable).map(columnOf);
}

/** The frozen name column of the stock lists: name over code. */
export const nameColumn = (): TableColumn<MarginDetailRow, MarginField> => columnOf(nameRule());

/** The frozen date column of a stock's daily list. */
export const dateColumn = (): TableColumn<MarginHistoryRow, MarginField> => columnOf(dateRule());
