/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { RankListItem, RankType } from '../../../contract/quote';
import { earlyCallKey, type GetCall } from '../../api/early-calls';
import { earlySegmentTabs } from '../../components/tabs/early-tabs';
import { SegmentTabs } from '../../components/tabs/SegmentTabs';
import { INDEX_TILES, MARK_INDEX_TABS } from '../../lib/indices/tiles';
import { rankListCall } from '../../services/indices-calls';
import { IndexTile } from '../../stores/index-tiles';
import { earlyRankList, opensRankList, rankListEarlyView } from './early';
import { IndexTiles } from './IndexTiles';
import { RankList } from './RankList';
import { RankStore } from './rank-store';
import { WayIn } from './WayIn';

const ROWS: RankListItem[] = [
  { SecurityCode: '300001SZ', SecurityName: '特锐德', LsPri: 22.5, PreClPri: 20.45, Rate: 10.02 },
  { SecurityCode: '600519SH', SecurityName: '贵州茅台', LsPri: 1650, PreClPri: 1650, Rate: 0 },
  { SecurityCode: '830799BJ', SecurityName: '<b>艾融</b>', LsPri: 9.8, PreClPri: 10, Rate: -2 },
];

describe('opensRankList', () => {
  it.each([
    ['/wap/markIndex.html', '', true],
    ['/wap/markIndex.html', '?tab=0', true],
    ['/wap/markIndex.html', '?type=dark', true],
    ['/wap/markIndex.html', '?tab=x', true], // the page reads it as the first tab too
    ['/wap/markIndex.html', '?tab=1', false],
    ['/wap/markIndex.html', '?tab=2', false],
    ['/wap/markIndex.html/', '', false],
    ['/wap/bkRank.html', '', false],
  ])('%s%s → %s', (path, search, want) => expect(opensRankList(path, search)).toBe(want));
});

describe('rankListEarlyView.load', () => {
  const key = (c: GetCall) => earlyCallKey(c.service, c.path, c.params)!;

  it('asks the default sub-tab’s rows, as the page does, and draws the page down to its rows', async () => {
    const asked: string[] = [];
    const get = async <T,>(c: GetCall): Promise<T> => {
      asked.push(key(c));
      return { Datas: ROWS } as T;
    };
    const draw = await rankListEarlyView.load(get, () => 0, '/wap/markIndex.html', '');
    expect(asked).toEqual([key(rankListCall('up'))]);
    const page = draw!(document);
    expect(page.className).toBe('indices-page');
    expect(Array.from(page.children, (c) => c.className)).toEqual([
      'page-header page-header--center common-header',
      'seg-tabs seg-tabs--line indices-tabs',
      'index-tiles',
      'indices-way-in',
      'rank-list',
    ]);
    expect(page.querySelector('.indices-tabs .seg-tabs__tab--active')!.textContent).toBe('沪深');
    // The tiles as before any snapshot: a dash for each figure, never a price.
    const tiles = page.querySelectorAll('.index-tile');
    expect(Array.from(tiles, (t) => t.textContent)).toEqual(INDEX_TILES.map((t) => `${t.name}------`));
    const rows = page.querySelectorAll('.rank-row:not(.rank-row--head)');
    expect(Array.from(rows, (r) => Array.from(r.children, (c) => c.textContent))).toEqual([
      ['特锐德300001', '22.50', '+10.02%'],
      ['贵州茅台600519', '1650.00', '0.00%'],
      ['<b>艾融</b>830799', '9.80', '-2.00%'],
    ]);
    expect(rows[2].querySelector('b')).toBeNull(); // texts as text
    expect(page.querySelector('.rank-row--head')!.textContent).toBe('名称最新价涨跌幅');
    expect(page.querySelector('[data-live]:not(.index-tile__quote)')!.getAttribute('data-live')).toBe('true');
    // Nothing the page's tests or assistive technology would take for the page's own.
    expect(page.querySelectorAll('[data-testid], [role]')).toHaveLength(0);
  });

  it.each([
    ['no rows', { Datas: [] }],
    ['no Datas', {}],
    ['no body', null],
  ])('%s: draws nothing (the page shows its own state)', async (_what, body) => {
    const get = async <T,>(): Promise<T> => body as T;
    await expect(rankListEarlyView.load(get, () => 0, '/wap/markIndex.html', '')).resolves.toBeNull();
  });
});

/** The page's markup, less what the early block leaves out (test ids, roles, ARIA state, handlers). */
function canonical(node: Node): unknown {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  const e = node as Element;
  const attrs = Array.from(e.attributes)
    .filter((a) => !['data-testid', 'role', 'aria-selected'].includes(a.name))
    .map((a) => `${a.name}=${a.value}`)
    .sort();
  // React writes adjacent texts as one node; so does the DOM once normalised.
  e.normalize();
  return { tag: e.tagName, attrs, children: Array.from(e.childNodes, canonical) };
}

const inRouter = (ui: ReactNode) =>
  render(
    <MemoryRouter basename="/wap" initialEntries={['/wap/markIndex.html']}>
      {ui}
    </MemoryRouter>,
  ).container;

describe('the early twins draw what the page draws', () => {
  it.each<RankType>(['up', 'hs', 'lb'])('the rank list (%s): sub-tabs, header row and rows', async (type) => {
    const store = new RankStore({ fetchRankList: async () => ROWS });
    if (type !== 'up') store.type = type;
    const own = inRouter(<RankList store={store} />);
    await act(() => store.refresh());
    const page = own.querySelector('.rank-list')!;
    expect(page.querySelectorAll('[data-testid=rank-row]')).toHaveLength(3);
    expect(canonical(earlyRankList(document, ROWS, type))).toEqual(canonical(page));
  });

  it('the six tiles before any snapshot', () => {
    const tiles = INDEX_TILES.map((t) => new IndexTile(t.market, t.code, t.name));
    const own = inRouter(<IndexTiles tiles={tiles} />).firstElementChild!;
    return rankListEarlyView
      .load(
        async <T,>() => ({ Datas: ROWS }) as T,
        () => 0,
        '/wap/markIndex.html',
        '',
      )
      .then((draw) => {
        const early = draw!(document);
        expect(canonical(early.querySelector('.index-tiles')!)).toEqual(canonical(own));
        const wayIn = inRouter(<WayIn />).firstElementChild!;
        expect(canonical(early.querySelector('.indices-way-in')!)).toEqual(canonical(wayIn));
      });
  });

  it('the page’s tabs', () => {
    const own = render(
      <SegmentTabs
        tabs={MARK_INDEX_TABS.map((label, i) => ({ key: String(i), label }))}
        active="0"
        onChange={() => undefined}
        className="indices-tabs"
      />,
    ).container.firstElementChild!;
    expect(canonical(earlySegmentTabs(document, MARK_INDEX_TABS, 0, { className: 'indices-tabs' }))).toEqual(
      canonical(own),
    );
  });
});
