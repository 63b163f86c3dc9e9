/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PagedList, type Page } from '../list/paged-list';
import type { Sort } from '../list/sort';
import { numberColumn, type TableColumn } from './columns';
import { DataTable } from './DataTable';
import { ariaSort, columnTemplate } from './grid';

interface Quote {
  code: string;
  name: string;
  price: number;
  rate: number;
}
type Field = 'price' | 'rate';

const quote = (code: string, price = 10, rate = 0): Quote => ({ code, name: `股票${code}`, price, rate });

let renders = 0;
const columns: Array<TableColumn<Quote, Field>> = [
  {
    key: 'name',
    title: '名称',
    width: '1.2rem',
    render: (q) => {
      renders += 1;
      return q.name;
    },
  },
  numberColumn<Quote, Field>({
    key: 'price',
    title: '最新',
    width: '0.9rem',
    value: (q) => q.price,
    sortField: 'price',
  }),
  numberColumn<Quote, Field>({
    key: 'rate',
    title: '涨幅',
    width: '0.9rem',
    value: (q) => q.rate,
    format: (v) => `${String(v)}%`,
    trend: (q) => q.rate,
    sortField: 'rate',
  }),
  ...Array.from({ length: 10 }, (_, i) =>
    numberColumn<Quote, Field>({
      key: `m${i}`,
      title: `指标${i}`,
      width: '1rem',
      value: (q) => q.price * 1e4 * (i + 1),
    }),
  ),
];

// react-vant's List measures layout; jsdom has none, so give elements a box.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    get: () => document.body,
    configurable: true,
  });
});
beforeEach(() => {
  renders = 0;
});

const flush = () => act(() => new Promise((r) => setTimeout(r, 150)));
const scroller = () => document.querySelector<HTMLDivElement>('.data-table')!;
const bodyRows = () => Array.from(document.querySelectorAll('[role=row]')).slice(1);

function serverList(pages: Quote[][], sort: Sort<Field> | null = { field: 'rate', dir: 'desc' }) {
  const calls: Array<[number, Sort<Field> | null]> = [];
  const server = {
    pages,
    calls,
    fail: false,
    fetch: async (page: number, s: Sort<Field> | null): Promise<Page<Quote, number>> => {
      calls.push([page, s]);
      if (server.fail) throw new Error('down');
      return { items: server.pages[page - 1] ?? [], next: page < server.pages.length ? page + 1 : null };
    },
  };
  const list = new PagedList<Quote, number, Field>({
    first: 1,
    fetchPage: server.fetch,
    keyOf: (q) => q.code,
    sort,
  });
  return { server, list };
}

describe('header and body stay in sync', () => {
  const rows = Array.from({ length: 100 }, (_, i) => quote(String(600000 + i), 10 + i, i % 3 === 0 ? -1 : 1));

  test('one scroll container holds the header row and every body row, all on one column template', () => {
    render(<DataTable columns={columns} rows={rows} rowKey={(q) => q.code} />);
    const box = scroller();
    const allRows = Array.from(document.querySelectorAll<HTMLElement>('[role=row]'));
    expect(allRows).toHaveLength(101);
    expect(allRows[0].classList.contains('data-table__row--head')).toBe(true);
    for (const row of allRows) {
      expect(row.closest('.data-table')).toBe(box);
      // No row carries its own widths: all read the container's one template.
      expect(row.getAttribute('style')).toBeNull();
      expect(row.children).toHaveLength(13);
    }
    expect(box.style.getPropertyValue('--data-table-columns')).toBe(
      columnTemplate(columns.map((c) => c.width)),
    );
    // The frozen column is the first cell of every row, header included, and only that cell.
    for (const row of allRows)
      Array.from(row.children).forEach((cell, i) =>
        expect([i, cell.classList.contains('data-table__cell--frozen')]).toEqual([i, i === 0]),
      );
  });

  test('scrolling sideways and down runs no script on the rows: no re-render, no style written', () => {
    render(<DataTable columns={columns} rows={rows} rowKey={(q) => q.code} maxHeight="5rem" />);
    const box = scroller();
    const before = box.innerHTML;
    const rendered = renders;
    for (const [left, top] of [
      [120, 0],
      [480, 900],
      [0, 2400],
    ]) {
      box.scrollLeft = left;
      box.scrollTop = top;
      fireEvent.scroll(box);
    }
    expect(renders).toBe(rendered);
    expect(box.innerHTML).toBe(before);
    expect(box.style.maxHeight).toBe('5rem');
  });

  test('the column template keeps the frozen width and lets the others share spare room', () => {
    expect(columnTemplate(['1.2rem', '1rem', '0.8rem'])).toBe('1.2rem minmax(1rem, 1fr) minmax(0.8rem, 1fr)');
  });
});

