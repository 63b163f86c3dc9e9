/**
 * The header's icons as data: drawn by icons.tsx in React and by the early twins
 * (early-common-header.ts) before the framework has run, so each shape has one source and the
 * early header shows the very icons the page's header then draws in the same place. Attributes are
 * named as React names them (strokeWidth); the twins write the SVG names (stroke-width).
 */

export interface IconShape {
  viewBox: string;
  /** Width and height in px. */
  size: number;
  /** The SVG's elements in order, each with its attributes in the order React writes them. */
  parts: ReadonlyArray<{ tag: 'path' | 'circle' | 'rect'; attrs: Readonly<Record<string, string>> }>;
}

const LINE = { stroke: 'currentColor', strokeWidth: '2' } as const;

/** The magnifier (currentColor, so it follows the theme). */
export const SEARCH_ICON: IconShape = {
  viewBox: '0 0 24 24',
  size: 21,
  parts: [
    { tag: 'circle', attrs: { cx: '11', cy: '11', r: '6.5', fill: 'none', ...LINE } },
    { tag: 'path', attrs: { d: 'M16 16l4.5 4.5', ...LINE, strokeLinecap: 'round' } },
  ],
};

/** Three bars (the common header's drop menu). */
export const MENU_ICON: IconShape = {
  viewBox: '0 0 24 24',
  size: 21,
  parts: [{ tag: 'path', attrs: { d: 'M4 6h16M4 12h16M4 18h16', ...LINE, strokeLinecap: 'round' } }],
};

/** The app's logo (header 26 px, download footer 30 px). */
export const LOGO_ICON: IconShape = {
  viewBox: '0 0 32 32',
  size: 26,
  parts: [
    { tag: 'rect', attrs: { width: '32', height: '32', rx: '7', fill: '#e94041' } },
    {
      tag: 'path',
      attrs: {
        d: 'M7 21l6-7 5 4 7-9',
        fill: 'none',
        stroke: '#fff',
        strokeWidth: '2.6',
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      },
    },
  ],
};

/** An attribute's SVG name from its React name (strokeWidth → stroke-width). */
export const svgAttrName = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
