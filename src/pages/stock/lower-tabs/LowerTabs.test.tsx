/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { NewsListParams } from '../../../../contract/news';

jest.mock('../../../services/news', () => ({
  getNewsList: jest.fn(async (p: NewsListParams) =>
    p.pubTime === ''
      ? [
          {
            newId: p.dataType * 100 + 1,
            title: `${p.symbol} 标题${p.dataType}`,
            media: '证券时报',
            releaseTime: 1_795_146_120_000,
            dataTime: 1_795_146_120_000,
          },
        ]
      : [],
  ),
}));

import { getNewsList } from '../../../services/news';
import LowerTabs from './LowerTabs';

// react-vant's List and Tabs measure layout; jsdom has none, so give elements a box.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    get: () => document.body,
    configurable: true,
  });
  window.HTMLElement.prototype.scrollTo = () => undefined;
  // react-vant's Sticky returns null from an effect when IntersectionObserver is missing (jsdom);
  // browsers have it.
  window.IntersectionObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  } as unknown as typeof IntersectionObserver;
});

const flush = () => act(() => new Promise((r) => setTimeout(r, 250)));

test('renders the instrument tab set and the news list; a new instrument starts over', async () => {
  const { rerender } = render(
    <MemoryRouter>
      <LowerTabs market="sh" code="600519" />
    </MemoryRouter>,
  );
  const labels = () => Array.from(document.querySelectorAll('.rv-tab')).map((t) => t.textContent);
  expect(labels()).toEqual(['资讯', '公告', '研报', '简况', '财务', '股吧', '板块']);
  await flush();
  expect(await screen.findByText('600519 标题1')).toBeTruthy();
  expect(getNewsList).toHaveBeenCalledWith({ market: 'sh', symbol: '600519', dataType: 1, pubTime: '' });
  // The empty second page (pubTime = the last item's dataTime) ends the list.
  await flush();
  expect(getNewsList).toHaveBeenCalledWith({
    market: 'sh',
    symbol: '600519',
    dataType: 1,
    pubTime: 1_795_146_120_000,
  });
  expect(await screen.findByText('无更多数据')).toBeTruthy();

  rerender(
    <MemoryRouter>
      <LowerTabs market="sh" code="510300" />
    </MemoryRouter>,
  );
  expect(labels()).toEqual(['资讯', '公告', '股吧']);
  await flush();
  expect(await screen.findByText('510300 标题1')).toBeTruthy();
  expect(screen.queryByText('600519 标题1')).toBeNull();
  expect(screen.getByText('510300 标题1').closest('a')?.getAttribute('href')).toBe(
    '/detail/sh/510300/1/101.html',
  );
});
