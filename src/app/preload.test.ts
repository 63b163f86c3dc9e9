/** @jest-environment jsdom */
import { preloadFamilyFiles, warmRoute } from './preload';
import type { RootStore } from '../stores/root';

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as { __wapRouteFiles?: string }).__wapRouteFiles;
});

function chunkMap(json: string) {
  const s = document.createElement('script');
  s.type = 'application/json';
  s.id = 'wap-chunks';
  s.textContent = json;
  document.head.appendChild(s);
}

describe('preloadFamilyFiles', () => {
  test('a module preload per script, a stylesheet per CSS file, the later files last at low priority', () => {
    chunkMap(
      JSON.stringify({
        stock: {
          now: ['assets/page-stock.A.js', 'assets/news.B.js', 'assets/page-stock.c.css'],
          later: ['assets/echarts.D.js'],
        },
        login: { now: ['x.js'], later: [] },
      }),
    );
    expect(preloadFamilyFiles('stock')).toBe(4);
    const links = [...document.head.querySelectorAll('link')].map((l) => [
      l.rel,
      l.getAttribute('href'),
      l.getAttribute('fetchpriority'),
    ]);
    expect(links).toEqual([
      ['modulepreload', 'http://localhost/wap/assets/page-stock.A.js', null],
      ['modulepreload', 'http://localhost/wap/assets/news.B.js', null],
      ['stylesheet', 'http://localhost/wap/assets/page-stock.c.css', null],
      ['modulepreload', 'http://localhost/wap/assets/echarts.D.js', 'low'],
    ]);
  });

  test.each([
    ['no map', null],
    ['broken JSON', '{"stock":['],
    ['not lists', '{"stock":{"now":"assets/a.js","later":7}}'],
    ['the old flat format', '{"stock":["assets/a.js"]}'],
    ['unknown family', '{"login":{"now":["a.js"],"later":[]}}'],
  ])('%s: nothing is added and nothing throws', (_name, json) => {
    if (json !== null) chunkMap(json);
    expect(preloadFamilyFiles('stock')).toBe(0);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});

describe('warmRoute', () => {
  function fakeStore() {
    const calls: string[] = [];
    const store = {
      quoteConnection: { connect: () => calls.push('connect') },
      security: {
        setSymbol: (m: string, c: string) => calls.push(`symbol ${m} ${c}`),
        enter: () => calls.push('enter'),
        leave: () => calls.push('leave'),
      },
    } as unknown as RootStore;
    return { store, calls };
  }

  test.each([
    ['/wap/sh/600519.html', '', ['connect', 'symbol sh 600519', 'enter']],
    ['/wap/', '?market=HKSE&code=00700', ['connect', 'symbol HKSE 00700', 'enter']],
    ['/wap/', '', ['connect', 'symbol sh 000001', 'enter']],
    ['/wap/xx/600519.html', '', []], // a market the channel does not serve: the page shows not-found
    ['/wap/search.html', '', []],
    ['/wap/login.html', '', []],
  ])('%s%s → %j', (path, search, expected) => {
    const { store, calls } = fakeStore();
    warmRoute(store, path, search);
    expect(calls).toEqual(expected);
  });

  test.each([
    ['loads', Promise.resolve(), ['connect', 'symbol sh 600519', 'enter']],
    [
      'fails to load',
      Promise.reject(new Error('chunk failed')),
      ['connect', 'symbol sh 600519', 'enter', 'leave'],
    ],
  ])('the page code %s: the warm-up is kept or undone', async (_n, pageLoad, expected) => {
    pageLoad.catch(() => undefined);
    const { store, calls } = fakeStore();
    warmRoute(store, '/wap/sh/600519.html', '', pageLoad, () => '/wap/sh/600519.html');
    await pageLoad.then(
      () => undefined,
      () => undefined,
    );
    await Promise.resolve();
    expect(calls).toEqual(expected);
  });

  test('the user has left the page before its code loaded: the warm-up is undone', async () => {
    const { store, calls } = fakeStore();
    const pageLoad = Promise.resolve();
    warmRoute(store, '/wap/sh/600519.html', '', pageLoad, () => '/wap/search.html');
    await pageLoad;
    await Promise.resolve();
    expect(calls).toEqual(['connect', 'symbol sh 600519', 'enter', 'leave']);
  });

  test('a warm-up that throws does not stop the boot', () => {
    const store = {
      quoteConnection: {
        connect: () => {
          throw new Error('no socket');
        },
      },
      security: { setSymbol: () => undefined, enter: () => undefined },
    } as unknown as RootStore;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => warmRoute(store, '/wap/sh/600519.html', '')).not.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
