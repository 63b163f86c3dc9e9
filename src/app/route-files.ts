/**
 * The files of the opened route's page, asked for at once from the build's chunk map (index.html
 * `#wap-chunks`). A leaf module: index.html's early script (early-boot.ts) imports it to ask for
 * them while the app's own code still downloads, before it is evaluated (issue 38: the list
 * screens' time was mostly before their first call, and 23 module-preload links added at boot cost
 * about 60 ms of the throttled main thread right there); the app's boot (preload.ts) asks only when
 * the early script has not.
 */
import { BASENAME } from '../config/base-path';
import { bySpecificity, compilePattern, matchFirst } from './route-match';

/**
 * Each route's pattern and its key in the chunk map (`RouteDef.chunk`, else its family), as the route
 * table (routes.tsx) has them; route-files.test.ts checks the two agree. Kept apart from the table
 * because the table imports every route's warm hook, which the early script must not carry.
 */
export const ROUTE_CHUNKS: ReadonlyArray<readonly [pattern: string, chunk: string]> = [
  ['/', 'stock'],
  ['/{market}/{code}.html', 'stock'],
  ['/protocol/{market}/{code}/{id}.html', 'protocol'],
  ['/search.html', 'search'],
  ['/detail/{market}/{symbol}/{type}/{id}.html', 'article'],
  ['/login.html', 'login'],
  ['/settings.html', 'settings'],
  ['/zixuan.html', 'zixuan'],
  ['/tixing.html', 'tixing'],
  ['/send/{market}/{code}/send.html', 'send'],
  ['/viewDetail/{market}/{code}/{id}.html', 'post'],
  ['/rzrq.html', 'margin/HomePage'],
  ['/rzrq-list.html', 'margin/ListPage'],
  ['/rzrq/{stock}/{innerCode}.html', 'margin/StockPage'],
  ['/rzrq-stock-list.html', 'margin/StockListPage'],
  ['/markIndex.html', 'indices'],
  ['/finance/{market}/{code}.html', 'finance'],
  ['/stock-list.html', 'dragon-tiger'],
  ['/stock/detail/{id}.html', 'dragon-tiger'],
  ['/department/detail/{id}.html', 'dragon-tiger'],
  ['/bkRank.html', 'sector/RankPage'],
  ['/plate/{typeCode}/{prodCode}.html', 'sector/PlatePage'],
  ['/plateConstituentStock/{block}/{code}.html', 'sector/ConstituentsPage'],
];

/** The not-found page's key (routes.tsx NOT_FOUND). */
export const NOT_FOUND_CHUNK = 'not-found';

let compiled: Array<{ compiled: ReturnType<typeof compilePattern>; chunk: string }> | null = null;

/** The chunk-map key of the page a pathname (under /wap) opens, matched as the route table matches. */
export function routeChunkOf(pathname: string): string {
  compiled ??= ROUTE_CHUNKS.map(([pattern, chunk]) => ({ compiled: compilePattern(pattern), chunk })).sort(
    bySpecificity,
  );
  const path = pathname.startsWith(BASENAME) ? pathname.slice(BASENAME.length) || '/' : pathname;
  return matchFirst(compiled, path)?.entry.chunk ?? NOT_FOUND_CHUNK;
}

/** Files of a page family beyond the initial bundle, as the build lists them (rollup.config.mjs). */
export interface FamilyFiles {
  /** The page chunk, its static imports and their stylesheets. */
  now: string[];
  /** Lazy chunks the page will soon need (the chart library): fetched at low priority. */
  later: string[];
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((f): f is string => typeof f === 'string') : [];

function familyFiles(doc: Document, family: string): FamilyFiles {
  try {
    const map = JSON.parse(doc.getElementById('wap-chunks')?.textContent || '{}') as Record<
      string,
      { now?: unknown; later?: unknown } | undefined
    >;
    const entry = map[family];
    return { now: strings(entry?.now), later: strings(entry?.later) };
  } catch {
    return { now: [], later: [] }; // no map (tests, an older index.html): imports are found the slow way
  }
}

/** What the early script leaves on the window: the chunk-map key whose files it has asked for. */
export interface RouteFilesWindow {
  __wapRouteFiles?: string;
  /** The chunk-map key whose stylesheets alone were asked for first (a list screen's early rows). */
  __wapRouteStyles?: string;
}

/**
 * Asks for every file of a page family's chunk graph at once: module preloads and stylesheets, then
 * the chart library at low priority so it never holds up the page's own files. The stylesheet links
 * carry the absolute URL the chunk's own loader looks for, so it does not add them twice. Asked once
 * per document and key: a second ask (the app's boot after the early script's) adds nothing. Returns
 * how many links were added.
 */
export function preloadFamilyFiles(
  family: string,
  base = '/wap/',
  win: Window & RouteFilesWindow = window,
  stylesFirst = false,
): number {
  if (win.__wapRouteFiles === family) return 0;
  const doc = win.document;
  const add = (file: string, priority: 'high' | 'low' | 'auto') => {
    const link = doc.createElement('link');
    link.rel = file.endsWith('.css') ? 'stylesheet' : 'modulepreload';
    link.href = new URL(base + file, win.location.href).href;
    if (priority !== 'auto') link.setAttribute('fetchpriority', priority);
    doc.head.appendChild(link);
  };
  const files = familyFiles(doc, family);
  if (stylesFirst) {
    const styles = files.now.filter((f) => f.endsWith('.css'));
    for (const file of styles) add(file, 'auto');
    win.__wapRouteStyles = family;
    return styles.length;
  }
  const skipStyles = win.__wapRouteStyles === family;
  const now = skipStyles ? files.now.filter((f) => !f.endsWith('.css')) : files.now;
  const { later } = files;
  for (const file of now) add(file, 'auto');
  for (const file of later) add(file, 'low');
  if (now.length + later.length > 0) win.__wapRouteFiles = family;
  return now.length + later.length;
}
