/**
 * Boot-time head starts for the URL being opened. preloadRoute starts downloading its page chunk
 * while boot still waits for config.json and the host handshake (React.lazy later gets the same
 * module promise from the loader's cache); warmRoute starts the page's first data as soon as the
 * stores exist, before the page chunk has run.
 */
import type { RootStore } from '../stores/root';
import { matchOr } from './route-match';
import { BASENAME } from '../config/base-path';
import { COMPILED_ROUTES, NOT_FOUND } from './routes';

function routeOf(pathname: string) {
  const path = pathname.startsWith(BASENAME) ? pathname.slice(BASENAME.length) || '/' : pathname;
  return matchOr(COMPILED_ROUTES, NOT_FOUND, path);
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

function familyFiles(family: string): FamilyFiles {
  try {
    const map = JSON.parse(document.getElementById('wap-chunks')?.textContent || '{}') as Record<
      string,
      { now?: unknown; later?: unknown } | undefined
    >;
    const entry = map[family];
    return { now: strings(entry?.now), later: strings(entry?.later) };
  } catch {
    return { now: [], later: [] }; // no map (tests, an older index.html): imports are found the slow way
  }
}

/**
 * Asks for every file of a page family's chunk graph at once: module preloads and stylesheets, then
 * the chart library at low priority so it never holds up the page's own files. The stylesheet links
 * carry the absolute URL the chunk's own loader looks for, so it does not add them twice. Returns how
 * many links were added.
 */
export function preloadFamilyFiles(family: string, base = '/wap/'): number {
  const { now, later } = familyFiles(family);
  const add = (file: string, priority: 'high' | 'low' | 'auto') => {
    const link = document.createElement('link');
    link.rel = file.endsWith('.css') ? 'stylesheet' : 'modulepreload';
    link.href = new URL(base + file, location.href).href;
    if (priority !== 'auto') link.setAttribute('fetchpriority', priority);
    document.head.appendChild(link);
  };
  for (const file of now) add(file, 'auto');
  for (const file of later) add(file, 'low');
  return now.length + later.length;
}

/** Starts the route's files and its page module; the promise settles when the module has loaded. */
export function preloadRoute(pathname: string): Promise<unknown> {
  const { entry } = routeOf(pathname);
  preloadFamilyFiles(entry.chunk ?? entry.family);
  const load = entry.load();
  load.catch(() => undefined); // a failed preload is retried (and reported) by the page itself
  return load;
}

/**
 * Runs the route's warm-up. It is undone when nothing on screen will own its subscription (§4 (states and transitions)): the
 * page's code fails to load (the page makes its own once a retry has loaded it), or the user has
 * already gone elsewhere by the time it has loaded, so the page never mounts to release it.
 */
export function warmRoute(
  store: RootStore,
  pathname: string,
  search: string,
  pageLoad: Promise<unknown> = Promise.resolve(),
  currentPath: () => string = () => window.location.pathname,
): void {
  const { entry, params } = routeOf(pathname);
  let undo: void | (() => void) = undefined;
  try {
    undo = entry.warm?.(store, params, new URLSearchParams(search));
  } catch (err) {
    // A head start must never stop the boot: the page does the same work when it mounts.
    console.warn('route warm-up failed', err);
  }
  if (!undo) return;
  const release = undo;
  pageLoad.then(() => {
    if (currentPath() !== pathname) release();
  }, release);
}
