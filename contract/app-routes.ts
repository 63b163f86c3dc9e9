/**
 * The app's routes under /wap/ (§2 (screens and routes)), as patterns: the route table (src/app/routes.tsx) draws them and
 * the server answers them with 200, any other page path with 404 and the app's own not-found page
 * (issue 31 item 7). A unit test beside the route table keeps the two lists equal.
 */
export const APP_ROUTE_PATTERNS: readonly string[] = [
  '/',
  '/{market}/{code}.html',
  '/protocol/{market}/{code}/{id}.html',
  '/search.html',
  '/detail/{market}/{symbol}/{type}/{id}.html',
  '/login.html',
  '/settings.html',
  '/zixuan.html',
  '/tixing.html',
  '/send/{market}/{code}/send.html',
  '/viewDetail/{market}/{code}/{id}.html',
  '/rzrq.html',
  '/rzrq-list.html',
  '/rzrq/{stock}/{innerCode}.html',
  '/rzrq-stock-list.html',
  '/markIndex.html',
  '/finance/{market}/{code}.html',
  '/stock-list.html',
  '/stock/detail/{id}.html',
  '/department/detail/{id}.html',
  '/bkRank.html',
  '/plate/{typeCode}/{prodCode}.html',
  '/plateConstituentStock/{block}/{code}.html',
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A parameter is one path segment; a trailing slash is allowed (as the app's matcher does).
const COMPILED = APP_ROUTE_PATTERNS.map(
  (p) =>
    new RegExp(
      `^${p
        .split(/\{[a-zA-Z]+\}/)
        .map(escape)
        .join('[^/]+?')}/?$`,
    ),
);

/** Whether a path relative to /wap (starting with '/', no query) is one of the app's routes. */
export function isAppPath(pathname: string): boolean {
  return COMPILED.some((r) => r.test(pathname));
}
