import { gatewayEnvironment, localEnvironment } from '../../config/environments';
import { SCREEN_ENTRIES } from '../../config/screens';
import { MENU_ENTRIES, menuLinks, type MenuEntry } from './menu';

describe('menuLinks', () => {
  const entries: MenuEntry[] = [
    { key: 'stocks', label: '股票', to: '/' },
    { key: 'funds', label: '基金', external: (c) => (c.fundHost ? `${c.fundHost}/` : null) },
  ];
  test.each([
    ['a fund host: both', 'https://fund.example.com', ['股票 /', '基金 https://fund.example.com/']],
    ['no fund host: funds left out', '', ['股票 /']],
  ])('%s', (_name, fundHost, expected) => {
    const links = menuLinks(entries, { fundHost, hqInfo: '' });
    expect(links.map((l) => `${l.label} ${'to' in l ? l.to : l.href}`)).toEqual(expected);
  });

  test.each([
    ['an in-app route', { stocks: '/sh/000001.html' }, ['股票 /sh/000001.html']],
    [
      'an external page',
      { stocks: 'https://www.example.com/stocks' },
      ['股票 https://www.example.com/stocks'],
    ],
    [
      'an external page where there was none',
      { funds: 'https://f.example.com/' },
      ['股票 /', '基金 https://f.example.com/'],
    ],
    ['not a route nor a web address: the default', { stocks: 'javascript:alert(1)' }, ['股票 /']],
  ])('the environment’s target wins: %s', (_name, menuTargets, expected) => {
    const links = menuLinks(entries, { fundHost: '', hqInfo: '', menuTargets });
    expect(links.map((l) => `${l.label} ${'to' in l ? l.to : l.href}`)).toEqual(expected);
  });

  it('§2 order 资讯, 股票, 基金, (板块,) 环球; our routes for stocks and global', () => {
    const links = menuLinks(MENU_ENTRIES, {
      fundHost: 'https://fund.example.com',
      hqInfo: 'https://info.example.com',
    });
    expect(links.map((l) => `${l.label} ${'to' in l ? l.to : l.href}`)).toEqual([
      '资讯 https://info.example.com/',
      '股票 /markIndex.html?tab=0',
      '基金 https://fund.example.com/',
      '板块 /bkRank.html',
      '环球 /markIndex.html?tab=2',
      '自选 /zixuan.html',
      '提醒 /tixing.html',
      '设置 /settings.html',
    ]);
  });

  it('the local environment lists all five in §2 order, 资讯 and 基金 on the reference server', () => {
    const links = menuLinks(MENU_ENTRIES, localEnvironment());
    expect(links.map((l) => `${l.label} ${'to' in l ? l.to : l.href}`)).toEqual([
      '资讯 /info/',
      '股票 /markIndex.html?tab=0',
      '基金 /fund/',
      '板块 /bkRank.html',
      '环球 /markIndex.html?tab=2',
      '自选 /zixuan.html',
      '提醒 /tixing.html',
      '设置 /settings.html',
    ]);
  });

  it('a deployed environment keeps its own sites', () => {
    const env = gatewayEnvironment('test', {
      quote: 'https://q.example',
      gateway: 'https://g.example',
      passport: 'https://p.example',
      info: 'https://info.example',
    });
    const links = menuLinks(MENU_ENTRIES, env);
    // No fund host named: no 基金 entry, never the local one.
    expect(links.map((l) => l.label)).toEqual(['资讯', '股票', '板块', '环球', '自选', '提醒', '设置']);
    expect(links[0]).toEqual({ key: 'news', label: '资讯', href: 'https://info.example/' });
  });

  it('lists only pages that exist: every in-app entry is a route of today', () => {
    const routes = [...MENU_ENTRIES.flatMap((e) => (e.to ? [e.to] : [])), ...SCREEN_ENTRIES.map((e) => e.to)];
    expect(new Set(routes.map((r) => r.split('?')[0]))).toEqual(
      new Set([
        '/markIndex.html',
        '/bkRank.html',
        '/stock-list.html',
        '/rzrq.html',
        '/settings.html',
        '/zixuan.html',
        '/tixing.html',
      ]),
    );
  });
});
