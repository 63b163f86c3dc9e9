/**
 * Boot-time head starts for the URL being opened. preloadRoute starts downloading its page chunk
 * while boot still waits for config.json and the host handshake (React.lazy later gets the same
 * module promise from the loader's cache); warmRoute starts the page's first data as soon as the
 * stores exist, before the page chunk has run.
 */
import type { RootStore } from '../stores/root';
import { matchFirst } from './route-match';
import { BASENAME, COMPILED_ROUTES, NOT_FOUND } from './routes';

function routeOf(pathname: string) {
  const path = pathname.startsWith(BASENAME) ? pathname.slice(BASENAME.length) || '/' : pathname;
  return matchFirst(COMPILED_ROUTES, path) ?? { entry: NOT_FOUND, params: {} };
}

/** The build's list of files per page family beyond the initial bundle (rollup.config.mjs). */
function familyFiles(family: string): string[] {
  try {
    const map = JSON.parse(document.getElementById('wap-chunks')?.textContent || '{}') as Record<
      string,
      unknown
    >;
    const files = map[family];
    return Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string') : [];
  } catch {
    return []; // no map (tests, an older index.html): the imports are found the slow way
  }
}

/**
 * Asks for every file of a page family's chunk graph at once: module preloads and stylesheets. The
 * stylesheet links carry the absolute URL the chunk's own loader looks for, so it does not add them
 * twice. Returns how many links were added.
 */
export function preloadFamilyFiles(family: string, base = '/wap/'): number {
  const files = familyFiles(family);
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = file.endsWith('.css') ? 'stylesheet' : 'modulepreload';
    link.href = new URL(base + file, location.href).href;
    document.head.appendChild(link);
  }
  return files.length;
}

export function preloadRoute(pathname: string): void {
  const { entry } = routeOf(pathname);
  preloadFamilyFiles(entry.family);
  entry.load().catch(() => undefined); // a failed preload is retried (and reported) by the page itself
}

export function warmRoute(store: RootStore, pathname: string, search: string): void {
  const { entry, params } = routeOf(pathname);
  try {
    entry.warm?.(store, params, new URLSearchParams(search));
  } catch (err) {
    // A head start must never stop the boot: the page does the same work when it mounts.
    console.warn('route warm-up failed', err);
  }
}
