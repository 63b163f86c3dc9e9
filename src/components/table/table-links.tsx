/**
 * In-app links in table cells without a react-router `Link` each. A Link runs half a dozen router
 * hooks on every render (its href, its click handler, prefetching); a ranking's refresh re-renders
 * every row, and its 102 Links were most of the refresh's script (issue 38: the task went from 45 ms
 * to 11–28 ms at 4× CPU without them). The table reads the location and the navigator once: a cell's
 * link is a plain `<a>` with the href the router would write (earlyHref, tested equal to Link's),
 * and one click listener on the table routes a plain click as Link does.
 */
import {
  createContext,
  useCallback,
  useContext,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Link, useInRouterContext, useLocation, useNavigate } from 'react-router-dom';
import { BASENAME } from '../../config/base-path';
import { earlyHref } from '../early/link';

/** The open page's search inside a table (its links' carried parameters); null outside one. */
export const TableLinkSearch = createContext<string | null>(null);

/** A link in a cell: a plain `<a>` inside a table, the router's Link anywhere else. */
export function CellLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  const search = useContext(TableLinkSearch);
  if (search === null)
    return (
      <Link className={className} to={to}>
        {children}
      </Link>
    );
  // The attributes Link writes, in its order (the early rows draw the same: components/early/link.ts).
  return (
    <a className={className} href={earlyHref(to, search)} data-discover="true">
      {children}
    </a>
  );
}

interface Click {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

/**
 * The route a click on an in-app link goes to, or null when the browser should handle it (Link's
 * rule: a plain primary click on a link without another target; any modifier opens it the
 * browser's way). Pure, for tests.
 */
export function routeOfClick(
  click: Click,
  link: { href: string | null; target: string } | null,
  basename: string = BASENAME,
): string | null {
  if (!link || link.href === null || click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  if (link.target && link.target !== '_self') return null;
  const { href } = link;
  if (href !== basename && !href.startsWith(`${basename}/`) && !href.startsWith(`${basename}?`)) return null;
  const route = href.slice(basename.length);
  return route.startsWith('/') ? route : `/${route}`;
}

/**
 * The table's element that holds its rows and routes their links' clicks; without a router (a
 * table without links, rendered alone in a test) a plain element.
 */
export function TableLinkScope(props: HTMLAttributes<HTMLDivElement>) {
  return useInRouterContext() ? <RoutedScope {...props} /> : <div {...props} />;
}

function RoutedScope({ children, ...props }: HTMLAttributes<HTMLDivElement>) {
  const { search, onClick } = useTableLinks();
  return (
    <div {...props} onClick={onClick}>
      <TableLinkSearch.Provider value={search}>{children}</TableLinkSearch.Provider>
    </div>
  );
}

/** The table's side of its links: the search its cells read and the click listener that routes them. */
function useTableLinks(): { search: string; onClick: (e: MouseEvent<HTMLElement>) => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const onClick = useCallback(
    (e: MouseEvent<HTMLElement>) => {
      const a = (e.target as Element).closest?.('a');
      if (!a || !e.currentTarget.contains(a)) return;
      const route = routeOfClick(e, { href: a.getAttribute('href'), target: a.target });
      if (route === null) return;
      e.preventDefault();
      // A link to the page shown replaces its history entry. Link compares the target without the
      // carried display parameters (?type=dark), so with them it pushes; no table links to its own page.
      void navigate(route, { replace: route === here });
    },
    [navigate, here],
  );
  return { search: location.search, onClick };
}
