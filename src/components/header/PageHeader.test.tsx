/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { NavButton } from '../../../bridge';
import { PageRouteContext, type PageRoute } from '../page/page-context';
import type { HeaderAction } from './actions';
import { PageHeader } from './PageHeader';
import type { NavBridge } from './use-nav-buttons';

function fakeBridge() {
  const sent: NavButton[][] = [];
  let tap: ((data: { id: string }) => void) | null = null;
  const bridge: NavBridge = {
    setNavButtons: (buttons) => {
      sent.push(buttons);
      return Promise.resolve(true);
    },
    on: ((event: string, fn: (data: { id: string }) => void) => {
      if (event === 'navButtonTapped') tap = fn;
      return () => (tap = null);
    }) as NavBridge['on'],
  };
  return { bridge, sent, tap: (id: string) => tap?.({ id }), listening: () => tap !== null };
}

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

const route = (active: boolean): PageRoute => ({
  pathname: '/sh/600519.html',
  search: '',
  params: {},
  query: new URLSearchParams(),
  active,
});

function mount(props: { navBar: boolean; actions: HeaderAction[]; active?: boolean; bridge: NavBridge }) {
  const ui = (p: typeof props) => (
    <MemoryRouter initialEntries={['/sh/600519.html']}>
      <PageRouteContext.Provider value={route(p.active ?? true)}>
        <PageHeader
          host={{ navBar: p.navBar }}
          lead={{ back: 'history' }}
          title="贵州茅台"
          sub="交易中"
          actions={p.actions}
          testId="header"
          navBridge={p.bridge}
        />
        <Where />
      </PageRouteContext.Provider>
    </MemoryRouter>
  );
  let current = props;
  const r = render(ui(current));
  return {
    ...r,
    update: (next: Partial<typeof props>) => {
      current = { ...current, ...next };
      r.rerender(ui(current));
    },
  };
}

const SEARCH: HeaderAction = { id: 'search', label: '搜索', icon: 'search', to: '/search.html' };

describe('PageHeader on the web', () => {
  it('draws back, title, second line and buttons, and hands nothing to the host', () => {
    const b = fakeBridge();
    const onTap = jest.fn();
    mount({ navBar: false, actions: [SEARCH, { id: 'publish', label: '发布', onTap }], bridge: b.bridge });
    expect(screen.getByTestId('header').textContent).toContain('贵州茅台');
    expect(screen.getByText('交易中')).toBeTruthy();
    expect(screen.getByLabelText('返回')).toBeTruthy();
    expect(screen.getByLabelText('搜索').getAttribute('href')).toBe('/search.html');
    fireEvent.click(screen.getByText('发布'));
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(b.sent).toEqual([]);
    expect(b.listening()).toBe(false);
  });

  it('a disabled text button cannot be tapped', () => {
    const onTap = jest.fn();
    mount({
      navBar: false,
      actions: [{ id: 'publish', label: '发布', onTap, disabled: true }],
      bridge: fakeBridge().bridge,
    });
    fireEvent.click(screen.getByText('发布'));
    expect(onTap).not.toHaveBeenCalled();
  });
});

describe('PageHeader when the host bar takes the header', () => {
  it('draws nothing and hands the buttons to the bridge', () => {
    const b = fakeBridge();
    mount({ navBar: true, actions: [SEARCH], bridge: b.bridge });
    expect(screen.queryByTestId('header')).toBeNull();
    expect(b.sent).toEqual([[{ id: 'search', text: '搜索' }]]);
  });

  it('a native tap follows the button: a route, or its handler', () => {
    const b = fakeBridge();
    const onTap = jest.fn();
    mount({ navBar: true, actions: [SEARCH, { id: 'menu', label: '菜单', onTap }], bridge: b.bridge });
    act(() => b.tap('menu'));
    expect(onTap).toHaveBeenCalledTimes(1);
    act(() => b.tap('search'));
    expect(screen.getByTestId('where').textContent).toBe('/search.html');
  });

  it('sends the list again only when the host would see a change, and clears it when the page is left', () => {
    const b = fakeBridge();
    const publish = (disabled: boolean): HeaderAction => ({
      id: 'publish',
      label: '发布',
      onTap: () => undefined,
      disabled,
    });
    const t = mount({ navBar: true, actions: [publish(true)], bridge: b.bridge });
    t.update({ actions: [publish(true)] });
    expect(b.sent).toHaveLength(1);
    t.update({ actions: [publish(false)] });
    expect(b.sent[1]).toEqual([{ id: 'publish', text: '发布' }]);
    t.update({ active: false });
    expect(b.sent[2]).toEqual([]);
    expect(b.listening()).toBe(false);
    t.update({ active: true });
    expect(b.sent[3]).toEqual([{ id: 'publish', text: '发布' }]);
    t.unmount();
    expect(b.sent[4]).toEqual([]);
  });
});
