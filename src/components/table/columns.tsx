/**
 * Column definitions of a DataTable, and the number column every quote table needs: a §9 (business constants and limits) unit
 * format (万/亿 shortening by default) and the rise red / fall green colour of a change.
 */
import type { ReactNode } from 'react';
import { trendOf } from '../../lib/colors';
import { formatNumber } from '../../lib/format/number';
import { Num } from '../number/Num';

export type ColumnAlign = 'left' | 'right' | 'center';

export interface TableColumn<R, F extends string = string> {
  /** Stable id of the column (React key, data-column attribute). */
  key: string;
  title: ReactNode;
  /**
   * Width as a CSS length (rem). Widths are fixed, not measured, so the header and every body row
   * share one column template and line up without a layout pass over all cells.
   */
  width: string;
  align?: ColumnAlign;
  /** Tapping this column's header sorts the list by this field (§4 (states and transitions) toggle rule). */
  sortField?: F;
  render: (row: R, index: number) => ReactNode;
  /** Class of this column's header and body cells. */
  className?: string;
}

export interface NumberColumnOptions<R, F extends string> {
  key: string;
  title: ReactNode;
  width: string;
  value: (row: R) => unknown;
  /** Text of the value; §9 (business constants and limits)'s shortening (万, 亿, 万亿) by default. */
  format?: (value: unknown) => string;
  /** The change whose sign colours the cell (rise red, fall green, flat); uncoloured without it. */
  trend?: (row: R) => unknown;
  sortField?: F;
  className?: string;
}

/** A right-aligned number column. */
export function numberColumn<R, F extends string = string>({
  key,
  title,
  width,
  value,
  format = formatNumber,
  trend,
  sortField,
  className,
}: NumberColumnOptions<R, F>): TableColumn<R, F> {
  return {
    key,
    title,
    width,
    align: 'right',
    sortField,
    className,
    render: (row) => <Num value={format(value(row))} trend={trend ? trendOf(trend(row)) : undefined} />,
  };
}
