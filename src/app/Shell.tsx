/**
 * Routes the current URL through the route table and renders pages. Kept-alive pages (stock home,
 * /rzrq.html) stay mounted while hidden, keep their state, and get their scroll position back.
 */
import {
  Suspense,
  lazy,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { useLocation } from 'react-router-dom';
import { PageError } from '../components/feedback/PageError';
import { PageLoading } from '../components/feedback/PageLoading';
import { PageRouteContext, type PageRoute } from '../components/page/page-context';
import { matchOr, type RouteParams } from './route-match';
import { COMPILED_ROUTES, NOT_FOUND, titleOf, type RouteDef } from './routes';
import { setRouteTitle } from '../components/page/title';

// One lazy component per page module, so routes of one family that load the same module ('/' and
// '/{market}/{code}.html') share the same mounted page instead of remounting it. A family whose
// routes load separate modules (the sector and margin pages) names each in `chunk`: keyed by family alone,
// every sector route rendered whichever module loaded first (the ranking, after a tap on a row).
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();
function pageOf(route: RouteDef): LazyExoticComponent<ComponentType> {
  const key = route.chunk ?? route.family;
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(route.load);
    lazyPages.set(key, page);
  }
  return page;
}

interface KeptPage {
  route: RouteDef;
  pathname: string;
  search: string;
  params: RouteParams;
  scrollY: number;
}

export function Shell() {
  const location = useLocation();
  const match = useMemo(() => matchOr(COMPILED_ROUTES, NOT_FOUND, location.pathname), [location.pathname]);
  const route: RouteDef = match.entry;
  const params = match.params;

  // Kept-alive pages by family; updated during render so the active one sees the new URL at once.
  const kept = useRef(new Map<string, KeptPage>());
  if (route.keepAlive) {
    const prev = kept.current.get(route.family);
    kept.current.set(route.family, {
      route,
      pathname: location.pathname,
      search: location.search,
      params,
      scrollY: prev?.scrollY ?? 0,
    });
  }
  const activeFamily = route.keepAlive ? route.family : null;

  // Leaving a kept-alive page: take its scroll position now, while it is still laid out. Once it is
  // hidden the next page scrolls to the top, and that scroll event can reach the old listener before
  // its effect is cleaned up (a busy main thread delays passive effects), which would save 0.
  const shownFamily = useRef<string | null>(null);
  if (shownFamily.current !== activeFamily) {
    const left = shownFamily.current ? kept.current.get(shownFamily.current) : undefined;
    if (left) left.scrollY = window.scrollY;
    shownFamily.current = activeFamily;
  }

  useEffect(() => {
    setRouteTitle(titleOf(route, params));
  }, [route, params]);

  // Remember the active kept-alive page's scroll position as the user scrolls.
  useEffect(() => {
    if (!activeFamily) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (shownFamily.current !== activeFamily) return; // already left: its position was taken
        const entry = kept.current.get(activeFamily);
        if (entry) entry.scrollY = window.scrollY;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [activeFamily]);

  // Restore it on return; other pages start at the top.
  useLayoutEffect(() => {
    window.scrollTo(0, activeFamily ? (kept.current.get(activeFamily)?.scrollY ?? 0) : 0);
  }, [activeFamily, location.pathname]);

  return (
    <>
      {[...kept.current.entries()].map(([family, entry]) => (
        <div key={family} style={family === activeFamily ? undefined : { display: 'none' }}>
          <PageSlot entry={entry} active={family === activeFamily} />
        </div>
      ))}
      {!route.keepAlive && (
        <PageSlot
          key={location.pathname}
          entry={{ route, pathname: location.pathname, search: location.search, params, scrollY: 0 }}
          active
        />
      )}
    </>
  );
}

function PageSlot({ entry, active }: { entry: KeptPage; active: boolean }) {
  const Page = pageOf(entry.route);
  const value: PageRoute = useMemo(
    () => ({
      pathname: entry.pathname,
      search: entry.search,
      params: entry.params,
      query: new URLSearchParams(entry.search),
      active,
    }),
    [entry.pathname, entry.search, entry.params, active],
  );
  return (
    <PageRouteContext.Provider value={value}>
      <PageError>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </PageError>
    </PageRouteContext.Provider>
  );
}
