/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SectorListItem } from '../../../contract/plate';
import { earlyCallKey, type GetCall } from '../../api/early-calls';
import { PagedList } from '../../components/list/paged-list';
import { columnOf } from '../../components/table/columns';
import { DataTable } from '../../components/table/DataTable';
import { earlyDataTable } from '../../components/table/early-table';
import { USER_INFO_KEY } from '../../lib/community/stored-user';
import { bkRankCall } from '../../services/plate-calls';
import { BK_RANK_DEFAULT_FIELD, RANK_RULES } from './columns';
import { rankEarlyView } from './rank-early';

const sector = (code: string, rate: number, lead: boolean): SectorListItem => ({
  ProdCode: code,
  ProdName: `板块${code}`,
  HqTypeCode: 'HY',
  LastPx: 1234560,
  PxChangeRate: rate,
  RiseFirstGrp: lead
    ? { ProdCode: '600519', ProdName: '贵州茅台', HqTypeCode: 'sh', PxChangeRate: 312 }
    : null,
});

const ROWS = [sector('BK1205', 213, true), sector('BK0001', -41, false)];
const key = (c: GetCall) => earlyCallKey(c.service, c.path, c.params)!;
const first = { sortField: BK_RANK_DEFAULT_FIELD, descending: true, pageNum: 1 };

describe('rankEarlyView.matches', () => {
  it.each([
    ['/wap/bkRank.html', true],
    ['/wap/bkRank.html/x', false],
    ['/wap/bkrank.html', false],
    ['/bkRank.html', false],
    ['/wap/markIndex.html', false],
  ])('%s → %p', (path, want) => expect(rankEarlyView.matches(path, '?tab=1')).toBe(want));
});

describe('rankEarlyView.load', () => {
  afterEach(() => sessionStorage.clear());

  function answering(rows: SectorListItem[]) {
    const asked: string[] = [];
    const get = async <T,>(c: GetCall): Promise<T> => {
      asked.push(key(c));
      return { plate: rows, counts: rows.length } as T;
    };
    return { asked, get };
  }

  it.each([
    ['', 'HY', '行业'],
    ['?tab=1', 'GN', '概念'],
    ['?tab=2&type=dark', 'DY', '地域'],
    ['?tab=9', 'HY', '行业'],
  ] as const)(
    '%p asks the %s tab’s first page as the page does and marks %s',
    async (search, type, label) => {
      const { asked, get } = answering(ROWS);
      const draw = await rankEarlyView.load(get, () => 0, '/wap/bkRank.html', search);
      expect(asked).toEqual([key(bkRankCall(type, first))]);
      const page = draw!(document);
      expect(page.querySelector('.sector-page__tabs .seg-tabs__tab--active')!.textContent).toBe(label);
      expect(Array.from(page.querySelectorAll('.seg-tabs__tab'), (t) => t.textContent)).toEqual([
        '行业',
        '概念',
        '地域',
      ]);
    },
  );

  it('draws the common header, logged out, and the table in the default sort', async () => {
    const draw = await rankEarlyView.load(answering(ROWS).get, () => 0, '/wap/bkRank.html', '');
    const page = draw!(document);
    expect(page.className).toBe('sector-page');
    expect(page.querySelector('.common-header .common-header__login')!.textContent).toBe('登录');
    expect(page.querySelector('.data-table.sector-table')).not.toBeNull();
    expect(page.querySelector('.data-table__sort--desc')!.parentElement!.textContent).toBe('涨跌幅');
    const rows = page.querySelectorAll('.data-table__row:not(.data-table__row--head)');
    expect(Array.from(rows, (r) => r.textContent)).toEqual([
      '板块BK1205BK12051234.56+2.13%贵州茅台+3.12%',
      '板块BK0001BK00011234.56-0.41%--',
    ]);
    expect(rows[0].querySelector('a.sector-name')!.getAttribute('href')).toBe('/wap/plate/HY/BK1205.html');
    expect(rows[0].querySelector('a.sector-leader')!.getAttribute('href')).toBe('/wap/sh/600519.html');
  });

  it('draws the avatar for a reader the page will show logged in', async () => {
    sessionStorage.setItem(USER_INFO_KEY, JSON.stringify({ token: 't', nickname: '小王', headImage: '' }));
    const draw = await rankEarlyView.load(answering(ROWS).get, () => 0, '/wap/bkRank.html', '');
    const page = draw!(document);
    expect(page.querySelector('.common-header__login')).toBeNull();
    expect(page.querySelector('.common-header__avatar')!.textContent).toBe('小');
  });

  it('an empty tab draws nothing (the page shows its own empty state)', async () => {
    await expect(rankEarlyView.load(answering([]).get, () => 0, '/wap/bkRank.html', '')).resolves.toBeNull();
  });
});

describe('the ranking’s rules draw the same cells in the page’s table and the early one', () => {
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      get: () => document.body,
      configurable: true,
    });
  });

  it('cell by cell, links and the leader’s rate included', async () => {
    const list = new PagedList<SectorListItem, number, string>({
      first: 1,
      fetchPage: async () => ({ items: ROWS, next: null }),
      keyOf: (r) => r.ProdCode,
      sort: { field: BK_RANK_DEFAULT_FIELD, dir: 'desc' },
    });
    const { container } = render(
      <MemoryRouter basename="/wap" initialEntries={['/wap/bkRank.html']}>
        <DataTable className="sector-table" label="板块排行" list={list} columns={RANK_RULES.map(columnOf)} />
      </MemoryRouter>,
    );
    await act(() => list.loadMore());
    const early = earlyDataTable(document, RANK_RULES, ROWS, {
      sort: { field: BK_RANK_DEFAULT_FIELD, dir: 'desc' },
      className: 'sector-table',
    });
    const own = container.querySelector('.data-table')!;
    const rows = (t: Element) => Array.from(t.querySelectorAll('.data-table__row'));
    const shape = (row: Element) =>
      Array.from(row.children, (c) => `${c.className}|${c.innerHTML.replace(/ aria-hidden="true"/g, '')}`);
    expect(early.className).toBe(own.className);
    expect(rows(early)).toHaveLength(3);
    rows(own).forEach((row, i) => {
      expect(rows(early)[i].className).toBe(row.className);
      expect(shape(rows(early)[i])).toEqual(shape(row));
    });
  });
});
