/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { usePageRoute } from '../components/page/page-context';

// A small route table of the same shape as the real one: one kept-alive family, one plain page.
jest.mock('./routes', () => {
  const { bySpecificity, compilePattern } = jest.requireActual('./route-match');
  const Counter = () => {
    const [n, setN] = useState(0);
    const { params, active } = usePageRoute();
    return (
      <div>
        <span data-testid="kept">{`${params.code ?? ''}:${n}:${active ? 'on' : 'off'}`}</span>
        <button onClick={() => setN(n + 1)}>inc</button>
      </div>
    );
  };
  const Plain = () => <span data-testid="plain">{usePageRoute().params.id}</span>;
  // A kept-alive page that names itself once its data is in (the stock home's name(code)).
  const Titled = () => {
    const { params } = usePageRoute();
    const { usePageTitle } = jest.requireActual('../components/page/title');
    usePageTitle(`股票${params.code}`);
    return <span data-testid="titled">{params.code}</span>;
  };
  const Ranking = () => <span data-testid="ranking">ranking</span>;
  const Sector = () => <span data-testid="sector">{usePageRoute().params.code}</span>;
  const ROUTES = [
    // One family whose routes load separate modules (as the sector pages do).
    {
      pattern: '/rank.html',
      family: 'sector',
      chunk: 'sector/RankPage',
      title: '排行',
      load: async () => ({ default: Ranking }),
    },
    {
      pattern: '/plate/{code}.html',
      family: 'sector',
      chunk: 'sector/PlatePage',
      title: '详情',
      load: async () => ({ default: Sector }),
    },
    {
      pattern: '/{market}/{code}.html',
      family: 'stock',
      title: '行情',
      keepAlive: true,
      load: async () => ({ default: Counter }),
    },
    {
      pattern: '/titled/{code}.html',
      family: 'titled',
      title: '行情',
      keepAlive: true,
      load: async () => ({ default: Titled }),
    },
    {
      pattern: '/detail/{id}.html',
      family: 'article',
      title: (p: { id: string }) => `文章${p.id}`,
      load: async () => ({ default: Plain }),
    },
  ];
  return {
    ROUTES,
    COMPILED_ROUTES: ROUTES.map((r) => ({ ...r, compiled: compilePattern(r.pattern) })).sort(bySpecificity),
    NOT_FOUND: {
      pattern: '*',
      family: 'nf',
      title: '页面不存在',
      load: async () => ({ default: () => <span>404</span> }),
    },
    titleOf: (r: { title: string | ((p: Record<string, string>) => string) }, p: Record<string, string>) =>
      typeof r.title === 'function' ? r.title(p) : r.title,
  };
});

import { Shell } from './Shell';

let go: (to: string) => void = () => undefined;
function Nav() {
  const navigate = useNavigate();
  go = (to) => void navigate(to);
  return null;
}

describe('Shell keep-alive', () => {
  let scrollTo: jest.Mock;
  beforeEach(() => {
    scrollTo = jest.fn();
    window.scrollTo = scrollTo;
  });

  it('keeps a kept-alive page mounted with its state while another page shows, and titles from the route', async () => {
    render(
      <MemoryRouter initialEntries={['/sh/600519.html']}>
        <Nav />
        <Shell />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('kept')).textContent).toBe('600519:0:on');
    expect(document.title).toBe('行情');
    act(() => screen.getByText('inc').click());
    act(() => screen.getByText('inc').click());
    expect(screen.getByTestId('kept').textContent).toBe('600519:2:on');

    act(() => go('/detail/42.html'));
    expect((await screen.findByTestId('plain')).textContent).toBe('42');
    expect(document.title).toBe('文章42');
    // Hidden but alive, still at its own URL.
    expect(screen.getByTestId('kept').textContent).toBe('600519:2:off');

    act(() => go('/sh/600519.html'));
    expect(screen.getByTestId('kept').textContent).toBe('600519:2:on');
    expect(screen.queryByTestId('plain')).toBeNull();

    // Another instrument reuses the same kept page, which sees the new params.
    act(() => go('/sz/000001.html'));
    expect(screen.getByTestId('kept').textContent).toBe('000001:2:on');
  });

  it('a kept-alive page keeps its own title on every return, not the route title (issue 31 item 3)', async () => {
    render(
      <MemoryRouter initialEntries={['/titled/700.html']}>
        <Nav />
        <Shell />
      </MemoryRouter>,
    );
    await screen.findByTestId('titled');
    expect(document.title).toBe('股票700');
    for (let i = 0; i < 3; i++) {
      act(() => go('/detail/42.html'));
      await screen.findByTestId('plain');
      expect(document.title).toBe('文章42');
      act(() => go('/titled/700.html'));
      expect(screen.queryByTestId('plain')).toBeNull();
      expect(document.title).toBe('股票700');
    }
    act(() => go('/titled/9988.html'));
    expect(document.title).toBe('股票9988');
  });

  it('gives a kept-alive page back the scroll position it had when it was left', async () => {
    const scrollY = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    render(
      <MemoryRouter initialEntries={['/sh/600519.html']}>
        <Nav />
        <Shell />
      </MemoryRouter>,
    );
    await screen.findByTestId('kept');
    // No scroll event reaches the shell (under load it may come too late, or after the next page's
    // scroll to the top): the position is taken when the page is left.
    scrollY(600);
    act(() => go('/detail/42.html'));
    await screen.findByTestId('plain');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollY(0);
    act(() => go('/sh/600519.html'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 600);
  });

  it("shows each route's own module when one family's routes load separate modules", async () => {
    render(
      <MemoryRouter initialEntries={['/rank.html']}>
        <Nav />
        <Shell />
      </MemoryRouter>,
    );
    await screen.findByTestId('ranking');
    act(() => go('/plate/BK1212.html'));
    expect((await screen.findByTestId('sector')).textContent).toBe('BK1212');
    expect(screen.queryByTestId('ranking')).toBeNull();
    act(() => go('/rank.html'));
    expect(await screen.findByTestId('ranking')).toBeTruthy();
  });

  it('shows the not-found page for unknown paths', async () => {
    render(
      <MemoryRouter initialEntries={['/a/b/c']}>
        <Shell />
      </MemoryRouter>,
    );
    expect(await screen.findByText('404')).toBeTruthy();
    expect(document.title).toBe('页面不存在');
  });
});
