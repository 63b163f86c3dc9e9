/** @jest-environment jsdom */
import { act, fireEvent, render } from '@testing-library/react';
import { Link, Route, Routes, unstable_HistoryRouter as HistoryRouter, useLocation } from 'react-router-dom';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { earlyHref } from '../early/link';
import { PagedList } from '../list/paged-list';
import { columnOf } from './columns';
import { DataTable } from './DataTable';
import { routeOfClick } from './table-links';
import type { CellRule } from './cell-rules';

const plain = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
};

describe('routeOfClick: Link’s rule for which clicks the router takes', () => {
  it.each([
    ['a plain click', plain, { href: '/wap/plate/HY/1.html', target: '' }, '/plate/HY/1.html'],
    [
      'with the carried search',
      plain,
      { href: '/wap/sh/600519.html?type=dark', target: '' },
      '/sh/600519.html?type=dark',
    ],
    ['the home', plain, { href: '/wap', target: '' }, '/'],
    ['the home with a search', plain, { href: '/wap?type=dark', target: '' }, '/?type=dark'],
    ['target _self', plain, { href: '/wap/a.html', target: '_self' }, '/a.html'],
    ['a middle click', { ...plain, button: 1 }, { href: '/wap/a.html', target: '' }, null],
    ['ctrl', { ...plain, ctrlKey: true }, { href: '/wap/a.html', target: '' }, null],
    ['meta', { ...plain, metaKey: true }, { href: '/wap/a.html', target: '' }, null],
    ['shift', { ...plain, shiftKey: true }, { href: '/wap/a.html', target: '' }, null],
    ['alt', { ...plain, altKey: true }, { href: '/wap/a.html', target: '' }, null],
    ['already handled', { ...plain, defaultPrevented: true }, { href: '/wap/a.html', target: '' }, null],
    ['another target', plain, { href: '/wap/a.html', target: '_blank' }, null],
    ['outside the app', plain, { href: '/other/a.html', target: '' }, null],
    ['a look-alike base', plain, { href: '/wapx/a.html', target: '' }, null],
    ['no href', plain, { href: null, target: '' }, null],
  ])('%s', (_name, click, link, route) => {
    expect(routeOfClick(click, link, '/wap')).toBe(route);
  });
  it('no link, no route', () => expect(routeOfClick(plain, null, '/wap')).toBeNull());
});

interface Row {
  code: string;
  v: number;
}
const RULES: ReadonlyArray<CellRule<Row>> = [
  {
    key: 'name',
    title: '名称',
    width: '1rem',
    cell: (r) => ({
      kind: 'parts',
      parts: [
        { kind: 'link', to: `/sh/${r.code}.html`, className: 'x', parts: [{ className: 'c', text: r.code }] },
      ],
    }),
  },
  { key: 'v', title: '值', width: '1rem', cell: (r) => ({ kind: 'text', text: String(r.v) }) },
];
const COLUMNS = RULES.map(columnOf);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function routed(page: string, table: JSX.Element) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [page], v5Compat: true });
  const view = render(
    <HistoryRouter basename="/wap" history={history}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      {table}
      <Link to="/sh/600000.html" data-testid="router-link">
        x
      </Link>
    </HistoryRouter>,
  );
  return { history, ...view };
}

describe('links in table cells', () => {
  it('write the href and attributes the router’s Link writes', () => {
    const { container, getByTestId } = routed(
      '/wap/bkRank.html?tab=1',
      <DataTable columns={COLUMNS} rows={[{ code: '600000', v: 1 }]} />,
    );
    const cell = container.querySelector('.data-table a')!;
    const own = getByTestId('router-link');
    expect(cell.outerHTML).toBe(
      own.outerHTML
        .replace(' data-testid="router-link"', ' class="x"')
        .replace('>x<', '><span class="c">600000</span><'),
    );
  });

  it('carry the page’s display parameters as the app’s history does (earlyHref: app/carry-params.test.tsx)', () => {
    const { container } = routed(
      '/wap/bkRank.html?tab=1&type=dark',
      <DataTable columns={COLUMNS} rows={[{ code: '600000', v: 1 }]} />,
    );
    const href = container.querySelector('.data-table a')!.getAttribute('href');
    expect(href).toBe(earlyHref('/sh/600000.html', '?tab=1&type=dark'));
    expect(href).toBe('/wap/sh/600000.html?type=dark');
  });

  it('a plain click moves the router; a modified one is left to the browser', () => {
    const { container, getByTestId, history } = routed(
      '/wap/bkRank.html',
      <DataTable columns={COLUMNS} rows={[{ code: '600519', v: 1 }]} />,
    );
    const cell = container.querySelector('.data-table a')!;
    // What the app left to the browser; then stopped, as jsdom cannot navigate.
    const leftToBrowser: boolean[] = [];
    const settle = (e: Event) => {
      leftToBrowser.push(!e.defaultPrevented);
      e.preventDefault();
    };
    window.addEventListener('click', settle);
    fireEvent.click(cell, { ctrlKey: true });
    expect(getByTestId('where').textContent).toBe('/bkRank.html');
    fireEvent.click(cell);
    window.removeEventListener('click', settle);
    expect(leftToBrowser).toEqual([true, false]);
    expect(getByTestId('where').textContent).toBe('/sh/600519.html');
    expect(history.action).toBe('PUSH');
  });
});

describe('a ranked list’s table keys rows by place', () => {
  it('a reorder rewrites the rows in place: no row element moves or is made again', async () => {
    let order: Row[] = [
      { code: 'a', v: 3 },
      { code: 'b', v: 2 },
      { code: 'c', v: 1 },
    ];
    const list = new PagedList<Row, number>({
      first: 1,
      fetchPage: async () => ({ items: order.map((r) => ({ ...r })), next: null }),
      fetchLoaded: async () => ({ items: order.map((r) => ({ ...r })), next: null }),
      keyOf: (r) => r.code,
      ranked: { rowsPerFrame: 10, nextFrame: () => Promise.resolve() },
    });
    const { container } = routed('/wap/bkRank.html', <DataTable columns={COLUMNS} list={list} />);
    await act(() => list.loadMore());
    const body = () => [...container.querySelectorAll('[role=row]')].slice(1);
    const before = body();
    expect(before.map((r) => r.textContent)).toEqual(['a3', 'b2', 'c1']);
    order = [
      { code: 'c', v: 4 },
      { code: 'a', v: 3 },
      { code: 'b', v: 2 },
    ];
    await act(() => list.refresh());
    const after = body();
    expect(after.map((r) => r.textContent)).toEqual(['c4', 'a3', 'b2']);
    after.forEach((row, i) => expect(row).toBe(before[i]));
  });
});
