/**
 * What a page knows about its own route. A kept-alive page keeps the location it was last shown
 * at, so while hidden it does not react to other pages' URLs.
 */
import { createContext, useContext } from 'react';

export interface PageRoute {
  pathname: string;
  search: string;
  /** The route pattern's parameters by name ({market}, {code}...). */
  params: Record<string, string>;
  query: URLSearchParams;
  /** True while this page is the one on screen (false for a hidden kept-alive page). */
  active: boolean;
}

export const PageRouteContext = createContext<PageRoute>({
  pathname: '/',
  search: '',
  params: {},
  query: new URLSearchParams(),
  active: true,
});

export const usePageRoute = (): PageRoute => useContext(PageRouteContext);
