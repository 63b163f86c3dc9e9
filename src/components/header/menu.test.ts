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
    const links = menuLinks(entries, { fundHost });
    expect(links.map((l) => `${l.label} ${'to' in l ? l.to : l.href}`)).toEqual(expected);
  });

  it('lists only pages that exist: every in-app entry is a route of today', () => {
    const routes = MENU_ENTRIES.flatMap((e) => (e.to ? [e.to] : []));
    expect(routes).toEqual(['/', '/bkRank.html']);
  });
});
