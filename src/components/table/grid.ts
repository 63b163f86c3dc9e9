// Pure layout rules of the DataTable: the one column template shared by the header and body rows,
// and the header's sort state as ARIA states it.
import type { SortDir } from '../list/sort';

/**
 * The CSS grid template of every row: the frozen first column at its width, the others at least at
 * theirs, sharing the room left on a wide screen (so a short table still fills its width).
 */
export function columnTemplate(widths: readonly string[]): string {
  return widths.map((w, i) => (i === 0 ? w : `minmax(${w}, 1fr)`)).join(' ');
}

export function ariaSort(dir: SortDir | null): 'descending' | 'ascending' | 'none' {
  return dir === 'desc' ? 'descending' : dir === 'asc' ? 'ascending' : 'none';
}

/** The class of a header or body cell: its alignment, the frozen first column, the column's own class. */
export function cellClass(
  column: { align?: 'left' | 'right' | 'center'; className?: string },
  index: number,
  base: string,
): string {
  let c = `data-table__cell ${base} data-table__cell--${column.align ?? 'left'}`;
  if (index === 0) c += ' data-table__cell--frozen';
  if (column.className) c += ` ${column.className}`;
  return c;
}