describe('cells, taps and sorting', () => {
  test('number cells carry §9 units and the rise/fall colour of their change', () => {
    render(<DataTable columns={columns} rows={[quote('1', 12, 2), quote('2', 8, -3), quote('3', 9, 0)]} />);
    const cell = (row: number, col: number) =>
      bodyRows()[row].querySelector(`[data-column="${col}"] .num-text`)!;
    expect(cell(0, 2).className).toContain('num-text--rise');
    expect(cell(1, 2).className).toContain('num-text--fall');
    expect(cell(2, 2).className).toContain('num-text--flat');
    expect(cell(0, 1).className).not.toMatch(/rise|fall|flat/);
    // 12 × 1e4 × 1 = 120000 → 12.0万 (§9 (business constants and limits): 1e5 and up, 万 with 1 decimal).
    expect(cell(0, 3).textContent).toBe('12.0万');
    expect(cell(0, 12).textContent).toBe('120万');
  });

  test('a row tap hands its row over', () => {
    const tapped: string[] = [];
    render(
      <DataTable columns={columns} rows={[quote('1'), quote('2')]} onRowClick={(q) => tapped.push(q.code)} />,
    );
    fireEvent.click(bodyRows()[1].querySelector('[data-column="4"]')!);
    fireEvent.keyDown(bodyRows()[0], { key: 'Enter' });
    expect(tapped).toEqual(['2', '1']);
  });

  test.each([
    { taps: [], sort: { field: 'rate', dir: 'desc' } },
    { taps: ['涨幅'], sort: { field: 'rate', dir: 'asc' } },
    { taps: ['涨幅', '涨幅'], sort: { field: 'rate', dir: 'desc' } },
    { taps: ['涨幅', '最新'], sort: { field: 'price', dir: 'desc' } },
    { taps: ['最新', '最新'], sort: { field: 'price', dir: 'asc' } },
  ])(
    'headers tapped $taps: the list reloads from page 1 sorted $sort.field $sort.dir',
    async ({ taps, sort }) => {
      const { server, list } = serverList([[quote('1')], [quote('2')]]);
      render(<DataTable columns={columns} list={list} />);
      await flush();
      for (const t of taps) {
        fireEvent.click(screen.getByRole('button', { name: t }));
        await flush();
      }
      expect(list.sort).toEqual(sort);
      // The last request for page 1 carried the new sort.
      expect(server.calls.filter(([page]) => page === 1).pop()).toEqual([1, sort]);
      const header = (title: string) => screen.getByRole('columnheader', { name: title });
      const price = sort.field === 'price' ? ariaSort(sort.dir as 'asc' | 'desc') : 'none';
      const rate = sort.field === 'rate' ? ariaSort(sort.dir as 'asc' | 'desc') : 'none';
      expect(header('最新').getAttribute('aria-sort')).toBe(price);
      expect(header('涨幅').getAttribute('aria-sort')).toBe(rate);
      expect(header('名称').getAttribute('aria-sort')).toBeNull();
      expect(header('涨幅').querySelector('.data-table__sort')!.className).toContain(
        sort.field === 'rate' ? `--${sort.dir}` : '--none',
      );
    },
  );
});

describe('states of a paged table', () => {
  test('loads pages to the end line, and keeps its rows’ DOM through a refresh', async () => {
    const { server, list } = serverList([[quote('1'), quote('2')], [quote('3')]]);
    render(<DataTable columns={columns} list={list} />);
    expect(screen.getByText('正在加载...')).toBeTruthy();
    await flush();
    await flush();
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText('无更多数据')).toBeTruthy();
    const first = bodyRows()[0];
    server.pages = [[quote('1', 99, 5), quote('2')], [quote('3')]];
    await act(() => list.refresh());
    expect(bodyRows()[0]).toBe(first);
    expect(first.querySelector('[data-column="1"]')!.textContent).toBe('99.00');
  });

  test.each([
    { name: 'an empty paged table shows its empty text', pages: [], empty: '暂无数据', expected: '暂无数据' },
    { name: 'a custom empty text', pages: [], empty: '暂无成分股', expected: '暂无成分股' },
  ])('$name', async ({ pages, empty, expected }) => {
    const { list } = serverList(pages);
    render(<DataTable columns={columns} list={list} emptyText={empty} />);
    await flush();
    expect(screen.getByText(expected)).toBeTruthy();
    expect(bodyRows()).toHaveLength(0);
  });

  test('a failed page shows the retry line; a tap loads it', async () => {
    const { server, list } = serverList([[quote('1')]]);
    server.fail = true;
    render(<DataTable columns={columns} list={list} />);
    await flush();
    const retry = screen.getByText('加载失败，点击重试');
    server.fail = false;
    fireEvent.click(retry);
    await flush();
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText('无更多数据')).toBeTruthy();
  });

  test('a static table without rows says 暂无数据', () => {
    render(<DataTable columns={columns} rows={[]} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  test('in a self-scrolling table the state line sits inside the scroll container', async () => {
    const { list } = serverList([[quote('1')]]);
    render(<DataTable columns={columns} list={list} maxHeight="4rem" />);
    await flush();
    expect(screen.getByText('无更多数据').closest('.data-table')).toBe(scroller());
  });

  test('below a page-scrolled table the state line follows it', async () => {
    const { list } = serverList([[quote('1')]]);
    render(<DataTable columns={columns} list={list} />);
    await flush();
    expect(screen.getByText('无更多数据').closest('.data-table')).toBeNull();
  });
});
