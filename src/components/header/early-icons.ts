/** The header's icons (icon-shapes.ts) as DOM, for the early twins drawn before the framework. */
import { svgAttrName, type IconShape } from './icon-shapes';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The SVG icons.tsx renders for the shape, attribute for attribute. */
export function earlyIcon(doc: Document, shape: IconShape, size = shape.size): SVGSVGElement {
  const svg = doc.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', shape.viewBox);
  svg.setAttribute('width', String(size));
  svg.setAttribute('height', String(size));
  svg.setAttribute('aria-hidden', 'true');
  for (const { tag, attrs } of shape.parts) {
    const part = doc.createElementNS(SVG_NS, tag);
    for (const [name, value] of Object.entries(attrs)) part.setAttribute(svgAttrName(name), value);
    svg.appendChild(part);
  }
  return svg;
}
