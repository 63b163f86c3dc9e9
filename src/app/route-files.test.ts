/** @jest-environment jsdom */
import {
  NOT_FOUND_CHUNK,
  ROUTE_CHUNKS,
  preloadFamilyFiles,
  routeChunkOf,
  type RouteFilesWindow,
} from './route-files';
import { COMPILED_ROUTES, NOT_FOUND, ROUTES } from './routes';
import { matchOr } from './route-match';

const win = window as Window & RouteFilesWindow;

afterEach(() => {
  document.head.innerHTML = '';
  delete win.__wapRouteFiles;
});

function chunkMap(map: object) {
  const s = document.createElement('script');
  s.type = 'application/json';
  s.id = 'wap-chunks';
  s.textContent = JSON.stringify(map);
  document.head.appendChild(s);
}

describe('ROUTE_CHUNKS', () => {
  test("has the route table's patterns, each with its chunk-map key", () => {
    const table = ROUTES.map((r) => [r.pattern, r.chunk ?? r.family]);
    expect([...ROUTE_CHUNKS].map((e) => [...e]).sort()).toEqual(table.sort());
    expect(NOT_FOUND_CHUNK).toBe(NOT_FOUND.chunk ?? NOT_FOUND.family);
  });
});

describe('routeChunkOf', () => {
  test.each([
    ['/wap/', 'stock'],
    ['/wap', 'stock'],
    ['/wap/sh/600519.html', 'stock'],
    ['/wap/stock-list.html', 'dragon-tiger'],
    ['/wap/stock/detail/12.html', 'dragon-tiger'],
    ['/wap/rzrq-list.html', 'margin/ListPage'],
    ['/wap/rzrq-stock-list.html', 'margin/StockListPage'],
    ['/wap/rzrq/贵州茅台-600519/1.html', 'margin/StockPage'],
    ['/wap/markIndex.html', 'indices'],
    ['/wap/bkRank.html', 'sector/RankPage'],
    ['/wap/plateConstituentStock/HY/BK1205.html', 'sector/ConstituentsPage'],
    ['/wap/search.html', 'search'],
    ['/wap/no/such/page/here.html', 'not-found'],
  ])('%s → %s, as the route table matches it', (path, chunk) => {
    expect(routeChunkOf(path)).toBe(chunk);
    const { entry } = matchOr(COMPILED_ROUTES, NOT_FOUND, path.replace(/^\/wap/, '') || '/');
    expect(entry.chunk ?? entry.family).toBe(chunk);
  });
});

describe('preloadFamilyFiles', () => {
  const map = {
    'dragon-tiger': { now: ['assets/page-dragon-tiger.A.js', 'assets/page-dragon-tiger.b.css'], later: [] },
    login: { now: ['assets/page-login.C.js'], later: [] },
  };

  test('asked once per key: a second ask (the boot after the early script) adds nothing', () => {
    chunkMap(map);
    expect(preloadFamilyFiles('dragon-tiger')).toBe(2);
    expect(win.__wapRouteFiles).toBe('dragon-tiger');
    expect(preloadFamilyFiles('dragon-tiger')).toBe(0);
    expect(document.head.querySelectorAll('link')).toHaveLength(2);
  });

  test('another key is still asked for', () => {
    chunkMap(map);
    preloadFamilyFiles('dragon-tiger');
    expect(preloadFamilyFiles('login')).toBe(1);
    expect(document.head.querySelectorAll('link')).toHaveLength(3);
  });

  test('nothing listed (no map yet): not marked, so a later ask adds the files', () => {
    expect(preloadFamilyFiles('dragon-tiger')).toBe(0);
    expect(win.__wapRouteFiles).toBeUndefined();
    chunkMap(map);
    expect(preloadFamilyFiles('dragon-tiger')).toBe(2);
  });
});
