/**
 * Display parameters that every in-app navigation keeps (§2 (screens and routes): `?type=dark` gives the dark theme).
 * The app's router history carries them onto every push, replace and link href it makes, so a
 * link, a router push, a header menu, a way-in list or the bridge's web fallback never drops the
 * theme, and the URL alone (a reload, a copied link, the bridge's web `getTheme`) still tells it.
 * A destination that sets a carried parameter itself keeps its own value.
 */
import {
  createPath,
  parsePath,
  type Path,
  type To,
  type UNSAFE_createBrowserHistory,
} from 'react-router-dom';
import { CARRIED_PARAMS, carriedSearch } from '../lib/carried-params';

/** react-router's history type (not exported by name): what BrowserRouter is made of. */
export type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** `to` with the carried parameters of `currentSearch` added where `to` does not set them. */
export function carryParams(to: To, currentSearch: string, keys: readonly string[] = CARRIED_PARAMS): To {
  const path: Partial<Path> = typeof to === 'string' ? parsePath(to) : { ...to };
  const search = carriedSearch(path.search ?? '', currentSearch, keys);
  if (search === (path.search ?? '')) return to;
  path.search = search;
  return typeof to === 'string' ? createPath(path) : path;
}

/** A history whose navigations and hrefs carry the current page's display parameters. */
export function carryingHistory(history: History, keys: readonly string[] = CARRIED_PARAMS): History {
  const carry = (to: To): To => carryParams(to, history.location.search, keys);
  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(carry(to)),
    createURL: (to) => history.createURL(carry(to)),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state?: unknown) => history.push(carry(to), state),
    replace: (to, state?: unknown) => history.replace(carry(to), state),
    go: (delta) => history.go(delta),
    listen: (listener) => history.listen(listener),
  };
}
