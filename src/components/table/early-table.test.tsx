/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PagedList } from '../list/paged-list';
import { numberRule, partsRule, type CellRule } from './cell-rules';
import { columnOf } from './columns';
import { DataTable } from './DataTable';
import { earlyDataTable } from './early-table';

interface Row {
  code: string;
  name: string;
  rate: number;
  volume: number;
}
type Field = 'rate' | 'volume';

const RULES: ReadonlyArray<CellRule<Row, Field>> = [
  partsRule({
    key: 'name',
    title: '名称',
    width: '1rem',
    parts: (r) => [
      {
        className: 'x-wrap',
        parts: [
          { className: 'x-name', text: r.name },
          { className: 'x-code', tag: 'small', text: r.code },
        ],
      },
    ],
  }),
  numberRule({
    key: 'rate',
    title: '涨幅',
    width: '0.8rem',
    value: (r) => r.rate,
    format: (v) => `${String(v)}%`,
    trend: (r) => r.rate,
    sortField: 'rate',
  }),
  numberRule({
    key: 'volume',
    title: '成交量',
    width: '0.8rem',
    value: (r) => r.volume,
    sortField: 'volume',
  }),
  numberRule({ key: 'plain', title: '说明', width: '0.6rem', value: (r) => r.code, className: 'x-plain' }),
  // A link around a name and a number (the sector ranking's leading stock).
  {
    key: 'lead',
    title: '领涨',
    width: '1rem',
    align: 'right',
    cell: (r) =>
      r.rate === 0
        ? { kind: 'text', text: '--' }
        : {
            kind: 'parts',
            parts: [
              {
                kind: 'link',
                to: `/sh/${r.code}.html`,
                className: 'x-link',
                parts: [
                  { className: 'x-name', text: r.name },
                  {
                    kind: 'num',
                    text: `${r.rate}%`,
                    trend: r.rate > 0 ? 'rise' : 'fall',
                    className: 'x-rate',
                  },
                ],
              },
            ],
          },
  },
];

const ROWS: Row[] = [
  { code: '600519', name: '贵州茅台', rate: 1.5, volume: 123_456 },
  { code: '000001', name: '平安银行', rate: -0.3, volume: 98_765_432 },
  { code: '300750', name: '<b>宁德</b>', rate: 0, volume: 0 },
];

// react-vant's List measures layout; jsdom has none, so give elements a box.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    get: () => document.body,
    configurable: true,
  });
});

/** The page's table: a paged list already holding ROWS, sorted by rate, rows that open a page. */
async function pageTable(): Promise<HTMLElement> {
  const list = new PagedList<Row, number, Field>({
    first: 1,
    fetchPage: async () => ({ items: ROWS, next: null }),
    keyOf: (r) => r.code,
    sort: { field: 'rate', dir: 'desc' },
  });
  // Under the app's base path, as the router renders link parts (early/link.ts writes the same href).
  const { container } = render(
    <MemoryRouter basename="/wap" initialEntries={['/wap/x.html']}>
      <DataTable list={list} columns={RULES.map(columnOf)} onRowClick={() => undefined} className="x-table" />
    </MemoryRouter>,
  );
  await act(() => list.loadMore());
  return container.querySelector<HTMLElement>('.data-table')!;
}

/** The early table drawn as the page's table is set up (pageTable). */
const earlyLikePage = () =>
  earlyDataTable(document, RULES, ROWS, {
    sort: { field: 'rate', dir: 'desc' },
    link: true,
    className: 'x-table',
  });

/** A row's markup without what the early block leaves out (roles, ARIA, focus). */
const shape = (row: Element) =>
  Array.from(row.children).map((c) => ({
    className: c.className,
    column: c.getAttribute('data-column'),
    html: c.innerHTML.replace(/ aria-hidden="true"/g, ''),
  }));

describe('earlyDataTable draws what DataTable draws', () => {
  it('the same container classes and column template', async () => {
    const own = await pageTable();
    const early = earlyLikePage();
    expect(early.className).toBe(own.className);
    expect(early.style.getPropertyValue('--data-table-columns')).toBe(
      own.style.getPropertyValue('--data-table-columns'),
    );
  });

  it('the same body rows, cell by cell, texts set as text', async () => {
    const own = await pageTable();
    const early = earlyLikePage();
    const body = (t: Element) =>
      Array.from(t.querySelectorAll('.data-table__row:not(.data-table__row--head)'));
    expect(body(early)).toHaveLength(3);
    expect(body(own)).toHaveLength(3);
    body(own).forEach((row, i) => {
      expect(body(early)[i].className).toBe(row.className);
      expect(shape(body(early)[i])).toEqual(shape(row));
    });
    expect(body(early)[2].querySelector('.x-name')!.textContent).toBe('<b>宁德</b>');
    expect(body(early)[2].querySelector('b')).toBeNull();
  });

  it('link parts: the router’s <a> with its href, the parts and the number inside', async () => {
    const own = await pageTable();
    const early = earlyLikePage();
    const lead = (t: Element, i: number) =>
      t
        .querySelectorAll('.data-table__row:not(.data-table__row--head)')
        [i].querySelector('[data-column="4"]')!;
    expect(lead(own, 0).innerHTML).toBe(lead(early, 0).innerHTML);
    expect(lead(early, 0).innerHTML).toBe(
      '<a class="x-link" href="/wap/sh/600519.html" data-discover="true"><span class="x-name">贵州茅台</span>' +
        '<span class="num-text num-text--rise x-rate">1.5%</span></a>',
    );
    expect(lead(early, 2).textContent).toBe('--');
  });

  it('the same header, with the sort mark on the sorted column only', async () => {
    const own = await pageTable();
    const early = earlyLikePage();
    const head = (t: Element) => t.querySelector('.data-table__row--head')!;
    expect(shape(head(early))).toEqual(shape(head(own)));
    expect(head(early).querySelector('.data-table__sort--desc')!.parentElement!.textContent).toBe('涨幅');
    expect(head(early).querySelectorAll('.data-table__sort--none')).toHaveLength(1);
  });

  it('has no roles: the page’s table is the one assistive technology and role queries find', () => {
    const early = earlyDataTable(document, RULES, ROWS);
    expect(early.querySelectorAll('[role]')).toHaveLength(0);
    expect(early.querySelectorAll('.data-table__row--link')).toHaveLength(0);
  });
});
