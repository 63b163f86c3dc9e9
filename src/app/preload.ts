/**
 * Starts downloading the page chunk of the URL being opened while boot still waits for
 * config.json and the host handshake, instead of after them (it was the longest wait on a cold
 * start). React.lazy later gets the same module promise from the loader's module cache.
 */
import { matchFirst } from './route-match';
import { BASENAME, COMPILED_ROUTES, NOT_FOUND } from './routes';

export function preloadRoute(pathname: string): void {
  const path = pathname.startsWith(BASENAME) ? pathname.slice(BASENAME.length) || '/' : pathname;
  const route = matchFirst(COMPILED_ROUTES, path)?.entry ?? NOT_FOUND;
  route.load().catch(() => undefined); // a failed preload is retried (and reported) by the page itself
}
