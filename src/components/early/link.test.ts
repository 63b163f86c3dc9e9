/** @jest-environment jsdom */
import { earlyHref, earlyLink } from './link';

describe('earlyHref', () => {
  it.each([
    ['/', '', '/wap'],
    ['/search.html', '', '/wap/search.html'],
    ['/', '?type=dark', '/wap?type=dark'],
    ['/search.html', '?tab=1&type=dark', '/wap/search.html?type=dark'],
    ['/markIndex.html?tab=2', '?type=dark', '/wap/markIndex.html?tab=2&type=dark'],
    ['/markIndex.html?type=light', '?type=dark', '/wap/markIndex.html?type=light'],
  ])('%s on a page with %p → %s', (to, here, want) => {
    expect(earlyHref(to, here)).toBe(want);
  });
});

describe('earlyLink', () => {
  it('writes the attributes in the router’s order, the href for the open page', () => {
    window.history.replaceState(null, '', '/wap/bkRank.html?tab=1&type=dark');
    const a = earlyLink(document, '/plate/BK/991001.html', { className: 'x', label: '板块' });
    expect(a.outerHTML).toBe(
      '<a class="x" aria-label="板块" href="/wap/plate/BK/991001.html?type=dark" data-discover="true"></a>',
    );
    window.history.replaceState(null, '', '/');
  });
});
