/**
 * An in-app link (react-router's `Link`) as the early views draw it before the router exists: the
 * same href (base path, target, the open page's carried display parameters: app/carry-params.ts)
 * and attributes, in the order the router writes them.
 */
import { BASENAME } from '../../config/base-path';
import { carriedSearch } from '../../lib/carried-params';

/**
 * A route's href as the app's router writes it (useHref under the carrying history): the base path
 * (alone for '/'), the target, and the open page's display parameters (?type=dark) the target does
 * not set.
 */
export function earlyHref(to: string, currentSearch: string): string {
  const q = to.indexOf('?');
  const path = q < 0 ? to : to.slice(0, q);
  const search = carriedSearch(q < 0 ? '' : to.slice(q), currentSearch);
  return `${path === '/' ? BASENAME : `${BASENAME}${path}`}${search}`;
}

/** `<Link className to aria-label>`'s `<a>`, its href for the page `doc` shows. */
export function earlyLink(
  doc: Document,
  to: string,
  { className, label }: { className?: string; label?: string } = {},
): HTMLAnchorElement {
  const a = doc.createElement('a');
  if (className) a.className = className;
  if (label) a.setAttribute('aria-label', label);
  a.href = earlyHref(to, doc.location?.search ?? '');
  // The router marks its links for lazy route discovery (Link's data-discover).
  a.setAttribute('data-discover', 'true');
  return a;
}
