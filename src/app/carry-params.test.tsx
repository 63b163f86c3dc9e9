/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import {
  Link,
  UNSAFE_createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  useNavigate,
  type To,
} from 'react-router-dom';
import { earlyHref } from '../components/early/link';
import { carryParams, carryingHistory } from './carry-params';

describe('carryParams', () => {
  it.each<[string, To, string, To]>([
    ['adds the dark theme to a plain path', '/sh/600519.html', '?type=dark', '/sh/600519.html?type=dark'],
    ['keeps the destination query', '/markIndex.html?tab=1', '?type=dark', '/markIndex.html?tab=1&type=dark'],
    [
      'keeps the hash after the query',
      '/sh/600519.html#dividend',
      '?type=dark',
      '/sh/600519.html?type=dark#dividend',
    ],
    ['carries whatever value the page has', '/search.html', '?x=1&type=light', '/search.html?type=light'],
    ['leaves a destination that sets type alone', '/?type=light', '?type=dark', '/?type=light'],
    ['changes nothing when the page has no type', '/search.html', '?tab=2', '/search.html'],
    ['changes nothing on a page without a query', '/search.html', '', '/search.html'],
    ['does not carry other parameters', '/bkRank.html', '?tab=2&type=dark', '/bkRank.html?type=dark'],
    [
      'works on a router path object',
      { pathname: '/wap/bkRank.html', search: '?tab=1', hash: '' },
      '?type=dark',
      { pathname: '/wap/bkRank.html', search: '?tab=1&type=dark', hash: '' },
    ],
    [
      'works on a search-only path object',
      { pathname: '/wap/markIndex.html', search: '' },
      '?type=dark',
      { pathname: '/wap/markIndex.html', search: '?type=dark' },
    ],
  ])('%s', (_name, to, current, want) => {
    expect(carryParams(to, current)).toEqual(want);
  });

  it('does not change the object it is given', () => {
    const to = { pathname: '/a.html', search: '' };
    carryParams(to, '?type=dark');
    expect(to).toEqual({ pathname: '/a.html', search: '' });
  });
});

describe('carryingHistory in the router', () => {
  function setup(start: string) {
    const memory = UNSAFE_createMemoryHistory({ initialEntries: [start], v5Compat: true });
    const history = carryingHistory(memory);
    let go: ReturnType<typeof useNavigate> = () => undefined;
    function Probe() {
      go = useNavigate();
      return (
        <>
          <Link to="/sh/600519.html">茅台</Link>
          <Link to="?tab=1">tab</Link>
        </>
      );
    }
    render(
      <HistoryRouter basename="/wap" history={history}>
        <Probe />
      </HistoryRouter>,
    );
    return { memory, navigate: (to: To) => act(() => void go(to)) };
  }

  it('writes the theme into link hrefs, also for a query-only link', () => {
    setup('/wap/?type=dark');
    expect(screen.getByText('茅台').getAttribute('href')).toBe('/wap/sh/600519.html?type=dark');
    expect(screen.getByText('tab').getAttribute('href')).toBe('/wap?tab=1&type=dark');
  });

  it('keeps the theme through router pushes and replaces, and back', () => {
    const { memory, navigate } = setup('/wap/bkRank.html?type=dark');
    navigate('/plate/A/B.html');
    expect(memory.location).toMatchObject({ pathname: '/wap/plate/A/B.html', search: '?type=dark' });
    navigate('/sh/600519.html?from=list');
    expect(memory.location.search).toBe('?from=list&type=dark');
    act(() => memory.go(-1));
    expect(memory.location.pathname).toBe('/wap/plate/A/B.html');
  });

  it('leaves a light page light', () => {
    const { memory, navigate } = setup('/wap/bkRank.html');
    expect(screen.getByText('茅台').getAttribute('href')).toBe('/wap/sh/600519.html');
    navigate('/plate/A/B.html');
    expect(memory.location.search).toBe('');
  });
});

describe('the early views’ links (components/early/link.ts) are the router’s', () => {
  it.each([
    ['/wap/bkRank.html?tab=1&type=dark', '/'],
    ['/wap/bkRank.html?tab=1&type=dark', '/search.html'],
    ['/wap/bkRank.html?tab=1&type=dark', '/plate/BK/991001.html'],
    ['/wap/bkRank.html?type=dark', '/markIndex.html?tab=2'],
    ['/wap/bkRank.html?tab=2', '/sh/600519.html'],
    ['/wap/bkRank.html', '/'],
  ])('on %s, a link to %s', (page, to) => {
    const history = carryingHistory(UNSAFE_createMemoryHistory({ initialEntries: [page], v5Compat: true }));
    const { container } = render(
      <HistoryRouter basename="/wap" history={history}>
        <Link to={to}>x</Link>
      </HistoryRouter>,
    );
    const own = container.querySelector('a')!;
    expect(earlyHref(to, history.location.search)).toBe(own.getAttribute('href'));
  });
});
