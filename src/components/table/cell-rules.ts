/**
 * What a DataTable cell shows, as data: its text and tone, or its spans. One rule per cell, read by
 * the page's React table (columns.tsx `columnOf`) and by the rows index.html's early script draws
 * before the framework has run (early-table.ts), so both print the same cell the same way.
 */
import { trendOf, type Trend } from '../../lib/colors';
import { formatNumber } from '../../lib/format/number';

export type ColumnAlign = 'left' | 'right' | 'center';

/** A span (or a `small`) of a cell: its text, or parts of its own. */
export interface SpanPart {
  kind?: 'span';
  className: string;
  tag?: 'span' | 'small';
  text?: string;
  parts?: readonly CellPart[];
}

/**
 * A link to a route of the app (`to` as the router takes it: '/plate/BK/991001.html'): the `<a>`
 * react-router's Link writes (base path, carried display parameters), in the page's table
 * (table-links.tsx) and in the early one.
 */
export interface LinkPart {
  kind: 'link';
  to: string;
  className: string;
  parts: readonly CellPart[];
}

/** A number inside a cell's parts (Num: tabular digits, rise red / fall green with a trend). */
export interface NumPart {
  kind: 'num';
  text: string;
  trend?: Trend;
  className?: string;
}

export type CellPart = SpanPart | LinkPart | NumPart;

/** A number (tabular digits, rise red / fall green when it has a trend), a few spans, or plain text. */
export type CellContent =
  | { kind: 'num'; text: string; trend?: Trend }
  | { kind: 'parts'; parts: readonly CellPart[] }
  | { kind: 'text'; text: string };

export interface CellRule<R, F extends string = string> {
  /** Stable id of the column (React key, data-column attribute). */
  key: string;
  title: string;
  /** Width as a CSS length (rem), fixed so every row shares one column template. */
  width: string;
  align?: ColumnAlign;
  /** Tapping this column's header sorts the list by this field (§4 toggle rule). */
  sortField?: F;
  className?: string;
  cell: (row: R) => CellContent;
}

export interface NumberRuleOptions<R, F extends string> {
  key: string;
  title: string;
  width: string;
  value: (row: R) => unknown;
  /** Text of the value; §9's shortening (万, 亿, 万亿) by default. */
  format?: (value: unknown) => string;
  /** The change whose sign colours the cell (rise red, fall green, flat); uncoloured without it. */
  trend?: (row: R) => unknown;
  sortField?: F;
  className?: string;
}

/** A right-aligned number column. */
export function numberRule<R, F extends string = string>({
  key,
  title,
  width,
  value,
  format = formatNumber,
  trend,
  sortField,
  className,
}: NumberRuleOptions<R, F>): CellRule<R, F> {
  return {
    key,
    title,
    width,
    align: 'right',
    sortField,
    className,
    cell: (row) => ({
      kind: 'num',
      text: format(value(row)),
      trend: trend ? trendOf(trend(row)) : undefined,
    }),
  };
}

/** A text column of spans (a name over its code). */
export function partsRule<R, F extends string = string>(
  rule: Omit<CellRule<R, F>, 'cell'> & { parts: (row: R) => readonly CellPart[] },
): CellRule<R, F> {
  const { parts, ...rest } = rule;
  return { ...rest, cell: (row) => ({ kind: 'parts', parts: parts(row) }) };
}
