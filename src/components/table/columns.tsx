/**
 * Column definitions of a DataTable, and the number column every quote table needs: a §9 (business constants and limits) unit
 * format (万/亿 shortening by default) and the rise red / fall green colour of a change.
 */
import type { ReactNode } from 'react';
import { Num } from '../number/Num';
import { CellLink } from './table-links';
import {
  numberRule,
  type CellContent,
  type CellPart,
  type CellRule,
  type ColumnAlign,
  type NumberRuleOptions,
} from './cell-rules';

export type { ColumnAlign };

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

function renderParts(parts: readonly CellPart[]): ReactNode {
  return parts.map((p, i) => {
    if (p.kind === 'num') return <Num key={i} value={p.text} trend={p.trend} className={p.className} />;
    if (p.kind === 'link')
      return (
        <CellLink key={i} className={p.className} to={p.to}>
          {renderParts(p.parts)}
        </CellLink>
      );
    const Tag = p.tag ?? 'span';
    return (
      <Tag key={i} className={p.className}>
        {p.parts ? renderParts(p.parts) : p.text}
      </Tag>
    );
  });
}

/** The cell a rule describes, as the table renders it (early-table.ts draws the same markup). */
export function renderCell(content: CellContent): ReactNode {
  if (content.kind === 'num') return <Num value={content.text} trend={content.trend} />;
  if (content.kind === 'text') return content.text;
  return renderParts(content.parts);
}

/** A table column from a cell rule (cell-rules.ts). */
export function columnOf<R, F extends string = string>(rule: CellRule<R, F>): TableColumn<R, F> {
  const { cell, ...rest } = rule;
  return { ...rest, render: (row) => renderCell(cell(row)) };
}

export type NumberColumnOptions<R, F extends string> = NumberRuleOptions<R, F>;

/** A right-aligned number column. */
export function numberColumn<R, F extends string = string>(
  options: NumberColumnOptions<R, F>,
): TableColumn<R, F> {
  return columnOf(numberRule(options));
}
