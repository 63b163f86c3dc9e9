/**
 * 200 % text in Chromium, the way a WebView's text zoom does it (docs/accessibility.md "200 %
 * text"). WebKit's text zoom (iOS: Safari's and a WKWebView's text size) and Android WebView's
 * `setTextZoom(200)` multiply the text, not the layout: every font size and every line height given
 * as a length is doubled, while widths, heights, paddings and the root font size that the rem
 * layout (§9, src/lib/layout.ts) hangs on stay as they are. Desktop Chromium offers neither (no
 * DevTools command sets the accessibility font scale, and `--blink-settings` with the autosizer's
 * `accessibilityFontScaleFactor` changed nothing here), and doubling the root font size would double
 * the whole layout, which is page zoom, not text zoom. So the page's own CSS is rewritten through
 * the CSSOM, before the app runs and for every stylesheet and inline style that arrives later:
 *
 * - `font-size` in absolute units (px, rem, pt, vw, a `var()` or `calc()` of them, the absolute
 *   keywords) becomes `calc(2 * (value))`; em and % sizes are left alone, they follow their parent;
 * - `line-height` given as a length likewise; unitless and % line heights follow the font;
 * - form controls, whose size otherwise comes from the browser's own sheet (13.33 px), get 2 × that.
 *
 * The root element keeps its font size: text zoom does not change what 1 rem is.
 */

/** The new value of a `font-size` or `line-height` declaration at `factor`, or null to keep it. */
export function zoomedValue(
  property: 'font-size' | 'line-height',
  value: string,
  factor: number,
): string | null {
  const v = value.trim().toLowerCase();
  if (v === '' || v.startsWith(`calc(${factor} * (`)) return null;
  const keywords: Record<string, number> = {
    'xx-small': 9,
    'x-small': 10,
    small: 13,
    medium: 16,
    large: 18,
    'x-large': 24,
    'xx-large': 32,
    'xxx-large': 48,
  };
  if (property === 'font-size' && v in keywords) return `${keywords[v] * factor}px`;
  // Relative to the parent's (font-size) or the element's own (line-height) font: already zoomed.
  if (/^(inherit|initial|unset|revert|revert-layer|normal|smaller|larger)$/.test(v)) return null;
  if (/^-?[\d.]+(em|%|ex|ch|cap|ic|lh)$/.test(v)) return null;
  if (property === 'line-height' && /^-?[\d.]+$/.test(v)) return null; // unitless: a multiple of the font
  // A length, or an expression of lengths and variables: the tokens used by this app's CSS and react-vant's.
  if (/^-?[\d.]+(px|rem|pt|pc|vw|vh|vmin|vmax|cm|mm|in|q)$/.test(v) || /^(var|calc|min|max|clamp)\(/.test(v))
    return `calc(${factor} * (${value.trim()}))`;
  return null;
}

/**
 * Runs in the page (Playwright's addInitScript): rewrites every stylesheet's and inline style's
 * text sizes with `zoom` (zoomedValue's source) and keeps doing so for what arrives later.
 */
export function installTextZoom(factor: number, zoom: typeof zoomedValue): void {
  const seenRules = new WeakSet<CSSRule>();
  const setInline = new WeakMap<HTMLElement, string>();
  const PROPS = ['font-size', 'line-height'] as const;

  const rewrite = (style: CSSStyleDeclaration) => {
    for (const prop of PROPS) {
      const next = zoom(prop, style.getPropertyValue(prop), factor);
      if (next !== null) style.setProperty(prop, next, style.getPropertyPriority(prop));
    }
  };
  const walkRules = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (seenRules.has(rule)) continue;
      seenRules.add(rule);
      if (rule instanceof CSSKeyframesRule) continue;
      if ('style' in rule && rule.style instanceof CSSStyleDeclaration) rewrite(rule.style);
      if ('cssRules' in rule && rule.cssRules) walkRules(rule.cssRules as CSSRuleList);
    }
  };
  const sheets = () => {
    for (const sheet of Array.from(document.styleSheets)) {
      try {
        walkRules(sheet.cssRules);
      } catch {
        // a cross-origin sheet: not this app's
      }
    }
  };
  const inline = (el: Element) => {
    if (!(el instanceof HTMLElement) || el === document.documentElement) return;
    const style = el.getAttribute('style');
    if (!style || setInline.get(el) === style) return;
    if (/font-size|line-height/.test(style)) rewrite(el.style);
    setInline.set(el, el.getAttribute('style') ?? '');
  };
  const controls = () => {
    // Author-origin rule of zero specificity: beats the browser's sheet, loses to any app rule (themselves zoomed).
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`:where(button, input, select, textarea) { font-size: ${13.333 * factor}px; }`);
    document.adoptedStyleSheets = [sheet, ...document.adoptedStyleSheets];
  };
  const all = () => {
    sheets();
    for (const el of Array.from(document.querySelectorAll('[style]'))) inline(el);
  };

  controls();
  new MutationObserver((records) => {
    let added = false;
    for (const r of records) {
      if (r.type === 'attributes') inline(r.target as Element);
      for (const n of Array.from(r.addedNodes)) {
        if (!(n instanceof Element)) continue;
        added = true;
        inline(n);
        for (const el of Array.from(n.querySelectorAll('[style]'))) inline(el);
      }
    }
    if (added) sheets();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
  // A <link rel=stylesheet> has no rules until it has loaded (load does not bubble: capture it).
  document.addEventListener('load', () => sheets(), true);
  document.addEventListener('DOMContentLoaded', all);
  (window as unknown as { __textZoom: () => void }).__textZoom = all;
}

/** The init script for a context at `factor` (2 = 200 %). */
export function textZoomScript(factor: number): string {
  // `__name`: the helper some transpilers (esbuild's keepNames, under tsx) call inside functions.
  return `(() => { const __name = (f) => f; (${installTextZoom.toString()})(${factor}, ${zoomedValue.toString()}); })();`;
}
