/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { USER_INFO_KEY } from '../../lib/community/stored-user';
import { CommonHeader, type HeaderUser } from './CommonHeader';
import { earlyCommonHeader } from './early-common-header';
import { LogoIcon, MenuIcon, SearchIcon } from './icons';
import type { NavBridge } from './use-nav-buttons';

jest.mock('../../config/load', () => ({
  getConfig: () => ({ downloadUrl: '/wap/download.html', fundHost: '', hqInfo: '' }),
}));

const silentBridge: NavBridge = {
  setNavButtons: () => Promise.resolve(true),
  on: () => () => undefined,
};

const storageOf = (user: object | null) => ({
  getItem: (k: string) => (k === USER_INFO_KEY && user ? JSON.stringify(user) : null),
});

/** The page's header in a browser for the user the store would read from the same storage. */
function pageHeader(user: { headImage: string; nickname: string } | null): HTMLElement {
  const u: HeaderUser = {
    isLoggedIn: !!user,
    userInfo: user,
    requireLogin: () => Promise.resolve(!!user),
    setNavigator: () => undefined,
  };
  const { container } = render(
    <MemoryRouter basename="/wap" initialEntries={['/wap/bkRank.html?tab=1']}>
      <CommonHeader host={{ inApp: false, navBar: false }} user={u} navBridge={silentBridge} />
    </MemoryRouter>,
  );
  return container.querySelector('header')!;
}

/** The markup without what the early block leaves out on purpose (test ids). */
const markup = (e: Element) => e.outerHTML.replace(/ data-testid="[^"]*"/g, '');

describe('earlyCommonHeader draws what CommonHeader draws in a browser', () => {
  it('logged out: logo, 下载APP, 登录, search, menu, attribute for attribute', () => {
    const early = earlyCommonHeader(document, storageOf(null));
    expect(markup(early)).toBe(markup(pageHeader(null)));
    expect(early.querySelector('.common-header__login')!.textContent).toBe('登录');
    expect(early.querySelector('.avatar')).toBeNull();
  });

  it('logged in without an image: the avatar with the nickname’s first character', () => {
    const stored = { token: 't', nickname: '股友小王', headImage: '' };
    const early = earlyCommonHeader(document, storageOf(stored));
    expect(markup(early)).toBe(markup(pageHeader({ headImage: '', nickname: '股友小王' })));
    expect(early.querySelector('.common-header__login')).toBeNull();
    expect(early.querySelector('.common-header__avatar')!.textContent).toBe('股');
  });

  it('logged in with an image: the image, and the initial once it fails to load', () => {
    const stored = { token: 't', nickname: '小王', headImage: 'https://img.example.com/a.png' };
    const early = earlyCommonHeader(document, storageOf(stored));
    expect(markup(early)).toBe(markup(pageHeader({ headImage: stored.headImage, nickname: '小王' })));
    early.querySelector('img')!.dispatchEvent(new Event('error'));
    expect(early.querySelector('img')).toBeNull();
    expect(early.querySelector('.avatar')!.textContent).toBe('小');
  });

  it.each([
    ['a stored user without a token', storageOf({ nickname: '小王' })],
    ['a damaged value', { getItem: () => '{' }],
    [
      'storage that throws',
      {
        getItem: () => {
          throw new Error('denied');
        },
      },
    ],
    ['no storage', null],
  ])('is logged out, as the user store is, for %s', (_case, storage) => {
    expect(earlyCommonHeader(document, storage).querySelector('.common-header__login')).not.toBeNull();
  });

  it('has no test ids or roles the page’s header would share', () => {
    const early = earlyCommonHeader(document, storageOf(null));
    expect(early.querySelectorAll('[data-testid], [role]')).toHaveLength(0);
  });
});

describe('the header icons are one shape each', () => {
  it.each([
    ['logo', <LogoIcon key="l" />],
    ['search', <SearchIcon key="s" />],
    ['menu', <MenuIcon key="m" />],
  ])('%s: the React icon draws the shape the twin draws', (name, icon) => {
    const { container } = render(icon);
    const early = earlyCommonHeader(document, null);
    const svgs = Array.from(early.querySelectorAll('svg'), (s) => s.outerHTML);
    expect(svgs[['logo', 'search', 'menu'].indexOf(name)]).toBe(container.innerHTML);
  });
});
