/**
 * Document title: the route's title, refined by the page on screen when its data arrives. Title
 * changes also go to registered listeners (the bridge reports them to the host app).
 *
 * The two are kept apart and combined here, not written in turn: the shell sets the route's title
 * in an effect, and a parent's effects run after its children's, so on a return to a kept-alive
 * page (browser back, search 取消, the login redirect, native back) the route's 行情 used to
 * overwrite the stock's name the page had just set again (issue 31 item 3). Now the page's title
 * is a claim held while the page is active, and it wins over the route's whatever the order.
 */
import { useEffect } from 'react';
import { usePageRoute } from './page-context';

type TitleListener = (title: string) => void;
const listeners = new Set<TitleListener>();

/** The active page's title claims, latest last (one at a time in practice). */
const claims: { title: string }[] = [];
let routeTitle = '';

export function onTitleChange(fn: TitleListener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function setDocumentTitle(title: string): void {
  if (document.title === title) return;
  document.title = title;
  listeners.forEach((fn) => fn(title));
}

/** What the title should be now: the page's claim, else the route's. */
export function effectiveTitle(route: string, pageClaims: readonly { title: string }[]): string {
  return pageClaims.length > 0 ? pageClaims[pageClaims.length - 1].title : route;
}

function apply(): void {
  const title = effectiveTitle(routeTitle, claims);
  if (title) setDocumentTitle(title);
}

/** The route's title (the shell, on every navigation); a page's claim still wins over it. */
export function setRouteTitle(title: string): void {
  routeTitle = title;
  apply();
}

/** Claims the title while the page is active; `undefined` keeps the route's title. */
export function usePageTitle(title: string | undefined): void {
  const { active } = usePageRoute();
  useEffect(() => {
    if (!active || !title) return;
    const claim = { title };
    claims.push(claim);
    apply();
    return () => {
      const i = claims.indexOf(claim);
      if (i >= 0) claims.splice(i, 1);
      apply();
    };
  }, [active, title]);
}
