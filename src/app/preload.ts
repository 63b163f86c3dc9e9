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
import { preloadFamilyFiles } from './route-files';

export { preloadFamilyFiles };

function routeOf(pathname: string) {
  const path = pathname.startsWith(BASENAME) ? pathname.slice(BASENAME.length) || '/' : pathname;
  return matchOr(COMPILED_ROUTES, NOT_FOUND, path);
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
