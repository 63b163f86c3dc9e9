/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { InfiniteList } from './InfiniteList';
import { PagedList } from './paged-list';

interface Item {
  id: number;
  text: string;
}

beforeAll(() => {
  // react-vant's List measures layout; jsdom has none, so give elements a box.
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    get: () => document.body,
    configurable: true,
  });
});

const flush = () => act(() => new Promise((r) => setTimeout(r, 150)));

function listOf(pages: Item[][]) {
  const server = { pages };
  const list = new PagedList<Item, number>({
    first: 0,
    keyOf: (i) => i.id,
    fetchPage: async (n) => ({
      items: server.pages[n] ?? [],
      next: n + 1 < server.pages.length ? n + 1 : null,
    }),
  });
  return { server, list };
}

test.each([
  { name: 'items then the end text', pages: [[{ id: 1, text: '一' }]], texts: ['一', '我也是有底线的'] },
  { name: 'an empty list shows its empty text', pages: [], texts: ['暂无评论'] },
])('$name', async ({ pages, texts }) => {
  const { list } = listOf(pages);
  render(
    <InfiniteList
      list={list}
      renderItem={(i) => i.text}
      finishedText="我也是有底线的"
      emptyText="暂无评论"
    />,
  );
  expect(screen.getByText('正在加载...')).toBeTruthy();
  await flush();
  for (const t of texts) expect(screen.getByText(t)).toBeTruthy();
});

test('a refresh in place keeps the rows’ DOM and shows new values; a reset starts over', async () => {
  const { server, list } = listOf([
    [
      { id: 1, text: 'a' },
      { id: 2, text: 'b' },
    ],
    [{ id: 3, text: 'c' }],
  ]);
  render(<InfiniteList list={list} renderItem={(i) => i.text} />);
  await flush();
  await flush();
  const rows = () => Array.from(document.querySelectorAll('.infinite-list__item'));
  expect(rows().map((r) => r.textContent)).toEqual(['a', 'b', 'c']);
  const kept = rows()[1];
  server.pages = [
    [
      { id: 0, text: 'new' },
      { id: 1, text: 'a' },
    ],
    [
      { id: 2, text: 'B' },
      { id: 3, text: 'c' },
    ],
  ];
  await act(() => list.refresh());
  expect(rows().map((r) => r.textContent)).toEqual(['new', 'a', 'B', 'c']);
  expect(rows()[2]).toBe(kept);

  act(() => list.reset());
  expect(rows()).toHaveLength(0);
  await flush();
  await flush();
  expect(rows().map((r) => r.textContent)).toEqual(['new', 'a', 'B', 'c']);
});
