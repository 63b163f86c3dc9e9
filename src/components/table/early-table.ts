/**
 * DataTable's markup (DataTable.tsx, Num) for the first rows index.html's early script draws before
 * the framework has run: the same classes, column template and cell rules (cell-rules.ts), so the
 * page's own table takes the rows' place without a pixel moving. No roles: the block is hidden from
 * assistive technology (the page's own table is the accessible one), and the page's and tests' role
 * queries never find a row the page did not draw.
 */
import type { Sort } from '../list/sort';
import { sortDirOf } from '../list/sort';
import { append, el, numEl } from '../early/dom';
import { earlyLink } from '../early/link';
import type { CellContent, CellPart, CellRule } from './cell-rules';
import { cellClass, columnTemplate } from './grid';

/** Num's markup (number/Num.tsx). */

function cellNode(doc: Document, content: CellContent): Node[] {
  if (content.kind === 'num') return [numEl(doc, content.text, content.trend)];
  if (content.kind === 'text') return [doc.createTextNode(content.text)];
  return partNodes(doc, content.parts);
}

function partNodes(doc: Document, parts: readonly CellPart[]): Node[] {
  return parts.map((p) => {
    if (p.kind === 'num') return numEl(doc, p.text, p.trend, p.className);
    if (p.kind === 'link')
      return append(earlyLink(doc, p.to, { className: p.className }), ...partNodes(doc, p.parts));
    return p.parts
      ? append(el(doc, p.tag ?? 'span', p.className), ...partNodes(doc, p.parts))
      : el(doc, p.tag ?? 'span', p.className, p.text);
  });
}

function headRow<R, F extends string>(
  doc: Document,
  rules: ReadonlyArray<CellRule<R, F>>,
  sort: Sort<F> | null,
): HTMLElement {
  const row = el(doc, 'div', 'data-table__row data-table__row--head');
  rules.forEach((rule, i) => {
    const cell = el(doc, 'div', cellClass(rule, i, 'data-table__head-cell'));
    cell.setAttribute('data-column', String(i));
    if (rule.sortField !== undefined) {
      const dir = sortDirOf(sort, rule.sortField);
      const button = doc.createElement('button');
      button.type = 'button'; // set first, as React does: the markup is attribute for attribute the page's
      button.className = 'data-table__sort-button';
      button.textContent = rule.title;
      const mark = el(doc, 'span', `data-table__sort data-table__sort--${dir ?? 'none'}`);
      cell.appendChild(append(button, mark));
    } else cell.textContent = rule.title;
    row.appendChild(cell);
  });
  return row;
}

function bodyRow<R, F extends string>(
  doc: Document,
  rules: ReadonlyArray<CellRule<R, F>>,
  item: R,
  link: boolean,
): HTMLElement {
  const row = el(doc, 'div', `data-table__row${link ? ' data-table__row--link' : ''}`);
  rules.forEach((rule, i) => {
    const cell = el(doc, 'div', cellClass(rule, i, 'data-table__body-cell'));
    cell.setAttribute('data-column', String(i));
    append(cell, ...cellNode(doc, rule.cell(item)));
    row.appendChild(cell);
  });
  return row;
}

export interface EarlyTableOptions<F extends string> {
  sort?: Sort<F> | null;
  /** Rows open a page (the table's row taps). */
  link?: boolean;
  /** The table scrolls inside itself below this height (DataTable's maxHeight). */
  maxHeight?: string;
  className?: string;
}

export function earlyDataTable<R, F extends string>(
  doc: Document,
  rules: ReadonlyArray<CellRule<R, F>>,
  rows: readonly R[],
  { sort = null, link = false, className, maxHeight }: EarlyTableOptions<F> = {},
): HTMLElement {
  const scroll = maxHeight !== undefined ? ' data-table--scroll-y' : '';
  const table = el(doc, 'div', `data-table${scroll}${className ? ` ${className}` : ''}`);
  table.style.setProperty('--data-table-columns', columnTemplate(rules.map((r) => r.width)));
  if (maxHeight !== undefined) table.style.maxHeight = maxHeight;
  const grid = el(doc, 'div', 'data-table__grid');
  append(grid, headRow(doc, rules, sort), ...rows.map((r) => bodyRow(doc, rules, r, link)));
  return append(table, grid);
}
