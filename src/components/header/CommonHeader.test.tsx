/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bridge } from '../../../bridge';
import { LOCAL_SITES } from '../../config/environments';
import { PageRouteContext } from '../page/page-context';
import { CommonHeader, type HeaderUser } from './CommonHeader';
import type { NavBridge } from './use-nav-buttons';

let fundHost = '';
let hqInfo = '';
jest.mock('../../config/load', () => ({
  getConfig: () => ({ downloadUrl: '/wap/download.html', fundHost, hqInfo }),
}));

const silentBridge: NavBridge = {
  setNavButtons: () => Promise.resolve(true),
  on: () => () => undefined,
};

function user(loggedIn: boolean): HeaderUser & { requireLogin: jest.Mock } {
  return {
    isLoggedIn: loggedIn,
    userInfo: loggedIn ? { headImage: '', nickname: '股友小王' } : null,
    requireLogin: jest.fn(() => Promise.resolve(loggedIn)),
    setNavigator: () => undefined,
  };
}

function mount(u: HeaderUser, host = { inApp: false, navBar: false }) {
  return render(
    <MemoryRouter initialEntries={['/bkRank.html?tab=1']}>
      <PageRouteContext.Provider
        value={{
          pathname: '/bkRank.html',
          search: '?tab=1',
          params: {},
          query: new URLSearchParams(),
          active: true,
        }}
      >
        <CommonHeader host={host} user={u} navBridge={silentBridge} />
      </PageRouteContext.Provider>
    </MemoryRouter>,
  );
}

describe('CommonHeader (§2)', () => {
  afterEach(() => {
    fundHost = '';
    hqInfo = '';
  });

  it('shows the logo to the wap home, the download link, login, search and the menu', () => {
    mount(user(false));
    expect(screen.getByLabelText('首页').getAttribute('href')).toBe('/');
    expect(screen.getByText('下载APP').getAttribute('href')).toBe('/wap/download.html');
    expect(screen.getByText('登录')).toBeTruthy();
    expect(screen.getByLabelText('搜索').getAttribute('href')).toBe('/search.html');
    expect(screen.getByLabelText('菜单')).toBeTruthy();
  });

  it('login asks for a login with the way back to this page', () => {
    const u = user(false);
    mount(u);
    fireEvent.click(screen.getByText('登录'));
    expect(u.requireLogin.mock.calls).toEqual([['/bkRank.html?tab=1']]);
  });

  it('a logged-in user sees the avatar instead of login', () => {
    mount(user(true));
    expect(screen.queryByText('登录')).toBeNull();
    expect(screen.getByTestId('header-avatar').textContent).toBe('股');
  });

  it.each([
    ['without a fund host', '', ['股票', '板块', '环球', '自选', '提醒', '设置']],
    [
      'with a fund host',
      'https://fund.example.com',
      ['股票', '基金', '板块', '环球', '自选', '提醒', '设置'],
    ],
  ])('the menu opens and closes, listing the pages there are (%s)', (_name, host, labels) => {
    fundHost = host;
    mount(user(false));
    expect(screen.queryByTestId('header-menu')).toBeNull();
    fireEvent.click(screen.getByLabelText('菜单'));
    const items = screen.getByTestId('header-menu').querySelectorAll('li');
    expect(Array.from(items, (li) => li.textContent)).toEqual(labels);
    fireEvent.click(screen.getByLabelText('菜单'));
    expect(screen.queryByTestId('header-menu')).toBeNull();
  });

  it('in the local environment lists 资讯, 股票, 基金, 板块, 环球, the sites through the bridge', () => {
    ({ fundHost, hqInfo } = LOCAL_SITES);
    const opened: string[] = [];
    const spy = jest.spyOn(bridge, 'openPage').mockImplementation((p) => {
      opened.push(p.url ?? '');
      return Promise.resolve();
    });
    try {
      mount(user(false));
      fireEvent.click(screen.getByLabelText('菜单'));
      const links = Array.from(screen.getByTestId('header-menu').querySelectorAll('a'));
      expect(links.map((a) => `${a.textContent} ${a.getAttribute('href')}`)).toEqual([
        '资讯 /info/',
        '股票 /markIndex.html?tab=0',
        '基金 /fund/',
        '板块 /bkRank.html',
        '环球 /markIndex.html?tab=2',
        '自选 /zixuan.html',
        '提醒 /tixing.html',
        '设置 /settings.html',
      ]);
      fireEvent.click(screen.getByText('资讯'));
      fireEvent.click(screen.getByText('基金'));
      expect(opened).toEqual(['/info/', '/fund/']);
    } finally {
      spy.mockRestore();
    }
  });

  it('inside the app leaves the download link out, and draws nothing when the host bar takes it', () => {
    const { unmount } = mount(user(false), { inApp: true, navBar: false });
    expect(screen.queryByText('下载APP')).toBeNull();
    expect(screen.getByTestId('common-header')).toBeTruthy();
    unmount();
    const sent: unknown[] = [];
    render(
      <MemoryRouter>
        <CommonHeader
          host={{ inApp: true, navBar: true }}
          user={user(false)}
          navBridge={{ ...silentBridge, setNavButtons: (b) => (sent.push(b), Promise.resolve(true)) }}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('common-header')).toBeNull();
    expect(sent).toEqual([[{ id: 'search', text: '搜索' }]]);
  });
});
