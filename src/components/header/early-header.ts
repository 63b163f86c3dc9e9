/**
 * PageHeader's markup (PageHeader.tsx) for the early script's views: a centred title, the back
 * arrow, text buttons on the right. Drawn only in a browser: inside the app the host's bar is the
 * header (PageHeader draws nothing there either).
 */
import { append, el } from '../early/dom';
import { BACK_ICON } from './back-icon';

const SVG_NS = 'http://www.w3.org/2000/svg';

function backIcon(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', BACK_ICON.viewBox);
  svg.setAttribute('width', String(BACK_ICON.size));
  svg.setAttribute('height', String(BACK_ICON.size));
  svg.setAttribute('aria-hidden', 'true');
  const path = doc.createElementNS(SVG_NS, 'path');
  for (const [k, v] of [
    ['d', BACK_ICON.d],
    ['fill', 'none'],
    ['stroke', 'currentColor'],
    ['stroke-width', '2'],
    ['stroke-linecap', 'round'],
    ['stroke-linejoin', 'round'],
  ])
    path.setAttribute(k, v);
  svg.appendChild(path);
  return svg;
}

export function earlyPageHeader(
  doc: Document,
  { title, actions = [] }: { title: string | HTMLElement; actions?: readonly string[] },
): HTMLElement {
  const back = el(doc, 'button', 'page-header__icon');
  back.type = 'button';
  back.setAttribute('aria-label', '返回');
  back.appendChild(backIcon(doc));
  const buttons = actions.map((label) => {
    const b = el(doc, 'button', 'page-header__text touch-target', label);
    b.type = 'button';
    return b;
  });
  return append(
    el(doc, 'header', 'page-header page-header--center'),
    append(el(doc, 'div', 'page-header__lead'), back),
    // A string title is the title's text, as PageHeader prints it; a page that heads it with an
    // element (the board's <h1>) passes that element.
    append(
      el(doc, 'div', 'page-header__title'),
      typeof title === 'string' ? doc.createTextNode(title) : title,
    ),
    append(el(doc, 'div', 'page-header__actions'), ...buttons),
  );
}
